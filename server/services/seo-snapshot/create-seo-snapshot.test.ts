import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createPool, type Pool } from '../../db/pool';
import { finishRun } from '../../db/queries/pagespeed-runs';
import { page, startSeoTestSite, type SeoTestSite } from '../../testing/seo-test-site';
import { insertVerifiedUser } from '../../testing/sign-in';
import { takeTestJobSchema } from '../../testing/test-job-schemas';
import { RUN_PAGESPEED } from '../../jobs/seo-snapshot-jobs';
import { createSeoSnapshot, type SeoSnapshotDeps, type SnapshotRequester } from './create-seo-snapshot';
import { getSeoSnapshot } from './get-seo-snapshot';
import { createPageFetch } from './page-fetch';
import { PAGESPEED_MESSAGES } from './pagespeed-state';
import { PAGESPEED_CACHE_MS, PAGESPEED_STALE_MS } from './snapshot-limits';
import { PAGESPEED_RESULT as result } from '../../testing/pagespeed-result';

const T0 = new Date('2026-11-24T10:00:00Z');
const at = (from: Date, ms: number) => new Date(from.getTime() + ms);


// The reuse rules of decision 016, with the clock injected: a ready run serves for 24 hours after it finished, a
// pending one for 3 minutes after it started. No job runner takes the jobs, so each stays where a test can see it.
describe('createSeoSnapshot: which PageSpeed run a snapshot shows', () => {
  let pool: Pool;
  let jobs: { schema: string; release(): Promise<void> };
  let site: SeoTestSite;
  let deps: SeoSnapshotDeps;
  let user: SnapshotRequester;
  let clock = T0;

  beforeAll(async () => {
    pool = createPool(inject('databaseUrl'), { error: () => undefined }, { max: 3 });
    jobs = await takeTestJobSchema(inject('databaseUrl'));
    site = await startSeoTestSite();
    deps = {
      pool,
      pageFetch: createPageFetch({ allowPrivateHosts: ['127.0.0.1'], dnsServers: [], userAgent: 'RankChecker/test' }),
      pageSpeedConfigured: true,
      jobSchema: jobs.schema,
      now: () => clock,
    };
    user = { kind: 'user', userId: (await insertVerifiedUser(pool)).userId };
  });
  afterAll(async () => {
    await jobs.release();
    await pool.end();
    await site.close();
  });

  const snapshotAt = async (now: Date, path: string) => {
    clock = now;
    return createSeoSnapshot(deps, user, { url: `http://127.0.0.1:${site.port}${path}` }, { limited: false });
  };
  const runIdOf = (pageSpeed: { runId?: string }) => {
    expect(pageSpeed.runId).toMatch(/^[0-9a-f-]{36}$/);
    return pageSpeed.runId as string;
  };
  /** The payload of the PageSpeed job queued for `runId`, if there is one. */
  const jobFor = async (runId: string) => {
    const { rows } = await pool.query<{ payload: unknown }>(
      `select j.payload from ${jobs.schema}._private_jobs j join ${jobs.schema}._private_tasks t on t.id = j.task_id
        where t.identifier = $1 and j.key = $2`,
      [RUN_PAGESPEED, `pagespeed:${runId}`],
    );
    return rows.map((row) => row.payload);
  };

  it('serves a ready run for 24 hours after it finished, then starts a new run', async () => {
    site.setPage('/ready', page({ title: 'A page measured once a day' }));
    const first = await snapshotAt(T0, '/ready');
    expect(first.pageSpeed.status).toBe('pending');
    const run = runIdOf(first.pageSpeed);
    // The answer's runId is the run the job works on.
    expect(await jobFor(run)).toEqual([{ runId: run }]);
    const finished = at(T0, 40_000);
    await finishRun(pool, run, { result }, finished);

    const lastDay = await snapshotAt(at(finished, PAGESPEED_CACHE_MS), '/ready');
    expect(lastDay.pageSpeed).toEqual({ status: 'ready', runId: run, result });

    const dayAfter = at(finished, PAGESPEED_CACHE_MS + 1);
    const next = await snapshotAt(dayAfter, '/ready');
    expect(next.pageSpeed).toMatchObject({ status: 'pending', startedAt: dayAfter.toISOString() });
    const nextRun = runIdOf(next.pageSpeed);
    expect(nextRun).not.toBe(run);
    expect(await jobFor(nextRun)).toEqual([{ runId: nextRun }]);
  });

  it('shares a pending run for 3 minutes; after that it reads as failed and the next snapshot starts another', async () => {
    site.setPage('/pending', page({ title: 'A page whose measurement never ends' }));
    const first = await snapshotAt(T0, '/pending');
    const run = runIdOf(first.pageSpeed);

    const meanwhile = await snapshotAt(at(T0, PAGESPEED_STALE_MS), '/pending');
    expect(meanwhile.pageSpeed).toEqual({ status: 'pending', runId: run, startedAt: T0.toISOString() });

    const stale = at(T0, PAGESPEED_STALE_MS + 1);
    expect((await getSeoSnapshot(pool, user, first.id, stale)).pageSpeed).toEqual({
      status: 'unavailable',
      reason: 'failed',
      message: PAGESPEED_MESSAGES.stale,
      runId: run,
    });
    const retried = await snapshotAt(stale, '/pending');
    expect(retried.pageSpeed).toMatchObject({ status: 'pending', startedAt: stale.toISOString() });
    const retriedRun = runIdOf(retried.pageSpeed);
    expect(retriedRun).not.toBe(run);
    expect(await jobFor(retriedRun)).toEqual([{ runId: retriedRun }]);
  });
});
