import { describe, expect, it } from 'vitest';
import { createShareTokenCipher } from './share-token-cipher';

describe('share token cipher', () => {
  const cipher = createShareTokenCipher('a-secret-of-at-least-thirty-two-characters');

  it('opens what it sealed, with a fresh IV each time', () => {
    const first = cipher.seal('token-abc');
    const second = cipher.seal('token-abc');
    expect(first).not.toBe(second);
    expect(first).not.toContain('token-abc');
    expect(cipher.open(first)).toBe('token-abc');
    expect(cipher.open(second)).toBe('token-abc');
  });

  it('refuses text sealed under another secret, tampered with or damaged', () => {
    const sealed = cipher.seal('token-abc');
    expect(createShareTokenCipher('another-secret-of-at-least-thirty-two-chars').open(sealed)).toBeNull();
    const raw = Buffer.from(sealed, 'base64url');
    raw[raw.length - 1] = (raw[raw.length - 1] ?? 0) ^ 1;
    expect(cipher.open(raw.toString('base64url'))).toBeNull();
    expect(cipher.open('short')).toBeNull();
  });
});
