import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDemoProvider } from '../adapters/serp/demo/create-demo-provider';
import { upsertUserPlan, type UserPlanFields } from '../db/queries/user-plans';
import { updateUserTimeZone } from '../db/queries/user-time-zone';
import { buildTestApp, type TestApp } from '../testing/build-test-app';
import { saveCountedCheck } from '../testing/history-rows';
import { postRankCheck, uniqueIp } from '../testing/guest-client';
import { uniqueKeyword } from '../testing/serp-fixture';
import { signInAs, type SignedInUser } from '../testing/sign-in';

const START = new Date('2026-06-01T10:00:00Z');
const FREE_LIMIT = { error: { code: 'DAILY_LIMIT_REACHED', message: "You've used all 3 daily checks" } };
const TRIAL: UserPlanFields = { planType: 'pro', subscriptionStatus: 'trialing', trialEndsAt: new Date('2026-06-04T23:59:59.999Z'), trialUsedAt: START };
const PRO: UserPlanFields = { planType: 'pro', subscriptionStatus: 'active', subscriptionId: null };
const ENTERPRISE: UserPlanFields = { planType: 'enterprise', subscriptionStatus: 'active' };
const PAST_DUE: UserPlanFields = { planType: 'pro', subscriptionStatus: 'past_due' };
const EXPIRED_TRIAL: UserPlanFields = { ...TRIAL, trialEndsAt: new Date('2026-05-31T23:59:59.999Z') };

