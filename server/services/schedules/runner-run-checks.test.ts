import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { serpApiErrorReply } from '../../adapters/serp/testing/fake-serpapi-server';
import { createPool, type Pool } from '../../db/pool';
import { insertRuns, setRunJobKeys } from '../../db/queries/scheduled-check-runs';
import { readSerpRateLimit } from '../../db/queries/serp-rate-limit';
import { startSerpFixture, uniqueKeyword, type SerpFixture } from '../../testing/serp-fixture';
import { saveCountedCheck } from '../../testing/history-rows';
import { takeTestJobSchema } from '../../testing/test-job-schemas';
import { runJobKey } from './dispatch-run-jobs';
import type { RunnerDeps } from './runner-deps';
import { runScheduledChecks } from './runner-run-checks';
import { insertSchedule, queuedJobs, testRunnerDeps, userOn, type ScheduleRowFields } from './runner-test-fixtures';

// This file's clock: March 2003, after the dispatcher tests' (2001), so their due scans never see these rows.
const START = new Date('2003-03-03T08:00:00Z');
const PROVIDER = 'serpapi-runner-test';

describe('the scheduled-check runner', () => {
  let pool: Pool;
  let serp: SerpFixture;
  let schema: { schema: string; release(): Promise<void> };
  let clock: Date;
  let deps: RunnerDeps;
  const minutes = (n: number) => new Date(clock.getTime() + n * 60_000);

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
  const setup = (options: { cacheTtlSeconds?: number; monthlyBudget?: number } = {}) => {
    clock = new Date(START);
    deps = testRunnerDeps({ pool, jobSchema: schema.schema, provider: serp.provider, providerName: PROVIDER, now: () => clock, ...options });
  };
  afterEach(async () => {
    serp.fake.setResponder(undefined);
    await pool.query('delete from serp_rate_limit where provider = $1', [PROVIDER]);
    await pool.query(`delete from ${schema.schema}._private_jobs`);
  });

  /** A schedule of the user's and one queued run of it at `slot` (as the dispatcher would leave it). */
  async function scheduleWithRun(fields: Omit<ScheduleRowFields, 'nextCheckAt' | 'createdAt'>, slot = clock) {
    const scheduleId = await insertSchedule(pool, { ...fields, nextCheckAt: new Date('2099-01-01T00:00:00Z'), createdAt: START });
    const [run] = await insertRuns(pool, [{ scheduleId, userId: fields.userId, slotAt: slot, manual: false }], clock);
    if (!run) throw new Error('no run inserted');
    await setRunJobKeys(pool, [{ runIds: [run.id], jobKey: runJobKey([run.id]) }]);
    return { scheduleId, runId: run.id };
  }
  const runRow = async (id: number) => (await pool.query('select * from scheduled_check_runs where id = $1', [id])).rows[0];
  const scheduleRow = async (id: number) =>
    (await pool.query('select last_status, last_error, last_rank, last_run_at from scheduled_checks where id = $1', [id])).rows[0];
  const historyOf = async (userId: string) =>
    (await pool.query<{ rank_position: number; scheduled: boolean }>('select rank_position, scheduled from search_history where user_id = $1 order by id', [userId])).rows;

  it('samples the AI answers a Pro query asks for after its rank is saved; a failed sample is not kept and fails nothing', async () => {
    setup();
    const userId = await userOn(pool, 'pro', START);
    const keyword = uniqueKeyword('sampled widgets');
    serp.place(keyword, { url: 'https://www.sampled-site.com/widgets', position: 6 });
    serp.fake.setAiAnswers({
      [`google_ai_mode ${keyword}`]: {
        text_blocks: [{ snippet: 'Widgets explained.' }],
        references: [
          { title: 'R', link: 'https://rival.com/', index: 0 },
          { title: 'S', link: 'https://sampled-site.com/widgets', index: 1 },
        ],
      },
    });
    try {
      const { runId, scheduleId } = await scheduleWithRun({ userId, websiteUrl: 'sampled-site.com', keyword, competitorUrls: ['rival.com'] });
      await pool.query(`update scheduled_checks set ai_answers = '{google_ai_mode,bing_copilot}' where id = $1`, [scheduleId]);
      expect(await runScheduledChecks(deps, [runId])).toMatchObject({ succeeded: 1, failed: 0 });
      // Bing Copilot had nothing to say (the stand-in answers "no results"): no sample, never "not cited".
      const samples = await pool.query('select engine, state, site_position, sources, competitors, keyword, location, device, source from ai_answer_samples where user_id = $1', [userId]);
      expect(samples.rows).toEqual([
        { engine: 'google_ai_mode', state: 'cited', site_position: 2, sources: 2, competitors: [{ url: 'rival.com', position: 1 }], keyword, location: 'us', device: 'desktop', source: PROVIDER },
      ]);
      expect(serp.fake.requests.filter((request) => request.engine === 'google_ai_mode' || request.engine === 'bing_copilot')).toHaveLength(2);

      // The same query on Free samples nothing, whatever it was set to while on Pro.
      const freeUser = await userOn(pool, 'free', START);
      const free = await scheduleWithRun({ userId: freeUser, websiteUrl: 'sampled-site.com', keyword });
      await pool.query(`update scheduled_checks set ai_answers = '{google_ai_mode}' where id = $1`, [free.scheduleId]);
      expect(await runScheduledChecks(deps, [free.runId])).toMatchObject({ succeeded: 1 });
      expect((await pool.query('select 1 from ai_answer_samples where user_id = $1', [freeUser])).rowCount).toBe(0);
    } finally {
      serp.fake.setAiAnswers({});
    }
  });

  it('saves a run as a check by hand is saved, marked as scheduled, with its alerts and achievements', async () => {
    setup();
    const userId = await userOn(pool, 'pro', START);
    const keyword = uniqueKeyword('scheduled widgets');
    serp.place(keyword, { url: 'https://www.saved-site.com/widgets', position: 15 }, { url: 'https://rival.com/', position: 4 });
    const { scheduleId, runId } = await scheduleWithRun({ userId, websiteUrl: 'saved-site.com', keyword, competitorUrls: ['rival.com'] });

    expect(await runScheduledChecks(deps, [runId])).toMatchObject({ succeeded: 1, failed: 0 });
    expect(await historyOf(userId)).toEqual([{ rank_position: 15, scheduled: true }]);
    const history = (await pool.query('select id, competitors from search_history where user_id = $1', [userId])).rows[0];
    expect(history.competitors).toEqual([{ url: 'rival.com', rank: 4 }]);
    expect(await runRow(runId)).toMatchObject({ status: 'succeeded', attempts: 1, rank_position: 15, search_history_id: history.id, error: null, finished_at: clock });
    expect(await scheduleRow(scheduleId)).toEqual({ last_status: 'succeeded', last_error: null, last_rank: 15, last_run_at: clock });
    // The same effects as a check by hand: the first check's achievement.
    const achievements = await pool.query('select 1 from user_achievements where user_id = $1', [userId]);
    expect(achievements.rowCount).toBeGreaterThan(0);
    // Its SEO snapshot is queued with it, so history can say what changed on the page between scheduled checks.
    const snapshotJobs = await pool.query(`select payload from ${schema.schema}._private_jobs j join ${schema.schema}._private_tasks t on t.id = j.task_id where t.identifier = 'snapshot_saved_check'`);
    expect(snapshotJobs.rows.map((row) => row.payload)).toEqual([{ userId, checkId: String(history.id) }]);
    // A second job for the same run (a duplicate, a recovery) finds nothing to do.
    expect(await runScheduledChecks(deps, [runId])).toMatchObject({ succeeded: 0 });
    expect(await historyOf(userId)).toHaveLength(1);
  });

  it.each([
    { cache: 'with the page cache', cacheTtlSeconds: 3600 },
    { cache: 'with the page cache off', cacheTtlSeconds: 0 },
  ])('runs of one query due together cost one scan ($cache)', async ({ cacheTtlSeconds }) => {
    setup({ cacheTtlSeconds });
    const keyword = uniqueKeyword('grouped widgets');
    const ranks = [3, 15, 45, 80, 0];
    ranks.forEach((rank, i) => rank > 0 && serp.place(keyword, { url: `https://group-${i}.example/`, position: rank }));
    const runs = [];
    for (const [i] of ranks.entries()) {
      const userId = await userOn(pool, 'pro', START);
      runs.push({ userId, ...(await scheduleWithRun({ userId, websiteUrl: `group-${i}.example`, keyword, competitorUrls: [`group-${(i + 1) % 5}.example`] })) });
    }

    expect(await runScheduledChecks(deps, runs.map((run) => run.runId))).toMatchObject({ succeeded: 5 });
    for (const [i, run] of runs.entries()) expect(await historyOf(run.userId)).toEqual([{ rank_position: ranks[i], scheduled: true }]);
    // Ten Google pages cover the top 100 once: the not-found site needs them all, and they serve every run.
    // Checked one by one, the same five would cost 1 + 4 + 10 + 10 + 10 requests (decision 001's waves).
    expect(serp.requestsFor(keyword)).toBe(10);
    expect(serp.startsFor(keyword)).toEqual([0, 10, 20, 30, 40, 50, 60, 70, 80, 90]);
  });

  it("reads through a site's last known rank in its first wave, and still finds it when it moved deeper", async () => {
    setup({ cacheTtlSeconds: 0 });
    const userId = await userOn(pool, 'pro', START);
    const keyword = uniqueKeyword('hinted widgets');
    serp.fake.setPlacements({ [keyword]: [{ url: 'https://hinted.com/', position: 45 }] });
    const { scheduleId } = await scheduleWithRun({ userId, websiteUrl: 'hinted.com', keyword });
    const nextRun = async () => {
      clock = minutes(60);
      const [run] = await insertRuns(pool, [{ scheduleId, userId, slotAt: clock, manual: false }], clock);
      return runScheduledChecks(deps, [run?.id ?? 0]);
    };
    const { rows } = await pool.query<{ id: number }>('select id from scheduled_check_runs where schedule_id = $1', [scheduleId]);
    // Never checked: the usual waves (page one, to 40, to 100).
    await runScheduledChecks(deps, rows.map((row) => row.id));
    expect(serp.startsFor(keyword)).toEqual([0, 10, 20, 30, 40, 50, 60, 70, 80, 90]);

    serp.fake.reset();
    serp.fake.setPlacements({ [keyword]: [{ url: 'https://hinted.com/', position: 45 }] });
    expect(await nextRun()).toMatchObject({ succeeded: 1 });
    expect(serp.startsFor(keyword)).toEqual([0, 10, 20, 30, 40]);

    serp.fake.reset();
    serp.fake.setPlacements({ [keyword]: [{ url: 'https://hinted.com/', position: 60 }] });
    expect(await nextRun()).toMatchObject({ succeeded: 1 });
    expect(serp.startsFor(keyword)).toEqual([0, 10, 20, 30, 40, 50, 60, 70, 80, 90]);
    expect(await historyOf(userId)).toEqual([45, 45, 60].map((rank) => ({ rank_position: rank, scheduled: true })));
  });

  it('retries a failed run after a minute and five, never saving it, and shows the third failure on the schedule', async () => {
    setup();
    const userId = await userOn(pool, 'pro', START);
    const keyword = uniqueKeyword('failing widgets');
    serp.fake.setResponder(() => serpApiErrorReply('503'));
    const { scheduleId, runId } = await scheduleWithRun({ userId, websiteUrl: 'failing-site.com', keyword });

    expect(await runScheduledChecks(deps, [runId])).toMatchObject({ retried: 1 });
    expect(await runRow(runId)).toMatchObject({ status: 'queued', attempts: 1, run_after: minutes(1), error: "SERP API error: We couldn't get valid results for this search. Please try again later." });
    const retryKey = runJobKey([runId], minutes(1));
    expect((await queuedJobs(pool, schema.schema)).map((job) => ({ key: job.key, runIds: job.runIds }))).toEqual([{ key: retryKey, runIds: [runId] }]);
    expect(await scheduleRow(scheduleId)).toMatchObject({ last_status: null });
    // Its job arriving early (a duplicate) takes nothing before the minute is up.
    expect(await runScheduledChecks(deps, [runId])).toMatchObject({ retried: 0, failed: 0 });

    clock = minutes(1);
    expect(await runScheduledChecks(deps, [runId])).toMatchObject({ retried: 1 });
    expect(await runRow(runId)).toMatchObject({ status: 'queued', attempts: 2, run_after: minutes(5) });

    clock = minutes(5);
    expect(await runScheduledChecks(deps, [runId])).toMatchObject({ failed: 1 });
    expect(await runRow(runId)).toMatchObject({ status: 'failed', attempts: 3, rank_position: null, search_history_id: null });
    expect(await scheduleRow(scheduleId)).toMatchObject({
      last_status: 'failed',
      last_error: "SERP API error: We couldn't get valid results for this search. Please try again later.",
      last_rank: null,
    });
    // Never a rank, least of all 0.
    expect(await historyOf(userId)).toEqual([]);

    // The next run that works clears the failure.
    serp.fake.setResponder(undefined);
    serp.place(keyword, { url: 'https://failing-site.com/', position: 2 });
    clock = minutes(60);
    const next = (await insertRuns(pool, [{ scheduleId, userId, slotAt: clock, manual: false }], clock))[0];
    expect(await runScheduledChecks(deps, [next?.id ?? 0])).toMatchObject({ succeeded: 1 });
    expect(await scheduleRow(scheduleId)).toMatchObject({ last_status: 'succeeded', last_error: null, last_rank: 2 });
  });

  it('a 429 pauses every worker until then without spending an attempt', async () => {
    setup();
    const keyword = uniqueKeyword('throttled widgets');
    const other = uniqueKeyword('other widgets');
    serp.fake.setResponder(() => ({ status: 429, body: { error: 'Too many requests this hour.' } }));
    const first = await scheduleWithRun({ userId: await userOn(pool, 'pro', START), websiteUrl: 'throttled.com', keyword });

    expect(await runScheduledChecks(deps, [first.runId])).toMatchObject({ deferred: 1, retried: 0 });
    expect(await runRow(first.runId)).toMatchObject({ status: 'queued', attempts: 0, run_after: minutes(1) });
    expect((await readSerpRateLimit(pool, PROVIDER))?.paused_until).toEqual(minutes(1));
    const [job] = await queuedJobs(pool, schema.schema);
    expect(job).toMatchObject({ key: runJobKey([first.runId], minutes(1)), runIds: [first.runId] });

    // Another worker's run half a minute later asks the provider nothing and waits too.
    const asked = serp.fake.requests.length;
    clock = new Date(START.getTime() + 30_000);
    const second = await scheduleWithRun({ userId: await userOn(pool, 'pro', START), websiteUrl: 'waiting.com', keyword: other });
    expect(await runScheduledChecks(deps, [second.runId])).toMatchObject({ deferred: 1 });
    expect(serp.fake.requests.length).toBe(asked);
    expect(await runRow(second.runId)).toMatchObject({ status: 'queued', attempts: 0, run_after: new Date(START.getTime() + 60_000) });

    // Once the pause is over both run, each on its first attempt.
    serp.fake.setResponder(undefined);
    clock = new Date(START.getTime() + 60_000);
    expect(await runScheduledChecks(deps, [first.runId, second.runId])).toMatchObject({ succeeded: 2 });
    expect(await runRow(first.runId)).toMatchObject({ status: 'succeeded', attempts: 1 });
  });

  it("a 429's Retry-After decides how long every worker pauses", async () => {
    setup();
    serp.fake.setResponder(() => ({ status: 429, body: { error: 'Too many requests this hour.' }, headers: { 'retry-after': '120' } }));
    const keyword = uniqueKeyword('retry after widgets');
    const { runId } = await scheduleWithRun({ userId: await userOn(pool, 'pro', START), websiteUrl: 'retry-after.com', keyword });
    expect(await runScheduledChecks(deps, [runId])).toMatchObject({ deferred: 1 });
    expect(await runRow(runId)).toMatchObject({ status: 'queued', attempts: 0, run_after: minutes(2) });
    expect((await readSerpRateLimit(pool, PROVIDER))?.paused_until).toEqual(minutes(2));
    // Asked once: a provider that said when to come back is not asked again sooner.
    expect(serp.requestsFor(keyword)).toBe(1);
  });

  it("a 429 saying the account is out of searches pauses for an hour", async () => {
    setup();
    serp.fake.setResponder(() => serpApiErrorReply('429'));
    const { runId } = await scheduleWithRun({ userId: await userOn(pool, 'pro', START), websiteUrl: 'no-searches.com', keyword: uniqueKeyword() });
    expect(await runScheduledChecks(deps, [runId])).toMatchObject({ deferred: 1 });
    expect(await runRow(runId)).toMatchObject({ status: 'queued', attempts: 0, run_after: minutes(60) });
  });

  it('skips a free user\'s run beyond the day\'s 3 checks without asking the provider or saving it', async () => {
    setup();
    const userId = await userOn(pool, 'free', START);
    for (let i = 0; i < 3; i++) await saveCountedCheck(pool, userId, { keyword: `earlier ${i}`, checkedAt: minutes(-60) });
    const keyword = uniqueKeyword('allowance widgets');
    const { scheduleId, runId } = await scheduleWithRun({ userId, websiteUrl: 'free-site.com', keyword });

    expect(await runScheduledChecks(deps, [runId])).toMatchObject({ skipped: 1 });
    expect(await runRow(runId)).toMatchObject({ status: 'skipped', error: "today's 3 checks are used", rank_position: null });
    expect(await scheduleRow(scheduleId)).toMatchObject({ last_status: 'skipped', last_error: "today's 3 checks are used" });
    expect(serp.requestsFor(keyword)).toBe(0);
    expect(await historyOf(userId)).toHaveLength(3);
  });

  it('counts a free user\'s run toward the 3 a day, and skips what the Free plan does not include', async () => {
    setup();
    const userId = await userOn(pool, 'free', START);
    const keyword = uniqueKeyword('free widgets');
    serp.place(keyword, { url: 'https://free-ok.com/', position: 7 });
    const daily = await scheduleWithRun({ userId, websiteUrl: 'free-ok.com', keyword });
    const hourly = await scheduleWithRun({ userId, websiteUrl: 'free-hourly.com', keyword, intervalType: 'hourly' });
    const bing = await scheduleWithRun({ userId, websiteUrl: 'free-bing.com', keyword, searchEngine: 'bing' });

    expect(await runScheduledChecks(deps, [daily.runId, hourly.runId, bing.runId])).toMatchObject({ succeeded: 1, skipped: 2 });
    expect(await runRow(hourly.runId)).toMatchObject({
      status: 'skipped',
      error: 'your plan does not include hourly schedules; on the Free plan they run daily or weekly',
    });
    expect(await runRow(bing.runId)).toMatchObject({ status: 'skipped', error: 'your plan does not include Bing checks (Pro)' });
    const used = await pool.query('select count(*)::int as n from check_usage where user_id = $1', [userId]);
    expect(used.rows[0].n).toBe(1);
  });

  it('never runs a paused schedule, and leaves its last outcome alone', async () => {
    setup();
    const userId = await userOn(pool, 'pro', START);
    const keyword = uniqueKeyword('paused widgets');
    const { scheduleId, runId } = await scheduleWithRun({ userId, websiteUrl: 'paused.com', keyword, isActive: false });
    expect(await runScheduledChecks(deps, [runId])).toMatchObject({ skipped: 1 });
    expect(await runRow(runId)).toMatchObject({ status: 'skipped', error: 'the schedule was paused before it ran' });
    expect(await scheduleRow(scheduleId)).toMatchObject({ last_status: null });
    expect(serp.requestsFor(keyword)).toBe(0);
  });

  it('stops at the monthly budget: runs are skipped with the date they resume, and the provider is not asked', async () => {
    setup({ monthlyBudget: 1 });
    const keyword = uniqueKeyword('budget widgets');
    serp.place(keyword, { url: 'https://within-budget.com/', position: 1 });
    const owner = await userOn(pool, 'pro', START);
    const within = await scheduleWithRun({ userId: owner, websiteUrl: 'within-budget.com', keyword });
    expect(await runScheduledChecks(deps, [within.runId])).toMatchObject({ succeeded: 1 });
    // The budget nearly used (here: all of it), the owners of active schedules hear it before runs stop.
    const notices = await pool.query<{ title: string; message: string }>("select title, message from notifications where user_id = $1 and type = 'info'", [owner]);
    expect(notices.rows).toEqual([
      {
        title: 'Scheduled checks may pause soon',
        message: "This month's searches for scheduled checks are nearly used. If they run out, your scheduled checks pause until April 1, 2003 and pick up again by themselves; checks you run yourself keep working.",
      },
    ]);

    const beyond = await scheduleWithRun({ userId: await userOn(pool, 'pro', START), websiteUrl: 'over-budget.com', keyword: uniqueKeyword() });
    expect(await runScheduledChecks(deps, [beyond.runId])).toMatchObject({ skipped: 1 });
    const reason = "this month's search budget for scheduled checks is used up; they resume on 1 April 2003";
    expect(await runRow(beyond.runId)).toMatchObject({ status: 'skipped', error: reason });
    expect(await scheduleRow(beyond.scheduleId)).toMatchObject({ last_status: 'skipped', last_error: reason });
    expect(serp.fake.requests.filter((r) => r.params.get('q') === keyword)).toHaveLength(1);
  });
});
