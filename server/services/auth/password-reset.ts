import { withTransaction } from '../../db/pool';
import { findUserByEmail, markEmailVerified, updatePasswordHash } from '../../db/queries/users';
import { appLink, type AuthDeps, type ClientContext } from './auth-deps';
import { cancelPendingTokens, consumeToken, issueAuthToken } from './auth-tokens';
import { resetPasswordMail } from './mail-templates/account-mails';
import { hashPassword } from './password-hashing';
import { assertNewPassword } from './password-rules';
import { mailboxKey } from './mailbox-key';
import { consumeRateLimit, RATE_LIMITS } from '../usage/rate-limiter';
import { revokeAllSessions } from './session-store';
import { invalidToken } from './verify-email';

/** Mails a reset link when the address has an account; the caller answers the same either way. */
export async function forgotPassword(deps: AuthDeps, email: string, client: ClientContext): Promise<void> {
  const now = deps.now();
  await consumeRateLimit(deps.pool, RATE_LIMITS.forgotPasswordIp, client.ip, now);
  await consumeRateLimit(deps.pool, RATE_LIMITS.forgotPasswordEmail, mailboxKey(email), now);
  const user = await findUserByEmail(deps.pool, email);
  if (!user) return;
  const token = await issueAuthToken(deps.pool, { userId: user.id, purpose: 'reset_password' }, now);
  deps.outbox.send(user.email, resetPasswordMail(appLink(deps, '/reset-password', token)));
}

export interface ResetPasswordInput {
  token: string;
  password: string;
  confirmPassword: string;
}

/**
 * Sets a new password with a reset link's token (single use). Every session of the account ends (whoever
 * had the old password is out), pending e-mail links die — older confirmation links too, which would confirm
 * the old password — and the address counts as confirmed: the link reached it. Does not sign in.
 */
export async function resetPassword(deps: AuthDeps, input: ResetPasswordInput, client: ClientContext): Promise<void> {
  assertNewPassword(input.password, input.confirmPassword);
  const now = deps.now();
  await consumeRateLimit(deps.pool, RATE_LIMITS.tokenIp, client.ip, now);
  const passwordHash = await hashPassword(input.password);
  await withTransaction(deps.pool, async (db) => {
    const consumed = await consumeToken(db, input.token, 'reset_password', now);
    if (!consumed) throw invalidToken();
    await updatePasswordHash(db, consumed.userId, passwordHash, now);
    await markEmailVerified(db, consumed.userId, now);
    await revokeAllSessions(db, consumed.userId);
    await cancelPendingTokens(db, consumed.userId, ['reset_password', 'change_email', 'verify_email']);
  });
}
