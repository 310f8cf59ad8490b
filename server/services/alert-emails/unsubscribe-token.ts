import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';

/**
 * Unsubscribe links of alert e-mails: `<user id>.<HMAC-SHA256 of it>` in base64url, under a key derived from
 * SESSION_SECRET. Verifying needs no database, the link never expires (mail rules ask for links that keep
 * working), and without the secret no one can make the token of another user. Changing SESSION_SECRET
 * retires every link already sent; the e-mails after it carry new ones.
 */
export interface UnsubscribeTokens {
  sign(userId: string): string;
  /** The user the token was signed for, or undefined when it is malformed or its signature does not match. */
  verify(token: string): string | undefined;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
/** 16 bytes of id (22 characters), a dot, 32 bytes of MAC (43 characters). */
const TOKEN = /^([A-Za-z0-9_-]{22})\.([A-Za-z0-9_-]{43})$/;

const idBytes = (userId: string) => Buffer.from(userId.replaceAll('-', ''), 'hex');

function idFromBytes(bytes: Buffer): string {
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

export function createUnsubscribeTokens(sessionSecret: string): UnsubscribeTokens {
  // A key of its own: a MAC made for another purpose under SESSION_SECRET is never a valid token here.
  const key = Buffer.from(hkdfSync('sha256', sessionSecret, 'rank-checker', 'alert-email-unsubscribe', 32));
  const mac = (id: Buffer) => createHmac('sha256', key).update(id).digest();
  return {
    sign(userId) {
      const normalized = userId.toLowerCase();
      if (!UUID.test(normalized)) throw new Error(`not a user id: ${userId}`);
      const id = idBytes(normalized);
      return `${id.toString('base64url')}.${mac(id).toString('base64url')}`;
    },
    verify(token) {
      const parts = TOKEN.exec(token);
      if (!parts) return undefined;
      const id = Buffer.from(parts[1] ?? '', 'base64url');
      const given = Buffer.from(parts[2] ?? '', 'base64url');
      // base64url decoding is lenient about the last character's spare bits: compare the re-encoded forms too,
      // so each user has exactly one token.
      if (id.length !== 16 || given.length !== 32 || id.toString('base64url') !== parts[1] || given.toString('base64url') !== parts[2]) {
        return undefined;
      }
      return timingSafeEqual(given, mac(id)) ? idFromBytes(id) : undefined;
    },
  };
}
