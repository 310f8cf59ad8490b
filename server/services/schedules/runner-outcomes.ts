import { withTransaction, type Pool } from '../../db/pool';
import {
  addRunJobs,
  finishRun,
  markHistoryScheduled,
  requeueRun,
  setScheduleOutcome,
  type ClaimedRunRow,
} from '../../db/queries/scheduled-check-runs';
import { recordUserCheck } from '../rank-check/record-user-check';
import { queueSnapshotForCheck } from '../seo-snapshot/snapshot-saved-check';
import type { SavedCheckEffects } from '../rank-check/saved-check-effects';
import { queueWebhookEvent } from '../webhooks/queue-webhook-event';
import { scheduleFailedEvent } from '../webhooks/schedule-failed-event';
import type { RankCheckInput, ScannedRankCheck, SerpResult } from '../rank-check/run-rank-check';
import { runJobKey } from './dispatch-run-jobs';
import { RUN_JOB_ATTEMPTS, RUN_SCHEDULED_CHECKS } from '../../jobs/scheduled-check-jobs';

/** The worker's lease on a run ran out and another took it up: this worker must not save it. */
export class RunLostError extends Error {
  constructor(runId: number) {
    super(`scheduled run ${runId} is held by another worker now`);
    this.name = 'RunLostError';
  }
}

/** A claimed run and who holds it. */
export interface HeldRun {
  run: ClaimedRunRow;
  holder: string;
}

/**
 * Saves a scanned run through the path every check takes (recordUserCheck: history, the daily allowance,
 * alerts and achievements), marked as scheduled, and finishes the run and the schedule's outcome in the same
 * transaction. If the run was lost meanwhile, everything is undone (RunLostError): a slot is saved once.
 */
export async function saveScannedRun(
  pool: Pool,
  effects: SavedCheckEffects,
  held: HeldRun,
  check: { input: RankCheckInput; result: ScannedRankCheck; results?: readonly SerpResult[] },
  now: Date,
  /** Queue the saved check's SEO snapshot on this job schema (services/seo-snapshot/snapshot-saved-check). */
  snapshots?: { jobSchema: string },
): Promise<void> {
  const { run, holder } = held;
  await recordUserCheck(pool, { userId: run.user_id, ...check, scheduled: true }, now, effects, async (client, recorded) => {
    const finished = await finishRun(client, {
      runId: run.id,
      holder,
      status: 'succeeded',
      error: null,
      rank: check.result.rank,
      searchHistoryId: recorded.row.id,
      pagesScanned: check.result.pagesScanned,
      at: now,
    });
    if (!finished) throw new RunLostError(run.id);
    await markHistoryScheduled(client, recorded.row.id);
    if (snapshots) await queueSnapshotForCheck(client, snapshots.jobSchema, run.user_id, String(recorded.row.id));
    await setScheduleOutcome(client, { scheduleId: run.schedule_id, status: 'succeeded', error: null, rank: check.result.rank, at: now });
  });
}

/**
 * Ends a run as failed (its last attempt) or skipped, with why in product words, and shows it on the schedule
 * unless `showOnSchedule` is false. A failed run queues schedule.failed on `webhooks.jobSchema` for the user's
 * subscribed endpoints, in the same transaction; a skipped one sends nothing (it is the plan, allowance or
 * budget at work, not a fault). False when the run was lost to another worker (nothing changed).
 */
export async function endRun(
  pool: Pool,
  held: HeldRun,
  end: { status: 'failed' | 'skipped'; reason: string; showOnSchedule: boolean },
  now: Date,
  webhooks?: { jobSchema: string },
): Promise<boolean> {
  const { run, holder } = held;
  return withTransaction(pool, async (client) => {
    const finished = await finishRun(client, {
      runId: run.id,
      holder,
      status: end.status,
      error: end.reason,
      rank: null,
      searchHistoryId: null,
      pagesScanned: null,
      at: now,
    });
    if (finished && end.showOnSchedule) {
      await setScheduleOutcome(client, { scheduleId: run.schedule_id, status: end.status, error: end.reason, rank: null, at: now });
    }
    if (finished && end.status === 'failed' && webhooks) {
      await queueWebhookEvent(client, webhooks.jobSchema, run.user_id, scheduleFailedEvent(run, end.reason, now), now);
    }
    return finished;
  });
}

/** A run going back to the queue: retried after a failure (`spent`), or deferred by the rate limit (not). */
export interface Requeue extends HeldRun {
  runAfter: Date;
  spent: boolean;
  /** The failure, kept on the run while it waits for its next attempt. */
  error: string | null;
}

/**
 * Puts runs back in the queue with one job per waiting time, in one transaction: the job exists exactly when
 * its runs wait for it. Its delay is counted from the database's clock. Returns the runs that went back (a run
 * lost to another worker does not).
 */
export async function requeueRuns(pool: Pool, jobSchema: string, requeues: readonly Requeue[], now: Date): Promise<Set<number>> {
  if (requeues.length === 0) return new Set();
  const byTime = new Map<number, Requeue[]>();
  for (const item of requeues) byTime.set(item.runAfter.getTime(), [...(byTime.get(item.runAfter.getTime()) ?? []), item]);
  return withTransaction(pool, async (client) => {
    const requeued = new Set<number>();
    for (const [time, items] of byTime) {
      const runAfter = new Date(time);
      const jobKey = runJobKey(items.map((item) => item.run.id), runAfter);
      const back: number[] = [];
      for (const item of items) {
        const requeued = await requeueRun(client, { runId: item.run.id, holder: item.holder, runAfter, spent: item.spent, error: item.error, jobKey });
        if (requeued) back.push(item.run.id);
      }
      if (back.length === 0) continue;
      await addRunJobs(client, jobSchema, RUN_SCHEDULED_CHECKS, [{ jobKey, runIds: back, delayMs: time - now.getTime() }], { maxAttempts: RUN_JOB_ATTEMPTS });
      for (const id of back) requeued.add(id);
    }
    return requeued;
  });
}
