import { hash, verify, type Algorithm, type Options } from '@node-rs/argon2';

// Algorithm is an ambient const enum, which isolatedModules cannot read; 2 is its Argon2id member.
const ARGON2ID = 2 as Algorithm;

/** OWASP's argon2id baseline: 19 MiB, 2 passes, 1 lane — about 20-40 ms here, per the 2-core server. */
const OPTIONS: Options = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

/** An argon2id PHC string for a password (salted, parameters embedded). */
export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

/**
 * The hash of a random password nobody knows, with OPTIONS' parameters. A constant rather than computed at
 * first use, so the first unknown-e-mail sign-in after a restart takes no longer than the others.
 */
export const DUMMY_HASH = '$argon2id$v=19$m=19456,t=2,p=1$mV24fBXO6Qj+v+B/Tne+KA$SqrImmK6r0UKjWlQOxvboOdp4rZdqvWijEwjT3tO49E';

/**
 * Checks a password against a stored hash. With no hash (unknown e-mail, Google-only account) it verifies
 * against a dummy hash with the same parameters and answers false, so the answer takes as long either way
 * and timing does not reveal whether an account exists.
 */
export async function verifyPassword(passwordHash: string | null | undefined, password: string): Promise<boolean> {
  if (!passwordHash) {
    await verify(DUMMY_HASH, password).catch(() => false);
    return false;
  }
  try {
    return await verify(passwordHash, password);
  } catch {
    // A malformed stored hash matches nothing.
    return false;
  }
}
