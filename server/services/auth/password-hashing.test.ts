import { describe, expect, it } from 'vitest';
import { DUMMY_HASH, hashPassword, verifyPassword } from './password-hashing';

describe('password hashing', () => {
  it('hashes with argon2id and a fresh salt, and verifies only the right password', async () => {
    const first = await hashPassword('correct horse');
    const second = await hashPassword('correct horse');
    expect(first).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(second).not.toBe(first);
    expect(await verifyPassword(first, 'correct horse')).toBe(true);
    expect(await verifyPassword(first, 'correct horsE')).toBe(false);
  });

  it('answers false without a hash or with a malformed one', async () => {
    expect(await verifyPassword(null, 'anything')).toBe(false);
    expect(await verifyPassword(undefined, '')).toBe(false);
    expect(await verifyPassword('not-a-hash', 'anything')).toBe(false);
  });

  it('checks a missing hash against a dummy made with the same argon2id parameters, so both cost the same', async () => {
    // Equal cost follows from equal parameters; the test compares them rather than timing the machine.
    const parameters = (phc: string) => phc.split('$').slice(0, 4).join('$');
    expect(parameters(DUMMY_HASH)).toBe(parameters(await hashPassword('some password')));
    expect(await verifyPassword(null, 'some password')).toBe(false);
  });
});
