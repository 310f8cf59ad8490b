import { describe, expect, it } from 'vitest';
import type { ImageStructure } from './image-structure';
import { concatBytes, jpegFile, jpegSegmentOffset, removeJpegSegment } from './logo-fixtures';
import { readJpegStructure, type JpegDetails } from './read-jpeg-structure';

const SOF0 = 0xc0;
const DQT = 0xdb;
const SOS = 0xda;
const VALID = jpegFile();
const bytes = (...values: number[]) => new Uint8Array(values);

/** The file with `insert` placed before the segment with `marker`. */
function before(marker: number, insert: Uint8Array, file = VALID): Uint8Array {
  const at = jpegSegmentOffset(file, marker);
  return concatBytes(file.subarray(0, at), insert, file.subarray(at));
}
/** The file with its frame header replaced by one with these fields (3 bytes per component, as given). */
function withFrame(fields: { marker?: number; precision?: number; width?: number; height?: number; components?: number[][]; length?: number }): Uint8Array {
  const { marker = SOF0, precision = 8, width = 3, height = 2, components = [[1, 0x22, 0], [2, 0x11, 1], [3, 0x11, 1]] } = fields;
  const length = fields.length ?? 8 + 3 * components.length;
  const frame = bytes(0xff, marker, length >> 8, length & 0xff, precision, height >> 8, height & 0xff, width >> 8, width & 0xff, components.length, ...components.flat());
  return before(0xc4, frame, removeJpegSegment(VALID, SOF0));
}
/** Where the scan's entropy-coded data starts. */
const SCAN_DATA = jpegSegmentOffset(VALID, SOS) + 2 + 12;
const ok = (width: number, height: number, more: Partial<JpegDetails> = {}) => ({ ok: true as const, width, height, components: 3, precision: 8, progressive: false, ...more });

describe('readJpegStructure', () => {
  it.each<[string, Uint8Array, ImageStructure<JpegDetails>]>([
    ['a real 3 × 2 baseline JPEG', VALID, ok(3, 2)],
    ['a 2000 × 2000 frame header', jpegFile({ width: 2000, height: 2000 }), ok(2000, 2000)],
    ['a 6000 × 6000 frame header', jpegFile({ width: 6000, height: 6000 }), ok(6000, 6000)],
    ['a progressive frame', withFrame({ marker: 0xc2 }), ok(3, 2, { progressive: true })],
    ['a grey frame', withFrame({ components: [[1, 0x11, 0]] }), ok(3, 2, { components: 1 })],
    ['a CMYK frame', withFrame({ components: [[1, 0x11, 0], [2, 0x11, 0], [3, 0x11, 0], [4, 0x11, 0]] }), ok(3, 2, { components: 4 })],
    ['fill bytes before a marker', before(DQT, bytes(0xff, 0xff)), ok(3, 2)],
    ['a comment and a TEM marker', before(DQT, bytes(0xff, 0xfe, 0, 6, 0x6c, 0x6f, 0x67, 0x6f, 0xff, 0x01)), ok(3, 2)],
    ['restart markers and stuffed bytes in the scan data', concatBytes(VALID.subarray(0, SCAN_DATA), bytes(0xff, 0xd0, 0xff, 0x00), VALID.subarray(SCAN_DATA)), ok(3, 2)],
    ['a trailer after EOI', concatBytes(VALID, new TextEncoder().encode('camera trailer')), ok(3, 2)],
    ['PNG bytes', bytes(0x89, 0x50, 0x4e, 0x47), { ok: false, problem: 'no SOI' }],
    ['SOI alone', bytes(0xff, 0xd8), { ok: false, problem: 'no EOI' }],
    ['SOI and EOI', bytes(0xff, 0xd8, 0xff, 0xd9), { ok: false, problem: 'no frame (SOFn)' }],
    ['a file cut inside a segment', VALID.subarray(0, 100), { ok: false, problem: 'segment 0xdb runs past the end' }],
    ['a file cut inside the scan data', VALID.subarray(0, VALID.length - 2), { ok: false, problem: 'scan data runs to the end of the file' }],
    ['a file cut after a marker', VALID.subarray(0, 4), { ok: false, problem: 'segment length cut off' }],
    ['no frame (SOF) before the scan', removeJpegSegment(VALID, SOF0), { ok: false, problem: 'a scan before the frame' }],
    ['a frame but no scan', concatBytes(VALID.subarray(0, jpegSegmentOffset(VALID, SOS)), bytes(0xff, 0xd9)), { ok: false, problem: 'no scan (SOS)' }],
    ['two frames', before(0xc4, VALID.subarray(jpegSegmentOffset(VALID, SOF0), jpegSegmentOffset(VALID, SOF0) + 19)), { ok: false, problem: 'a second frame' }],
    ['a segment length of 1', before(DQT, bytes(0xff, 0xfe, 0, 1)), { ok: false, problem: 'segment 0xfe runs past the end' }],
    ['a segment length past the end', before(DQT, bytes(0xff, 0xe1, 0xff, 0xff)), { ok: false, problem: 'segment 0xe1 runs past the end' }],
    ['zero height (size left to a DNL segment)', jpegFile({ width: 3, height: 0 }), { ok: false, problem: 'zero width or height' }],
    ['zero width', jpegFile({ width: 0, height: 2 }), { ok: false, problem: 'zero width or height' }],
    ['two components', withFrame({ components: [[1, 0x11, 0], [2, 0x11, 0]] }), { ok: false, problem: '2 components' }],
    ['a frame length that does not match its components', withFrame({ length: 20 }), { ok: false, problem: 'frame header length does not match its components' }],
    ['7-bit samples', withFrame({ precision: 7 }), { ok: false, problem: 'precision 7' }],
    ['a second SOI', before(DQT, bytes(0xff, 0xd8)), { ok: false, problem: 'a second SOI' }],
    ['a restart marker outside the scan', before(DQT, bytes(0xff, 0xd3)), { ok: false, problem: 'a restart marker outside scan data' }],
    ['a reserved marker', before(DQT, bytes(0xff, 0x02, 0, 2)), { ok: false, problem: 'unknown marker 0x2' }],
    ['a byte where a marker belongs', before(DQT, bytes(0x00)), { ok: false, problem: 'no marker at 20' }],
    ['a scan header for no components', concatBytes(VALID.subarray(0, jpegSegmentOffset(VALID, SOS)), bytes(0xff, 0xda, 0, 6, 0, 0, 0x3f, 0), VALID.subarray(SCAN_DATA)), { ok: false, problem: 'scan header of a wrong length' }],
  ])('%s', (_name, file, expected) => {
    expect(readJpegStructure(file)).toEqual(expected);
  });
});