describe('POST /api/v1/rank-checks by plan', () => {
  let t: TestApp;
  let now = START;
  beforeAll(async () => {
    t = await buildTestApp({ serpProvider: createDemoProvider(), now: () => now });
  });
  afterAll(() => t.close());

  const at = async <T>(iso: string, fn: () => Promise<T>): Promise<T> => {
    now = new Date(iso);
    try {
      return await fn();
    } finally {
      now = START;
    }
  };
  async function userOn(fields: UserPlanFields | undefined, timeZone = 'UTC'): Promise<SignedInUser> {
    const user = await signInAs(t.pool, undefined, now);
    if (fields) await upsertUserPlan(t.pool, user.userId, fields, now);
    if (timeZone !== 'UTC') await updateUserTimeZone(t.pool, user.userId, timeZone, now);
    return user;
  }
  const check = (user: SignedInUser | undefined, extra: Record<string, unknown> = {}) =>
    postRankCheck(t.app, { websiteUrl: 'example.com', keyword: uniqueKeyword(), ...extra }, user ? { cookie: user.cookie } : { ip: uniqueIp() });
  const savedChecks = async (user: SignedInUser) =>
    (await t.pool.query<{ n: number }>('select count(*)::int as n from search_history where user_id = $1', [user.userId])).rows[0]?.n;
  /** Saves checks as if run at the given instants: in history and against the allowance, in the user's zone. */
  const savedAt = (user: SignedInUser, ...instants: string[]) =>
    Promise.all(instants.map((checkedAt) => saveCountedCheck(t.pool, user.userId, { keyword: 'earlier', checkedAt: new Date(checkedAt) })));

  const RESTRICTED = (message: string) => ({ status: 403, body: { error: { code: 'FEATURE_RESTRICTED', message } } });
  const OK = { status: 200, body: undefined };
  const cases: [string, UserPlanFields | undefined | 'guest', Record<string, unknown>, { status: number; body: unknown }][] = [
    ['guest', 'guest', {}, OK],
    ['guest', 'guest', { searchEngine: 'bing' }, RESTRICTED('Bing is only available on Pro plan.')],
    ['guest', 'guest', { competitorUrls: ['rival.com'] }, { status: 403, body: { error: { code: 'SIGN_UP_REQUIRED', message: 'Sign up to compare with competitors.' } } }],
    ['free', undefined, {}, OK],
    ['free', undefined, { searchEngine: 'duckduckgo' }, RESTRICTED('DuckDuckGo is only available on Pro plan.')],
    ['free', undefined, { competitorUrls: ['rival.com'] }, RESTRICTED('Competitor tracking is only available on Pro plan.')],
    ['expired trial', EXPIRED_TRIAL, { searchEngine: 'bing' }, RESTRICTED('Bing is only available on Pro plan.')],
    ['past due', PAST_DUE, { searchEngine: 'yahoo' }, RESTRICTED('Yahoo is only available on Pro plan.')],
    ['trial', TRIAL, { searchEngine: 'bing', competitorUrls: ['rival.com', 'other.org', 'third.net'] }, OK],
    ['trial', TRIAL, { searchEngine: 'yandex' }, OK],
    ['pro', PRO, { searchEngine: 'baidu', competitorUrls: ['rival.com'] }, OK],
    ['enterprise', ENTERPRISE, { searchEngine: 'duckduckgo', competitorUrls: ['rival.com'] }, OK],
  ];
  it.each(cases)('%s, %j', async (_name, plan, extra, expected) => {
    const user = plan === 'guest' ? undefined : await userOn(plan);
    const response = await check(user, extra);
    expect(response.statusCode).toBe(expected.status);
    if (expected.body) expect(response.json()).toEqual(expected.body);
    if (user) expect(await savedChecks(user)).toBe(expected.status === 200 ? 1 : 0);
  });

  it('a started trial unlocks Bing and competitors and lifts the daily limit; when it ends the free rules return', async () => {
    const user = await userOn(undefined);
    for (let i = 0; i < 3; i += 1) expect((await check(user)).statusCode).toBe(200);
    expect((await check(user)).statusCode).toBe(429);
    expect((await check(user, { searchEngine: 'bing' })).statusCode).toBe(403);

    const trial = await t.app.inject({ method: 'POST', url: '/api/v1/me/trial', payload: { planType: 'pro' }, headers: { cookie: user.cookie } });
    expect(trial.statusCode).toBe(200);
    const withCompetitors = await check(user, { searchEngine: 'bing', competitorUrls: ['rival.com', 'other.org'] });
    expect(withCompetitors.statusCode).toBe(200);
    expect(withCompetitors.json().competitors).toHaveLength(2);
    for (let i = 0; i < 5; i += 1) expect((await check(user)).statusCode).toBe(200);
    expect(await savedChecks(user)).toBe(9);

    // 4 June is the trial's last day: 0 days left, but it lasts until the end of that day.
    await at('2026-06-04T23:59:00Z', async () => {
      expect((await check(user, { searchEngine: 'bing' })).statusCode).toBe(200);
      const plan = await t.app.inject({ method: 'GET', url: '/api/v1/me/plan', headers: { cookie: user.cookie } });
      expect(plan.json()).toMatchObject({ plan: { planType: 'pro', isTrial: true, trialDaysRemaining: 0 } });
    });
    // From 5 June it has ended: free again.
    for (const day of ['2026-06-05T00:00:00Z', '2026-06-06T12:00:00Z']) {
      await at(day, async () => {
        expect((await check(user, { searchEngine: 'bing' })).json()).toEqual(RESTRICTED('Bing is only available on Pro plan.').body);
        // Still signed in: a Google check is saved and the plan reads free.
        expect((await check(user)).statusCode).toBe(200);
        const plan = await t.app.inject({ method: 'GET', url: '/api/v1/me/plan', headers: { cookie: user.cookie } });
        expect(plan.json()).toMatchObject({ plan: { planType: 'free', isTrial: false }, dailyLimit: { limit: 3, used: 1 } });
      });
    }
  });

  it('a free user: 3 checks, then 429 "You\'ve used all 3 daily checks"', async () => {
    const user = await userOn(undefined, 'America/New_York');
    for (let i = 0; i < 3; i += 1) expect((await check(user)).statusCode).toBe(200);
    const refused = await check(user);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual(FREE_LIMIT);
  });

  it('of 20 parallel checks of a free user (Pacific/Auckland) at limit-1, exactly one succeeds', async () => {
    const user = await userOn(undefined, 'Pacific/Auckland');
    // 10:00 UTC is 22:00 in Auckland: two checks earlier today there (one on the previous UTC day).
    await savedAt(user, '2026-05-31T13:00:00Z', '2026-06-01T09:00:00Z');
    await Promise.all(Array.from({ length: 20 }, () => t.pool.query('select pg_sleep(0.02)')));
    const responses = await Promise.all(Array.from({ length: 20 }, () => check(user)));
    expect(responses.filter((r) => r.statusCode === 200)).toHaveLength(1);
    for (const r of responses.filter((r) => r.statusCode !== 200)) expect(r.json()).toEqual(FREE_LIMIT);
    expect(await savedChecks(user)).toBe(3);
  });

  it('counts the day in the user\'s zone: 3 checks yesterday in Auckland do not count today, though it is the same UTC day', async () => {
    const auckland = await userOn(undefined, 'Pacific/Auckland');
    const utc = await userOn(undefined);
    // 11:00 UTC on 1 June is 23:00 on 1 June in Auckland (+12); 13:00 UTC is 01:00 on 2 June there.
    for (const user of [auckland, utc]) await savedAt(user, '2026-06-01T11:00:00Z', '2026-06-01T11:10:00Z', '2026-06-01T11:20:00Z');
    await at('2026-06-01T13:00:00Z', async () => {
      expect((await check(auckland)).statusCode).toBe(200);
      expect((await check(utc)).json()).toEqual(FREE_LIMIT);
    });
  });

  it('... and 3 checks earlier today in New York still count after UTC midnight', async () => {
    const newYork = await userOn(undefined, 'America/New_York');
    const utc = await userOn(undefined);
    // 23:00 UTC on 1 June is 19:00 on 1 June in New York (-4); 02:00 UTC on 2 June is 22:00 on 1 June there.
    for (const user of [newYork, utc]) await savedAt(user, '2026-06-01T23:00:00Z', '2026-06-01T23:10:00Z', '2026-06-01T23:20:00Z');
    await at('2026-06-02T02:00:00Z', async () => {
      expect((await check(newYork)).json()).toEqual(FREE_LIMIT);
      expect((await check(utc)).statusCode).toBe(200);
    });
    // New York's next midnight is 04:00 UTC.
    await at('2026-06-02T04:00:00Z', async () => {
      expect((await check(newYork)).statusCode).toBe(200);
    });
  });

  it('deleting checks from history gives none of the day back', async () => {
    const user = await userOn(undefined);
    for (let i = 0; i < 3; i += 1) expect((await check(user)).statusCode).toBe(200);
    const { rows } = await t.pool.query<{ id: string }>('select id::text from search_history where user_id = $1', [user.userId]);
    const deleted = await t.app.inject({
      method: 'POST',
      url: '/api/v1/me/history/delete',
      payload: { ids: rows.map((r) => r.id) },
      headers: { cookie: user.cookie },
    });
    expect(deleted.json()).toEqual({ deleted: 3 });
    expect((await check(user)).json()).toEqual(FREE_LIMIT);
    const plan = await t.app.inject({ method: 'GET', url: '/api/v1/me/plan', headers: { cookie: user.cookie } });
    expect(plan.json().dailyLimit).toMatchObject({ used: 3, remaining: 0 });
  });

  it('hopping time zones cannot start a new day early, west or east', async () => {
    const hop = (user: SignedInUser, timeZone: string) =>
      t.app.inject({ method: 'PUT', url: '/api/v1/me/time-zone', payload: { timeZone }, headers: { cookie: user.cookie } });
    // West: 11:00 UTC on 1 June is 01:00 on 2 June in Kiritimati (+14) and 00:00 on 1 June in Pago Pago (-11).
    const west = await userOn(undefined, 'Pacific/Kiritimati');
    await at('2026-06-01T11:00:00Z', async () => {
      for (let i = 0; i < 3; i += 1) expect((await check(west)).statusCode).toBe(200);
      expect((await hop(west, 'Pacific/Pago_Pago')).statusCode).toBe(200);
      expect((await check(west)).json()).toEqual(FREE_LIMIT);
    });
    // A day later it is 2 June in Pago Pago: the date the checks were used on, so they still count...
    await at('2026-06-02T11:30:00Z', async () => expect((await check(west)).json()).toEqual(FREE_LIMIT));
    // ... and on 3 June there they no longer do.
    await at('2026-06-03T11:30:00Z', async () => expect((await check(west)).statusCode).toBe(200));

    // East: 11:30 UTC on 1 June is 00:30 on 1 June in Pago Pago and 01:30 on 2 June in Kiritimati.
    const east = await userOn(undefined, 'Pacific/Pago_Pago');
    await at('2026-06-01T11:30:00Z', async () => {
      for (let i = 0; i < 3; i += 1) expect((await check(east)).statusCode).toBe(200);
      expect((await hop(east, 'Pacific/Kiritimati')).statusCode).toBe(200);
      expect((await check(east)).json()).toEqual(FREE_LIMIT);
    });
  });
});
