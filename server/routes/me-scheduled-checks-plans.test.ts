import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bulkScheduledCheckResultSchema,
  scheduledCheckListSchema,
  scheduleEstimateSchema,
  type ScheduledCheckInput,
} from '../../contracts/scheduled-check';
import { createDemoProvider } from '../adapters/serp/demo/create-demo-provider';
import { upsertUserPlan } from '../db/queries/user-plans';
import { buildTestApp, type TestApp } from '../testing/build-test-app';
import { signInAs, type SignedInUser } from '../testing/sign-in';

const schedule: ScheduledCheckInput = { websiteUrl: 'example.com', keyword: 'running shoes' };
const PRO_ONLY = 'Competitor tracking is only available on Pro plan.';

describe('/api/v1/me/scheduled-checks: plans, bulk add, estimate, cap', () => {
  let t: TestApp;
  const now = new Date('2026-11-24T10:00:00Z');
  beforeAll(async () => {
    t = await buildTestApp({ serpProvider: createDemoProvider(), now: () => now });
  });
  afterAll(async () => {
    await t.close();
  });

  const call = (user: SignedInUser, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    t.app.inject({ method, url: `/api/v1/me/scheduled-checks${url}`, headers: { cookie: user.cookie }, ...(payload === undefined ? {} : { payload }) });
  const list = async (user: SignedInUser) => scheduledCheckListSchema.parse((await call(user, 'GET', '')).json()).items;
  const freeUser = () => signInAs(t.pool, undefined, now);
  const userOn = async (plan: 'pro' | 'enterprise' | 'trial') => {
    const user = await signInAs(t.pool, undefined, now);
    await upsertUserPlan(
      t.pool,
      user.userId,
      plan === 'trial'
        ? { planType: 'pro', subscriptionStatus: 'trialing', trialEndsAt: new Date('2026-11-26T10:00:00Z'), trialUsedAt: now }
        : { planType: plan, subscriptionStatus: 'active', subscriptionId: `sub_${user.userId}` },
      now,
    );
    return user;
  };

  describe('plan rules', () => {
    it.each<[string, ScheduledCheckInput]>([
      ['daily', { ...schedule, intervalType: 'daily' }],
      ['every 2 days', { ...schedule, intervalType: 'daily', intervalValue: 2 }],
      ['weekly', { ...schedule, intervalType: 'weekly' }],
    ])('a free account schedules %s Google checks', async (_case, input) => {
      const user = await freeUser();
      expect((await call(user, 'POST', '', input)).statusCode).toBe(201);
    });

    it.each<[string, ScheduledCheckInput, string]>([
      ['hourly', { ...schedule, intervalType: 'hourly' }, 'Hourly scheduled checks are only available on Pro plan. On the Free plan you can schedule daily or weekly checks.'],
      ['monthly', { ...schedule, intervalType: 'monthly' }, 'Monthly scheduled checks are only available on Pro plan. On the Free plan you can schedule daily or weekly checks.'],
      ['Bing', { ...schedule, searchEngine: 'bing' }, 'Bing is only available on Pro plan.'],
      ['competitors', { ...schedule, competitorUrls: ['rival.com'] }, PRO_ONLY],
    ])('a free account may not schedule %s checks', async (_case, input, message) => {
      const user = await freeUser();
      const response = await call(user, 'POST', '', input);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ error: { code: 'FEATURE_RESTRICTED', message } });
      expect(await list(user)).toEqual([]);
    });

    it.each(['pro', 'enterprise', 'trial'] as const)('%s schedules any engine, interval and competitors', async (plan) => {
      const user = await userOn(plan);
      const input = { ...schedule, searchEngine: 'yandex', intervalType: 'hourly', competitorUrls: ['a.com', 'b.com', 'c.com'] } as const;
      const response = await call(user, 'POST', '', input);
      expect(response.statusCode, response.body).toBe(201);
      expect(response.json()).toMatchObject({ searchEngine: 'yandex', intervalType: 'hourly', competitorUrls: ['a.com', 'b.com', 'c.com'] });
    });

    it('lets a user whose plan ended pause a schedule the plan no longer allows, but not resume it', async () => {
      const user = await userOn('pro');
      const hourly = { ...schedule, intervalType: 'hourly', searchEngine: 'bing' } as const;
      const { id } = (await call(user, 'POST', '', hourly)).json<{ id: string }>();
      await upsertUserPlan(t.pool, user.userId, { planType: 'free', subscriptionStatus: 'canceled' }, now);
      const paused = await call(user, 'PUT', `/${id}`, { ...hourly, isActive: false });
      expect(paused.statusCode).toBe(200);
      expect(paused.json()).toMatchObject({ isActive: false });
      const resumed = await call(user, 'PUT', `/${id}`, { ...hourly, isActive: true });
      expect(resumed.statusCode).toBe(403);
      expect(resumed.json().error.message).toBe('Bing is only available on Pro plan.');
    });
  });

  describe('the cap', () => {
    it('holds a free account to 3 schedules', async () => {
      const user = await freeUser();
      for (const keyword of ['a', 'b', 'c']) expect((await call(user, 'POST', '', { ...schedule, keyword })).statusCode).toBe(201);
      const fourth = await call(user, 'POST', '', { ...schedule, keyword: 'd' });
      expect(fourth.statusCode).toBe(409);
      expect(fourth.json()).toEqual({
        error: { code: 'LIMIT_REACHED', message: 'You can track up to 3 queries (a keyword on one engine, location and device) on the Free plan. Upgrade to Pro to track up to 5,000.' },
      });
      expect(await list(user)).toHaveLength(3);
    });

    it('holds Pro to 5,000 tracked queries, counted under a lock so parallel requests cannot pass it', async () => {
      const user = await userOn('pro');
      await t.pool.query(
        `insert into scheduled_checks (user_id, website_url, keyword, keyword_key, next_check_at, created_at, updated_at)
         select $1, 'example.com', 'keyword ' || n, 'keyword ' || n, $2, $2, $2 from generate_series(1, 4998) n`,
        [user.userId, now],
      );
      const answers = await Promise.all(['x', 'y', 'z'].map((keyword) => call(user, 'POST', '', { ...schedule, keyword })));
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 201, 409]);
      expect(answers.find((answer) => answer.statusCode === 409)?.json().error.message).toBe(
        'Your plan tracks up to 5,000 queries (a keyword on one engine, location and device). Delete some to add others.',
      );
      const { rows } = await t.pool.query<{ count: number }>('select count(*)::int as count from scheduled_checks where user_id = $1', [user.userId]);
      expect(rows[0]?.count).toBe(5000);
    });
  });

  describe('bulk add', () => {
    it('saves the good rows together, skips what is already scheduled or listed twice, and lists bad rows by number', async () => {
      const user = await userOn('pro');
      expect((await call(user, 'POST', '', { ...schedule, keyword: 'shoes' })).statusCode).toBe(201);
      const rows: ScheduledCheckInput[] = [
        { ...schedule, keyword: 'shoes' },
        { ...schedule, keyword: 'boots', intervalType: 'weekly' },
        { ...schedule, keyword: ' boots ' },
        { ...schedule, keyword: '' },
        { ...schedule, keyword: 'sandals', searchEngine: 'duckduckgo', device: 'mobile' },
        { ...schedule, websiteUrl: 'https://www.example.com/', keyword: 'hats', competitorUrls: ['rival.com'] },
      ];
      const response = await call(user, 'POST', '/bulk', { items: rows });
      expect(response.statusCode).toBe(200);
      expect(bulkScheduledCheckResultSchema.parse(response.json())).toEqual({
        created: 2,
        skipped: 2,
        errors: [
          { row: 4, message: 'Please enter both website URL and keyword' },
          { row: 5, message: 'DuckDuckGo results can only be checked for desktop.' },
        ],
      });
      const saved = await list(user);
      expect(saved.map((s) => [s.keyword, s.intervalType, s.competitorUrls]).sort()).toEqual([
        ['boots', 'weekly', []],
        ['hats', 'daily', ['rival.com']],
        ['shoes', 'daily', []],
      ]);
      // Each new one is due at its first slot: 08:00 UTC tomorrow (today's has passed), Monday 08:00 for weekly.
      expect(saved.find((s) => s.keyword === 'hats')?.nextCheckAt).toBe('2026-11-25T08:00:00.000Z');
      expect(saved.find((s) => s.keyword === 'boots')?.nextCheckAt).toBe('2026-11-30T08:00:00.000Z');
    });

    it("judges each row by the plan and saves nothing past the cap", async () => {
      const user = await freeUser();
      expect((await call(user, 'POST', '', { ...schedule, keyword: 'one' })).statusCode).toBe(201);
      const refused = await call(user, 'POST', '/bulk', {
        items: [
          { ...schedule, keyword: 'two', searchEngine: 'bing' },
          { ...schedule, keyword: 'three', intervalType: 'hourly' },
          { ...schedule, keyword: 'four', competitorUrls: ['rival.com'] },
          { ...schedule, keyword: 'five' },
        ],
      });
      expect(refused.json()).toEqual({
        created: 1,
        skipped: 0,
        errors: [
          { row: 1, message: 'Bing is only available on Pro plan.' },
          { row: 2, message: 'Hourly scheduled checks are only available on Pro plan. On the Free plan you can schedule daily or weekly checks.' },
          { row: 3, message: PRO_ONLY },
        ],
      });
      const overCap = await call(user, 'POST', '/bulk', { items: [{ ...schedule, keyword: 'six' }, { ...schedule, keyword: 'seven' }] });
      expect(overCap.statusCode).toBe(409);
      expect(overCap.json()).toEqual({
        error: { code: 'LIMIT_REACHED', message: 'Your plan tracks up to 3 queries (a keyword on one engine, location and device), so only 1 of these can be added. Nothing was added.' },
      });
      expect((await list(user)).map((s) => s.keyword).sort()).toEqual(['five', 'one']);
    });

    it('refuses an empty list and more than 500 rows by the schema', async () => {
      const user = await userOn('pro');
      expect((await call(user, 'POST', '/bulk', { items: [] })).statusCode).toBe(400);
      const many = Array.from({ length: 501 }, (_, i) => ({ ...schedule, keyword: `k${i}` }));
      expect((await call(user, 'POST', '/bulk', { items: many })).statusCode).toBe(400);
    });
  });

  describe('estimate', () => {
    const estimate = async (user: SignedInUser, body: object) => {
      const response = await call(user, 'POST', '/estimate', body);
      expect(response.statusCode, response.body).toBe(200);
      return scheduleEstimateSchema.parse(response.json());
    };

    it('costs a never-checked query the full scan at every run', async () => {
      const user = await userOn('pro');
      expect(await estimate(user, { ...schedule, intervalType: 'hourly' })).toEqual({ runsPerMonth: 730.5, searchesPerRun: 10, searchesPerMonth: 7305, overviewSearchesPerMonth: 731 });
      expect(await estimate(user, { ...schedule, intervalType: 'weekly', searchEngine: 'yahoo' })).toEqual({ runsPerMonth: 4.35, searchesPerRun: 15, searchesPerMonth: 66, overviewSearchesPerMonth: 0 });
    });

    it('reads the pages through the last-known ranks from history, competitors riding on them', async () => {
      const user = await userOn('pro');
      await t.pool.query(
        `insert into search_history (user_id, website_url, keyword, keyword_key, location, search_engine, device, rank_position, competitors, checked_at)
         values ($1, 'example.com', 'running shoes', 'running shoes', 'us', 'google', 'desktop', 45, '[{"url":"rival.com","rank":12}]', $2)`,
        [user.userId, now],
      );
      const body = { websiteUrl: 'https://Example.com', keyword: ' running shoes', intervalType: 'daily' };
      expect(await estimate(user, body)).toEqual({ runsPerMonth: 30.44, searchesPerRun: 5, searchesPerMonth: 153, overviewSearchesPerMonth: 31 });
      expect(await estimate(user, { ...body, competitorUrls: ['https://rival.com/'] })).toEqual({ runsPerMonth: 30.44, searchesPerRun: 5, searchesPerMonth: 153, overviewSearchesPerMonth: 31 });
      // A competitor never checked with it needs the full scan.
      expect((await estimate(user, { ...body, competitorUrls: ['other.com'] })).searchesPerRun).toBe(10);
      expect((await estimate(user, { ...body, intervalType: 'monthly', intervalValue: 3 })).searchesPerMonth).toBe(2);
    });

    it('answers for a form still being filled in', async () => {
      const user = await userOn('pro');
      expect(await estimate(user, { websiteUrl: '', keyword: '', intervalType: 'daily' })).toEqual({ runsPerMonth: 30.44, searchesPerRun: 10, searchesPerMonth: 305, overviewSearchesPerMonth: 31 });
    });
  });
});
