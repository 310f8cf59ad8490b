import { DatabaseError } from 'pg';
import { withTransaction } from '../../db/pool';
import { updateEmail } from '../../db/queries/users';
import type { AuthDeps, ClientContext } from './auth-deps';
import { cancelPendingTokens, consumeToken } from './auth-tokens';
import { consumeRateLimit, RATE_LIMITS } from '../usage/rate-limiter';
import { invalidToken } from './verify-email';

const UNIQUE_VIOLATION = '23505';

/**
 * Completes an e-mail change with the link from the new address. When that address got an account in the
 * meantime the link is simply invalid — the message does not say why. Links sent to the old address (reset,
 * verification) stop working.
 */
export async function confirmEmailChange(deps: AuthDeps, token: string, client: ClientContext): Promise<void> {
  const now = deps.now();
  await consumeRateLimit(deps.pool, RATE_LIMITS.tokenIp, client.ip, now);
  try {
    await withTransaction(deps.pool, async (db) => {
      const consumed = await consumeToken(db, token, 'change_email', now);
      if (!consumed?.newEmail) throw invalidToken();
      if (!(await updateEmail(db, consumed.userId, consumed.newEmail, now))) throw invalidToken();
      await cancelPendingTokens(db, consumed.userId, ['verify_email', 'reset_password']);
    });
  } catch (error) {
    // Another account took the address between the check and the update.
    if (error instanceof DatabaseError && error.code === UNIQUE_VIOLATION) throw invalidToken();
    throw error;
  }
}
