import type { PasskeyResponse } from '../../../../contracts/two-step';
import { actingAsOwner } from '../../../../core/workspaces/acting';
import type { ChallengeBinding, ChallengePurpose } from '../../../db/queries/passkeys';
import { countRecoveryCodesLeft } from '../../../db/queries/two-step';
import { AppError } from '../../../errors';
import { recordAudit } from '../../audit/audit-log';
import { assertUnderRateLimit, countRateLimitEvent, RATE_LIMITS } from '../../usage/rate-limiter';
import { appLink } from '../auth-deps';
import { checkPasskeyAssertion } from '../passkeys/passkey-assertion';
import { checkSecondStep } from './check-code';
import type { TwoStepDeps } from './two-step-settings';
import { recoveryCodeUsedMail } from './two-step-mails';

/** A second step as a request carries it: a code (the app's, or a recovery code), or a passkey's signature. */
export type SecondStepProof = { code: string } | { passkey: PasskeyResponse };

/** How a second step was passed, for the activity log and the e-mail a recovery code's use sends. */
export type PassedWith = { kind: 'app' } | { kind: 'recovery' } | { kind: 'passkey'; name: string };

export const PASSKEYS_UNAVAILABLE = 'Passkeys cannot be used at this address. Use your authenticator app or a recovery code.';

/**
 * Checks a second step for an account: codes through checkSecondStep, a passkey against the challenge handed out
 * for `challenge` (its purpose and what it was bound to). Wrong ones of either kind count against the account's
 * 5 a quarter-hour, and after those every try is refused until the window passes.
 */
export async function checkProof(
  deps: TwoStepDeps,
  user: { id: string; email: string },
  proof: SecondStepProof,
  challenge: { purpose: ChallengePurpose; binding: ChallengeBinding },
): Promise<PassedWith> {
  const now = deps.now();
  if ('code' in proof) {
    const how = await checkSecondStep(deps.pool, deps.sealer, user.id, proof.code, now);
    if (how === 'recovery') deps.outbox.send(user.email, recoveryCodeUsedMail(await countRecoveryCodesLeft(deps.pool, user.id), appLink(deps, '/settings#security')));
    return { kind: how };
  }
  if (!deps.relyingParty) throw new AppError('UNAVAILABLE', PASSKEYS_UNAVAILABLE);
  await assertUnderRateLimit(deps.pool, RATE_LIMITS.twoStepAccountFailures, user.id, now);
  try {
    const passkey = await checkPasskeyAssertion(
      { db: deps.pool, rp: deps.relyingParty, purpose: challenge.purpose, binding: challenge.binding, userId: user.id, requireUserVerification: false, now },
      proof.passkey,
    );
    return { kind: 'passkey', name: passkey.name };
  } catch (error) {
    if (error instanceof AppError && error.code === 'INVALID_CODE') await countRateLimitEvent(deps.pool, RATE_LIMITS.twoStepAccountFailures, user.id, now);
    throw error;
  }
}

const WITH: Record<PassedWith['kind'], string> = { app: 'an authenticator app', recovery: 'a recovery code', passkey: 'a passkey' };

/** Records "MFA verified" (spec §4) in the person's own activity log: when, at what, and with which way. */
export function recordVerified(deps: Pick<TwoStepDeps, 'pool'>, userId: string, at: 'sign-in' | 'confirm', passed: PassedWith, now: Date): Promise<void> {
  const how = passed.kind === 'passkey' ? `the passkey “${passed.name}”` : WITH[passed.kind];
  const subject = at === 'sign-in' ? `Signed in with ${how}` : `Confirmed a sensitive change with ${how}`;
  return recordAudit(deps.pool, actingAsOwner(userId), 'mfa.verified', subject, now);
}
