import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './password-hashing';

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

  it('spends about as long on a missing hash as on a real one', async () => {
    const real = await hashPassword('some password');
    const time = async (run: () => Promise<unknown>) => {
      const start = performance.now();
      for (let i = 0; i < 5; i += 1) await run();
      return performance.now() - start;
    };
    await verifyPassword(null, 'warm-up');
    const withHash = await time(() => verifyPassword(real, 'wrong'));
    const withoutHash = await time(() => verifyPassword(null, 'wrong'));
    // Wide bounds: other test files share the CPU. Skipping the work would be ~100x faster.
    expect(withoutHash).toBeGreaterThan(withHash * 0.25);
    expect(withoutHash).toBeLessThan(withHash * 4);
  });
});
