import { createHmac, hkdfSync } from 'node:crypto';

/**
 * Turns a client address into the key its guest allowance is counted under: an HMAC-SHA256 with a key derived
 * from SESSION_SECRET, so the database never holds a visitor's address, and a copy of it cannot be matched
 * against a list of addresses without the secret.
 */
export function createGuestIpKeyer(sessionSecret: string): (ip: string) => string {
  const key = Buffer.from(hkdfSync('sha256', sessionSecret, 'rank-checker', 'guest-ip-key', 32));
  return (ip) => createHmac('sha256', key).update(ip, 'utf8').digest('base64url');
}
