import { withTransaction } from '../../db/pool';
import { deleteRateLimitCountersForKey } from '../../db/queries/rate-limit-counters';
import { getUserPlanRow } from '../../db/queries/user-plans';
import { deleteUser } from '../../db/queries/users';
import { selectMembership } from '../../db/queries/workspace-members';
import { AppError } from '../../errors';
import { currentUser } from './account-changes';
import type { AuthDeps, ClientContext } from './auth-deps';
import { AUTH_MESSAGES } from './auth-messages';
import { mailboxKey } from './mailbox-key';
import { assertCurrentPassword } from './reauthenticate';

/**
 * Deletes the account and everything of it: sessions, Google identities, e-mail tokens and search history
 * go by cascade, and counters keyed by the e-mail are removed too. Accounts with a password confirm with it;
 * accounts without one (Google only) type their e-mail address instead. A paid subscription is cancelled at
 * Stripe first: if that fails nothing is deleted, so nobody is billed for an account that is gone.
 */
export async function deleteAccount(
  deps: AuthDeps,
  userId: string,
  input: { password?: string | undefined; confirmEmail?: string | undefined },
  client: ClientContext,
): Promise<void> {
  const user = await currentUser(deps, userId);
  // The account's data is a workspace someone else now owns (a transfer): it is theirs to keep or delete.
  if ((await selectMembership(deps.pool, userId, userId)).role !== 'owner') {
    throw new AppError('INVALID_INPUT', 'Someone else owns the workspace of this account now. Ask them to transfer ownership back to you before you delete the account, or to remove you.');
  }
  if (user.password_hash) {
    await assertCurrentPassword(deps, user, input.password ?? '', client);
  } else if ((input.confirmEmail ?? '').trim().toLowerCase() !== user.email.toLowerCase()) {
    throw new AppError('INVALID_INPUT', AUTH_MESSAGES.confirmEmailMismatch);
  }
  const subscriptionId = (await getUserPlanRow(deps.pool, user.id))?.subscription_id;
  if (subscriptionId && deps.cancelSubscription) await deps.cancelSubscription(subscriptionId);
  await withTransaction(deps.pool, async (db) => {
    await deleteUser(db, user.id);
    await deleteRateLimitCountersForKey(db, user.email.toLowerCase());
    await deleteRateLimitCountersForKey(db, mailboxKey(user.email));
    await deleteRateLimitCountersForKey(db, user.id);
  });
}
