import { dailyLimitInfo, type DailyLimitInfo } from '../../../core/plans/daily-limit';
import { nextLocalMidnight } from '../../../core/plans/local-day';
import type { Queryable } from '../../db/pool';
import { countUsageToday } from './usage-today';
import type { UserPlanState } from '../plans/load-user-plan';

/** Spec §3 'Daily-limit info': the checks used today in the user's time zone against their tier's allowance. */
export async function getDailyUsage(db: Queryable, userId: string, state: UserPlanState, now: Date): Promise<DailyLimitInfo> {
  const used = await countUsageToday(db, userId, now, state.timeZone);
  return dailyLimitInfo(state.tier, used, nextLocalMidnight(now, state.timeZone));
}
