/** The largest logo accepted, decoded: enough for a crisp header logo, small enough to inline in every PDF. */
export const MAX_LOGO_BYTES = 200 * 1024;

export type LogoMime = 'image/png' | 'image/jpeg';

export type LogoCheck = { ok: true; mime: LogoMime; bytes: number } | { ok: false; message: string };

const DATA_URL = /^data:(image\/(?:png|jpeg|jpg));base64,([A-Za-z0-9+/]*={0,2})$/;
const PNG_MAGIC = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG_MAGIC = [0xff, 0xd8, 0xff];

/** Decodes standard base64 without Node's Buffer or the DOM, so core stays portable. */
function decodeBase64(text: string): Uint8Array {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
  const clean = text.replace(/=+$/, '');
  const out = new Uint8Array(Math.floor((clean.length * 3) / 4));
  let buffer = 0;
  let bits = 0;
  let index = 0;
  for (const char of clean) {
    buffer = (buffer << 6) | alphabet.indexOf(char);
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      out[index++] = (buffer >> bits) & 0xff;
    }
  }
  return out;
}

const startsWith = (bytes: Uint8Array, magic: number[]) => magic.every((value, i) => bytes[i] === value);

/**
 * Checks a logo given as a data URL: base64 PNG or JPEG whose bytes really start with that format's
 * signature (the declared type alone proves nothing), at most MAX_LOGO_BYTES decoded.
 * @example checkLogoDataUrl('data:image/gif;base64,R0lGOD') // { ok: false, message: 'The logo must be a PNG or JPEG image.' }
 */
export function checkLogoDataUrl(dataUrl: string): LogoCheck {
  const match = DATA_URL.exec(dataUrl);
  if (!match?.[1] || match[2] === undefined) {
    return { ok: false, message: 'The logo must be a PNG or JPEG image.' };
  }
  const encoded = match[2];
  if (encoded.length % 4 !== 0 || encoded.length === 0) return { ok: false, message: 'The logo image data is damaged.' };
  const padding = encoded.endsWith('==') ? 2 : encoded.endsWith('=') ? 1 : 0;
  const size = (encoded.length / 4) * 3 - padding;
  if (size > MAX_LOGO_BYTES) return { ok: false, message: 'The logo must be at most 200 KB.' };
  const bytes = decodeBase64(encoded);
  const declared: LogoMime = match[1] === 'image/png' ? 'image/png' : 'image/jpeg';
  const actual: LogoMime | null = startsWith(bytes, PNG_MAGIC) ? 'image/png' : startsWith(bytes, JPEG_MAGIC) ? 'image/jpeg' : null;
  if (actual === null) return { ok: false, message: 'The logo must be a PNG or JPEG image.' };
  if (actual !== declared) return { ok: false, message: `The logo is a ${actual === 'image/png' ? 'PNG' : 'JPEG'} file but is labelled as ${declared === 'image/png' ? 'PNG' : 'JPEG'}.` };
  return { ok: true, mime: actual, bytes: size };
}
