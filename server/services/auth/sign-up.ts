import { withTransaction } from '../../db/pool';
import { findUserByEmail, insertUser } from '../../db/queries/users';
import { appLink, type AuthDeps, type ClientContext } from './auth-deps';
import { issueAuthToken } from './auth-tokens';
import { alreadyRegisteredMail, finishSignUpMail, verificationMail } from './mail-templates/account-mails';
import { hashPassword } from './password-hashing';
import { assertNewPassword } from './password-rules';
import { mailboxKey } from './mailbox-key';
import { consumeRateLimit, RATE_LIMITS } from '../usage/rate-limiter';

export interface SignUpInput {
  email: string;
  password: string;
  confirmPassword: string;
}

/**
 * Registers an e-mail and password. The caller answers the same whatever happens here, so nobody learns
 * whether the address had an account; the mailbox owner learns it from the mail:
 * - new address: a verification link;
 * - existing unverified account: its password stays — a sign-up never changes the password of an existing
 *   account, or whoever signs up last would own the account the mailbox owner then confirms — and the mailbox
 *   gets a link to choose a password, which confirms the address (so an earlier squatter's password goes);
 * - existing verified account: a notice with links to sign in or reset the password; nothing changes.
 * The password is hashed in every case so the three take about as long. Each case mails the address, so sign-ups
 * naming one inbox are limited (3 an hour, whatever the client) besides those from one client address.
 */
export async function signUp(deps: AuthDeps, input: SignUpInput, client: ClientContext, browserHash?: Buffer): Promise<void> {
  assertNewPassword(input.password, input.confirmPassword);
  const now = deps.now();
  await consumeRateLimit(deps.pool, RATE_LIMITS.signUpIp, client.ip, now);
  await consumeRateLimit(deps.pool, RATE_LIMITS.signUpEmail, mailboxKey(input.email), now);
  const passwordHash = await hashPassword(input.password);

  const outcome = await withTransaction(deps.pool, async (db) => {
    const created = await insertUser(db, { email: input.email, passwordHash, now });
    const user = created ?? (await findUserByEmail(db, input.email));
    if (!user) throw new Error('sign-up: user neither inserted nor found');
    if (user.email_verified_at) return { kind: 'registered' as const, email: user.email };
    if (!created) {
      const token = await issueAuthToken(db, { userId: user.id, purpose: 'reset_password' }, now);
      return { kind: 'finish' as const, email: user.email, token };
    }
    // The link confirms by itself only in this browser, which chose the password (verifyEmail).
    const token = await issueAuthToken(db, { userId: user.id, purpose: 'verify_email', ...(browserHash ? { browserHash } : {}) }, now);
    return { kind: 'verify' as const, email: user.email, token };
  });

  if (outcome.kind === 'verify') {
    deps.outbox.send(outcome.email, verificationMail(appLink(deps, '/verify-email', outcome.token)));
  } else if (outcome.kind === 'finish') {
    deps.outbox.send(outcome.email, finishSignUpMail(appLink(deps, '/reset-password', outcome.token)));
  } else {
    deps.outbox.send(outcome.email, alreadyRegisteredMail(appLink(deps, '/login'), appLink(deps, '/forgot-password')));
  }
}
