import { readJpegStructure, JPEG_SIGNATURE } from './read-jpeg-structure';
import { readPngStructure, PNG_SIGNATURE } from './read-png-structure';

/** The largest logo accepted, decoded: enough for a crisp header logo, small enough to inline in every PDF. */
export const MAX_LOGO_BYTES = 200 * 1024;
/**
 * The most pixels a logo may have on either side. The byte limit alone does not bound memory: a compressed PNG of
 * 140 KB can declare 6000 x 6000 pixels, which a decoder expands to over 100 MB (the "Hardening" issue).
 */
export const MAX_LOGO_SIDE = 2000;

export type LogoMime = 'image/png' | 'image/jpeg';

export type LogoCheck =
  | { ok: true; mime: LogoMime; bytes: number; width: number; height: number }
  /** `problem` says what is wrong with a damaged image, for the log; `message` is for people. */
  | { ok: false; message: string; problem?: string };

/** What people are told, in one place so the form, the API and the tests agree. */
export const LOGO_MESSAGES = {
  notPngOrJpeg: 'The logo must be a PNG or JPEG image.',
  dataDamaged: 'The logo image data is damaged.',
  tooManyBytes: 'The logo must be at most 200 KB.',
  imageDamaged: 'The logo image is damaged or not a real PNG/JPEG.',
  tooManyPixels: (width: number, height: number) =>
    `The logo must be at most ${MAX_LOGO_SIDE} × ${MAX_LOGO_SIDE} pixels (this one is ${width} × ${height}).`,
  mislabelled: (actual: LogoMime, declared: LogoMime) => `The logo is a ${label(actual)} file but is labelled as ${label(declared)}.`,
} as const;

const DATA_URL = /^data:(image\/(?:png|jpeg|jpg));base64,([A-Za-z0-9+/]*={0,2})$/;

function label(mime: LogoMime): string {
  return mime === 'image/png' ? 'PNG' : 'JPEG';
}

const BASE64_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
/** Each base64 character's 6-bit value by its character code. */
const BASE64_VALUES = (() => {
  const values = new Uint8Array(128);
  for (let i = 0; i < BASE64_ALPHABET.length; i++) values[BASE64_ALPHABET.charCodeAt(i)] = i;
  return values;
})();

/** Decodes standard base64 (already matched by DATA_URL) without Node's Buffer or the DOM, so core stays portable. */
function decodeBase64(text: string): Uint8Array {
  const end = text.replace(/=+$/, '').length;
  const out = new Uint8Array(Math.floor((end * 3) / 4));
  let buffer = 0;
  let bits = 0;
  let index = 0;
  for (let i = 0; i < end; i++) {
    buffer = ((buffer << 6) | (BASE64_VALUES[text.charCodeAt(i)] ?? 0)) & 0xffffff;
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      out[index++] = (buffer >> bits) & 0xff;
    }
  }
  return out;
}

const startsWith = (bytes: Uint8Array, magic: readonly number[]) => magic.every((value, i) => bytes[i] === value);

/**
 * Checks a logo given as a data URL before anything decodes its pixels: base64 PNG or JPEG whose bytes really are
 * that format (the declared type alone proves nothing), at most MAX_LOGO_BYTES decoded, a well-formed file
 * (read-png-structure, read-jpeg-structure) of at least 1 × 1 and at most MAX_LOGO_SIDE pixels a side.
 * @example checkLogoDataUrl('data:image/gif;base64,R0lGOD') // { ok: false, message: 'The logo must be a PNG or JPEG image.' }
 */
export function checkLogoDataUrl(dataUrl: string): LogoCheck {
  const match = DATA_URL.exec(dataUrl);
  if (!match?.[1] || match[2] === undefined) return { ok: false, message: LOGO_MESSAGES.notPngOrJpeg };
  const encoded = match[2];
  if (encoded.length % 4 !== 0 || encoded.length === 0) return { ok: false, message: LOGO_MESSAGES.dataDamaged };
  const padding = encoded.endsWith('==') ? 2 : encoded.endsWith('=') ? 1 : 0;
  const size = (encoded.length / 4) * 3 - padding;
  if (size > MAX_LOGO_BYTES) return { ok: false, message: LOGO_MESSAGES.tooManyBytes };
  const bytes = decodeBase64(encoded);
  const declared: LogoMime = match[1] === 'image/png' ? 'image/png' : 'image/jpeg';
  const actual: LogoMime | null = startsWith(bytes, PNG_SIGNATURE) ? 'image/png' : startsWith(bytes, JPEG_SIGNATURE) ? 'image/jpeg' : null;
  if (actual === null) return { ok: false, message: LOGO_MESSAGES.notPngOrJpeg };
  if (actual !== declared) return { ok: false, message: LOGO_MESSAGES.mislabelled(actual, declared) };
  const image = actual === 'image/png' ? readPngStructure(bytes) : readJpegStructure(bytes);
  if (!image.ok) return { ok: false, message: LOGO_MESSAGES.imageDamaged, problem: image.problem };
  if (image.width > MAX_LOGO_SIDE || image.height > MAX_LOGO_SIDE) {
    return { ok: false, message: LOGO_MESSAGES.tooManyPixels(image.width, image.height) };
  }
  return { ok: true, mime: actual, bytes: size, width: image.width, height: image.height };
}
