import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mePlanSchema, type MePlan } from '../../contracts/plan';
import { SEARCH_ENGINES } from '../../core/search/engines';
import { createDemoProvider } from '../adapters/serp/demo/create-demo-provider';
import { getUserPlanRow, upsertUserPlan, type UserPlanFields } from '../db/queries/user-plans';
import { buildTestApp, type TestApp } from '../testing/build-test-app';
import { saveCountedCheck } from '../testing/history-rows';
import { signInAs, type SignedInUser } from '../testing/sign-in';

const NOW = new Date('2026-06-01T10:00:00Z');
const FREE_DAILY = { allowed: true, limit: 3, remaining: 3, used: 0, resetsAt: '2026-06-02T00:00:00.000Z' };
const UNLIMITED_DAILY = { allowed: true, limit: -1, remaining: -1, used: 0, resetsAt: '2026-06-02T00:00:00.000Z' };
const GOOGLE_ONLY = {
  engines: ['google'],
  competitorTracking: false,
  pdfReports: false,
  scheduledReports: false,
  whiteLabel: false,
  api: false,
};
const FREE_PLAN = {
  planType: 'free',
  isTrial: false,
  trialDaysRemaining: 0,
  isPaidSubscription: false,
  subscriptionId: null,
  trialEndsAt: null,
  trialAvailable: true,
};

