import { Logger, runOnce } from 'graphile-worker';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createPool, type Pool } from '../../db/pool';
import { AppError } from '../../errors';
import { scheduledCheckTaskList } from '../../jobs/scheduled-check-tasks';
import { startSerpFixture, uniqueKeyword, type SerpFixture } from '../../testing/serp-fixture';
import { takeTestJobSchema } from '../../testing/test-job-schemas';
import { RUN_SCHEDULED_CHECKS } from '../../jobs/scheduled-check-jobs';
import { runScheduleNow } from './run-schedule-now';
import { insertSchedule, queuedJobs, quietRunnerLogger, userOn } from './runner-test-fixtures';

// This file's clock (2005) is after the dispatcher tests' (2001); its schedules are not due until 2099.
const NOW = new Date('2005-06-01T12:34:56Z');
const NEXT = new Date('2099-01-01T08:00:00Z');

describe('run now', () => {
  let pool: Pool;
  let serp: SerpFixture;
  let schema: { schema: string; release(): Promise<void> };

  beforeAll(async () => {
    pool = createPool(inject('databaseUrl'), { error: () => undefined }, { max: 10 });
    serp = await startSerpFixture();
    schema = await takeTestJobSchema(inject('databaseUrl'));
  });
  afterAll(async () => {
    await schema.release();
    await serp.fake.close();
    await pool.end();
  });

  it('queues a run of its own at once, leaves the next regular check alone, and runs it through the job runner', async () => {
    const userId = await userOn(pool, 'pro', NOW);
    const keyword = uniqueKeyword('run now widgets');
    serp.place(keyword, { url: 'https://right-now.com/', position: 12 });
    // Paused: run now still runs it (the user asked).
    const id = await insertSchedule(pool, { userId, websiteUrl: 'right-now.com', keyword, isActive: false, nextCheckAt: NEXT, createdAt: NOW });

    const run = await runScheduleNow(pool, schema.schema, userId, String(id), NOW);
    expect(run).toEqual({ id: run.id, slotAt: NOW.toISOString(), status: 'queued', attempts: 0, error: null, rank: null, finishedAt: null });
    // Pressed again while it waits: the same run, not a second one.
    expect(await runScheduleNow(pool, schema.schema, userId, id, new Date(NOW.getTime() + 1000))).toEqual(run);
    expect((await queuedJobs(pool, schema.schema)).map((job) => ({ task: job.task, runIds: job.runIds }))).toEqual([
      { task: RUN_SCHEDULED_CHECKS, runIds: [Number(run.id)] },
    ]);
    const stored = await pool.query('select next_check_at, manual from scheduled_checks s join scheduled_check_runs r on r.schedule_id = s.id where s.id = $1', [id]);
    expect(stored.rows).toEqual([{ next_check_at: NEXT, manual: true }]);

    await runOnce({
      pgPool: pool,
      schema: schema.schema,
      logger: new Logger(() => () => undefined),
      taskList: scheduledCheckTaskList({
        pool,
        jobSchema: schema.schema,
        logger: quietRunnerLogger,
        now: () => NOW,
        options: {
          provider: { ...serp.provider, name: 'serpapi-run-now-test' },
          serp: { cacheTtlSeconds: 3600, timeoutMs: 5_000, maxConcurrentRequests: 8, baiduLinkBaseUrl: 'http://127.0.0.1:9', rateLimitPerHour: 3_600_000, monthlyBudget: undefined },
          userAgent: 'RankChecker/test',
        },
      }),
    });
    const ran = await pool.query('select status, rank_position from scheduled_check_runs where id = $1', [run.id]);
    expect(ran.rows).toEqual([{ status: 'succeeded', rank_position: 12 }]);
    const history = await pool.query('select rank_position, scheduled from search_history where user_id = $1', [userId]);
    expect(history.rows).toEqual([{ rank_position: 12, scheduled: true }]);
    expect((await pool.query('select last_status, last_rank from scheduled_checks where id = $1', [id])).rows[0]).toEqual({ last_status: 'succeeded', last_rank: 12 });

    // Done, so the next press queues a new run.
    const again = await runScheduleNow(pool, schema.schema, userId, id, new Date(NOW.getTime() + 60_000));
    expect(again.id).not.toBe(run.id);
  });

  it("answers 404 for another user's schedule, or one that does not exist", async () => {
    const owner = await userOn(pool, 'pro', NOW);
    const stranger = await userOn(pool, 'pro', NOW);
    const id = await insertSchedule(pool, { userId: owner, websiteUrl: 'mine.com', keyword: uniqueKeyword(), nextCheckAt: NEXT, createdAt: NOW });
    for (const [userId, scheduleId] of [[stranger, id], [owner, '999999999999']] as const) {
      const refused = runScheduleNow(pool, schema.schema, userId, scheduleId, NOW);
      await expect(refused).rejects.toBeInstanceOf(AppError);
      await expect(refused).rejects.toMatchObject({ code: 'NOT_FOUND', status: 404, message: 'This scheduled check was not found.' });
    }
    expect((await pool.query('select count(*)::int as n from scheduled_check_runs where schedule_id = $1', [id])).rows[0].n).toBe(0);
  });
});
