import { describe, expect, it } from 'vitest';
import { createUnsubscribeTokens } from './unsubscribe-token';

const ADA = '0f8fad5b-d9cb-469f-a165-70867728950e';
const BOB = '7c9e6679-7425-40de-944b-e07fc1f90ae7';
const tokens = createUnsubscribeTokens('a-session-secret-of-some-length-0123456789');

describe('unsubscribe tokens', () => {
  it('verifies a token as the user it was signed for, without anything stored', () => {
    const token = tokens.sign(ADA);
    expect(token).toMatch(/^[\w-]{22}\.[\w-]{43}$/);
    expect(tokens.verify(token)).toBe(ADA);
    expect(tokens.verify(tokens.sign(ADA.toUpperCase()))).toBe(ADA);
    expect(tokens.sign(ADA)).toBe(token);
  });

  it("refuses one user's signature on another user's id", () => {
    const [, adaMac] = tokens.sign(ADA).split('.');
    const [bobId] = tokens.sign(BOB).split('.');
    expect(tokens.verify(`${bobId}.${adaMac}`)).toBeUndefined();
  });

  it('refuses a token signed under another secret', () => {
    expect(createUnsubscribeTokens('another-secret-0123456789abcdef0123456789').verify(tokens.sign(ADA))).toBeUndefined();
  });

  it.each([
    ['empty', ''],
    ['no dot', 'abc'],
    ['one character changed', (() => {
      const token = tokens.sign(ADA);
      return `${token.slice(0, -2)}${token.at(-2) === 'A' ? 'B' : 'A'}${token.at(-1)}`;
    })()],
    ['padding added', `${tokens.sign(ADA)}=`],
    ['too long', `${tokens.sign(ADA)}A`],
    ['not base64url', `${'!'.repeat(22)}.${'!'.repeat(43)}`],
  ])('refuses a malformed or tampered token (%s)', (_name, token) => {
    expect(tokens.verify(token)).toBeUndefined();
  });

  it('refuses to sign something that is not a user id', () => {
    expect(() => tokens.sign('not-a-user')).toThrow(/not a user id/);
  });
});
