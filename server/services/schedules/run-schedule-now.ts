import type { z } from 'zod';
import type { scheduledCheckRunSchema } from '../../../contracts/scheduled-check';
import { withTransaction, type Pool } from '../../db/pool';
import { addRunJobs, insertRuns, selectOpenManualRun, selectOwnSchedule, selectRun, selectRunOfSlot, setRunJobKeys, type RunRow } from '../../db/queries/scheduled-check-runs';
import { AppError } from '../../errors';
import { runJobKey } from './dispatch-run-jobs';
import { RUN_JOB_ATTEMPTS, RUN_SCHEDULED_CHECKS } from '../../jobs/scheduled-check-jobs';

export type ScheduledCheckRun = z.infer<typeof scheduledCheckRunSchema>;

/** The 404 of a schedule that is not the caller's (or no longer exists): the same either way. */
export const SCHEDULE_NOT_FOUND = 'This scheduled check was not found.';

const STATUSES = ['queued', 'running', 'succeeded', 'failed', 'skipped'] as const;

function toRun(row: RunRow): ScheduledCheckRun {
  return {
    id: String(row.id),
    slotAt: row.slot_at.toISOString(),
    status: STATUSES.find((status) => status === row.status) ?? 'queued',
    attempts: row.attempts,
    error: row.error,
    rank: row.rank_position,
    finishedAt: row.finished_at?.toISOString() ?? null,
  };
}

/**
 * "Run now" (and "retry now" after a failure): queues a run of the user's schedule at once, as its own slot
 * (`now`), leaving the schedule's next regular check where it is. It runs on a paused schedule too, through the
 * same runner as the regular slots (plan rules, allowance, rate limit, retries). Pressed again while that run
 * is still waiting or running, it answers the same run instead of queuing another. 404 NOT_FOUND for a
 * schedule that is not the user's.
 */
export async function runScheduleNow(pool: Pool, jobSchema: string, userId: string, scheduleId: string | number, now: Date): Promise<ScheduledCheckRun> {
  const id = Number(scheduleId);
  return withTransaction(pool, async (client) => {
    const schedule = Number.isSafeInteger(id) ? await selectOwnSchedule(client, userId, id) : undefined;
    if (!schedule) throw new AppError('NOT_FOUND', SCHEDULE_NOT_FOUND);
    // Serialises presses of the same schedule's button, so two at once queue one run.
    await client.query('select pg_advisory_xact_lock(hashtext($1))', [`scheduled-check-run-now:${id}`]);
    const open = await selectOpenManualRun(client, id);
    if (open) return toRun(open);
    const [inserted] = await insertRuns(client, [{ scheduleId: id, userId, slotAt: now, manual: true }], now);
    if (!inserted) {
      // A run for this very instant exists already (a regular slot at now): that one is the answer.
      const existing = await selectRunOfSlot(client, id, now);
      if (!existing) throw new Error('a run of this slot exists but could not be read');
      return toRun(existing);
    }
    const job = { runIds: [inserted.id], jobKey: runJobKey([inserted.id]), delayMs: 0 };
    await setRunJobKeys(client, [job]);
    await addRunJobs(client, jobSchema, RUN_SCHEDULED_CHECKS, [job], { maxAttempts: RUN_JOB_ATTEMPTS });
    const run = await selectRun(client, inserted.id);
    if (!run) throw new Error('a run just inserted could not be read');
    return toRun(run);
  });
}
