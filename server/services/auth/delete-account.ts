import { withTransaction } from '../../db/pool';
import { deleteRateLimitCountersForKey } from '../../db/queries/rate-limit-counters';
import { deleteUser } from '../../db/queries/users';
import { AppError } from '../../errors';
import { currentUser } from './account-changes';
import type { AuthDeps, ClientContext } from './auth-deps';
import { AUTH_MESSAGES } from './auth-messages';
import { assertCurrentPassword } from './reauthenticate';

/**
 * Deletes the account and everything of it: sessions, Google identities, e-mail tokens and search history
 * go by cascade, and counters keyed by the e-mail are removed too. Accounts with a password confirm with it;
 * accounts without one (Google only) type their e-mail address instead.
 */
export async function deleteAccount(
  deps: AuthDeps,
  userId: string,
  input: { password?: string | undefined; confirmEmail?: string | undefined },
  client: ClientContext,
): Promise<void> {
  const user = await currentUser(deps, userId);
  if (user.password_hash) {
    await assertCurrentPassword(deps, user, input.password ?? '', client);
  } else if ((input.confirmEmail ?? '').trim().toLowerCase() !== user.email.toLowerCase()) {
    throw new AppError('INVALID_INPUT', AUTH_MESSAGES.confirmEmailMismatch, 400);
  }
  await withTransaction(deps.pool, async (db) => {
    await deleteUser(db, user.id);
    await deleteRateLimitCountersForKey(db, user.email.toLowerCase());
  });
}
