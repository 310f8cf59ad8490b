import { crc32 } from './crc32';
import { PNG_SIGNATURE } from './read-png-structure';

/**
 * Real PNG and JPEG files for the logo tests, built without Node (core stays portable): PNGs of any size with all
 * pixels black (their IDAT is a true zlib stream of the rows, so decoders accept them), and a 3 × 2 JPEG whose
 * frame header can be patched to claim another size.
 */

export const concatBytes = (...parts: Uint8Array[]): Uint8Array => {
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
};

const uint32Bytes = (value: number) => new Uint8Array([value >>> 24, (value >>> 16) & 0xff, (value >>> 8) & 0xff, value & 0xff]);

/** One PNG chunk: length, type, data and the CRC of type and data. */
export function pngChunk(type: string, data: Uint8Array = new Uint8Array(0)): Uint8Array {
  const typeAndData = concatBytes(new Uint8Array([...type].map((char) => char.charCodeAt(0))), data);
  return concatBytes(uint32Bytes(data.length), typeAndData, uint32Bytes(crc32(typeAndData)));
}

export interface PngOptions {
  width?: number;
  height?: number;
  bitDepth?: number;
  /** 0 grey (default), 2 RGB, 3 palette, 4 grey + alpha, 6 RGBA. */
  colourType?: number;
  interlaced?: boolean;
  /** Pads the file with a private ancillary chunk to exactly this many bytes. */
  totalBytes?: number;
}

const CHANNELS: Record<number, number> = { 0: 1, 2: 3, 3: 1, 4: 2, 6: 4 };
/** Adam7 passes: first column, first row, column step, row step. */
const ADAM7 = [[0, 0, 8, 8], [4, 0, 8, 8], [0, 4, 4, 8], [2, 0, 4, 4], [0, 2, 2, 4], [1, 0, 2, 2], [0, 1, 1, 2]] as const;

/** Bytes of the filtered image data: each row is a filter byte and its packed pixels (per pass when interlaced). */
function rawImageSize(width: number, height: number, bitsPerPixel: number, interlaced: boolean): number {
  const rows = (w: number, h: number) => (w === 0 || h === 0 ? 0 : h * (1 + Math.ceil((w * bitsPerPixel) / 8)));
  if (!interlaced) return rows(width, height);
  return ADAM7.reduce((sum, [x, y, dx, dy]) => sum + rows(Math.ceil((width - x) / dx), Math.ceil((height - y) / dy)), 0);
}

/**
 * A zlib stream of `count` zero bytes: one fixed-Huffman block holding a literal 0 and then copies of 258 bytes
 * from one byte back (RFC 1951 3.2.6), so even 36 MB of rows compresses to a few hundred KB.
 */
export function zlibOfZeros(count: number): Uint8Array {
  const out: number[] = [0x78, 0x01];
  let bits = 0;
  let used = 0;
  const put = (value: number, length: number) => {
    for (let i = 0; i < length; i++) {
      bits |= ((value >> i) & 1) << used;
      if (++used === 8) {
        out.push(bits);
        bits = 0;
        used = 0;
      }
    }
  };
  // Huffman codes go most significant bit first.
  const code = (value: number, length: number) => {
    for (let i = length - 1; i >= 0; i--) put((value >> i) & 1, 1);
  };
  put(1, 1); // last block
  put(1, 2); // fixed Huffman codes
  let left = count;
  if (left > 0) {
    code(0x30, 8); // literal 0
    left--;
  }
  for (; left >= 258; left -= 258) {
    code(0b11000101, 8); // length 258 (code 285)
    code(0, 5); // distance 1
  }
  for (; left > 0; left--) code(0x30, 8);
  code(0, 7); // end of block
  if (used > 0) out.push(bits);
  // Adler-32 of zeros: the byte sum stays 1; the sum of sums is the count.
  return concatBytes(new Uint8Array(out), uint32Bytes((((count % 65521) << 16) | 1) >>> 0));
}

