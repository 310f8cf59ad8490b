import type { Queryable } from '../pool';

/** A due schedule as the dispatcher reads it (locked until its transaction ends). */
export interface DueScheduleRow {
  id: number;
  user_id: string;
  next_check_at: Date;
  interval_type: string;
  interval_value: number;
  custom_schedule: Record<string, number> | null;
  created_at: Date;
  time_zone: string;
  search_engine: string;
  location: string;
  device: string;
  keyword: string;
}

/**
 * Active schedules due at `now`, oldest first, locked for the caller's transaction. Rows another dispatcher
 * holds are skipped, so two dispatchers split the due schedules instead of both taking them.
 */
export async function lockDueSchedules(db: Queryable, now: Date, limit: number): Promise<DueScheduleRow[]> {
  const { rows } = await db.query<DueScheduleRow>(
    `select s.id, s.user_id, s.next_check_at, s.interval_type, s.interval_value, s.custom_schedule, s.created_at,
            u.time_zone, s.search_engine, s.location, s.device, s.keyword
       from scheduled_checks s join users u on u.id = s.user_id
      where s.is_active and s.next_check_at <= $1
      order by s.next_check_at, s.id
      limit $2
      for update of s skip locked`,
    [now, limit],
  );
  return rows;
}

export interface NewRun {
  scheduleId: number;
  userId: string;
  slotAt: Date;
  manual: boolean;
}

/** A run row as inserted. */
export interface InsertedRunRow {
  id: number;
  schedule_id: number;
  slot_at: Date;
}

/** Inserts runs; a (schedule, slot) that already has one is left alone and not returned. */
export async function insertRuns(db: Queryable, runs: readonly NewRun[], now: Date): Promise<InsertedRunRow[]> {
  if (runs.length === 0) return [];
  const { rows } = await db.query<InsertedRunRow>(
    `insert into scheduled_check_runs (schedule_id, user_id, slot_at, manual, created_at)
     select r.schedule_id, r.user_id, r.slot_at, r.manual, $5
       from unnest($1::bigint[], $2::uuid[], $3::timestamptz[], $4::boolean[]) as r(schedule_id, user_id, slot_at, manual)
     on conflict (schedule_id, slot_at) do nothing
     returning id, schedule_id, slot_at`,
    [runs.map((r) => r.scheduleId), runs.map((r) => r.userId), runs.map((r) => r.slotAt), runs.map((r) => r.manual), now],
  );
  return rows;
}

/** Moves schedules on to their next slots. */
export async function setNextCheckAt(db: Queryable, moves: readonly { scheduleId: number; nextCheckAt: Date }[]): Promise<void> {
  if (moves.length === 0) return;
  await db.query(
    `update scheduled_checks s set next_check_at = m.next_check_at
       from unnest($1::bigint[], $2::timestamptz[]) as m(id, next_check_at)
      where s.id = m.id`,
    [moves.map((m) => m.scheduleId), moves.map((m) => m.nextCheckAt)],
  );
}

/** Records which job carries each run, so a recovery pass can queue that job again. */
export async function setRunJobKeys(db: Queryable, keys: readonly { runIds: readonly number[]; jobKey: string }[]): Promise<void> {
  const pairs = keys.flatMap((k) => k.runIds.map((id) => [id, k.jobKey] as const));
  if (pairs.length === 0) return;
  await db.query(
    `update scheduled_check_runs r set job_key = k.job_key
       from unnest($1::bigint[], $2::text[]) as k(id, job_key)
      where r.id = k.id`,
    [pairs.map((p) => p[0]), pairs.map((p) => p[1])],
  );
}

/** A claimed run with its schedule as it stands now. */
export interface ClaimedRunRow {
  id: number;
  schedule_id: number;
  user_id: string;
  slot_at: Date;
  attempts: number;
  manual: boolean;
  website_url: string;
  keyword: string;
  location: string;
  search_engine: string;
  device: string;
  competitor_urls: string[];
  interval_type: string;
  is_active: boolean;
  /** AI answer engines sampled on each run (scheduled_checks.ai_answers). */
  ai_answers: string[];
  /** A later slot of the same schedule has its own run: this one is stale. */
  superseded: boolean;
}

/**
 * Takes runs for `holder` until `leaseUntil`: queued ones whose time has come, and running ones whose holder's
 * lease ran out (its worker died). Each claim counts an attempt. A run someone else holds, or one already
 * finished, is not returned: a second job for the same run does nothing.
 */
