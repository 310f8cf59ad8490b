import type { z } from 'zod';
import type { bulkScheduledCheckResultSchema } from '../../../contracts/scheduled-check';
import { nextCheckAt } from '../../../core/schedules/next-check-at';
import { queryKey } from '../../../core/search/query-identity';
import { withTransaction } from '../../db/pool';
import { insertScheduledChecks, lockUserSchedules, type ScheduleFields } from '../../db/queries/scheduled-checks';
import { isAppError } from '../../errors';
import { loadUserPlan } from '../plans/load-user-plan';
import { prepareSchedule, type PreparedSchedule, type ScheduleInput } from './prepare-schedule';
import { assertWithinScheduleLimit, type ScheduleDeps } from './schedule-limit';

export type BulkAddResult = z.infer<typeof bulkScheduledCheckResultSchema>;

const queryKeyOf = (schedule: PreparedSchedule) =>
  queryKey({ site: schedule.websiteUrl, keyword: schedule.keyword, engine: schedule.searchEngine, location: schedule.location, device: schedule.device });

/**
 * Adds many schedules at once (pasted keywords, or the rows of a CSV file). Each row is judged as a single
 * schedule would be; a row that cannot be scheduled is listed with its 1-based number and why, and the rest
 * are saved together in one transaction. A query already scheduled, or listed twice, is skipped. When the
 * good rows would take the user past the plan's cap, nothing is saved.
 */
export async function bulkAddScheduledChecks({ pool, limits }: ScheduleDeps, userId: string, items: readonly ScheduleInput[], now: Date): Promise<BulkAddResult> {
  const { tier, timeZone } = await loadUserPlan(pool, userId, now);
  const errors: BulkAddResult['errors'] = [];
  const good = new Map<string, ScheduleFields>();
  let repeated = 0;
  items.forEach((item, index) => {
    try {
      const schedule = prepareSchedule(tier, item);
      const key = queryKeyOf(schedule);
      if (good.has(key)) repeated += 1;
      else good.set(key, { ...schedule, nextCheckAt: nextCheckAt({ ...schedule, anchor: now }, now, timeZone) });
    } catch (error) {
      if (!isAppError(error)) throw error;
      errors.push({ row: index + 1, message: error.message });
    }
  });
  if (good.size === 0) return { created: 0, skipped: repeated, errors };

  const created = await withTransaction(pool, async (client) => {
    await lockUserSchedules(client, userId);
    const added = await insertScheduledChecks(client, userId, [...good.values()], now);
    await assertWithinScheduleLimit(client, userId, tier, added.length, limits);
    return added.length;
  });
  return { created, skipped: repeated + good.size - created, errors };
}
