import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { createPool, type Pool } from '../../db/pool';
import { claimRuns } from '../../db/queries/scheduled-check-runs';
import { scanDepsFor, startSerpFixture, uniqueKeyword, type SerpFixture } from '../../testing/serp-fixture';
import { takeTestJobSchema } from '../../testing/test-job-schemas';
import { dispatchDueSchedules } from './dispatch-due-schedules';
import { recoverStaleRuns } from './dispatch-recover-runs';
import { RUN_SCHEDULED_CHECKS } from '../../jobs/scheduled-check-jobs';
import { MAX_RUN_ATTEMPTS } from './runner-deps';
import { RunLostError, saveScannedRun } from './runner-outcomes';
import { runScheduledChecks } from './runner-run-checks';
import { insertSchedule, queuedJobs, quietRunnerLogger, testRunnerDeps, userOn } from './runner-test-fixtures';
import { normalizeRankCheckRequest } from '../rank-check/normalize-request';
import { runRankCheck } from '../rank-check/run-rank-check';

// The only file whose passes scan every due schedule, on a clock (2001) before any other file's rows: their
// schedules are never due here, and these are deleted after each test.
const SLOT = new Date('2001-05-07T08:00:00Z');
const PROVIDER = 'serpapi-dispatch-test';

describe('the scheduled-check dispatcher', () => {
  let pool: Pool;
  let otherProcess: Pool;
  let serp: SerpFixture;
  let schema: { schema: string; release(): Promise<void> };
  let clock: Date;
  const scheduleIds: number[] = [];

  beforeAll(async () => {
    pool = createPool(inject('databaseUrl'), { error: () => undefined }, { max: 10 });
    otherProcess = createPool(inject('databaseUrl'), { error: () => undefined }, { max: 10 });
    serp = await startSerpFixture();
    schema = await takeTestJobSchema(inject('databaseUrl'));
  });
  afterAll(async () => {
    await schema.release();
    await serp.fake.close();
    await otherProcess.end();
    await pool.end();
  });
  afterEach(async () => {
    await pool.query('delete from scheduled_checks where id = any($1::bigint[])', [scheduleIds.splice(0)]);
    await pool.query(`delete from ${schema.schema}._private_jobs`);
  });

  const deps = (db = pool) => ({ pool: db, jobSchema: schema.schema, now: () => clock });
  async function schedule(fields: Partial<Parameters<typeof insertSchedule>[1]> = {}) {
    const userId = fields.userId ?? (await userOn(pool, 'pro', SLOT));
    const id = await insertSchedule(pool, {
      userId,
      websiteUrl: 'dispatched.com',
      keyword: uniqueKeyword('dispatched'),
      nextCheckAt: SLOT,
      createdAt: new Date('2001-01-01T00:00:00Z'),
      customSchedule: { hour: 8, minute: 0 },
      ...fields,
    });
    scheduleIds.push(id);
    return { id, userId };
  }
  const runsOf = async (ids: readonly number[]) =>
    (await pool.query<{ id: number; schedule_id: number; slot_at: Date; status: string; manual: boolean }>(
      'select id, schedule_id, slot_at, status, manual from scheduled_check_runs where schedule_id = any($1::bigint[]) order by id',
      [ids],
    )).rows;
  const nextCheckOf = async (id: number) => (await pool.query<{ next_check_at: Date }>('select next_check_at from scheduled_checks where id = $1', [id])).rows[0]?.next_check_at;

  it('runs each slot exactly once with two dispatchers racing, and queues each run in exactly one job', async () => {
    clock = new Date(SLOT.getTime() + 30_000);
    const ids = [];
    for (let i = 0; i < 24; i++) ids.push((await schedule()).id);

    // Two processes pass at once, in small batches, until neither finds anything due.
    for (;;) {
      const [a, b] = await Promise.all([dispatchDueSchedules(deps(pool), 5), dispatchDueSchedules(deps(otherProcess), 5)]);
      if (a.dispatched + b.dispatched === 0 && !a.more && !b.more) break;
    }
    const runs = await runsOf(ids);
    expect(runs).toHaveLength(24);
    expect(new Set(runs.map((run) => run.schedule_id)).size).toBe(24);
    expect(runs.every((run) => run.slot_at.getTime() === SLOT.getTime() && run.status === 'queued' && !run.manual)).toBe(true);
    for (const id of ids) expect(await nextCheckOf(id)).toEqual(new Date('2001-05-08T08:00:00Z'));

    const jobs = (await queuedJobs(pool, schema.schema)).filter((job) => job.task === RUN_SCHEDULED_CHECKS);
    expect(jobs.flatMap((job) => job.runIds).sort((x, y) => x - y)).toEqual(runs.map((run) => run.id));
    // Another pass in the same minute finds nothing due.
    expect(await dispatchDueSchedules(deps())).toEqual({ dispatched: 0, more: false });
  });

  it('runs slots missed while no worker ran once, not once each, and goes on from now', async () => {
    clock = new Date('2001-05-14T08:20:00Z');
    const hourly = await schedule({ intervalType: 'hourly', customSchedule: { minute: 0 }, nextCheckAt: new Date('2001-05-07T09:00:00Z') });
    const weekly = await schedule({ intervalType: 'weekly', customSchedule: { weekday: 1, hour: 8, minute: 0 }, nextCheckAt: new Date('2001-04-23T08:00:00Z') });

    expect(await dispatchDueSchedules(deps())).toEqual({ dispatched: 2, more: false });
    // One run each, for the slot it was waiting for (the oldest due is dispatched first).
    expect((await runsOf([hourly.id, weekly.id])).map((run) => [run.schedule_id, run.slot_at])).toEqual([
      [weekly.id, new Date('2001-04-23T08:00:00Z')],
      [hourly.id, new Date('2001-05-07T09:00:00Z')],
    ]);
    expect(await nextCheckOf(hourly.id)).toEqual(new Date('2001-05-14T09:00:00Z'));
    expect(await nextCheckOf(weekly.id)).toEqual(new Date('2001-05-21T08:00:00Z'));
    expect(await dispatchDueSchedules(deps())).toEqual({ dispatched: 0, more: false });
  });

  it('puts the runs of one query in one job, and leaves paused and future schedules alone', async () => {
    clock = new Date(SLOT.getTime() + 60_000);
    const keyword = uniqueKeyword('shared query');
    const shared = [await schedule({ keyword }), await schedule({ keyword, websiteUrl: 'other-site.com' }), await schedule({ keyword })];
    const alone = await schedule();
    const paused = await schedule({ isActive: false });
    const later = await schedule({ nextCheckAt: new Date('2001-05-08T08:00:00Z') });

    expect(await dispatchDueSchedules(deps())).toMatchObject({ dispatched: 4 });
    const runs = await runsOf([...shared.map((s) => s.id), alone.id, paused.id, later.id]);
    expect(runs.map((run) => run.schedule_id)).toEqual([...shared.map((s) => s.id), alone.id]);
    const jobs = await queuedJobs(pool, schema.schema);
    const sharedRuns = runs.slice(0, 3).map((run) => run.id);
    expect(jobs.some((job) => sharedRuns.every((id) => job.runIds.includes(id)))).toBe(true);
    expect(await nextCheckOf(paused.id)).toEqual(SLOT);
  });

  it('loses and duplicates nothing when a worker dies mid-run: its lease runs out, another worker runs it, the dead one cannot save', async () => {
    clock = new Date(SLOT.getTime() + 60_000);
    const keyword = uniqueKeyword('crash widgets');
    serp.place(keyword, { url: 'https://survivor.com/', position: 6 });
    const { id, userId } = await schedule({ keyword, websiteUrl: 'survivor.com' });
    await dispatchDueSchedules(deps());
    const [run] = await runsOf([id]);
    if (!run) throw new Error('no run dispatched');
    const runner = testRunnerDeps({ pool, jobSchema: schema.schema, provider: serp.provider, providerName: PROVIDER, now: () => clock });

    // Worker A claims it and scans, then is killed before saving (SIGKILL: no clean-up runs).
    const [claimed] = await claimRuns(pool, [run.id], 'aaaaaaaa-0000-4000-8000-000000000001', clock, new Date(clock.getTime() + runner.runLeaseMs));
    if (!claimed) throw new Error('worker A could not claim the run');
    const input = normalizeRankCheckRequest({ websiteUrl: 'survivor.com', keyword, location: 'us', searchEngine: 'google', device: 'desktop', competitorUrls: [] });
    const scannedByA = await runRankCheck({ ...scanDepsFor(pool, serp.provider), logger: quietRunnerLogger, now: () => clock }, input);
    await pool.query(`delete from ${schema.schema}._private_jobs`);

    // While the lease holds, nobody takes the run; once it runs out, the next dispatcher pass queues it again.
    expect(await recoverStaleRuns(deps())).toBe(0);
    clock = new Date(clock.getTime() + runner.runLeaseMs + 1000);
    expect(await recoverStaleRuns(deps())).toBe(1);
    const [job] = await queuedJobs(pool, schema.schema);
    expect(job?.runIds).toEqual([run.id]);

    expect(await runScheduledChecks(runner, job?.runIds ?? [])).toMatchObject({ succeeded: 1 });
    // Worker A coming back to life (a paused VM) must not save the slot a second time.
    await expect(saveScannedRun(pool, { alertSenders: runner.alertSenders, logger: quietRunnerLogger }, { run: claimed, holder: 'aaaaaaaa-0000-4000-8000-000000000001' }, { input, result: scannedByA }, clock)).rejects.toBeInstanceOf(RunLostError);
    const history = await pool.query('select rank_position from search_history where user_id = $1', [userId]);
    expect(history.rows).toEqual([{ rank_position: 6 }]);
    expect((await pool.query('select status, attempts from scheduled_check_runs where id = $1', [run.id])).rows[0]).toEqual({ status: 'succeeded', attempts: 2 });
  });

  it(`fails a run whose worker died ${MAX_RUN_ATTEMPTS} times, and shows it on the schedule`, async () => {
    clock = new Date(SLOT.getTime() + 60_000);
    const { id } = await schedule();
    await dispatchDueSchedules(deps());
    const [run] = await runsOf([id]);
    if (!run) throw new Error('no run dispatched');
    for (let attempt = 1; attempt <= MAX_RUN_ATTEMPTS; attempt++) {
      await claimRuns(pool, [run.id], `aaaaaaaa-0000-4000-8000-00000000000${attempt}`, clock, new Date(clock.getTime() + 1000));
      clock = new Date(clock.getTime() + 2000);
      expect(await recoverStaleRuns(deps())).toBe(1);
    }
    expect((await pool.query('select status, error from scheduled_check_runs where id = $1', [run.id])).rows[0]).toEqual({
      status: 'failed',
      error: `the check was interrupted ${MAX_RUN_ATTEMPTS} times`,
    });
    expect((await pool.query('select last_status, last_error from scheduled_checks where id = $1', [id])).rows[0]).toEqual({
      last_status: 'failed',
      last_error: `the check was interrupted ${MAX_RUN_ATTEMPTS} times`,
    });
  });
});
