import { describe, expect, it } from 'vitest';
import { checkLogoDataUrl, MAX_LOGO_BYTES, type LogoCheck } from './logo-data-url';

const base64 = (bytes: number[]) => btoa(String.fromCharCode(...bytes));
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13];
const JPEG = [0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46];
const GIF = [0x47, 0x49, 0x46, 0x38, 0x39, 0x61];
const bigPng = (size: number) => btoa(String.fromCharCode(...PNG) + '\0'.repeat(size - PNG.length));

describe('checkLogoDataUrl', () => {
  it.each<[string, string, LogoCheck]>([
    ['a PNG', `data:image/png;base64,${base64(PNG)}`, { ok: true, mime: 'image/png', bytes: PNG.length }],
    ['a JPEG', `data:image/jpeg;base64,${base64(JPEG)}`, { ok: true, mime: 'image/jpeg', bytes: JPEG.length }],
    ['image/jpg as JPEG', `data:image/jpg;base64,${base64(JPEG)}`, { ok: true, mime: 'image/jpeg', bytes: JPEG.length }],
    ['exactly 200 KB', `data:image/png;base64,${bigPng(MAX_LOGO_BYTES)}`, { ok: true, mime: 'image/png', bytes: MAX_LOGO_BYTES }],
    ['one byte over 200 KB', `data:image/png;base64,${bigPng(MAX_LOGO_BYTES + 1)}`, { ok: false, message: 'The logo must be at most 200 KB.' }],
    ['a GIF', `data:image/gif;base64,${base64(GIF)}`, { ok: false, message: 'The logo must be a PNG or JPEG image.' }],
    ['GIF bytes labelled PNG', `data:image/png;base64,${base64(GIF)}`, { ok: false, message: 'The logo must be a PNG or JPEG image.' }],
    ['JPEG bytes labelled PNG', `data:image/png;base64,${base64(JPEG)}`, { ok: false, message: 'The logo is a JPEG file but is labelled as PNG.' }],
    ['an SVG', 'data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=', { ok: false, message: 'The logo must be a PNG or JPEG image.' }],
    ['a web address', 'https://example.com/logo.png', { ok: false, message: 'The logo must be a PNG or JPEG image.' }],
    ['not base64', 'data:image/png,hello', { ok: false, message: 'The logo must be a PNG or JPEG image.' }],
    ['truncated base64', `data:image/png;base64,${base64(PNG).slice(0, -1)}`, { ok: false, message: 'The logo image data is damaged.' }],
    ['empty data', 'data:image/png;base64,', { ok: false, message: 'The logo image data is damaged.' }],
  ])('%s', (_name, dataUrl, expected) => {
    expect(checkLogoDataUrl(dataUrl)).toEqual(expected);
  });
});