/** A well-formed PNG, all black (palette images get a one-colour black palette). */
export function pngFile(options: PngOptions = {}): Uint8Array {
  const { width = 4, height = 3, bitDepth = 8, colourType = 0, interlaced = false } = options;
  const header = concatBytes(uint32Bytes(width), uint32Bytes(height), new Uint8Array([bitDepth, colourType, 0, 0, interlaced ? 1 : 0]));
  const bitsPerPixel = (CHANNELS[colourType] ?? 1) * bitDepth;
  const parts = [
    new Uint8Array(PNG_SIGNATURE),
    pngChunk('IHDR', header),
    ...(colourType === 3 ? [pngChunk('PLTE', new Uint8Array([0, 0, 0]))] : []),
    pngChunk('IDAT', zlibOfZeros(rawImageSize(width, height, bitsPerPixel, interlaced))),
    pngChunk('IEND'),
  ];
  if (options.totalBytes !== undefined) {
    const size = parts.reduce((sum, part) => sum + part.length, 0);
    // A private, ancillary, safe-to-copy chunk ("prVt") any decoder skips.
    parts.splice(2, 0, pngChunk('prVt', new Uint8Array(options.totalBytes - size - 12)));
  }
  return concatBytes(...parts);
}

/** A real 3 × 2 baseline JPEG (teal, YCbCr, 8 bit) as an encoder wrote it. */
const TINY_JPEG =
  '/9j/4AAQSkZJRgABAQAAAQABAAD/2wCEAAgGBgcGBQgHBwcJCQgKDBQNDAsLDBkSEw8UHRofHh0aHBwgJC4nICIsIxwcKDcpLDAxNDQ0Hyc5PTgyPC4zNDIBCQkJDAsMGA0NGDIhHCEyMjIyMjIyMjIyMjIyMjIyMjIyMjIyMjIyMjIyMjIyMjIyMjIyMjIyMjIyMjIyMjIyMv/AABEIAAIAAwMBEQACEQEDEQH/xAGiAAABBQEBAQEBAQAAAAAAAAAAAQIDBAUGBwgJCgsQAAIBAwMCBAMFBQQEAAABfQECAwAEEQUSITFBBhNRYQcicRQygZGhCCNCscEVUtHwJDNicoIJChYXGBkaJSYnKCkqNDU2Nzg5OkNERUZHSElKU1RVVldYWVpjZGVmZ2hpanN0dXZ3eHl6g4SFhoeIiYqSk5SVlpeYmZqio6Slpqeoqaqys7S1tre4ubrCw8TFxsfIycrS09TV1tfY2drh4uPk5ebn6Onq8fLz9PX29/j5+gEAAwEBAQEBAQEBAQAAAAAAAAECAwQFBgcICQoLEQACAQIEBAMEBwUEBAABAncAAQIDEQQFITEGEkFRB2FxEyIygQgUQpGhscEJIzNS8BVictEKFiQ04SXxFxgZGiYnKCkqNTY3ODk6Q0RFRkdISUpTVFVWV1hZWmNkZWZnaGlqc3R1dnd4eXqCg4SFhoeIiYqSk5SVlpeYmZqio6Slpqeoqaqys7S1tre4ubrCw8TFxsfIycrS09TV1tfY2dri4+Tl5ufo6ery8/T19vf4+fr/2gAMAwEAAhEDEQA/AOVrsPkj/9k=';

/** Where the segment with `marker` (e.g. 0xc0 for SOF0) starts in a JPEG's header (before the first scan), or -1. */
export function jpegSegmentOffset(bytes: Uint8Array, marker: number): number {
  for (let offset = 2; offset + 3 < bytes.length; ) {
    if (bytes[offset + 1] === marker) return offset;
    if (bytes[offset + 1] === 0xda) return -1;
    offset += 2 + (((bytes[offset + 2] ?? 0) << 8) | (bytes[offset + 3] ?? 0));
  }
  return -1;
}

/** The JPEG without its segment with `marker`, e.g. without the frame header. */
export function removeJpegSegment(bytes: Uint8Array, marker: number): Uint8Array {
  const at = jpegSegmentOffset(bytes, marker);
  const length = 2 + (((bytes[at + 2] ?? 0) << 8) | (bytes[at + 3] ?? 0));
  return concatBytes(bytes.subarray(0, at), bytes.subarray(at + length));
}

/** The real 3 × 2 JPEG, its frame header claiming `width` × `height` when given (its data then decodes wrong). */
export function jpegFile(size: { width?: number; height?: number } = {}): Uint8Array {
  const bytes = Uint8Array.from(atob(TINY_JPEG), (char) => char.charCodeAt(0));
  const frame = jpegSegmentOffset(bytes, 0xc0);
  const { width = 3, height = 2 } = size;
  bytes.set([height >> 8, height & 0xff, width >> 8, width & 0xff], frame + 5);
  return bytes;
}

/** The bytes as a base64 data URL, as the branding form sends a logo. */
export function logoDataUrl(bytes: Uint8Array, mime = bytes[0] === 0xff ? 'image/jpeg' : 'image/png'): string {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return `data:${mime};base64,${btoa(binary)}`;
}
