import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/**
 * Seals share-link tokens for storage. A share link is a bearer capability the owner hands to a client and
 * must be able to copy again from their list, so the token has to be recoverable; lookups still go by its
 * sha256 alone. Sealing it with AES-256-GCM under a key derived from SESSION_SECRET means a database dump
 * without the server's secret hands out no working link. If the secret changes, links keep opening (by
 * hash) and stay revocable; only copying them again from the list is lost.
 */
export interface ShareTokenCipher {
  seal(token: string): string;
  /** The token, or null when it was sealed under another secret or the text is damaged. */
  open(sealed: string): string | null;
}

const IV_BYTES = 12;
const TAG_BYTES = 16;

export function createShareTokenCipher(secret: string): ShareTokenCipher {
  const key = Buffer.from(hkdfSync('sha256', secret, 'rank-checker', 'report-share-token', 32));
  return {
    seal(token) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const body = Buffer.concat([cipher.update(token, 'utf8'), cipher.final()]);
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
