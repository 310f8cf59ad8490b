import type { AccessTier } from '../../../core/plans/daily-limit';
import { maxTrackedQueries, type TrackingLimits } from '../../../core/plans/tracking-limits';
import type { Pool, Queryable } from '../../db/pool';
import { countScheduledChecks } from '../../db/queries/scheduled-checks';
import { AppError } from '../../errors';
import { SCHEDULE_MESSAGES } from './schedule-messages';

/** What a schedule-saving service needs beyond the database: the configured plan limits. */
export interface ScheduleDeps {
  pool: Pool;
  limits: TrackingLimits;
}

/** The tracked queries the user holds and the most the plan allows. */
export async function trackingAllowance(db: Queryable, userId: string, tier: AccessTier, limits: TrackingLimits): Promise<{ tracked: number; max: number }> {
  return { tracked: await countScheduledChecks(db, userId), max: maxTrackedQueries(tier, limits) };
}

/**
 * Refuses (409 LIMIT_REACHED, rolling the caller's transaction back) when the user now holds more tracked
 * queries than the plan allows. Called after adding, under lockUserSchedules, so the count includes what was
 * added and two requests cannot both slip under the cap; `added` words the answer for a bulk add.
 */
export async function assertWithinScheduleLimit(db: Queryable, userId: string, tier: AccessTier, added: number, limits: TrackingLimits): Promise<void> {
  const { tracked, max } = await trackingAllowance(db, userId, tier, limits);
  if (tracked <= max) return;
  const message =
    added > 1 ? SCHEDULE_MESSAGES.bulkOverLimit(max, Math.max(0, max - (tracked - added))) : SCHEDULE_MESSAGES.limitReached(max, tier === 'free' ? limits.pro : null);
  throw new AppError('LIMIT_REACHED', message);
}
