import type { ScheduledCheck } from '../../../contracts/scheduled-check';
import { nextCheckAt } from '../../../core/schedules/next-check-at';
import { withTransaction } from '../../db/pool';
import { insertScheduledChecks, lockUserSchedules } from '../../db/queries/scheduled-checks';
import { AppError } from '../../errors';
import { loadUserPlan } from '../plans/load-user-plan';
import { getScheduledCheck } from './get-scheduled-checks';
import { prepareSchedule, type ScheduleInput } from './prepare-schedule';
import { assertWithinScheduleLimit, type ScheduleDeps } from './schedule-limit';
import { SCHEDULE_MESSAGES } from './schedule-messages';

/**
 * Saves a new schedule for the user: validated as a check, judged by the plan's rules, refused when the query
 * is already scheduled or the plan's cap is reached. Its first check is the first slot after now in the
 * user's time zone; `every N` counts from now, its creation.
 */
export async function createScheduledCheck({ pool, limits }: ScheduleDeps, userId: string, input: ScheduleInput, now: Date): Promise<ScheduledCheck> {
  const { tier, timeZone } = await loadUserPlan(pool, userId, now);
  const schedule = prepareSchedule(tier, input);
  const first = nextCheckAt({ ...schedule, anchor: now }, now, timeZone);
  const id = await withTransaction(pool, async (client) => {
    await lockUserSchedules(client, userId);
    const [added] = await insertScheduledChecks(client, userId, [{ ...schedule, nextCheckAt: first }], now);
    if (added === undefined) throw new AppError('ALREADY_EXISTS', SCHEDULE_MESSAGES.duplicate);
    await assertWithinScheduleLimit(client, userId, tier, 1, limits);
    return added;
  });
  return getScheduledCheck(pool, userId, String(id));
}
