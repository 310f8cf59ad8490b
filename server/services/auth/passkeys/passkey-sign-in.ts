import type { PasskeyResponse } from '../../../../contracts/two-step';
import { findUserById } from '../../../db/queries/users';
import { AppError } from '../../../errors';
import type { ClientContext } from '../auth-deps';
import { AUTH_MESSAGES } from '../auth-messages';
import { createSession } from '../session-store';
import { recordVerified } from '../two-step/second-step-proof';
import type { TwoStepDeps } from '../two-step/two-step-settings';
import { requireRelyingParty } from './manage-passkeys';
import { checkPasskeyAssertion, PASSKEY_FAILED } from './passkey-assertion';

/**
 * Signs in with a passkey alone: the authenticator proved it holds the key (something one has) and verified its
 * user (a PIN or a fingerprint: something one knows or is), which is both steps at once, so the session opens as
 * having passed the second step. An unconfirmed address cannot have a passkey (they are added signed in), but an
 * account's address may have changed since: it is checked as a password sign-in checks it.
 */
export async function signInWithPasskey(deps: TwoStepDeps, response: PasskeyResponse, client: ClientContext): Promise<{ userId: string; token: string; expiresAt: Date }> {
  const rp = requireRelyingParty(deps);
  const now = deps.now();
  const passkey = await checkPasskeyAssertion({ db: deps.pool, rp, purpose: 'sign-in', binding: {}, requireUserVerification: true, now }, response);
  const user = await findUserById(deps.pool, passkey.user_id);
  if (!user) throw new AppError('INVALID_CODE', PASSKEY_FAILED);
  if (!user.email_verified_at) throw new AppError('EMAIL_NOT_VERIFIED', AUTH_MESSAGES.emailNotVerified);
  const session = await createSession(deps.pool, { userId: user.id, ip: client.ip, secondStep: true, ...(client.userAgent ? { userAgent: client.userAgent } : {}) }, now);
  await recordVerified(deps, user.id, 'sign-in', { kind: 'passkey', name: passkey.name }, now);
  return { userId: user.id, token: session.token, expiresAt: session.expiresAt };
}
