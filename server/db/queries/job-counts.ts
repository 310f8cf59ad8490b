import type { Queryable } from '../pool';

export interface JobCountRow {
  task: string;
  queued: number;
  running: number;
  failed: number;
}

/**
 * Jobs in graphile-worker's queue by task: waiting to run (due or not), running (locked by a worker), and failed
 * for good (out of attempts, kept for a look). Reads graphile-worker 0.17's tables; the schema is the app's.
 */
export async function selectJobCounts(db: Queryable, jobSchema: string): Promise<JobCountRow[]> {
  const schema = `"${jobSchema.replace(/"/g, '""')}"`;
  const { rows } = await db.query<JobCountRow>(
    `select t.identifier as task,
            count(*) filter (where j.locked_at is null and j.attempts < j.max_attempts)::int as queued,
            count(*) filter (where j.locked_at is not null)::int as running,
            count(*) filter (where j.locked_at is null and j.attempts >= j.max_attempts)::int as failed
       from ${schema}._private_jobs j join ${schema}._private_tasks t on t.id = j.task_id
      group by t.identifier order by t.identifier`,
  );
  return rows;
}
