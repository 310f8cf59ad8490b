import { createHash, randomInt } from 'node:crypto';

/** How many recovery codes an account holds at a time. */
export const RECOVERY_CODE_COUNT = 10;
// No 0/O, 1/I/L: a code read off paper is typed back without a doubt.
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

/** A code as shown: two groups of five (about 49 bits, ten of them per account, each working once). */
function newCode(): string {
  const chars = Array.from({ length: 10 }, () => ALPHABET[randomInt(ALPHABET.length)]!).join('');
  return `${chars.slice(0, 5)}-${chars.slice(5)}`;
}

/** Fresh codes to show once, and the hashes to keep. */
export function newRecoveryCodes(): { codes: string[]; hashes: Buffer[] } {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newCode);
  return { codes, hashes: codes.map(hashRecoveryCode) };
}

/** What is typed, in the form it was made: case, spaces and dashes do not matter. */
export const normaliseRecoveryCode = (typed: string): string => typed.toLowerCase().replace(/[\s-]/g, '');

/** The hash kept for a code (sha256 of its normalised form: the codes are random, no slow hash is needed). */
export const hashRecoveryCode = (code: string): Buffer => createHash('sha256').update(normaliseRecoveryCode(code), 'utf8').digest();

/** Whether what was typed has a recovery code's shape (so a 6-digit app code is never tried as one). */
export const looksLikeRecoveryCode = (typed: string): boolean => /^[a-z0-9]{10}$/.test(normaliseRecoveryCode(typed)) && !/^\d+$/.test(normaliseRecoveryCode(typed));