describe('/api/v1/me/plan, /api/v1/me/trial, /api/v1/me/time-zone', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ serpProvider: createDemoProvider(), now: () => NOW });
  });
  afterAll(() => t.close());

  const user = () => signInAs(t.pool, undefined, NOW);
  const getPlan = async (u: SignedInUser): Promise<MePlan> => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/me/plan', headers: { cookie: u.cookie } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    return mePlanSchema.parse(response.json());
  };
  const startTrial = (u: SignedInUser, planType: unknown) =>
    t.app.inject({ method: 'POST', url: '/api/v1/me/trial', payload: { planType }, headers: { cookie: u.cookie } });
  const putTimeZone = (u: SignedInUser, payload: unknown) =>
    t.app.inject({ method: 'PUT', url: '/api/v1/me/time-zone', payload: payload as Record<string, unknown>, headers: { cookie: u.cookie } });
  const setPlan = (u: SignedInUser, fields: UserPlanFields) => upsertUserPlan(t.pool, u.userId, fields, NOW);

  it('answers 401 without a session', async () => {
    for (const [method, url] of [['GET', '/api/v1/me/plan'], ['POST', '/api/v1/me/trial'], ['PUT', '/api/v1/me/time-zone']] as const) {
      const response = await t.app.inject({ method, url, payload: method === 'GET' ? undefined : {} });
      expect(response.statusCode, `${method} ${url}`).toBe(401);
      expect(response.json()).toMatchObject({ error: { code: 'UNAUTHENTICATED' } });
    }
  });

  it('a new account is free: 3 checks a day, Google only, payments off without Stripe keys', async () => {
    expect(await getPlan(await user())).toEqual({ plan: FREE_PLAN, dailyLimit: FREE_DAILY, features: GOOGLE_ONLY, payments: { configured: false }, tracking: { maxQueries: 3 }, searchBudget: null });
  });

  it('counts today\'s saved checks', async () => {
    const u = await user();
    const save = (checkedAt: string) => saveCountedCheck(t.pool, u.userId, { keyword: 'shoes', rankPosition: 3, checkedAt: new Date(checkedAt) });
    await save('2026-05-31T23:59:59Z');
    await save('2026-06-01T00:00:00Z');
    await save('2026-06-01T09:00:00Z');
    expect((await getPlan(u)).dailyLimit).toEqual({ ...FREE_DAILY, remaining: 1, used: 2 });
  });

  it('a paid subscription: pro, paid, unlimited, every engine, PDF reports', async () => {
    const u = await user();
    await setPlan(u, { planType: 'pro', subscriptionStatus: 'active', subscriptionId: 'sub_paid_1' });
    expect(await getPlan(u)).toMatchObject({
      plan: { ...FREE_PLAN, planType: 'pro', isPaidSubscription: true, subscriptionId: 'sub_paid_1', trialAvailable: false },
      dailyLimit: UNLIMITED_DAILY,
      features: { engines: [...SEARCH_ENGINES], competitorTracking: true, pdfReports: true, scheduledReports: true, whiteLabel: false, api: true },
    });
  });

  it('a trial of pro: to the end of the day 3 days ahead, unlimited, every engine and competitors, once per account', async () => {
    const u = await user();
    const started = await startTrial(u, 'pro');
    expect(started.statusCode).toBe(200);
    const trialPlan = {
      ...FREE_PLAN,
      planType: 'pro',
      isTrial: true,
      trialDaysRemaining: 3,
      trialEndsAt: '2026-06-04T23:59:59.999Z',
      trialAvailable: false,
    };
    const expected = {
      plan: trialPlan,
      dailyLimit: UNLIMITED_DAILY,
      features: { engines: [...SEARCH_ENGINES], competitorTracking: true, pdfReports: true, scheduledReports: false, whiteLabel: false, api: true },
      payments: { configured: false },
      tracking: { maxQueries: 5000 },
      searchBudget: null,
    };
    expect(started.json()).toEqual(expected);
    expect(await getPlan(u)).toEqual(expected);
    expect(await getUserPlanRow(t.pool, u.userId)).toMatchObject({
      plan_type: 'pro',
      subscription_status: 'trialing',
      trial_ends_at: new Date('2026-06-04T23:59:59.999Z'),
      trial_used_at: NOW,
    });

    for (const planType of ['pro', 'enterprise']) {
      const again = await startTrial(u, planType);
      expect(again.statusCode).toBe(409);
      expect(again.json()).toEqual({ error: { code: 'TRIAL_ALREADY_USED', message: 'Your free trial has already been used.' } });
    }
  });

  it('a trial of enterprise ends at the end of the day in the user\'s time zone', async () => {
    const u = await user();
    expect((await putTimeZone(u, { timeZone: 'Pacific/Auckland' })).statusCode).toBe(200);
    const started = await startTrial(u, 'enterprise');
    expect(started.statusCode).toBe(200);
    // 10:00 UTC is 22:00 on 1 June in Auckland (+12): the trial ends at the end of 4 June there.
    expect(started.json()).toMatchObject({
      plan: { planType: 'enterprise', isTrial: true, trialDaysRemaining: 3, trialEndsAt: '2026-06-04T11:59:59.999Z' },
      dailyLimit: { limit: -1, resetsAt: '2026-06-01T12:00:00.000Z' },
    });
  });

  it.each([['basic'], ['free'], [''], [42]])('refuses a trial of %j with 400 \'Invalid plan type\' and stores nothing', async (planType) => {
    const u = await user();
    const response = await startTrial(u, planType);
    expect(response.statusCode).toBe(400);
    if (typeof planType === 'string') expect(response.json()).toEqual({ error: { code: 'INVALID_PLAN_TYPE', message: 'Invalid plan type' } });
    expect(await getUserPlanRow(t.pool, u.userId)).toBeUndefined();
  });

  it('refuses a trial to a paid subscriber with 409', async () => {
    const u = await user();
    await setPlan(u, { planType: 'pro', subscriptionStatus: 'active', subscriptionId: 'sub_paid_2' });
    const response = await startTrial(u, 'enterprise');
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ error: { code: 'ALREADY_SUBSCRIBED' } });
  });

  it('starts one trial when two requests race', async () => {
    const u = await user();
    const responses = await Promise.all([startTrial(u, 'pro'), startTrial(u, 'enterprise'), startTrial(u, 'pro')]);
    expect(responses.map((r) => r.statusCode).sort()).toEqual([200, 409, 409]);
  });

  it('an expired trial reads as free and is stored as free, active, without trial end', async () => {
    const u = await user();
    await setPlan(u, {
      planType: 'pro',
      subscriptionStatus: 'trialing',
      trialEndsAt: new Date('2026-05-31T23:59:59.999Z'),
      trialUsedAt: new Date('2026-05-28T08:00:00Z'),
    });
    expect(await getPlan(u)).toEqual({
      plan: { ...FREE_PLAN, trialAvailable: false },
      dailyLimit: FREE_DAILY,
      features: GOOGLE_ONLY,
      payments: { configured: false },
      tracking: { maxQueries: 3 },
      searchBudget: null,
    });
    expect(await getUserPlanRow(t.pool, u.userId)).toMatchObject({
      plan_type: 'free',
      subscription_status: 'active',
      trial_ends_at: null,
      trial_used_at: new Date('2026-05-28T08:00:00Z'),
    });
  });

  it('a trial longer than 3 days is cut back and stored so', async () => {
    const u = await user();
    await setPlan(u, { planType: 'pro', subscriptionStatus: 'trialing', trialEndsAt: new Date('2026-07-01T00:00:00Z'), trialUsedAt: NOW });
    expect((await getPlan(u)).plan).toMatchObject({ isTrial: true, trialDaysRemaining: 3, trialEndsAt: '2026-06-04T23:59:59.999Z' });
    expect((await getUserPlanRow(t.pool, u.userId))?.trial_ends_at).toEqual(new Date('2026-06-04T23:59:59.999Z'));
  });

  it('stores a valid time zone; the allowance then renews at the user\'s midnight', async () => {
    const u = await user();
    const response = await putTimeZone(u, { timeZone: 'Asia/Kathmandu' });
    expect(response.statusCode).toBe(200);
    // 10:00 UTC is 15:45 in Kathmandu; its next midnight is 18:15 UTC.
    expect(mePlanSchema.parse(response.json()).dailyLimit.resetsAt).toBe('2026-06-01T18:15:00.000Z');
    const { rows } = await t.pool.query('select time_zone from users where id = $1', [u.userId]);
    expect(rows[0]).toEqual({ time_zone: 'Asia/Kathmandu' });
  });

  it.each([
    [{ timeZone: 'Mars/Olympus_Mons' }, 'INVALID_TIME_ZONE'],
    [{ timeZone: '   ' }, 'INVALID_TIME_ZONE'],
    [{ timeZone: '' }, 'INVALID_INPUT'],
    [{ timeZone: 'x'.repeat(65) }, 'INVALID_INPUT'],
    [{ timeZone: 7 }, 'INVALID_INPUT'],
    [{}, 'INVALID_INPUT'],
  ])('refuses %j with 400 %s and keeps the zone', async (payload, code) => {
    const u = await user();
    const response = await putTimeZone(u, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: { code } });
    const { rows } = await t.pool.query('select time_zone from users where id = $1', [u.userId]);
    expect(rows[0]).toEqual({ time_zone: 'UTC' });
  });
});

describe('GET /api/v1/me/plan with Stripe configured', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({
      serpProvider: createDemoProvider(),
      env: { STRIPE_SECRET_KEY: 'sk_test_123', STRIPE_PRICE_PRO: 'price_pro_123' },
    });
  });
  afterAll(() => t.close());

  it('says payments are configured', async () => {
    const u = await signInAs(t.pool);
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/me/plan', headers: { cookie: u.cookie } });
    expect(response.json()).toMatchObject({ payments: { configured: true } });
  });
});
