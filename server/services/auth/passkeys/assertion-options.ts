import { generateAuthenticationOptions } from '@simplewebauthn/server';
import type { PasskeyOptions } from '../../../../contracts/two-step';
import { listPasskeys, type ChallengeBinding, type ChallengePurpose } from '../../../db/queries/passkeys';
import { AppError } from '../../../errors';
import { consumeRateLimit, RATE_LIMITS } from '../../usage/rate-limiter';
import { livePending } from '../two-step/second-step';
import type { TwoStepDeps } from '../two-step/two-step-settings';
import { CHALLENGE_SECONDS, keepChallenge } from './challenges';
import { requireRelyingParty } from './manage-passkeys';

const NO_PASSKEY = 'This account has no passkey. Use your authenticator app or a recovery code.';

/** A challenge for the account's own passkeys (allowCredentials), kept for the purpose and binding given. */
async function optionsForAccount(deps: TwoStepDeps, userId: string, purpose: ChallengePurpose, binding: ChallengeBinding): Promise<PasskeyOptions> {
  const rp = requireRelyingParty(deps);
  const passkeys = await listPasskeys(deps.pool, userId);
  if (passkeys.length === 0) throw new AppError('INVALID_INPUT', NO_PASSKEY);
  const options = await generateAuthenticationOptions({
    rpID: rp.id,
    timeout: CHALLENGE_SECONDS * 1000,
    userVerification: 'preferred',
    allowCredentials: passkeys.map((passkey) => ({ id: passkey.credential_id, transports: passkey.transports })),
  });
  await keepChallenge(deps.pool, options.challenge, purpose, binding, deps.now());
  return { options: options as unknown as PasskeyOptions['options'] };
}

/** For a signed-in session confirming it is still its person before a sensitive change. */
export function freshPasskeyOptions(deps: TwoStepDeps, person: { id: string; sessionId: string }): Promise<PasskeyOptions> {
  return optionsForAccount(deps, person.id, 'fresh', { userId: person.id, sessionId: person.sessionId });
}

/** For the second step of the sign-in pending in this browser (its rc_two_step cookie). */
export async function secondStepPasskeyOptions(deps: TwoStepDeps, pendingToken: string | undefined): Promise<PasskeyOptions> {
  const pending = await livePending(deps.pool, pendingToken, deps.now());
  return optionsForAccount(deps, pending.user_id, 'second-step', { userId: pending.user_id, pendingId: pending.id });
}

/**
 * For a sign-in with a passkey alone: no account named (the browser offers the passkeys it holds for us), the user
 * verified by the authenticator. Limited per client like password sign-ins, as each stores a challenge.
 */
export async function signInPasskeyOptions(deps: TwoStepDeps, ip: string): Promise<PasskeyOptions> {
  const rp = requireRelyingParty(deps);
  await consumeRateLimit(deps.pool, RATE_LIMITS.signInIp, ip, deps.now());
  const options = await generateAuthenticationOptions({ rpID: rp.id, timeout: CHALLENGE_SECONDS * 1000, userVerification: 'required' });
  await keepChallenge(deps.pool, options.challenge, 'sign-in', {}, deps.now());
  return { options: options as unknown as PasskeyOptions['options'] };
}
