import { userTimeZone } from '../../../core/plans/local-day';
import { nextCheckAt } from '../../../core/schedules/next-check-at';
import { INTERVAL_TYPES, type ScheduleTiming } from '../../../core/schedules/schedule-timing';
import { withTransaction, type Pool } from '../../db/pool';
import {
  addRunJobs,
  insertRuns,
  lockDueSchedules,
  setNextCheckAt,
  setRunJobKeys,
  type DueScheduleRow,
} from '../../db/queries/scheduled-check-runs';
import { packRunJobs, queryKeyOf, runJobKey } from './dispatch-run-jobs';
import { RUN_JOB_ATTEMPTS, RUN_SCHEDULED_CHECKS } from '../../jobs/scheduled-check-jobs';

/** Schedules one dispatch takes in one transaction; more are taken by the next pass, queued at once. */
export const DISPATCH_BATCH = 500;

export interface DispatchDeps {
  pool: Pool;
  jobSchema: string;
  now: () => Date;
}

export interface DispatchResult {
  /** Runs created (one per schedule and slot). */
  dispatched: number;
  /** The batch was full: more schedules may be due. */
  more: boolean;
}

function timingOf(row: DueScheduleRow): ScheduleTiming {
  const intervalType = INTERVAL_TYPES.find((type) => type === row.interval_type) ?? 'daily';
  return { intervalType, intervalValue: row.interval_value, customSchedule: row.custom_schedule, anchor: row.created_at };
}

/**
 * One dispatch pass, in one transaction: locks due active schedules (others' locks skipped, so dispatchers
 * running at once split them), records one run per schedule and slot — the slot is the schedule's
 * next_check_at — queues the jobs that run them, and moves each schedule on to its first slot after both
 * the slot and now. So a slot runs exactly once, and slots missed while no worker ran (for a day, a week) run
 * once when one returns, not once each. Runs of one query go to one job, where one scan serves them all.
 */
export async function dispatchDueSchedules(deps: DispatchDeps, batchSize = DISPATCH_BATCH): Promise<DispatchResult> {
  const now = deps.now();
  return withTransaction(deps.pool, async (client) => {
    const due = await lockDueSchedules(client, now, batchSize);
    if (due.length === 0) return { dispatched: 0, more: false };
    const runs = await insertRuns(
      client,
      due.map((schedule) => ({ scheduleId: schedule.id, userId: schedule.user_id, slotAt: schedule.next_check_at, manual: false })),
      now,
    );
    await setNextCheckAt(
      client,
      due.map((schedule) => {
        const after = new Date(Math.max(schedule.next_check_at.getTime(), now.getTime()));
        const timeZone = userTimeZone(schedule.time_zone);
        return { scheduleId: schedule.id, nextCheckAt: nextCheckAt(timingOf(schedule), after, timeZone) };
      }),
    );
    const scheduleById = new Map(due.map((schedule) => [schedule.id, schedule]));
    const jobs = packRunJobs(
      runs.map((run) => {
        const schedule = scheduleById.get(run.schedule_id);
        if (!schedule) throw new Error('a run is inserted only for a locked schedule');
        return { id: run.id, queryKey: queryKeyOf(schedule) };
      }),
    ).map((runIds) => ({ runIds, jobKey: runJobKey(runIds), delayMs: 0 }));
    await setRunJobKeys(client, jobs);
    await addRunJobs(client, deps.jobSchema, RUN_SCHEDULED_CHECKS, jobs, { maxAttempts: RUN_JOB_ATTEMPTS });
    return { dispatched: runs.length, more: due.length === batchSize };
  });
}
