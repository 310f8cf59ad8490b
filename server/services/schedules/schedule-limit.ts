import type { AccessTier } from '../../../core/plans/daily-limit';
import { maxScheduledChecks } from '../../../core/schedules/schedule-allowed';
import type { Queryable } from '../../db/pool';
import { countScheduledChecks } from '../../db/queries/scheduled-checks';
import { AppError } from '../../errors';
import { SCHEDULE_MESSAGES } from './schedule-messages';

/**
 * Refuses (409 LIMIT_REACHED, rolling the caller's transaction back) when the user now holds more schedules
 * than the plan allows. Called after adding, under lockUserSchedules, so the count includes what was added
 * and two requests cannot both slip under the cap; `added` words the answer for a bulk add.
 */
export async function assertWithinScheduleLimit(db: Queryable, userId: string, tier: AccessTier, added: number): Promise<void> {
  const max = maxScheduledChecks(tier);
  const total = await countScheduledChecks(db, userId);
  if (total <= max) return;
  const message =
    added > 1 ? SCHEDULE_MESSAGES.bulkOverLimit(max, Math.max(0, max - (total - added))) : SCHEDULE_MESSAGES.limitReached(max, tier === 'free');
  throw new AppError('LIMIT_REACHED', message);
}
