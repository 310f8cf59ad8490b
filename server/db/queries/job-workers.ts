import type { Queryable } from '../pool';

/** Records pools as alive now (database time, so clocks of different machines never disagree). */
export async function touchJobWorkers(db: Queryable, jobSchema: string, workerIds: readonly string[]): Promise<void> {
  if (workerIds.length === 0) return;
  await db.query(
    `insert into job_workers (worker_id, job_schema, seen_at) select id, $2, now() from unnest($1::text[]) as id
     on conflict (worker_id) do update set seen_at = now()`,
    [workerIds, jobSchema],
  );
}

export async function deleteJobWorker(db: Queryable, workerId: string): Promise<void> {
  await db.query('delete from job_workers where worker_id = $1', [workerId]);
}

/**
 * Unlocks the jobs (and named queues) of pools not seen for `staleSeconds`, with graphile-worker's own
 * force_unlock_workers, and forgets those pools. A lock older than that whose pool was never recorded (it died
 * before it could be) counts as dead too. Returns how many jobs were released.
 */
export async function releaseDeadWorkers(db: Queryable, jobSchema: string, staleSeconds: number): Promise<number> {
  // A schema name cannot be a query parameter; it comes from our own configuration, never from a request.
  if (!/^[a-z_][a-z0-9_]*$/.test(jobSchema)) throw new Error(`not a job schema name: ${jobSchema}`);
  const { rows } = await db.query<{ locked_by: string; jobs: number }>(
    `select j.locked_by, count(*)::int as jobs
       from ${jobSchema}._private_jobs j
      where j.locked_by is not null
        and j.locked_at < now() - make_interval(secs => $1)
        and not exists (select 1 from job_workers w
                         where w.worker_id = j.locked_by and w.seen_at >= now() - make_interval(secs => $1))
      group by j.locked_by`,
    [staleSeconds],
  );
  if (rows.length > 0) await db.query(`select ${jobSchema}.force_unlock_workers($1::text[])`, [rows.map((row) => row.locked_by)]);
  await db.query('delete from job_workers where job_schema = $1 and seen_at < now() - make_interval(secs => $2)', [jobSchema, staleSeconds]);
  return rows.reduce((sum, row) => sum + row.jobs, 0);
}

/** Drops named job queues that hold no job and are not locked (graphile-worker's GC_JOB_QUEUES). */
export async function deleteEmptyJobQueues(db: Queryable, jobSchema: string): Promise<void> {
  if (!/^[a-z_][a-z0-9_]*$/.test(jobSchema)) throw new Error(`not a job schema name: ${jobSchema}`);
  await db.query(
    `delete from ${jobSchema}._private_job_queues q
      where q.locked_at is null
        and not exists (select 1 from ${jobSchema}._private_jobs j where j.job_queue_id = q.id)`,
  );
}
