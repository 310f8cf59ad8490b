import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import type { ImageStructure } from './image-structure';
import { concatBytes, pngChunk, pngFile, zlibOfZeros } from './logo-fixtures';
import { PNG_SIGNATURE, readPngStructure, type PngDetails } from './read-png-structure';

const SIGNATURE = new Uint8Array(PNG_SIGNATURE);
const header = (width = 4, height = 3, bitDepth = 8, colourType = 0, interlace = 0) =>
  pngChunk('IHDR', new Uint8Array([0, 0, width >> 8, width & 0xff, 0, 0, height >> 8, height & 0xff, bitDepth, colourType, 0, 0, interlace]));
const IDAT = pngChunk('IDAT', zlibOfZeros(3 * 5));
const IEND = pngChunk('IEND');
const TEXT = pngChunk('tEXt', new TextEncoder().encode('Comment\0logo'));
const png = (...chunks: Uint8Array[]) => concatBytes(SIGNATURE, ...chunks);
/** The file with one byte changed. */
const flip = (bytes: Uint8Array, at: number) => {
  const copy = bytes.slice();
  copy[at] = (copy[at] ?? 0) ^ 0xff;
  return copy;
};
const VALID = pngFile();
const grey = (width: number, height: number, more: Partial<PngDetails> = {}) => ({ ok: true as const, width, height, bitDepth: 8, colourType: 0, interlaced: false, ...more });

describe('readPngStructure', () => {
  it.each<[string, Uint8Array, ImageStructure<PngDetails>]>([
    ['a 4 × 3 grey image', VALID, grey(4, 3)],
    ['a 1 × 1 RGBA image, 16 bit', pngFile({ width: 1, height: 1, colourType: 6, bitDepth: 16 }), grey(1, 1, { colourType: 6, bitDepth: 16 })],
    ['a 1-bit palette image', pngFile({ width: 9, height: 2, colourType: 3, bitDepth: 1 }), grey(9, 2, { colourType: 3, bitDepth: 1 })],
    ['an interlaced image', pngFile({ width: 10, height: 7, interlaced: true }), grey(10, 7, { interlaced: true })],
    ['ancillary chunks before and after the data', png(header(), TEXT, IDAT, TEXT, IEND), grey(4, 3)],
    ['IDAT split over several chunks', png(header(), IDAT, IDAT, IEND), grey(4, 3)],
    // Well formed; whether the size is acceptable is the logo check's business.
    ['a 6000 × 6000 header', pngFile({ width: 6000, height: 6000, bitDepth: 1 }), grey(6000, 6000, { bitDepth: 1 })],
    ['a width of 2^31', png(pngChunk('IHDR', new Uint8Array([0x80, 0, 0, 0, 0, 0, 0, 1, 8, 0, 0, 0, 0])), IDAT, IEND), { ok: false, problem: 'width or height above 2^31 - 1' }],
    ['GIF bytes', new TextEncoder().encode('GIF89a'), { ok: false, problem: 'no PNG signature' }],
    ['the signature alone', SIGNATURE, { ok: false, problem: 'chunk at 8 is cut off' }],
    ['a file cut inside IDAT', VALID.subarray(0, VALID.length - 20), { ok: false, problem: 'chunk at 33 runs past the end' }],
    ['a file cut before IEND', VALID.subarray(0, VALID.length - 12), { ok: false, problem: 'no IEND at the end' }],
    ['a wrong IHDR CRC', flip(VALID, 29), { ok: false, problem: 'IHDR chunk has a wrong CRC' }],
    ['a changed pixel byte (IDAT CRC no longer matches)', flip(VALID, 43), { ok: false, problem: 'IDAT chunk has a wrong CRC' }],
    ['a chunk length of 4 GB', png(header(), concatBytes(new Uint8Array([0xff, 0xff, 0xff, 0xff]), IDAT.subarray(4)), IEND), { ok: false, problem: 'chunk at 33 runs past the end' }],
    ['a chunk type that is not letters', png(header(), pngChunk('ID1T', new Uint8Array(1)), IDAT, IEND), { ok: false, problem: 'chunk at 33 has no valid type' }],
    ['a text chunk before IHDR', png(TEXT, header(), IDAT, IEND), { ok: false, problem: 'the first chunk is not IHDR' }],
    ['a 12-byte IHDR', png(pngChunk('IHDR', new Uint8Array(12)), IDAT, IEND), { ok: false, problem: 'IHDR is not 13 bytes' }],
    ['a second IHDR', png(header(), header(), IDAT, IEND), { ok: false, problem: 'a second IHDR' }],
    ['zero width', png(header(0, 3), IDAT, IEND), { ok: false, problem: 'zero width or height' }],
    ['zero height', png(header(4, 0), IDAT, IEND), { ok: false, problem: 'zero width or height' }],
    ['4-bit RGB', png(header(4, 3, 4, 2), IDAT, IEND), { ok: false, problem: 'bit depth 4 with colour type 2' }],
    ['colour type 5', png(header(4, 3, 8, 5), IDAT, IEND), { ok: false, problem: 'bit depth 8 with colour type 5' }],
    ['interlace method 2', png(header(4, 3, 8, 0, 2), IDAT, IEND), { ok: false, problem: 'unknown compression, filter or interlace method' }],
    ['no IDAT', png(header(), IEND), { ok: false, problem: 'no IDAT chunk' }],
    ['IDAT chunks split by another chunk', png(header(), IDAT, TEXT, IDAT, IEND), { ok: false, problem: 'IDAT chunks are not consecutive' }],
    ['a palette image without PLTE', png(header(4, 3, 8, 3), IDAT, IEND), { ok: false, problem: 'a palette image without PLTE before its data' }],
    ['PLTE after the data', png(header(4, 3, 8, 2), IDAT, pngChunk('PLTE', new Uint8Array(3)), IEND), { ok: false, problem: 'PLTE repeated or after the image data' }],
    ['two PLTE chunks', png(header(4, 3, 8, 3), pngChunk('PLTE', new Uint8Array(3)), pngChunk('PLTE', new Uint8Array(3)), IDAT, IEND), { ok: false, problem: 'PLTE repeated or after the image data' }],
    ['PLTE in a grey image', png(header(), pngChunk('PLTE', new Uint8Array(3)), IDAT, IEND), { ok: false, problem: 'PLTE in a grey image' }],
    ['a PLTE of 4 bytes', png(header(4, 3, 8, 3), pngChunk('PLTE', new Uint8Array(4)), IDAT, IEND), { ok: false, problem: 'PLTE of a wrong length' }],
    ['an unknown critical chunk', png(header(), pngChunk('CgBI', new Uint8Array(4)), IDAT, IEND), { ok: false, problem: 'unknown critical chunk CgBI' }],
    ['IEND with data', png(header(), IDAT, pngChunk('IEND', new Uint8Array(1))), { ok: false, problem: 'IEND has data' }],
    ['bytes after IEND', concatBytes(VALID, new Uint8Array([0])), { ok: false, problem: 'bytes after IEND' }],
  ])('%s', (_name, bytes, expected) => {
    expect(readPngStructure(bytes)).toEqual(expected);
  });
});

