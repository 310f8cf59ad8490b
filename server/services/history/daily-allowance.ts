import { dailyCheckLimit, isDailyLimitReached, startOfUtcDay } from '../../../core/plans/daily-limit';
import type { Queryable } from '../../db/pool';
import { countChecksSince } from '../../db/queries/search-history';
import { AppError, MESSAGES } from '../../errors';

/** Signed-in users are on the free plan until plans arrive. */
const USER_DAILY_CHECKS = dailyCheckLimit('free');

/**
 * Throws DAILY_LIMIT_REACHED (429) when the user's saved checks of today (UTC) already use the allowance.
 * Called before a check runs, so a user at the limit costs no provider call, and again under the user's lock
 * just before saving, where it is the rule that counts (see record-user-check).
 */
export async function assertDailyAllowance(db: Queryable, userId: string, now: Date): Promise<void> {
  const used = await countChecksSince(db, userId, startOfUtcDay(now));
  if (isDailyLimitReached(used, USER_DAILY_CHECKS)) {
    throw new AppError('DAILY_LIMIT_REACHED', MESSAGES.dailyLimit(USER_DAILY_CHECKS), 429);
  }
}
