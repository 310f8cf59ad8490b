import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { serpApiErrorReply } from '../../adapters/serp/testing/fake-serpapi-server';
import { createPool, type Pool } from '../../db/pool';
import { claimRuns, failAbandonedRuns, insertRuns, setRunJobKeys } from '../../db/queries/scheduled-check-runs';
import { createSafeFetch } from '../../http/safe-fetch/safe-fetch';
import { webhookTask } from '../../jobs/webhook-task';
import { testConfig } from '../../testing/build-test-app';
import { saveCheck } from '../../testing/history-rows';
import { startSerpFixture, uniqueKeyword, type SerpFixture } from '../../testing/serp-fixture';
import { takeTestJobSchema } from '../../testing/test-job-schemas';
import { runDueJobs } from '../../testing/run-due-jobs';
import { runJobKey } from '../schedules/dispatch-run-jobs';
import type { RunnerDeps } from '../schedules/runner-deps';
import { endRun } from '../schedules/runner-outcomes';
import { runScheduledChecks } from '../schedules/runner-run-checks';
import { insertSchedule, testRunnerDeps, userOn } from '../schedules/runner-test-fixtures';
import { queueScheduleFailedEvents } from '../schedules/queue-schedule-failed';
import { endpointFor, firstAttemptJobs, messagesOf } from './testing/queued-webhooks';
import { startWebhookReceiver, verifiesWithSecret, type WebhookReceiver } from './testing/webhook-receiver';
import { DELIVER_WEBHOOK } from '../../jobs/webhook-delivery-job';

// This file's clock: July 2007, apart from the scheduler's own tests, so no other file's scan takes these runs.
const START = new Date('2007-07-07T07:00:00Z');
const PROVIDER = 'serpapi-webhook-events-test';
const HOLDER = 'bbbbbbbb-0000-4000-8000-000000000007';
const FAILURE = "SERP API error: We couldn't get valid results for this search. Please try again later.";