export async function claimRuns(db: Queryable, runIds: readonly number[], holder: string, now: Date, leaseUntil: Date): Promise<ClaimedRunRow[]> {
  const { rows } = await db.query<ClaimedRunRow>(
    `with claimed as (
       update scheduled_check_runs r
          set status = 'running', attempts = r.attempts + 1, lease_holder = $2, lease_until = $4, run_after = null
        where r.id = any($1::bigint[])
          and ((r.status = 'queued' and (r.run_after is null or r.run_after <= $3))
               or (r.status = 'running' and r.lease_until < $3))
        returning r.id, r.schedule_id, r.user_id, r.slot_at, r.attempts, r.manual
     )
     select c.*, s.website_url, s.keyword, s.location, s.search_engine, s.device, s.interval_type, s.is_active, s.ai_answers,
            -- A query's own competitors, else its site's (tracked_sites).
            case when cardinality(s.competitor_urls) > 0 then s.competitor_urls
                 else coalesce((select t.competitor_urls from tracked_sites t
                                 where t.user_id = s.user_id and t.website_url = s.website_url), '{}') end as competitor_urls,
            exists (select 1 from scheduled_check_runs n
                     where n.schedule_id = c.schedule_id and n.slot_at > c.slot_at and not n.manual and not c.manual) as superseded
       from claimed c join scheduled_checks s on s.id = c.schedule_id
      order by c.id`,
    [runIds, holder, now, leaseUntil],
  );
  return rows;
}

export interface RunEnd {
  runId: number;
  holder: string;
  status: 'succeeded' | 'failed' | 'skipped';
  error: string | null;
  rank: number | null;
  searchHistoryId: number | null;
  pagesScanned: number | null;
  at: Date;
}

/**
 * Finishes a run this holder still holds; false when it lost the run (its lease ran out and another worker
 * took it), in which case nothing changed and the caller must not save anything for it.
 */
export async function finishRun(db: Queryable, end: RunEnd): Promise<boolean> {
  const { rowCount } = await db.query(
    `update scheduled_check_runs
        set status = $3, error = $4, rank_position = $5, search_history_id = $6, pages_scanned = $7, finished_at = $8,
            lease_holder = null, lease_until = null
      where id = $1 and lease_holder = $2 and status = 'running'`,
    [end.runId, end.holder, end.status, end.error, end.rank, end.searchHistoryId, end.pagesScanned, end.at],
  );
  return (rowCount ?? 0) > 0;
}

/**
 * Puts a run this holder holds back in the queue until `runAfter`, under a new job key. `spent` false gives
 * the claim's attempt back (the provider's rate limit held it, not a failure of its own).
 */
export async function requeueRun(
  db: Queryable,
  requeue: { runId: number; holder: string; runAfter: Date; spent: boolean; error: string | null; jobKey: string },
): Promise<boolean> {
  const { rowCount } = await db.query(
    `update scheduled_check_runs
        set status = 'queued', run_after = $3, attempts = attempts - (case when $4 then 0 else 1 end),
            error = coalesce($5, error), job_key = $6, lease_holder = null, lease_until = null
      where id = $1 and lease_holder = $2 and status = 'running'`,
    [requeue.runId, requeue.holder, requeue.runAfter, requeue.spent, requeue.error, requeue.jobKey],
  );
  return (rowCount ?? 0) > 0;
}

/** The schedule's latest outcome for its list; an older slot finishing late never hides a newer outcome. */
export async function setScheduleOutcome(
  db: Queryable,
  outcome: { scheduleId: number; status: 'succeeded' | 'failed' | 'skipped'; error: string | null; rank: number | null; at: Date },
): Promise<void> {
  await db.query(
    `update scheduled_checks
        set last_run_at = $3, last_status = $2, last_error = $4,
            last_rank = case when $2 = 'succeeded' then $5 else last_rank end
      where id = $1 and (last_run_at is null or last_run_at <= $3)`,
    [outcome.scheduleId, outcome.status, outcome.at, outcome.error, outcome.rank],
  );
}

/** Marks a saved check as run by its schedule (inside the transaction that saved it). */
export async function markHistoryScheduled(db: Queryable, historyId: number): Promise<void> {
  await db.query('update search_history set scheduled = true where id = $1', [historyId]);
}

/** An unfinished run nobody is working on. */
export interface StaleRunRow {
  id: number;
  job_key: string | null;
  attempts: number;
  lease_expired: boolean;
}

/**
 * Unfinished runs nobody is working on: running ones whose lease ran out (the worker died), and queued ones
 * waiting well past their time (their job was lost). Locked, oldest first.
 */
export async function lockStaleRuns(db: Queryable, now: Date, queuedBefore: Date, limit: number): Promise<StaleRunRow[]> {
  const { rows } = await db.query<StaleRunRow>(
    `select id, job_key, attempts, status = 'running' as lease_expired
       from scheduled_check_runs
      where (status = 'running' and lease_until < $1)
         or (status = 'queued' and coalesce(run_after, created_at) < $2)
      order by id
      limit $3
      for update skip locked`,
    [now, queuedBefore, limit],
  );
  return rows;
}

/** Frees runs whose holder died, so a new job can claim them at once. */
export async function releaseExpiredRuns(db: Queryable, runIds: readonly number[], now: Date): Promise<void> {
  if (runIds.length === 0) return;
  await db.query(
    `update scheduled_check_runs set status = 'queued', run_after = $2, lease_holder = null, lease_until = null
      where id = any($1::bigint[]) and status = 'running'`,
    [runIds, now],
  );
}

