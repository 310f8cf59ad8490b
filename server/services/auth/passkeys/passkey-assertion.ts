import { verifyAuthenticationResponse, type AuthenticationResponseJSON } from '@simplewebauthn/server';
import type { PasskeyResponse } from '../../../../contracts/two-step';
import type { Queryable } from '../../../db/pool';
import { findPasskeyByCredential, recordPasskeyUse, takeChallenge, type ChallengeBinding, type ChallengePurpose, type PasskeyRow } from '../../../db/queries/passkeys';
import { AppError } from '../../../errors';
import type { RelyingParty } from './relying-party';
import { webauthnUserId } from './webauthn-user';

export const PASSKEY_FAILED = 'That passkey did not work. Try again, or use another way to sign in.';

/** The challenge the browser signed, as clientDataJSON carries it (base64url JSON, WebAuthn §5.8.1). */
function signedChallenge(response: PasskeyResponse): string | null {
  try {
    const clientData: unknown = JSON.parse(Buffer.from(response.response.clientDataJSON, 'base64url').toString('utf8'));
    const challenge = (clientData as { challenge?: unknown }).challenge;
    return typeof challenge === 'string' && challenge.length > 0 && challenge.length <= 200 ? challenge : null;
  } catch {
    return null;
  }
}

export interface AssertionCheck {
  db: Queryable;
  rp: RelyingParty;
  purpose: ChallengePurpose;
  binding: ChallengeBinding;
  /** The account the passkey must belong to; absent for a sign-in with a passkey alone, which finds it. */
  userId?: string;
  /** A sign-in with a passkey alone needs the authenticator to have verified its user (PIN, fingerprint, face). */
  requireUserVerification: boolean;
  now: Date;
}

/**
 * Checks a passkey's answer to a challenge we handed out: the challenge is taken first (once, whatever follows),
 * then @simplewebauthn/server checks origin, relying party, signature and counter against the stored public key.
 * Any failure is the same INVALID_CODE answer, so a caller learns nothing of which part failed.
 */
export async function checkPasskeyAssertion(check: AssertionCheck, response: PasskeyResponse): Promise<PasskeyRow> {
  const challenge = signedChallenge(response);
  if (challenge === null || !(await takeChallenge(check.db, challenge, check.purpose, check.binding, check.now))) throw failed();
  const passkey = await findPasskeyByCredential(check.db, response.id);
  if (!passkey || (check.userId !== undefined && passkey.user_id !== check.userId)) throw failed();
  // A discoverable credential names its account (userHandle): it must be the one the credential was made for.
  const userHandle = (response.response as { userHandle?: unknown }).userHandle;
  if (typeof userHandle === 'string' && userHandle !== webauthnUserId(passkey.user_id)) throw failed();
  let verification;
  try {
    verification = await verifyAuthenticationResponse({
      response: response as unknown as AuthenticationResponseJSON,
      expectedChallenge: challenge,
      expectedOrigin: check.rp.origin,
      expectedRPID: check.rp.id,
      credential: { id: passkey.credential_id, publicKey: new Uint8Array(passkey.public_key), counter: Number(passkey.counter), transports: passkey.transports },
      requireUserVerification: check.requireUserVerification,
    });
  } catch (cause) {
    throw failed(cause);
  }
  if (!verification.verified) throw failed();
  await recordPasskeyUse(check.db, passkey.id, verification.authenticationInfo.newCounter, check.now);
  return passkey;
}

const failed = (cause?: unknown) => new AppError('INVALID_CODE', PASSKEY_FAILED, cause === undefined ? undefined : { cause });
