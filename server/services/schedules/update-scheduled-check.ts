import type { ScheduledCheck } from '../../../contracts/scheduled-check';
import { nextCheckAt } from '../../../core/schedules/next-check-at';
import { DEFAULT_SCHEDULE_TIME, type ScheduleTime } from '../../../core/schedules/schedule-timing';
import { withTransaction, type Pool } from '../../db/pool';
import { selectScheduleTimingForUpdate, updateScheduledCheck as updateRow } from '../../db/queries/scheduled-checks';
import { AppError } from '../../errors';
import { loadUserPlan } from '../plans/load-user-plan';
import { getScheduledCheck, scheduleNotFound } from './get-scheduled-checks';
import { prepareSchedule, type ScheduleInput } from './prepare-schedule';
import { SCHEDULE_MESSAGES } from './schedule-messages';

const UNIQUE_VIOLATION = '23505';

const effectiveTime = (time: Partial<ScheduleTime> | null): string => JSON.stringify({ ...DEFAULT_SCHEDULE_TIME, ...time });

/**
 * Replaces a schedule's fields. A new interval (type, value or time) moves the next check to the new
 * interval's first slot after now; resuming a paused schedule does the same, so a pause leaves no backlog of
 * missed runs. Otherwise the next check stays where the runner put it. Pausing is always allowed; a schedule
 * that stays or becomes active is judged by the plan's rules.
 */
export async function updateScheduledCheck(pool: Pool, userId: string, id: string, input: ScheduleInput, now: Date): Promise<ScheduledCheck> {
  const { tier, timeZone } = await loadUserPlan(pool, userId, now);
  const schedule = prepareSchedule(tier, input, input.isActive);
  await withTransaction(pool, async (client) => {
    const current = await selectScheduleTimingForUpdate(client, userId, id);
    if (!current) throw scheduleNotFound();
    const intervalChanged =
      current.interval_type !== schedule.intervalType ||
      current.interval_value !== schedule.intervalValue ||
      effectiveTime(current.custom_schedule) !== effectiveTime(schedule.customSchedule);
    const resumed = schedule.isActive && !current.is_active;
    const next = intervalChanged || resumed ? nextCheckAt({ ...schedule, anchor: current.created_at }, now, timeZone) : current.next_check_at;
    try {
      await updateRow(client, userId, id, { ...schedule, nextCheckAt: next }, now);
    } catch (error) {
      if ((error as { code?: unknown }).code === UNIQUE_VIOLATION) throw new AppError('ALREADY_EXISTS', SCHEDULE_MESSAGES.duplicate);
      throw error;
    }
  });
  return getScheduledCheck(pool, userId, id);
}