/** check.completed from scheduled checks and schedule.failed from runs that gave up, queued as the runner ends them. */
describe('webhook events of scheduled runs', () => {
  let pool: Pool;
  let serp: SerpFixture;
  let jobs: { schema: string; release(): Promise<void> };
  let receiver: WebhookReceiver;
  let clock: Date;
  let deps: RunnerDeps;
  const minutes = (n: number) => new Date(START.getTime() + n * 60_000);

  beforeAll(async () => {
    pool = createPool(inject('databaseUrl'), { error: () => undefined }, { max: 10 });
    serp = await startSerpFixture();
    jobs = await takeTestJobSchema(inject('databaseUrl'));
    receiver = await startWebhookReceiver();
  });
  afterAll(async () => {
    await receiver.close();
    await jobs.release();
    await serp.fake.close();
    await pool.end();
  });
  const setup = () => {
    clock = new Date(START);
    deps = testRunnerDeps({ pool, jobSchema: jobs.schema, provider: serp.provider, providerName: PROVIDER, now: () => clock, cacheTtlSeconds: 0 });
  };
  afterEach(async () => {
    serp.fake.setResponder(undefined);
    await pool.query('delete from serp_rate_limit where provider = $1', [PROVIDER]);
    await pool.query(`delete from ${jobs.schema}._private_jobs`);
  });

  /** A schedule of the user's and one queued run of it now, as the dispatcher leaves it. */
  async function scheduleWithRun(userId: string, websiteUrl: string, keyword: string) {
    const scheduleId = await insertSchedule(pool, { userId, websiteUrl, keyword, nextCheckAt: new Date('2099-01-01T00:00:00Z'), createdAt: START });
    const [run] = await insertRuns(pool, [{ scheduleId, userId, slotAt: clock, manual: false }], clock);
    if (!run) throw new Error('no run inserted');
    await setRunJobKeys(pool, [{ runIds: [run.id], jobKey: runJobKey([run.id]) }]);
    return { scheduleId, runId: run.id };
  }
  /** Takes the run as a worker does for an attempt. */
  async function claim(runId: number, holder = HOLDER) {
    const [run] = await claimRuns(pool, [runId], holder, clock, minutes(600));
    if (!run) throw new Error(`run ${runId} could not be claimed`);
    return { run, holder };
  }

  it('sends check.completed marked as scheduled, and rank.changed against the check before it', async () => {
    setup();
    const userId = await userOn(pool, 'pro', START);
    const endpoint = await endpointFor(pool, userId, { events: ['check.completed', 'rank.changed'], now: START });
    const keyword = uniqueKeyword('scheduled hooks');
    // Yesterday's check by hand found the site at 12.
    await saveCheck(pool, userId, { websiteUrl: 'hooked-site.com', keyword, rankPosition: 12, pageNumber: 2, checkedAt: minutes(-24 * 60) });
    serp.place(keyword, { url: 'https://hooked-site.com/', position: 4 });
    const { runId } = await scheduleWithRun(userId, 'hooked-site.com', keyword);

    expect(await runScheduledChecks(deps, [runId])).toMatchObject({ succeeded: 1 });
    const history = await pool.query<{ id: string }>('select id from search_history where user_id = $1 and scheduled', [userId]);
    const [completed, changed, ...more] = await messagesOf(pool, endpoint.id);
    expect(more).toEqual([]);
    expect(completed?.payload).toEqual({
      type: 'check.completed',
      timestamp: START.toISOString(),
      data: expect.objectContaining({
        checkId: String(history.rows[0]?.id),
        websiteUrl: 'hooked-site.com',
        keyword,
        rank: 4,
        page: 1,
        matchedUrl: 'https://hooked-site.com/',
        previousRank: 12,
        scheduled: true,
        simulated: false,
      }),
    });
    expect(changed?.payload.data).toMatchObject({ previousRank: 12, rank: 4, change: 8, direction: 'up', scheduled: true });
  });

  it('sends nothing while a failing run still has attempts left, since a failure is never a check', async () => {
    setup();
    const userId = await userOn(pool, 'pro', START);
    const endpoint = await endpointFor(pool, userId, { now: START });
    serp.fake.setResponder(() => serpApiErrorReply('503'));
    const { runId } = await scheduleWithRun(userId, 'failing-hooks.com', uniqueKeyword('failing hooks'));

    expect(await runScheduledChecks(deps, [runId])).toMatchObject({ retried: 1 });
    clock = minutes(1);
    expect(await runScheduledChecks(deps, [runId])).toMatchObject({ retried: 1 });
    expect(await messagesOf(pool, endpoint.id)).toEqual([]);
    expect(await firstAttemptJobs(pool, jobs.schema)).toEqual([]);
    // Not left waiting for its third attempt, which another file's job runner would take up as stale.
    await pool.query('delete from scheduled_check_runs where id = $1', [runId]);
  });

  it('sends schedule.failed when the last attempt fails, in the transaction that records it, and a receiver verifies it', async () => {
    setup();
    const userId = await userOn(pool, 'pro', START);
    const endpoint = await endpointFor(pool, userId, { url: `http://127.0.0.1:${receiver.port}/schedules`, now: START });
    const keyword = uniqueKeyword('given up hooks');
    const { scheduleId, runId } = await scheduleWithRun(userId, 'given-up.com', keyword);
    // The third attempt, as the runner makes it once two have failed.
    await pool.query('update scheduled_check_runs set attempts = 2 where id = $1', [runId]);
    clock = minutes(6);
    const held = await claim(runId);
    expect(held.run.attempts).toBe(3);

    expect(await endRun(pool, held, { status: 'failed', reason: FAILURE, showOnSchedule: true }, clock, { jobSchema: jobs.schema })).toBe(true);
    const [message, ...more] = await messagesOf(pool, endpoint.id);
    expect(more).toEqual([]);
    expect(message?.payload).toEqual({
      type: 'schedule.failed',
      timestamp: clock.toISOString(),
      data: {
        scheduleId: String(scheduleId),
        runId: String(runId),
        websiteUrl: 'given-up.com',
        keyword,
        searchEngine: 'google',
        location: 'us',
        device: 'desktop',
        competitorUrls: [],
        error: FAILURE,
        attempts: 3,
        slotAt: START.toISOString(),
        runNow: false,
        failedAt: clock.toISOString(),
      },
    });
    const schedule = await pool.query('select last_status, last_error from scheduled_checks where id = $1', [scheduleId]);
    expect(schedule.rows[0]).toEqual({ last_status: 'failed', last_error: FAILURE });

    // The job runner sends it, signed with the endpoint's secret.
    const safeFetch = createSafeFetch({ allowPrivateHosts: testConfig({ WEBHOOK_ALLOW_PRIVATE_HOSTS: '127.0.0.1' }).fetch.webhookPrivateHosts, userAgent: 'RankChecker/test' });
    const task = webhookTask({ pool, safeFetch, userAgent: 'RankChecker/test', jobSchema: jobs.schema, now: () => clock });
    await runDueJobs(pool, jobs.schema, { [DELIVER_WEBHOOK]: task });
    const [received] = receiver.received.filter((request) => request.path === '/schedules');
    expect(received && verifiesWithSecret(received, endpoint.secret)).toBe(true);
    expect(JSON.parse(received?.body ?? '{}')).toEqual(message?.payload);
    expect((await messagesOf(pool, endpoint.id))[0]?.status).toBe('succeeded');
  });

  it('sends nothing for a skipped run, a run lost to another worker, or an endpoint that does not take schedule.failed', async () => {
    setup();
    const userId = await userOn(pool, 'pro', START);
    const all = await endpointFor(pool, userId, { url: 'https://hooks.example.com/all', now: START });
    const checksOnly = await endpointFor(pool, userId, { url: 'https://hooks.example.com/checks', events: ['check.completed'], now: START });
    const webhooks = { jobSchema: jobs.schema };

    const skipped = await scheduleWithRun(userId, 'skipped-hooks.com', uniqueKeyword('skipped hooks'));
    const skippedEnd = { status: 'skipped', reason: 'The monthly searches are used.', showOnSchedule: true } as const;
    expect(await endRun(pool, await claim(skipped.runId), skippedEnd, clock, webhooks)).toBe(true);

    const lost = await scheduleWithRun(userId, 'lost-hooks.com', uniqueKeyword('lost hooks'));
    const mine = await claim(lost.runId);
    expect(await endRun(pool, { ...mine, holder: 'cccccccc-0000-4000-8000-000000000007' }, { status: 'failed', reason: FAILURE, showOnSchedule: true }, clock, webhooks)).toBe(false);

    expect(await messagesOf(pool, all.id)).toEqual([]);
    expect(await endRun(pool, mine, { status: 'failed', reason: FAILURE, showOnSchedule: true }, clock, webhooks)).toBe(true);
    expect((await messagesOf(pool, all.id)).map((message) => message.eventType)).toEqual(['schedule.failed']);
    expect(await messagesOf(pool, checksOnly.id)).toEqual([]);
  });

  it('sends schedule.failed for runs failed away from their worker, by id, with the reason recorded', async () => {
    setup();
    const userId = await userOn(pool, 'pro', START);
    const endpoint = await endpointFor(pool, userId, { events: ['schedule.failed'], now: START });
    const abandoned = await scheduleWithRun(userId, 'abandoned-hooks.com', uniqueKeyword('abandoned hooks'));
    const stillRunning = await scheduleWithRun(userId, 'running-hooks.com', uniqueKeyword('running hooks'));
    await claim(abandoned.runId);
    await claim(stillRunning.runId);
    // As recovery leaves a run whose workers died on each of its attempts.
    clock = minutes(30);
    await failAbandonedRuns(pool, [abandoned.runId], 'the check was interrupted 3 times', clock);

    expect(await queueScheduleFailedEvents(pool, jobs.schema, [abandoned.runId, stillRunning.runId], clock)).toBe(1);
    const [message, ...more] = await messagesOf(pool, endpoint.id);
    expect(more).toEqual([]);
    expect(message?.payload.data).toMatchObject({
      scheduleId: String(abandoned.scheduleId),
      runId: String(abandoned.runId),
      websiteUrl: 'abandoned-hooks.com',
      error: 'the check was interrupted 3 times',
      attempts: 1,
      failedAt: clock.toISOString(),
    });
    await pool.query('delete from scheduled_check_runs where id = $1', [stillRunning.runId]);
  });
});
