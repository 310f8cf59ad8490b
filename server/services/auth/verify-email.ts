import { withTransaction } from '../../db/pool';
import { selectLiveAuthToken } from '../../db/queries/auth-tokens';
import { findUserByEmail, findUserById, markEmailVerified, updatePasswordHash } from '../../db/queries/users';
import { AppError } from '../../errors';
import { appLink, type AuthDeps, type ClientContext } from './auth-deps';
import { AUTH_MESSAGES } from './auth-messages';
import { cancelPendingTokens, consumeToken, issueAuthToken } from './auth-tokens';
import { verificationMail } from './mail-templates/account-mails';
import { mailboxKey } from './mailbox-key';
import { hashPassword } from './password-hashing';
import { assertNewPassword } from './password-rules';
import { hashToken } from '../tokens/random-token';
import { consumeRateLimit, RATE_LIMITS } from '../usage/rate-limiter';
import { assertCurrentPassword } from './reauthenticate';
import { revokeAllSessions } from './session-store';
import { isSameBrowser } from './verify-browser';

export const invalidToken = () => new AppError('INVALID_TOKEN', AUTH_MESSAGES.invalidToken);

export interface VerifyEmailInput {
  token: string;
  /** The account's password, when the link is opened away from the browser that signed up. */
  password?: string | undefined;
  /** Or a new password (with its confirmation), which replaces the one chosen at sign-up. */
  newPassword?: string | undefined;
  confirmPassword?: string | undefined;
}

/**
 * Confirms the e-mail address with the link's token (single use). Does not sign in. Answers whose address it was.
 *
 * Opening the link proves the mailbox, not the password. Whoever signed up first with someone else's address
 * chose that account's password: if the owner's click alone confirmed it, that password would open the account
 * the owner then uses. So the link confirms by itself only in the browser it is bound to (the one that signed up,
 * or signed in with the right password: `browserSecret`, its cookie). Anywhere else it asks for the account's
 * password (PASSWORD_NEEDED), or a new password, which replaces the old one and ends any session.
 */
export async function verifyEmail(deps: AuthDeps, input: VerifyEmailInput, client: ClientContext, browserSecret?: string): Promise<{ userId: string }> {
  const now = deps.now();
  await consumeRateLimit(deps.pool, RATE_LIMITS.tokenIp, client.ip, now);
  const live = await selectLiveAuthToken(deps.pool, hashToken(input.token), 'verify_email', now);
  if (!live) throw invalidToken();
  let newPasswordHash: string | undefined;
  if (!isSameBrowser(live.browser_hash, browserSecret)) {
    if (input.newPassword !== undefined) {
      assertNewPassword(input.newPassword, input.confirmPassword ?? '');
      newPasswordHash = await hashPassword(input.newPassword);
    } else if (input.password !== undefined) {
      const user = await findUserById(deps.pool, live.user_id);
      if (!user) throw invalidToken();
      await assertCurrentPassword(deps, user, input.password, client);
    } else {
      throw new AppError('PASSWORD_NEEDED', AUTH_MESSAGES.passwordNeeded);
    }
  }
  return withTransaction(deps.pool, async (db) => {
    const consumed = await consumeToken(db, input.token, 'verify_email', now);
    if (!consumed) throw invalidToken();
    if (newPasswordHash) {
      await updatePasswordHash(db, consumed.userId, newPasswordHash, now);
      await revokeAllSessions(db, consumed.userId);
      await cancelPendingTokens(db, consumed.userId, ['reset_password', 'change_email']);
    }
    await markEmailVerified(db, consumed.userId, now);
    return { userId: consumed.userId };
  });
}

/** Sends a fresh verification link to an unverified account; does nothing otherwise (same answer either way). */
export async function resendVerification(deps: AuthDeps, email: string, client: ClientContext): Promise<void> {
  const now = deps.now();
  await consumeRateLimit(deps.pool, RATE_LIMITS.resendVerificationIp, client.ip, now);
  await consumeRateLimit(deps.pool, RATE_LIMITS.resendVerificationEmail, mailboxKey(email), now);
  await sendVerificationIfUnverified(deps, email, now);
}

/**
 * Issues and mails a new verification link when the address has an unverified account. `browserHash` binds it to
 * a browser that has just shown the password (sign-in); a link asked for by address alone is bound to none.
 */
export async function sendVerificationIfUnverified(deps: AuthDeps, email: string, now: Date, browserHash?: Buffer): Promise<void> {
  const user = await findUserByEmail(deps.pool, email);
  if (!user || user.email_verified_at) return;
  const token = await issueAuthToken(deps.pool, { userId: user.id, purpose: 'verify_email', ...(browserHash ? { browserHash } : {}) }, now);
  deps.outbox.send(user.email, verificationMail(appLink(deps, '/verify-email', token)));
}
