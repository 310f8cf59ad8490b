import { withTransaction } from '../../db/pool';
import { findUserByEmail, markEmailVerified } from '../../db/queries/users';
import { AppError } from '../../errors';
import { appLink, type AuthDeps, type ClientContext } from './auth-deps';
import { AUTH_MESSAGES } from './auth-messages';
import { consumeToken, issueAuthToken } from './auth-tokens';
import { verificationMail } from './mail-templates/account-mails';
import { consumeRateLimit, RATE_LIMITS } from './rate-limiter';

export const invalidToken = () => new AppError('INVALID_TOKEN', AUTH_MESSAGES.invalidToken, 400);

/** Confirms the e-mail address with the link's token (single use). Does not sign in. */
export async function verifyEmail(deps: AuthDeps, token: string, client: ClientContext): Promise<void> {
  const now = deps.now();
  await consumeRateLimit(deps.pool, RATE_LIMITS.tokenIp, client.ip, now);
  await withTransaction(deps.pool, async (db) => {
    const consumed = await consumeToken(db, token, 'verify_email', now);
    if (!consumed) throw invalidToken();
    await markEmailVerified(db, consumed.userId, now);
  });
}

/** Sends a fresh verification link to an unverified account; does nothing otherwise (same answer either way). */
export async function resendVerification(deps: AuthDeps, email: string, client: ClientContext): Promise<void> {
  const now = deps.now();
  await consumeRateLimit(deps.pool, RATE_LIMITS.resendVerificationIp, client.ip, now);
  await consumeRateLimit(deps.pool, RATE_LIMITS.resendVerificationEmail, email, now);
  await sendVerificationIfUnverified(deps, email, now);
}

/** Issues and mails a new verification link when the address has an unverified account. */
export async function sendVerificationIfUnverified(deps: AuthDeps, email: string, now: Date): Promise<void> {
  const user = await findUserByEmail(deps.pool, email);
  if (!user || user.email_verified_at) return;
  const token = await issueAuthToken(deps.pool, { userId: user.id, purpose: 'verify_email' }, now);
  deps.outbox.send(user.email, verificationMail(appLink(deps, '/verify-email', token)));
}
