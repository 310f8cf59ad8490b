import type { PendingSecondStep } from '../../../../contracts/two-step';
import type { Queryable } from '../../../db/pool';
import { selectFactors } from '../../../db/queries/second-step-factors';
import { countPendingFailure, deletePending, insertPending, selectPending, type PendingRow } from '../../../db/queries/two-step';
import { findUserById } from '../../../db/queries/users';
import { AppError } from '../../../errors';
import { hashToken, newToken } from '../../tokens/random-token';
import { RateLimitedError } from '../../usage/rate-limiter';
import type { ClientContext } from '../auth-deps';
import { createSession } from '../session-store';
import { hasSecondStep } from './check-code';
import { checkProof, recordVerified, type PassedWith, type SecondStepProof } from './second-step-proof';
import type { TwoStepDeps } from './two-step-settings';

/** How long a sign-in that passed its first step waits for the second. */
export const SECOND_STEP_MINUTES = 10;
/** Wrong codes one waiting sign-in may take before it ends (the account's own limit counts them too). */
export const SECOND_STEP_TRIES = 5;

const EXPIRED = 'This sign-in took too long or was started in another browser. Sign in again with your password.';

/**
 * The sign-in waiting in this browser (its rc_two_step cookie's token), still in time; INVALID_TOKEN otherwise (one
 * that ran out is deleted on sight).
 */
export async function livePending(db: Queryable, token: string | undefined, now: Date): Promise<PendingRow> {
  if (!token) throw new AppError('INVALID_TOKEN', EXPIRED);
  const pending = await selectPending(db, hashToken(token));
  if (!pending || pending.expires_at <= now) {
    if (pending) await deletePending(db, pending.id);
    throw new AppError('INVALID_TOKEN', EXPIRED);
  }
  return pending;
}

/**
 * After the first step (a password, or Google) of an account with two-step sign-in on: no session yet, but a
 * short-lived pending sign-in bound to this browser by the token its cookie carries. Null when the account
 * asks for no second step.
 */
export async function beginSecondStep(db: Queryable, userId: string, method: PendingRow['method'], now: Date): Promise<{ token: string; expiresAt: Date } | null> {
  if (!(await hasSecondStep(db, userId))) return null;
  const { token, hash } = newToken();
  const expiresAt = new Date(now.getTime() + SECOND_STEP_MINUTES * 60_000);
  await insertPending(db, { userId, tokenHash: hash, method, expiresAt }, now);
  return { token, expiresAt };
}

/**
 * The second step of a pending sign-in: the right code or passkey opens the session, marked as having passed it,
 * and "MFA verified" goes to the activity log; a wrong one counts, and the fifth ends the pending sign-in. The
 * answer to a wrong code never says what was wrong.
 */
export async function finishSecondStep(
  deps: TwoStepDeps,
  token: string | undefined,
  proof: SecondStepProof,
  client: ClientContext,
): Promise<{ userId: string; token: string; expiresAt: Date; firstStep: PendingRow['method'] }> {
  const now = deps.now();
  const pending = await livePending(deps.pool, token, now);
  const user = await findUserById(deps.pool, pending.user_id);
  if (!user) throw new AppError('INVALID_TOKEN', EXPIRED);
  let passed: PassedWith;
  try {
    passed = await checkProof(deps, user, proof, { purpose: 'second-step', binding: { userId: user.id, pendingId: pending.id } });
  } catch (error) {
    if (error instanceof AppError && error.code === 'INVALID_CODE' && (await countPendingFailure(deps.pool, pending.id)) >= SECOND_STEP_TRIES) {
      await deletePending(deps.pool, pending.id);
      throw new RateLimitedError(0, 'Too many wrong codes. Sign in again with your password.');
    }
    throw error;
  }
  await deletePending(deps.pool, pending.id);
  const session = await createSession(deps.pool, { userId: user.id, ip: client.ip, secondStep: true, ...(client.userAgent ? { userAgent: client.userAgent } : {}) }, now);
  await recordVerified(deps, user.id, 'sign-in', passed, now);
  return { userId: user.id, token: session.token, expiresAt: session.expiresAt, firstStep: pending.method };
}

/** The sign-in waiting in this browser, and the ways its account can take the second step. */
export async function pendingSecondStep(deps: TwoStepDeps, token: string | undefined): Promise<PendingSecondStep> {
  const pending = await livePending(deps.pool, token, deps.now());
  const factors = await selectFactors(deps.pool, pending.user_id);
  return { expiresAt: pending.expires_at.toISOString(), app: factors.app, passkey: factors.passkeys > 0 && deps.relyingParty !== null };
}
