import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { createPool, type Pool } from '../../db/pool';
import { upsertUserPlan } from '../../db/queries/user-plans';
import { insertVerifiedUser } from '../../testing/sign-in';
import { takeTestJobSchema } from '../../testing/test-job-schemas';
import { createAlertSenders } from '../alerts/alert-senders';
import { recordUserCheck } from '../rank-check/record-user-check';
import type { SavedCheckEffects } from '../rank-check/saved-check-effects';
import { normalizeRankCheckRequest } from '../rank-check/normalize-request';
import type { ScannedRankCheck } from '../rank-check/run-rank-check';
import { endpointFor, firstAttemptJobs, messagesOf } from './testing/queued-webhooks';

const NOW = new Date('2026-11-24T10:00:00Z');

const input = normalizeRankCheckRequest({
  websiteUrl: 'https://www.Example.com/',
  keyword: 'Trail  Shoes',
  location: 'gb',
  searchEngine: 'google',
  device: 'desktop',
  competitorUrls: ['rival.com'],
});

function resultOf(rank: number, overrides: Partial<ScannedRankCheck> = {}): ScannedRankCheck {
  return {
    rank,
    page: rank === 0 ? 0 : Math.ceil(rank / 10),
    type: rank === 0 ? 'not found' : 'organic',
    matchedUrl: rank === 0 ? null : 'https://www.example.com/trail',
    otherPositions: [],
    checkedAt: '2026-11-24T09:59:58.000Z',
    source: 'serpapi',
    simulated: false,
    pagesScanned: 2,
    resultsScanned: 100,
    keyword: input.keyword,
    websiteUrl: input.websiteUrl,
    location: input.location,
    searchEngine: input.engine,
    device: input.device,
    locationTargeting: { level: 'country', note: null },
    competitors: [{ url: 'https://rival.com/', rank: 3, page: 1, matchedUrl: 'https://rival.com/' }],
    ...overrides,
  };
}

