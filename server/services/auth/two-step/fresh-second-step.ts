import type { Queryable } from '../../../db/pool';
import { markSessionSecondStep, selectFreshness } from '../../../db/queries/second-step-factors';
import { AppError } from '../../../errors';
import { checkProof, recordVerified, type SecondStepProof } from './second-step-proof';
import type { TwoStepDeps } from './two-step-settings';

/**
 * How long a passed second step lets a session make sensitive changes before it is asked again: long enough for
 * a few changes in a row, short enough that a session left open on someone else's screen soon loses the power.
 */
export const FRESH_MINUTES = 15;

export const SECOND_STEP_REQUIRED = 'Confirm it’s you: enter a code from your authenticator app, or use your passkey, then try again.';

/** Until when the session may make sensitive changes; null when it must confirm first (or nothing to confirm with). */
export async function freshUntil(db: Queryable, sessionId: string): Promise<Date | null> {
  const row = await selectFreshness(db, sessionId);
  if (!row?.second_step_at) return null;
  return new Date(row.second_step_at.getTime() + FRESH_MINUTES * 60_000);
}

/**
 * Refuses a sensitive change (SECOND_STEP_REQUIRED) from a session that has not passed a second step in the last
 * FRESH_MINUTES, when its account has one set up. An account without one passes: there is nothing to ask for.
 */
export async function assertFreshSecondStep(db: Queryable, sessionId: string, now: Date): Promise<void> {
  const row = await selectFreshness(db, sessionId);
  if (!row?.has_factor) return;
  if (row.second_step_at && now.getTime() - row.second_step_at.getTime() < FRESH_MINUTES * 60_000) return;
  throw new AppError('SECOND_STEP_REQUIRED', SECOND_STEP_REQUIRED);
}

/** Confirms it is still the session's person, with a code or a passkey: sensitive changes may follow for a while. */
export async function confirmSecondStep(
  deps: TwoStepDeps,
  person: { id: string; email: string; sessionId: string },
  proof: SecondStepProof,
): Promise<{ freshUntil: string }> {
  const now = deps.now();
  const passed = await checkProof(deps, person, proof, { purpose: 'fresh', binding: { userId: person.id, sessionId: person.sessionId } });
  await markSessionSecondStep(deps.pool, person.sessionId, now);
  await recordVerified(deps, person.id, 'confirm', passed, now);
  return { freshUntil: new Date(now.getTime() + FRESH_MINUTES * 60_000).toISOString() };
}
