import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/**
 * Seals short secrets the server must read again (a share link's token, an authenticator app's secret) with
 * AES-256-GCM under a key derived from SESSION_SECRET for one purpose: a database dump without the server's
 * secret reveals none of them, and one purpose's text does not open under another's key.
 */
export interface TextSealer {
  seal(text: string): string;
  /** The text, or null when it was sealed under another secret or purpose, or is damaged. */
  open(sealed: string): string | null;
}

const IV_BYTES = 12;
const TAG_BYTES = 16;

export function createTextSealer(secret: string, purpose: string): TextSealer {
  const key = Buffer.from(hkdfSync('sha256', secret, 'rank-checker', purpose, 32));
  return {
    seal(text) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const body = Buffer.concat([cipher.update(text, 'utf8'), cipher.final()]);
      return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url');
    },
    open(sealed) {
      try {
        const raw = Buffer.from(sealed, 'base64url');
        if (raw.length <= IV_BYTES + TAG_BYTES) return null;
        const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, IV_BYTES));
        decipher.setAuthTag(raw.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
        return Buffer.concat([decipher.update(raw.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString('utf8');
      } catch {
        return null;
      }
    },
  };
}
