import { dailyLimitInfo, type DailyLimitInfo } from '../../../core/plans/daily-limit';
import { nextLocalMidnight, startOfLocalDay } from '../../../core/plans/local-day';
import type { Queryable } from '../../db/pool';
import { countChecksSince } from '../../db/queries/search-history';
import type { UserPlanState } from './load-user-plan';

/** Spec §3 'Daily-limit info': today's saved checks in the user's time zone against their tier's allowance. */
export async function getDailyUsage(db: Queryable, userId: string, state: UserPlanState, now: Date): Promise<DailyLimitInfo> {
  const used = await countChecksSince(db, userId, startOfLocalDay(now, state.timeZone));
  return dailyLimitInfo(state.tier, used, nextLocalMidnight(now, state.timeZone));
}
