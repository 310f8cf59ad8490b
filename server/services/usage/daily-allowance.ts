import { dailyCheckLimit, isDailyLimitReached, UNLIMITED } from '../../../core/plans/daily-limit';
import type { Queryable } from '../../db/pool';
import { AppError, MESSAGES } from '../../errors';
import { loadUserPlan, type UserPlanState } from '../plans/load-user-plan';
import { countUsageToday } from './usage-today';

/**
 * Throws DAILY_LIMIT_REACHED (429) when the checks the user used today (the usage ledger: their calendar day in
 * their time zone, see usage-today) already use their plan's allowance (free 3; trial, pro and enterprise unlimited). Called before a
 * check runs, so a user at the limit costs no provider call, and again under the user's lock just before
 * saving, where it is the rule that counts (see record-user-check); pass `state` to reuse a plan just read.
 * Returns the plan it judged by.
 */
export async function assertDailyAllowance(db: Queryable, userId: string, now: Date, state?: UserPlanState): Promise<UserPlanState> {
  const current = state ?? (await loadUserPlan(db, userId, now));
  const limit = dailyCheckLimit(current.tier);
  if (limit === UNLIMITED) return current;
  const used = await countUsageToday(db, userId, now, current.timeZone);
  if (isDailyLimitReached(used, limit)) throw new AppError('DAILY_LIMIT_REACHED', MESSAGES.dailyLimit(limit));
  return current;
}
