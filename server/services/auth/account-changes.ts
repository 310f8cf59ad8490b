import { withTransaction } from '../../db/pool';
import { findUserByEmail, findUserById, updatePasswordHash, type UserRow } from '../../db/queries/users';
import { AppError } from '../../errors';
import { appLink, type AuthDeps, type ClientContext } from './auth-deps';
import { AUTH_MESSAGES } from './auth-messages';
import { cancelPendingTokens, issueAuthToken } from './auth-tokens';
import { confirmEmailChangeMail, emailChangeNoticeMail } from './mail-templates/account-mails';
import { hashPassword } from './password-hashing';
import { assertNewPassword } from './password-rules';
import { mailboxKey } from './mailbox-key';
import { consumeRateLimit, RATE_LIMITS } from '../usage/rate-limiter';
import { assertCurrentPassword } from './reauthenticate';
import { createSession, revokeAllSessions } from './session-store';

export const unauthenticated = () => new AppError('UNAUTHENTICATED', AUTH_MESSAGES.unauthenticated);

/** The signed-in user's row; 401 when the account vanished meanwhile. */
export async function currentUser(deps: AuthDeps, userId: string): Promise<UserRow> {
  const user = await findUserById(deps.pool, userId);
  if (!user) throw unauthenticated();
  return user;
}

export interface ChangePasswordInput {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

/**
 * Changes the password after re-checking the current one. Every session of the user ends — other devices
 * included — and this browser gets a fresh one, returned for the cookie.
 */
export async function changePassword(
  deps: AuthDeps,
  userId: string,
  input: ChangePasswordInput,
  client: ClientContext,
): Promise<{ token: string; expiresAt: Date }> {
  assertNewPassword(input.newPassword, input.confirmPassword);
  const user = await currentUser(deps, userId);
  await assertCurrentPassword(deps, user, input.currentPassword, client);
  const passwordHash = await hashPassword(input.newPassword);
  const now = deps.now();
  return withTransaction(deps.pool, async (db) => {
    await updatePasswordHash(db, user.id, passwordHash, now);
    await revokeAllSessions(db, user.id);
    await cancelPendingTokens(db, user.id, ['reset_password', 'change_email']);
    return createSession(db, { userId: user.id, ip: client.ip, ...(client.userAgent ? { userAgent: client.userAgent } : {}) }, now);
  });
}

/**
 * Starts an e-mail change after re-checking the password: a link goes to the new address (owning it is
 * proved by clicking) and a notice to the current one. When the new address belongs to another account
 * nothing is sent to it — the answer stays the same so the form is no way to probe for accounts. Each request
 * mails an address the account does not own yet, so they are limited per account and per new inbox (3 an hour).
 */
export async function requestEmailChange(
  deps: AuthDeps,
  userId: string,
  input: { newEmail: string; password: string },
  client: ClientContext,
): Promise<void> {
  const user = await currentUser(deps, userId);
  await assertCurrentPassword(deps, user, input.password, client);
  if (input.newEmail.toLowerCase() === user.email.toLowerCase()) {
    throw new AppError('INVALID_INPUT', 'That is already your e-mail address.');
  }
  const now = deps.now();
  await consumeRateLimit(deps.pool, RATE_LIMITS.changeEmailAccount, user.id, now);
  await consumeRateLimit(deps.pool, RATE_LIMITS.changeEmailAddress, mailboxKey(input.newEmail), now);
  if (await findUserByEmail(deps.pool, input.newEmail)) return;
  const token = await issueAuthToken(deps.pool, { userId: user.id, purpose: 'change_email', newEmail: input.newEmail }, now);
  deps.outbox.send(input.newEmail, confirmEmailChangeMail(appLink(deps, '/confirm-email', token), input.newEmail));
  deps.outbox.send(user.email, emailChangeNoticeMail(input.newEmail, appLink(deps, '/settings')));
}
