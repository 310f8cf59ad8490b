import { describe, expect, it } from 'vitest';
import { checkLogoDataUrl, LOGO_MESSAGES, MAX_LOGO_BYTES, type LogoCheck } from './logo-data-url';
import { jpegFile, logoDataUrl, pngFile, removeJpegSegment } from './logo-fixtures';

const GIF = new TextEncoder().encode('GIF89a');
const PNG = pngFile({ width: 4, height: 3 });
const JPEG = jpegFile();
/** The attack from the "Hardening" issue: a small, well-formed PNG declaring 6000 × 6000 pixels. */
const HUGE_PNG = pngFile({ width: 6000, height: 6000, bitDepth: 1 });
const png = (width: number, height: number) => pngFile({ width, height, bitDepth: 1 });
const withByte = (bytes: Uint8Array, at: number, value: number) => {
  const copy = bytes.slice();
  copy[at] = value;
  return copy;
};
const accepted = (mime: 'image/png' | 'image/jpeg', bytes: Uint8Array, width: number, height: number): LogoCheck => ({
  ok: true,
  mime,
  bytes: bytes.length,
  width,
  height,
});
const damaged = (problem: string): LogoCheck => ({ ok: false, message: LOGO_MESSAGES.imageDamaged, problem });
const refused = (message: string): LogoCheck => ({ ok: false, message });

describe('checkLogoDataUrl', () => {
  it('takes the attack PNG well under the byte limit, so only the pixel limit stops it', () => {
    expect(HUGE_PNG.length).toBeLessThan(MAX_LOGO_BYTES / 2);
  });

  it.each<[string, string, LogoCheck]>([
    ['a PNG', logoDataUrl(PNG), accepted('image/png', PNG, 4, 3)],
    ['a JPEG', logoDataUrl(JPEG), accepted('image/jpeg', JPEG, 3, 2)],
    ['image/jpg as JPEG', logoDataUrl(JPEG, 'image/jpg'), accepted('image/jpeg', JPEG, 3, 2)],
    ['exactly 200 KB', logoDataUrl(pngFile({ totalBytes: MAX_LOGO_BYTES })), { ok: true, mime: 'image/png', bytes: MAX_LOGO_BYTES, width: 4, height: 3 }],
    ['2000 × 2000 pixels (RGBA PNG)', logoDataUrl(pngFile({ width: 2000, height: 2000, colourType: 6 })), expect.objectContaining({ ok: true, width: 2000, height: 2000 })],
    ['2000 × 2000 pixels (JPEG)', logoDataUrl(jpegFile({ width: 2000, height: 2000 })), expect.objectContaining({ ok: true, width: 2000, height: 2000 })],
    ['a 2000-pixel-wide banner', logoDataUrl(png(2000, 1)), expect.objectContaining({ ok: true, width: 2000, height: 1 })],
    ['one byte over 200 KB', logoDataUrl(pngFile({ totalBytes: MAX_LOGO_BYTES + 1 })), refused('The logo must be at most 200 KB.')],
    ['a 6000 × 6000 PNG', logoDataUrl(HUGE_PNG), refused('The logo must be at most 2000 × 2000 pixels (this one is 6000 × 6000).')],
    ['a PNG 2001 pixels wide', logoDataUrl(png(2001, 1)), refused('The logo must be at most 2000 × 2000 pixels (this one is 2001 × 1).')],
    ['a PNG 2001 pixels high', logoDataUrl(png(1, 2001)), refused('The logo must be at most 2000 × 2000 pixels (this one is 1 × 2001).')],
    ['a 6000 × 6000 JPEG', logoDataUrl(jpegFile({ width: 6000, height: 6000 })), refused('The logo must be at most 2000 × 2000 pixels (this one is 6000 × 6000).')],
    ['a JPEG 2001 pixels high', logoDataUrl(jpegFile({ width: 3, height: 2001 })), refused('The logo must be at most 2000 × 2000 pixels (this one is 3 × 2001).')],
    ['a truncated PNG', logoDataUrl(PNG.subarray(0, 50)), damaged('chunk at 33 runs past the end')],
    ['a PNG whose header CRC is wrong', logoDataUrl(withByte(PNG, 29, 0)), damaged('IHDR chunk has a wrong CRC')],
    ['a PNG without IEND', logoDataUrl(PNG.subarray(0, PNG.length - 12)), damaged('no IEND at the end')],
    ['a PNG signature alone', logoDataUrl(PNG.subarray(0, 8)), damaged('chunk at 8 is cut off')],
    ['a PNG of 0 × 0 pixels', logoDataUrl(pngFile({ width: 0, height: 0 })), damaged('zero width or height')],
    ['a JPEG without a frame (SOF)', logoDataUrl(removeJpegSegment(JPEG, 0xc0)), damaged('a scan before the frame')],
    ['a truncated JPEG', logoDataUrl(JPEG.subarray(0, JPEG.length - 2)), damaged('scan data runs to the end of the file')],
    ['a JPEG of zero height', logoDataUrl(jpegFile({ width: 3, height: 0 })), damaged('zero width or height')],
    ['a GIF', logoDataUrl(GIF, 'image/gif'), refused('The logo must be a PNG or JPEG image.')],
    ['GIF bytes labelled PNG', logoDataUrl(GIF, 'image/png'), refused('The logo must be a PNG or JPEG image.')],
    ['JPEG bytes labelled PNG', logoDataUrl(JPEG, 'image/png'), refused('The logo is a JPEG file but is labelled as PNG.')],
    ['PNG bytes labelled JPEG', logoDataUrl(PNG, 'image/jpeg'), refused('The logo is a PNG file but is labelled as JPEG.')],
    ['an SVG', 'data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=', refused('The logo must be a PNG or JPEG image.')],
    ['a web address', 'https://example.com/logo.png', refused('The logo must be a PNG or JPEG image.')],
    ['not base64', 'data:image/png,hello', refused('The logo must be a PNG or JPEG image.')],
    ['truncated base64', logoDataUrl(PNG).slice(0, -1), refused('The logo image data is damaged.')],
    ['empty data', 'data:image/png;base64,', refused('The logo image data is damaged.')],
  ])('%s', (_name, dataUrl, expected) => {
    expect(checkLogoDataUrl(dataUrl)).toEqual(expected);
  });
});
