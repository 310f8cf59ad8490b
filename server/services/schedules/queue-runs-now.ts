import type { PoolClient } from '../../db/pool';
import { addRunJobs, insertRuns, setRunJobKeys } from '../../db/queries/scheduled-check-runs';
import { RUN_JOB_ATTEMPTS, RUN_SCHEDULED_CHECKS } from '../../jobs/scheduled-check-jobs';
import { packRunJobs, queryKeyOf, runJobKey } from './dispatch-run-jobs';

/**
 * "Run now" for many tracked queries at once (a new site's first ranks, "Run all now", a selection): one manual
 * run each, at `now`, queued as the dispatcher queues regular slots — a query's runs in one job and queries
 * packed together, so one scan serves every run of the same results page and the provider's rate limit paces
 * them. A query whose "run now" still waits or runs gets no second one. Answers how many were queued.
 */
export async function queueRunsNow(client: PoolClient, jobSchema: string, userId: string, scheduleIds: readonly (string | number)[], now: Date): Promise<number> {
  if (scheduleIds.length === 0) return 0;
  // Two bulk presses at once queue each query's run once.
  await client.query(`select pg_advisory_xact_lock(hashtextextended('scheduled-check-run-now-user:' || $1, 0))`, [userId]);
  const { rows } = await client.query<{ id: number; search_engine: string; location: string; device: string; keyword: string }>(
    `select s.id, s.search_engine, s.location, s.device, s.keyword
       from scheduled_checks s
      where s.user_id = $1 and s.id = any($2::bigint[])
        and not exists (select 1 from scheduled_check_runs r
                         where r.schedule_id = s.id and r.manual and r.status in ('queued', 'running'))`,
    [userId, scheduleIds.map(String)],
  );
  const inserted = await insertRuns(client, rows.map((row) => ({ scheduleId: row.id, userId, slotAt: now, manual: true })), now);
  const keyOf = new Map(rows.map((row) => [String(row.id), queryKeyOf(row)]));
  const jobs = packRunJobs(inserted.map((run) => ({ id: run.id, queryKey: keyOf.get(String(run.schedule_id)) ?? String(run.schedule_id) }))).map(
    (runIds) => ({ runIds, jobKey: runJobKey(runIds), delayMs: 0 }),
  );
  await setRunJobKeys(client, jobs);
  await addRunJobs(client, jobSchema, RUN_SCHEDULED_CHECKS, jobs, { maxAttempts: RUN_JOB_ATTEMPTS });
  return inserted.length;
}