/** check.completed and rank.changed, queued in the transaction that saves a check made by hand. */
describe('webhook events of a saved check', () => {
  let pool: Pool;
  let jobs: { schema: string; release(): Promise<void> };
  let effects: SavedCheckEffects & { errors: unknown[] };
  beforeAll(async () => {
    pool = createPool(inject('databaseUrl'), { error: () => undefined }, { max: 5 });
    jobs = await takeTestJobSchema(inject('databaseUrl'));
    const errors: unknown[] = [];
    effects = { alertSenders: createAlertSenders({ jobSchema: jobs.schema }), logger: { error: (obj) => errors.push(obj) }, errors };
  });
  afterEach(async () => {
    await pool.query(`delete from ${jobs.schema}._private_jobs`);
    expect(effects.errors).toEqual([]);
  });
  afterAll(async () => {
    await jobs.release();
    await pool.end();
  });

  const save = (userId: string, rank: number, overrides: Partial<ScannedRankCheck> = {}) =>
    recordUserCheck(pool, { userId, input, result: resultOf(rank, overrides) }, NOW, effects);
  // Pro: no daily allowance ends a test's run of checks.
  const proUser = async () => {
    const { userId } = await insertVerifiedUser(pool);
    await upsertUserPlan(pool, userId, { planType: 'pro', subscriptionStatus: 'active' }, NOW);
    return { userId };
  };
  const typesOf = async (endpointId: string) => (await messagesOf(pool, endpointId)).map((message) => message.eventType);
  // The default alert rules send every move as alert.fired too: left out where the check's own events are the point.
  const checkMessagesOf = async (endpointId: string) => (await messagesOf(pool, endpointId)).filter((message) => message.eventType !== 'alert.fired');

  it('queues check.completed for a check made by hand, with the query, the outcome, its SERP features and AI Overview, and the check id, and a job to send it', async () => {
    const { userId } = await proUser();
    const endpoint = await endpointFor(pool, userId, { now: NOW });
    const { row } = await save(userId, 14, {
      serpFeatures: [{ feature: 'answer_box', heldBySite: false, competitors: ['rival.com'] }],
      aiOverview: { state: 'cited', sources: 4, sitePosition: 2, competitors: [{ url: 'rival.com', position: 1 }] },
    });

    const [message, ...more] = await messagesOf(pool, endpoint.id);
    expect(more).toEqual([]);
    expect(message).toMatchObject({ eventType: 'check.completed', status: 'pending' });
    expect(message?.payload).toEqual({
      type: 'check.completed',
      timestamp: NOW.toISOString(),
      data: {
        checkId: String(row.id),
        websiteUrl: 'example.com',
        keyword: 'Trail Shoes',
        searchEngine: 'google',
        location: 'gb',
        device: 'desktop',
        rank: 14,
        page: 2,
        matchedUrl: 'https://www.example.com/trail',
        previousRank: null,
        competitors: [{ url: 'rival.com', rank: 3 }],
        serpFeatures: [{ feature: 'answer_box', heldBySite: false, competitors: ['rival.com'] }],
        aiOverview: { state: 'cited', sources: 4, sitePosition: 2, competitors: [{ url: 'rival.com', position: 1 }] },
        checkedAt: '2026-11-24T09:59:58.000Z',
        scheduled: false,
        simulated: false,
      },
    });
    expect(await firstAttemptJobs(pool, jobs.schema)).toEqual([message?.id]);
  });

  it('adds rank.changed when the rank moves, never on the first check or an unchanged rank', async () => {
    const { userId } = await proUser();
    const endpoint = await endpointFor(pool, userId, { now: NOW });
    await save(userId, 14);
    expect((await checkMessagesOf(endpoint.id)).map((message) => message.eventType)).toEqual(['check.completed']);

    const { row } = await save(userId, 6);
    const moved = (await checkMessagesOf(endpoint.id)).slice(1);
    expect(moved.map((message) => message.eventType)).toEqual(['check.completed', 'rank.changed']);
    expect(moved[0]?.payload.data).toMatchObject({ rank: 6, previousRank: 14 });
    expect(moved[1]?.payload.data).toEqual({
      checkId: String(row.id),
      websiteUrl: 'example.com',
      keyword: 'Trail Shoes',
      searchEngine: 'google',
      location: 'gb',
      device: 'desktop',
      previousRank: 14,
      rank: 6,
      change: 8,
      direction: 'up',
      matchedUrl: 'https://www.example.com/trail',
      checkedAt: '2026-11-24T09:59:58.000Z',
      scheduled: false,
      simulated: false,
    });

    await save(userId, 6);
    expect(((await checkMessagesOf(endpoint.id)).map((message) => message.eventType)).slice(3)).toEqual(['check.completed']);

    // Not found now: rank.changed says the site was lost rather than counting positions.
    await save(userId, 0);
    const lost = (await checkMessagesOf(endpoint.id)).slice(4);
    expect(lost.map((message) => message.eventType)).toEqual(['check.completed', 'rank.changed']);
    expect(lost[0]?.payload.data).toMatchObject({ rank: 0, page: 0, matchedUrl: null, previousRank: 6 });
    expect(lost[1]?.payload.data).toMatchObject({ previousRank: 6, rank: 0, change: null, direction: 'lost' });
  });

  it('says when the result came from the simulated engine', async () => {
    const { userId } = await proUser();
    const endpoint = await endpointFor(pool, userId, { now: NOW });
    await save(userId, 3, { source: 'demo', simulated: true });
    expect((await messagesOf(pool, endpoint.id))[0]?.payload.data).toMatchObject({ simulated: true, scheduled: false });
  });

  it('sends each endpoint only the events it receives, and nothing to one turned off or to another account', async () => {
    const { userId } = await proUser();
    const alertsOnly = await endpointFor(pool, userId, { url: 'https://hooks.example.com/alerts', events: ['alert.fired'], now: NOW });
    const movesOnly = await endpointFor(pool, userId, { url: 'https://hooks.example.com/moves', events: ['rank.changed'], now: NOW });
    const checksOnly = await endpointFor(pool, userId, { url: 'https://hooks.example.com/checks', events: ['check.completed', 'schedule.failed'], now: NOW });
    const off = await endpointFor(pool, userId, { url: 'https://hooks.example.com/off', active: false, now: NOW });
    const stranger = await proUser();
    const theirs = await endpointFor(pool, stranger.userId, { now: NOW });

    await save(userId, 20);
    await save(userId, 11);

    // The default "Any rank change" rule sends the move as alert.fired, to the one endpoint that receives alerts.
    expect(await typesOf(alertsOnly.id)).toEqual(['alert.fired']);
    expect(await typesOf(movesOnly.id)).toEqual(['rank.changed']);
    expect(await typesOf(checksOnly.id)).toEqual(['check.completed', 'check.completed']);
    expect(await typesOf(off.id)).toEqual([]);
    expect(await typesOf(theirs.id)).toEqual([]);
    expect(await firstAttemptJobs(pool, jobs.schema)).toHaveLength(4);
  });

  it('queues nothing for a user without an endpoint, and saves the check as before', async () => {
    const { userId } = await proUser();
    const { row, previousRank } = await save(userId, 9);
    expect(row.rank_position).toBe(9);
    expect(previousRank).toBeNull();
    expect(await firstAttemptJobs(pool, jobs.schema)).toEqual([]);
  });

  it('keeps the check when its webhook events cannot be queued, and writes the plain rank alert instead', async () => {
    const { userId } = await proUser();
    const errors: unknown[] = [];
    const failing: SavedCheckEffects = {
      alertSenders: { ...createAlertSenders({ jobSchema: jobs.schema }), checkEvents: () => Promise.reject(new Error('queue unavailable')) },
      logger: { error: (obj) => errors.push(obj) },
    };
    await recordUserCheck(pool, { userId, input, result: resultOf(30) }, NOW, failing);
    const { row } = await recordUserCheck(pool, { userId, input, result: resultOf(8) }, NOW, failing);
    expect((await pool.query('select id from search_history where user_id = $1', [userId])).rowCount).toBe(2);
    expect(row.rank_position).toBe(8);
    expect(errors).toHaveLength(2);
    const notes = await pool.query<{ title: string }>('select title from notifications where user_id = $1', [userId]);
    expect(notes.rows.map((note) => note.title)).toContain('Top 10 reached');
  });
});
