import { EventEmitter } from 'node:events';
import type { WorkerEvents, WorkerPool } from 'graphile-worker';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createPool, type Pool } from '../db/pool';
import { addJob } from '../db/queries/jobs';
import { takeTestJobSchema } from '../testing/test-job-schemas';
import { DEAD_AFTER_SECONDS, startJobHousekeeping } from './job-housekeeping';

const quiet = { warn: () => undefined, info: () => undefined };

describe('job housekeeping', () => {
  let pool: Pool;
  let jobs: { schema: string; release(): Promise<void> };
  beforeAll(async () => {
    pool = createPool(inject('databaseUrl'), { error: () => undefined }, { max: 3 });
    jobs = await takeTestJobSchema(inject('databaseUrl'));
  });
  afterAll(async () => {
    await pool.query('delete from job_workers where job_schema = $1', [jobs.schema]);
    await jobs.release();
    await pool.end();
  });

  /** A job as a worker pool leaves it while running it: locked by the pool's id since `lockedSecondsAgo`. */
  async function lockedJob(task: string, lockedBy: string, lockedSecondsAgo: number): Promise<void> {
    await addJob(pool, jobs.schema, task, {}, { maxAttempts: 3 });
    await pool.query(
      `update ${jobs.schema}._private_jobs j set locked_by = $2, locked_at = now() - make_interval(secs => $3), attempts = 1
         from ${jobs.schema}._private_tasks t where t.id = j.task_id and t.identifier = $1`,
      [task, lockedBy, lockedSecondsAgo],
    );
  }
  const lockOf = async (task: string) =>
    (
      await pool.query<{ locked_by: string | null }>(
        `select j.locked_by from ${jobs.schema}._private_jobs j join ${jobs.schema}._private_tasks t on t.id = j.task_id where t.identifier = $1`,
        [task],
      )
    ).rows[0]?.locked_by;

  it("releases at start the jobs of pools that are gone, and keeps those of live pools and of jobs just taken", async () => {
    const long = DEAD_AFTER_SECONDS + 60;
    // Killed outright an hour ago; graphile-worker alone would wait 4 hours.
    await lockedJob('deliver_webhook', 'pool-killed', 3600);
    // Recorded, but not seen for longer than the limit.
    await pool.query(`insert into job_workers (worker_id, job_schema, seen_at) values ('pool-silent', $1, now() - make_interval(secs => $2))`, [jobs.schema, long]);
    await lockedJob('send_account_mail', 'pool-silent', long);
    // Another process, alive: its job has run long, but the pool was seen just now.
    await pool.query(`insert into job_workers (worker_id, job_schema, seen_at) values ('pool-alive', $1, now())`, [jobs.schema]);
    await lockedJob('run_pagespeed', 'pool-alive', long);
    // Taken a moment ago by a pool whose first heartbeat has not landed yet.
    await lockedJob('send_contact_mail', 'pool-new', 1);

    const housekeeping = await startJobHousekeeping({ pool, jobSchema: jobs.schema, logger: quiet });
    try {
      expect(await lockOf('deliver_webhook')).toBeNull();
      expect(await lockOf('send_account_mail')).toBeNull();
      expect(await lockOf('run_pagespeed')).toBe('pool-alive');
      expect(await lockOf('send_contact_mail')).toBe('pool-new');
      const { rows } = await pool.query<{ worker_id: string }>(
        "select worker_id from job_workers where worker_id in ('pool-silent', 'pool-alive')",
      );
      expect(rows.map((row) => row.worker_id)).toEqual(['pool-alive']);

      // A pool of this process is recorded as alive from its creation, and forgotten at its release.
      const events: WorkerEvents = new EventEmitter();
      housekeeping.track(events);
      events.emit('pool:create', { workerPool: { id: 'pool-here' } as WorkerPool } as never);
      await expect.poll(async () => (await pool.query('select 1 from job_workers where worker_id = $1', ['pool-here'])).rowCount).toBe(1);
      events.emit('pool:release', { workerPool: { id: 'pool-here' } as WorkerPool } as never);
      await expect.poll(async () => (await pool.query('select 1 from job_workers where worker_id = $1', ['pool-here'])).rowCount).toBe(0);
    } finally {
      await housekeeping.stop();
    }
  });
});