/** The data of the (one) IDAT chunk. */
function idatOf(bytes: Uint8Array): Uint8Array {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  for (let offset = 8; offset < bytes.length; offset += 12 + view.getUint32(offset)) {
    if (String.fromCharCode(...bytes.subarray(offset + 4, offset + 8)) === 'IDAT') return bytes.subarray(offset + 8, offset + 8 + view.getUint32(offset));
  }
  throw new Error('no IDAT');
}

describe('pngFile (the test images are real)', () => {
  it.each([
    [{ width: 4, height: 3 }, 3 * (1 + 4)],
    [{ width: 9, height: 2, colourType: 3, bitDepth: 1 }, 2 * (1 + 2)],
    [{ width: 2000, height: 2000, colourType: 6 }, 2000 * (1 + 8000)],
    [{ width: 10, height: 7, interlaced: true }, 1 * 3 + 1 * 2 + 1 * 4 + 2 * 3 + 2 * 6 + 4 * 6 + 3 * 11],
  ])('%j inflates to its rows of black pixels', (options, rawBytes) => {
    const raw = inflateSync(idatOf(pngFile(options)));
    expect(raw.length).toBe(rawBytes);
    expect(raw.every((byte) => byte === 0)).toBe(true);
  });

  it('pads to an exact size with a chunk decoders skip', () => {
    const bytes = pngFile({ totalBytes: 4096 });
    expect(bytes.length).toBe(4096);
    expect(readPngStructure(bytes)).toEqual(grey(4, 3));
  });
});
