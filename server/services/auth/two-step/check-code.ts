import type { Queryable } from '../../../db/pool';
import { selectFactors } from '../../../db/queries/second-step-factors';
import { selectTotp, takeTotpStep, useRecoveryCode } from '../../../db/queries/two-step';
import { AppError } from '../../../errors';
import type { TextSealer } from '../../tokens/text-sealer';
import { assertUnderRateLimit, countRateLimitEvent, RATE_LIMITS } from '../../usage/rate-limiter';
import { hashRecoveryCode, looksLikeRecoveryCode } from './recovery-codes';
import { totpStep } from './totp';

/** The one answer to a wrong second step: it never says whether the code, its kind or its timing was wrong. */
export const WRONG_CODE = 'That code did not work. Enter the 6-digit code your authenticator app shows now, or one of your recovery codes.';

/**
 * Checks a second step for an account with the app turned on: a 6-digit code taken at most once (its time step
 * is kept), or a recovery code used once. Wrong ones count against the account (5 per 15 minutes, decision 026),
 * then every attempt is refused for the window. Not inside a transaction: a failure counted must stay counted;
 * taking a step or a code is one conditional update, so two requests cannot both pass with it. Answers how it
 * was passed.
 */
export async function checkSecondStep(db: Queryable, sealer: TextSealer, userId: string, typed: string, now: Date): Promise<'app' | 'recovery'> {
  await assertUnderRateLimit(db, RATE_LIMITS.twoStepAccountFailures, userId, now);
  const code = typed.trim();
  const totp = await selectTotp(db, userId);
  const secret = totp?.confirmed_at ? sealer.open(totp.secret_sealed) : null;
  if (secret !== null) {
    const step = totpStep(secret, code.replace(/\s/g, ''), now);
    if (step !== null && (await takeTotpStep(db, userId, step))) return 'app';
  }
  // Recovery codes exist only while some second step is set up (an app, or passkeys alone).
  if (looksLikeRecoveryCode(code) && (await useRecoveryCode(db, userId, hashRecoveryCode(code), now))) return 'recovery';
  await countRateLimitEvent(db, RATE_LIMITS.twoStepAccountFailures, userId, now);
  throw new AppError('INVALID_CODE', WRONG_CODE);
}

/** Whether the account asks for a second step at sign-in: an authenticator app turned on, or a passkey. */
export async function hasSecondStep(db: Queryable, userId: string): Promise<boolean> {
  const factors = await selectFactors(db, userId);
  return factors.app || factors.passkeys > 0;
}
