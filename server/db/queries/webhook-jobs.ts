import type { Queryable } from '../pool';

export interface WebhookAttemptJob {
  deliveryId: number;
  /** 1 for the first attempt. */
  attempt: number;
  /** When the attempt is due; null: at once. */
  runAt: Date | null;
}

/**
 * Queues attempt jobs of `task` with graphile-worker's SQL API, in one statement and inside the caller's
 * transaction. Unlike addJob (jobs.ts) each job has its own run_at: retries follow our schedule, not the
 * queue's own backoff. Keyed by delivery and attempt, so an attempt is never queued twice. Each job goes into
 * its endpoint's named queue, which graphile-worker runs one job at a time across every process: an endpoint that
 * never answers holds one worker slot, not all of them (job-lanes).
 */
export async function addWebhookAttemptJobs(
  db: Queryable,
  schema: string,
  task: string,
  jobs: readonly WebhookAttemptJob[],
  maxAttempts: number,
): Promise<void> {
  if (jobs.length === 0) return;
  // A schema name cannot be a query parameter; it comes from our own configuration, never from a request.
  if (!/^[a-z_][a-z0-9_]*$/.test(schema)) throw new Error(`not a job schema name: ${schema}`);
  await db.query(
    `select ${schema}.add_job($1::text, json_build_object('deliveryId', j.delivery_id, 'attempt', j.attempt),
                              queue_name := 'webhook-endpoint:' || d.endpoint_id,
                              run_at := j.run_at, max_attempts := $5::int,
                              job_key := 'webhook-delivery:' || j.delivery_id || ':' || j.attempt)
       from unnest($2::bigint[], $3::int[], $4::timestamptz[]) as j(delivery_id, attempt, run_at)
       join webhook_deliveries d on d.id = j.delivery_id`,
    [task, jobs.map((job) => job.deliveryId), jobs.map((job) => job.attempt), jobs.map((job) => job.runAt), maxAttempts],
  );
}
