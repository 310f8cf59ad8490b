import { createHash, randomBytes } from 'node:crypto';

/** Every key starts with this, so a leaked one is recognisable (and secret scanners can be taught it). */
export const API_KEY_PREFIX = 'rc_live_';
/** Characters of the key shown afterwards: the prefix and 4 random characters, enough to tell keys apart. */
const VISIBLE = API_KEY_PREFIX.length + 4;
const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
/** 32 base-62 characters: about 190 random bits. */
const SECRET_LENGTH = 32;

/** A new key: what the owner copies once, what is shown afterwards, and what is stored. */
export function newApiKey(): { key: string; prefix: string; hash: Buffer } {
  // Rejection sampling keeps every character equally likely (256 is not a multiple of 62).
  let secret = '';
  while (secret.length < SECRET_LENGTH) {
    for (const byte of randomBytes(SECRET_LENGTH)) {
      if (byte < 248 && secret.length < SECRET_LENGTH) secret += BASE62[byte % 62];
    }
  }
  const key = `${API_KEY_PREFIX}${secret}`;
  return { key, prefix: key.slice(0, VISIBLE), hash: hashApiKey(key) };
}

/** Keys are long and random, so a plain SHA-256 is enough to store them: nothing can be guessed from it. */
export function hashApiKey(key: string): Buffer {
  return createHash('sha256').update(key, 'utf8').digest();
}

/** Whether a presented string has a key's shape (checked before any lookup). */
export function looksLikeApiKey(value: string): boolean {
  return value.length === API_KEY_PREFIX.length + SECRET_LENGTH && value.startsWith(API_KEY_PREFIX) && /^[0-9A-Za-z]+$/.test(value.slice(API_KEY_PREFIX.length));
}
