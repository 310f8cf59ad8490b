import type { UserRow } from '../../db/queries/users';
import { AppError } from '../../errors';
import type { AuthDeps, ClientContext } from './auth-deps';
import { AUTH_MESSAGES } from './auth-messages';
import { verifyPassword } from './password-hashing';
import { assertUnderRateLimit, consumeRateLimit, countRateLimitEvent, RATE_LIMITS } from '../usage/rate-limiter';

/**
 * Re-checks the password before a sensitive change, so a session left open on someone else's screen cannot
 * take the account over. Counted per IP like sign-in attempts, and wrong answers per account too: a stolen
 * session behind many addresses still gets only a few guesses before the account refuses for a while.
 */
export async function assertCurrentPassword(deps: AuthDeps, user: UserRow, password: string, client: ClientContext): Promise<void> {
  const now = deps.now();
  await consumeRateLimit(deps.pool, RATE_LIMITS.signInIp, client.ip, now);
  await assertUnderRateLimit(deps.pool, RATE_LIMITS.passwordRecheckAccountFailures, user.id, now);
  if (!(await verifyPassword(user.password_hash, password))) {
    await countRateLimitEvent(deps.pool, RATE_LIMITS.passwordRecheckAccountFailures, user.id, now);
    throw new AppError('INVALID_CREDENTIALS', AUTH_MESSAGES.wrongPassword);
  }
}
