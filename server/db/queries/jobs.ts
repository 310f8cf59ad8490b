import type { Queryable } from '../pool';

/** The schema graphile-worker keeps its jobs in (tests give each app one of its own). */
export const DEFAULT_JOB_SCHEMA = 'graphile_worker';

export interface AddJobOptions {
  maxAttempts: number;
  /** Jobs with one key are one job: adding it again replaces the waiting one instead of queuing a second. */
  jobKey?: string;
}

/**
 * Queues a graphile-worker job with its SQL API (`add_job`), inside the caller's transaction when `db` is one:
 * the job then exists exactly when the work that asked for it commits.
 */
export async function addJob(db: Queryable, schema: string, task: string, payload: unknown, options: AddJobOptions): Promise<void> {
  // A schema name cannot be a query parameter; it comes from our own configuration, never from a request.
  if (!/^[a-z_][a-z0-9_]*$/.test(schema)) throw new Error(`not a job schema name: ${schema}`);
  await db.query(`select ${schema}.add_job($1::text, $2::json, job_key := $3::text, max_attempts := $4::int)`, [
    task,
    JSON.stringify(payload),
    options.jobKey ?? null,
    options.maxAttempts,
  ]);
}
