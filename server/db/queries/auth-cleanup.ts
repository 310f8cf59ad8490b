import type { Queryable } from '../pool';

export interface AuthSweepCounts {
  sessions: number;
  authTokens: number;
  rateLimitCounters: number;
  /** Sign-ins that waited for a second step past their end, and e-mailed sign-in codes past theirs. */
  secondSteps: number;
  emailCodes: number;
  /** Codes texted to verify a phone number, past their end (with the number they were sent to). */
  phoneCodes: number;
  /** Passkey challenges handed out and never answered in time. */
  passkeyChallenges: number;
}

/**
 * Deletes dead account rows: sessions past their absolute end or idle since `idleBefore`, e-mail tokens
 * expired or used before `tokensBefore`, and rate-limit windows that started before `countersBefore`.
 * None of them is ever honoured again; this only keeps the tables small.
 */
export async function deleteDeadAuthRows(
  db: Queryable,
  cutoffs: { now: Date; idleBefore: Date; tokensBefore: Date; countersBefore: Date },
): Promise<AuthSweepCounts> {
  const sessions = await db.query('delete from sessions where expires_at <= $1 or last_seen_at < $2', [cutoffs.now, cutoffs.idleBefore]);
  const tokens = await db.query('delete from auth_tokens where expires_at < $1 or used_at < $1', [cutoffs.tokensBefore]);
  const counters = await db.query('delete from rate_limit_counters where window_start < $1', [cutoffs.countersBefore]);
  const secondSteps = await db.query('delete from two_step_pending where expires_at <= $1', [cutoffs.now]);
  const emailCodes = await db.query('delete from email_sign_in_codes where expires_at <= $1', [cutoffs.now]);
  const phoneCodes = await db.query('delete from phone_verifications where expires_at <= $1', [cutoffs.now]);
  const passkeyChallenges = await db.query('delete from passkey_challenges where expires_at <= $1', [cutoffs.now]);
  return {
    sessions: sessions.rowCount ?? 0,
    authTokens: tokens.rowCount ?? 0,
    rateLimitCounters: counters.rowCount ?? 0,
    secondSteps: secondSteps.rowCount ?? 0,
    emailCodes: emailCodes.rowCount ?? 0,
    phoneCodes: phoneCodes.rowCount ?? 0,
    passkeyChallenges: passkeyChallenges.rowCount ?? 0,
  };
}
