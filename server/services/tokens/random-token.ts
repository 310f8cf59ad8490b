import { createHash, randomBytes } from 'node:crypto';

/** 32 random bytes: guessing one is out of reach, so no further secret is needed to make tokens unforgeable. */
const TOKEN_BYTES = 32;

/** A new random token (base64url, what the client holds) and its sha256 (what the database stores). */
export function newToken(): { token: string; hash: Buffer } {
  const token = randomBytes(TOKEN_BYTES).toString('base64url');
  return { token, hash: hashToken(token) };
}

/** sha256 of a token: a database leak then hands out no usable session or e-mail link. */
export function hashToken(token: string): Buffer {
  return createHash('sha256').update(token, 'utf8').digest();
}
