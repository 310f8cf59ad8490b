import { malformed, uint16, type ImageStructure } from './image-structure';

export const JPEG_SIGNATURE = [0xff, 0xd8, 0xff] as const;

export interface JpegDetails {
  /** 1 grey, 3 colour (YCbCr/RGB), 4 CMYK: the counts PDF can show. */
  components: number;
  /** Bits per sample. */
  precision: number;
  progressive: boolean;
}

const SOI = 0xd8;
const EOI = 0xd9;
const SOS = 0xda;
const TEM = 0x01;
/** Start-of-frame markers: C0..CF except DHT (C4), JPG (C8) and DAC (CC). */
const isFrameMarker = (marker: number) => marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;
const isRestartMarker = (marker: number) => marker >= 0xd0 && marker <= 0xd7;
/** Markers followed by a length and data we skip: DHT, DAC, DQT, DNL, DRI, DHP, EXP, APPn, JPGn, COM. */
const isSkippedSegment = (marker: number) => marker === 0xc4 || marker === 0xcc || (marker >= 0xdb && marker <= 0xdf) || marker >= 0xe0;

/** The frame header: size, sample precision and component count, when the spec (and PDF) allow them. */
function readFrame(bytes: Uint8Array, marker: number, data: number, length: number): ImageStructure<JpegDetails> {
  if (length < 6) return malformed('frame header too short');
  const precision = bytes[data] ?? 0;
  const height = uint16(bytes, data + 1);
  const width = uint16(bytes, data + 3);
  const components = bytes[data + 5] ?? 0;
  if (length !== 6 + 3 * components) return malformed('frame header length does not match its components');
  if (![1, 3, 4].includes(components)) return malformed(`${components} components`);
  if (![8, 12, 16].includes(precision) && !(marker === 0xc3 && precision >= 2 && precision <= 16)) {
    return malformed(`precision ${precision}`);
  }
  // Height 0 means "given later by a DNL segment": legal, but no image we accept has its size withheld.
  if (width === 0 || height === 0) return malformed('zero width or height');
  const progressive = marker === 0xc2 || marker === 0xc6 || marker === 0xca || marker === 0xce;
  return { ok: true, width, height, components, precision, progressive };
}

/**
 * Where the entropy-coded data starting at `offset` ends: the next marker, skipping stuffed zero bytes (FF 00)
 * and restart markers (FF D0..D7), which belong to the data. -1 when no marker follows.
 */
function endOfScanData(bytes: Uint8Array, offset: number): number {
  for (let i = offset; i + 1 < bytes.length; i++) {
    if (bytes[i] !== 0xff) continue;
    const next = bytes[i + 1] ?? 0;
    if (next === 0x00 || isRestartMarker(next) || next === 0xff) continue;
    return i;
  }
  return -1;
}

/**
 * Reads a JPEG's structure without decoding it: SOI, then markers each with a length that stays inside the file,
 * one frame (SOFn) with a non-zero size and 1, 3 or 4 components before the first scan (SOS), each scan's data
 * ending at a marker, and EOI. Bytes after EOI are ignored: cameras and editors append trailers there, and no
 * decoder reads them.
 * @example readJpegStructure(bytes) // { ok: true, width: 3, height: 2, components: 3, precision: 8, progressive: false }
 */
export function readJpegStructure(bytes: Uint8Array): ImageStructure<JpegDetails> {
  if (bytes[0] !== 0xff || bytes[1] !== SOI) return malformed('no SOI');
  let frame: ImageStructure<JpegDetails> | null = null;
  let scans = 0;
  let offset = 2;
  for (;;) {
    if (bytes[offset] !== 0xff) return offset >= bytes.length ? malformed('no EOI') : malformed(`no marker at ${offset}`);
    // Any number of FF fill bytes may precede a marker.
    while (bytes[offset + 1] === 0xff) offset++;
    if (offset + 1 >= bytes.length) return malformed('no EOI');
    const marker = bytes[offset + 1] ?? 0;
    offset += 2;
    if (marker === EOI) break;
    if (marker === TEM) continue;
    if (marker === SOI) return malformed('a second SOI');
    if (isRestartMarker(marker)) return malformed('a restart marker outside scan data');
    if (!isFrameMarker(marker) && marker !== SOS && !isSkippedSegment(marker)) {
      return malformed(`unknown marker 0x${marker.toString(16)}`);
    }
    if (offset + 2 > bytes.length) return malformed('segment length cut off');
    const length = uint16(bytes, offset);
    if (length < 2 || offset + length > bytes.length) return malformed(`segment 0x${marker.toString(16)} runs past the end`);
    const data = offset + 2;
    offset += length;
    if (isFrameMarker(marker)) {
      if (frame) return malformed('a second frame');
      frame = readFrame(bytes, marker, data, length - 2);
      if (!frame.ok) return frame;
    } else if (marker === SOS) {
      if (!frame) return malformed('a scan before the frame');
      const count = bytes[data] ?? 0;
      if (count < 1 || count > 4 || length !== 6 + 2 * count) return malformed('scan header of a wrong length');
      scans++;
      offset = endOfScanData(bytes, offset);
      if (offset < 0) return malformed('scan data runs to the end of the file');
    }
  }
  if (!frame) return malformed('no frame (SOFn)');
  if (scans === 0) return malformed('no scan (SOS)');
  return frame;
}
