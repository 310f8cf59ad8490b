import type { UserRow } from '../../db/queries/users';
import { AppError } from '../../errors';
import type { AuthDeps, ClientContext } from './auth-deps';
import { AUTH_MESSAGES } from './auth-messages';
import { verifyPassword } from './password-hashing';
import { consumeRateLimit, RATE_LIMITS } from './rate-limiter';

/**
 * Re-checks the password before a sensitive change, so a session left open on someone else's screen cannot
 * take the account over. Counted like sign-in attempts so a stolen session cannot guess the password freely.
 */
export async function assertCurrentPassword(deps: AuthDeps, user: UserRow, password: string, client: ClientContext): Promise<void> {
  await consumeRateLimit(deps.pool, RATE_LIMITS.signInIp, client.ip, deps.now());
  if (!(await verifyPassword(user.password_hash, password))) {
    throw new AppError('INVALID_CREDENTIALS', AUTH_MESSAGES.wrongPassword, 400);
  }
}
