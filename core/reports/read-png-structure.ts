import { crc32 } from './crc32';
import { malformed, uint32, type ImageStructure } from './image-structure';

export const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] as const;

export interface PngDetails {
  bitDepth: number;
  /** 0 grey, 2 RGB, 3 palette, 4 grey + alpha, 6 RGBA. */
  colourType: number;
  interlaced: boolean;
}

/** Bit depths each colour type allows (PNG spec, table 11.1). */
const BIT_DEPTHS: Record<number, readonly number[]> = {
  0: [1, 2, 4, 8, 16],
  2: [8, 16],
  3: [1, 2, 4, 8],
  4: [8, 16],
  6: [8, 16],
};
/** The largest value a PNG length or dimension may hold (2^31 - 1). */
const MAX_PNG_NUMBER = 0x7fffffff;
/** Length, type and CRC around each chunk's data. */
const CHUNK_OVERHEAD = 12;

interface Chunk {
  type: string;
  /** Offset of the chunk's data in the file. */
  data: number;
  length: number;
}

/** The chunk at `offset`, checked to fit in the file and to carry the CRC of its type and data. */
function readChunk(bytes: Uint8Array, offset: number): Chunk | string {
  if (offset + CHUNK_OVERHEAD > bytes.length) return `chunk at ${offset} is cut off`;
  const length = uint32(bytes, offset);
  if (length > MAX_PNG_NUMBER || offset + CHUNK_OVERHEAD + length > bytes.length) return `chunk at ${offset} runs past the end`;
  const typeBytes = bytes.subarray(offset + 4, offset + 8);
  if (!typeBytes.every((b) => (b >= 0x41 && b <= 0x5a) || (b >= 0x61 && b <= 0x7a))) return `chunk at ${offset} has no valid type`;
  const type = String.fromCharCode(...typeBytes);
  if (crc32(bytes, offset + 4, offset + 8 + length) !== uint32(bytes, offset + 8 + length)) return `${type} chunk has a wrong CRC`;
  return { type, data: offset + 8, length };
}

/** Width, height and pixel format from IHDR, when they are values the spec allows. */
function readHeader(bytes: Uint8Array, chunk: Chunk): ImageStructure<PngDetails> {
  if (chunk.type !== 'IHDR') return malformed('the first chunk is not IHDR');
  if (chunk.length !== 13) return malformed('IHDR is not 13 bytes');
  const at = chunk.data;
  const width = uint32(bytes, at);
  const height = uint32(bytes, at + 4);
  const [bitDepth = 0, colourType = 0, compression, filter, interlace = 0] = bytes.subarray(at + 8, at + 13);
  if (width === 0 || height === 0) return malformed('zero width or height');
  if (width > MAX_PNG_NUMBER || height > MAX_PNG_NUMBER) return malformed('width or height above 2^31 - 1');
  if (!BIT_DEPTHS[colourType]?.includes(bitDepth)) return malformed(`bit depth ${bitDepth} with colour type ${colourType}`);
  if (compression !== 0 || filter !== 0 || interlace > 1) return malformed('unknown compression, filter or interlace method');
  return { ok: true, width, height, bitDepth, colourType, interlaced: interlace === 1 };
}

/**
 * Reads a PNG's structure without inflating its pixels: the signature, IHDR first with values the spec allows,
 * every chunk inside the file with a valid CRC, PLTE before the image data when the image needs a palette, one
 * unbroken run of IDAT chunks, no critical chunk we do not know (a decoder must refuse those), and IEND as the
 * last bytes of the file. Cheap on hostile input: one pass, nothing allocated per pixel.
 * @example readPngStructure(bytes) // { ok: true, width: 120, height: 40, bitDepth: 8, colourType: 6, interlaced: false }
 */
export function readPngStructure(bytes: Uint8Array): ImageStructure<PngDetails> {
  if (!PNG_SIGNATURE.every((value, i) => bytes[i] === value)) return malformed('no PNG signature');
  const first = readChunk(bytes, PNG_SIGNATURE.length);
  if (typeof first === 'string') return malformed(first);
  const header = readHeader(bytes, first);
  if (!header.ok) return header;

  let offset = first.data + first.length + 4;
  let palette = false;
  let idat: 'none' | 'running' | 'ended' = 'none';
  for (;;) {
    if (offset === bytes.length) return malformed('no IEND at the end');
    const chunk = readChunk(bytes, offset);
    if (typeof chunk === 'string') return malformed(chunk);
    offset = chunk.data + chunk.length + 4;
    if (chunk.type === 'IDAT') {
      if (idat === 'ended') return malformed('IDAT chunks are not consecutive');
      if (header.colourType === 3 && !palette) return malformed('a palette image without PLTE before its data');
      idat = 'running';
      continue;
    }
    if (idat === 'running') idat = 'ended';
    if (chunk.type === 'IEND') {
      if (chunk.length !== 0) return malformed('IEND has data');
      if (offset !== bytes.length) return malformed('bytes after IEND');
      break;
    }
    if (chunk.type === 'IHDR') return malformed('a second IHDR');
    if (chunk.type === 'PLTE') {
      if (header.colourType === 0 || header.colourType === 4) return malformed('PLTE in a grey image');
      if (palette || idat !== 'none') return malformed('PLTE repeated or after the image data');
      if (chunk.length === 0 || chunk.length % 3 !== 0 || chunk.length > 256 * 3) return malformed('PLTE of a wrong length');
      palette = true;
      continue;
    }
    // Bit 5 of the first type letter (upper case) marks a chunk a decoder cannot skip.
    const critical = ((bytes[chunk.data - 4] ?? 0) & 0x20) === 0;
    if (critical) return malformed(`unknown critical chunk ${chunk.type}`);
  }
  if (idat === 'none') return malformed('no IDAT chunk');
  return header;
}