/** Fails runs whose workers died once too often; returns their schedules, to show the failure there. */
export async function failAbandonedRuns(db: Queryable, runIds: readonly number[], error: string, now: Date): Promise<number[]> {
  if (runIds.length === 0) return [];
  const { rows } = await db.query<{ schedule_id: number }>(
    `update scheduled_check_runs
        set status = 'failed', error = $2, finished_at = $3, lease_holder = null, lease_until = null
      where id = any($1::bigint[]) and status = 'running'
      returning schedule_id`,
    [runIds, error, now],
  );
  return rows.map((row) => row.schedule_id);
}

/** Every unfinished run a job key carries. */
export async function selectOpenRunsOfJob(db: Queryable, jobKey: string): Promise<number[]> {
  const { rows } = await db.query<{ id: number }>(
    `select id from scheduled_check_runs where job_key = $1 and status in ('queued', 'running') order by id`,
    [jobKey],
  );
  return rows.map((row) => row.id);
}

/** A user's schedule, for "run now"; undefined when it is not theirs. */
export async function selectOwnSchedule(db: Queryable, userId: string, scheduleId: number): Promise<{ id: number; search_engine: string } | undefined> {
  const { rows } = await db.query<{ id: number; search_engine: string }>(
    'select id, search_engine from scheduled_checks where id = $1 and user_id = $2',
    [scheduleId, userId],
  );
  return rows[0];
}

/** A run as the API shows it. */
export interface RunRow {
  id: number;
  slot_at: Date;
  status: string;
  attempts: number;
  error: string | null;
  rank_position: number | null;
  finished_at: Date | null;
}

/** The schedule's "run now" that has not finished yet, if any. */
export async function selectOpenManualRun(db: Queryable, scheduleId: number): Promise<RunRow | undefined> {
  const { rows } = await db.query<RunRow>(
    `select id, slot_at, status, attempts, error, rank_position, finished_at
       from scheduled_check_runs
      where schedule_id = $1 and manual and status in ('queued', 'running')
      order by id desc limit 1`,
    [scheduleId],
  );
  return rows[0];
}

/** The run of a schedule's slot, if any. */
export async function selectRunOfSlot(db: Queryable, scheduleId: number, slotAt: Date): Promise<RunRow | undefined> {
  const { rows } = await db.query<RunRow>(
    `select id, slot_at, status, attempts, error, rank_position, finished_at
       from scheduled_check_runs where schedule_id = $1 and slot_at = $2`,
    [scheduleId, slotAt],
  );
  return rows[0];
}

/** One run by id. */
export async function selectRun(db: Queryable, runId: number): Promise<RunRow | undefined> {
  const { rows } = await db.query<RunRow>(
    'select id, slot_at, status, attempts, error, rank_position, finished_at from scheduled_check_runs where id = $1',
    [runId],
  );
  return rows[0];
}

export interface RunJob {
  jobKey: string;
  runIds: readonly number[];
  /** From the database's clock: a deferred job waits for real, whatever clock the caller was given. */
  delayMs: number;
}

/**
 * Queues the jobs that run these runs with graphile-worker's SQL API, in one statement inside the caller's
 * transaction: the jobs exist exactly when the runs they carry do. A key already queued and not yet taken is
 * replaced (same runs); `preserveRunAt` keeps its time (a recovery pass must not delay a job on time).
 */
export async function addRunJobs(db: Queryable, schema: string, task: string, jobs: readonly RunJob[], options: { maxAttempts: number; preserveRunAt?: boolean }): Promise<void> {
  if (jobs.length === 0) return;
  // A schema name cannot be a query parameter; it comes from our own configuration, never from a request.
  if (!/^[a-z_][a-z0-9_]*$/.test(schema)) throw new Error(`not a job schema name: ${schema}`);
  await db.query(
    `select ${schema}.add_job($1::text, json_build_object('runIds', j.run_ids::json),
                              run_at := now() + make_interval(secs => j.delay_ms / 1000.0), max_attempts := $5::int,
                              job_key := j.job_key, job_key_mode := $6::text)
       from unnest($2::text[], $3::text[], $4::bigint[]) as j(job_key, run_ids, delay_ms)`,
    [
      task,
      jobs.map((job) => job.jobKey),
      jobs.map((job) => JSON.stringify(job.runIds)),
      jobs.map((job) => Math.max(0, Math.round(job.delayMs))),
      options.maxAttempts,
      options.preserveRunAt ? 'preserve_run_at' : 'replace',
    ],
  );
}

/** Runs waiting whose time has come (every process's), and how long the oldest of them has waited: for metrics. */
export async function selectDueRunStats(db: Queryable, now: Date): Promise<{ due: number; oldestSeconds: number }> {
  const { rows } = await db.query<{ due: number; oldest: number | null }>(
    `select count(*)::int as due, extract(epoch from $1::timestamptz - min(coalesce(run_after, slot_at)))::float8 as oldest
       from scheduled_check_runs where status = 'queued' and coalesce(run_after, slot_at) <= $1`,
    [now],
  );
  return { due: rows[0]?.due ?? 0, oldestSeconds: Math.max(0, rows[0]?.oldest ?? 0) };
}
