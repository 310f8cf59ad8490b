import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import { countEmailCodeFailure, selectEmailCode, takeEmailCode, upsertEmailCode } from '../../db/queries/email-sign-in-codes';
import { findUserByEmail, markEmailVerified } from '../../db/queries/users';
import { AppError } from '../../errors';
import { renderActionMail } from '../mail/action-mail';
import { PRODUCT_NAME } from '../mail/mail-layout';
import { consumeRateLimit, RATE_LIMITS } from '../usage/rate-limiter';
import type { AuthDeps, ClientContext } from './auth-deps';
import { mailboxKey } from './mailbox-key';
import { createSession } from './session-store';
import type { SignedIn } from './sign-in';
import { beginSecondStep } from './two-step/second-step';

/** How long an e-mailed sign-in code works, and the wrong tries it takes before it ends. */
export const EMAIL_CODE_MINUTES = 10;
export const EMAIL_CODE_TRIES = 5;

const WRONG = 'That code did not work: it is wrong, used, or older than 10 minutes. Ask for a new one.';

// The account's id salts the hash: the same 6 digits for two accounts are two different rows.
const hashCode = (userId: string, code: string) => createHash('sha256').update(`${userId}:${code}`, 'utf8').digest();

/**
 * "Email me a sign-in code": a 6-digit code for the address's account, if there is one, working once for 10
 * minutes. The answer never says whether the address has an account; requests are limited per address (3 a
 * quarter-hour) and per client (10 an hour) whoever asks.
 */
export async function requestEmailCode(deps: AuthDeps, email: string, client: ClientContext): Promise<void> {
  const now = deps.now();
  await consumeRateLimit(deps.pool, RATE_LIMITS.emailCodeIp, client.ip, now);
  await consumeRateLimit(deps.pool, RATE_LIMITS.emailCodeAddress, mailboxKey(email), now);
  const user = await findUserByEmail(deps.pool, email);
  if (!user) return;
  const code = String(randomInt(1_000_000)).padStart(6, '0');
  await upsertEmailCode(deps.pool, user.id, hashCode(user.id, code), now, new Date(now.getTime() + EMAIL_CODE_MINUTES * 60_000));
  deps.outbox.send(
    user.email,
    renderActionMail({
      subject: `${code} is your ${PRODUCT_NAME} sign-in code`,
      heading: 'Your sign-in code',
      intro: [`Enter this code on the sign-in page: ${code}`, `It works once, for ${EMAIL_CODE_MINUTES} minutes.`],
      outro: ['If you did not ask for it, ignore this e-mail: nobody signs in without the code.'],
    }),
  );
}

/**
 * Signs in with an e-mailed code: a first step like a password (an account with two-step sign-in on still takes
 * its second step). The code proves the mailbox, so an address not confirmed yet is confirmed by it.
 */
export async function signInWithEmailCode(deps: AuthDeps, email: string, code: string, client: ClientContext): Promise<SignedIn> {
  const now = deps.now();
  const user = await findUserByEmail(deps.pool, email);
  const row = user && (await selectEmailCode(deps.pool, user.id));
  if (!user || !row || row.expires_at <= now || row.failures >= EMAIL_CODE_TRIES) throw new AppError('INVALID_CODE', WRONG);
  const typed = hashCode(user.id, code.replace(/\s/g, ''));
  if (!timingSafeEqual(typed, row.code_hash) || !(await takeEmailCode(deps.pool, user.id, typed))) {
    await countEmailCodeFailure(deps.pool, user.id);
    throw new AppError('INVALID_CODE', WRONG);
  }
  if (!user.email_verified_at) await markEmailVerified(deps.pool, user.id, now);
  const secondStep = await beginSecondStep(deps.pool, user.id, 'email', now);
  if (secondStep) return { kind: 'second-step', userId: user.id, ...secondStep };
  const session = await createSession(deps.pool, { userId: user.id, ip: client.ip, ...(client.userAgent ? { userAgent: client.userAgent } : {}) }, now);
  return { kind: 'session', userId: user.id, ...session };
}
