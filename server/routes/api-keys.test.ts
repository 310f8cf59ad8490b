import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiKeyCreatedSchema, apiKeyListSchema, type ApiKeyCreated } from '../../contracts/api-key';
import { historyPageSchema } from '../../contracts/history';
import { userOnPlan, type TestPlan } from '../services/competitors/testing/user-on-plan';
import { applySubscriptionPlan, endSubscriptionPlan } from '../services/payments/payment-plan-queries';
import { buildTestApp, type TestApp } from '../testing/build-test-app';
import { startSerpFixture, uniqueKeyword, type SerpFixture } from '../testing/serp-fixture';
import type { SignedInUser } from '../testing/sign-in';

// Each test's clock is its own minute, so the per-key minute windows of one test never meet another's.
let clock = new Date('2026-11-24T09:00:00Z');
const nextMinute = () => {
  clock = new Date(clock.getTime() + 60_000);
};

describe('API keys: lifecycle, Bearer auth, scopes, plans, limits and idempotency', () => {
  let t: TestApp;
  let serp: SerpFixture;
  beforeAll(async () => {
    serp = await startSerpFixture();
    // Small per-key minute and per-account hour figures, so a test reaches them in a few requests.
    t = await buildTestApp({ serpProvider: serp.provider, now: () => clock, env: { API_RATE_LIMIT_PRO_PER_MINUTE: '5', API_RATE_LIMIT_ENTERPRISE_PER_MINUTE: '8', CHECKS_PER_HOUR_TRIAL: '3', CHECKS_PER_HOUR_PAID: '4' } });
  });
  afterAll(async () => {
    await t.close();
    await serp.fake.close();
  });

  const withSession = (user: SignedInUser, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: { cookie: user.cookie }, ...(payload ? { payload } : {}) });
  const withKey = (key: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, headers: Record<string, string> = {}) =>
    t.app.inject({ method, url, headers: { authorization: `Bearer ${key}`, ...headers }, ...(payload ? { payload } : {}) });
  async function createKey(user: SignedInUser, scope: 'read' | 'write' = 'write', name = 'Dashboard'): Promise<ApiKeyCreated> {
    const response = await withSession(user, 'POST', '/api/v1/me/api-keys', { name, scope });
    expect(response.statusCode, response.body).toBe(201);
    return apiKeyCreatedSchema.parse(response.json());
  }
  const onPlan = (plan: TestPlan) => userOnPlan(t.pool, plan, clock);

  it('creates a key shown once, lists it by prefix, records its use, and revokes it at once', async () => {
    nextMinute();
    const user = await onPlan('pro');
    const created = await createKey(user, 'read', '  Looker Studio ');
    expect(created.key).toMatch(/^rc_live_[0-9A-Za-z]{32}$/);
    expect(created).toMatchObject({ name: 'Looker Studio', scope: 'read', prefix: created.key.slice(0, 12), lastUsedAt: null });
    const stored = await t.pool.query('select key_hash from api_keys where id = $1', [created.id]);
    expect(stored.rows[0].key_hash.toString('hex')).not.toContain(Buffer.from(created.key).toString('hex'));

    expect((await withKey(created.key, 'GET', '/api/v1/me/history')).statusCode).toBe(200);
    const list = apiKeyListSchema.parse((await withSession(user, 'GET', '/api/v1/me/api-keys')).json());
    expect(list).toMatchObject({ max: 20, apiIncluded: true, rateLimitPerMinute: 5 });
    expect(list.items).toEqual([{ id: created.id, name: 'Looker Studio', scope: 'read', prefix: created.prefix, createdAt: clock.toISOString(), lastUsedAt: clock.toISOString() }]);
    expect(JSON.stringify(list)).not.toContain(created.key);

    expect((await withSession(user, 'DELETE', `/api/v1/me/api-keys/${created.id}`)).statusCode).toBe(204);
    const revoked = await withKey(created.key, 'GET', '/api/v1/me/history');
    expect(revoked.statusCode).toBe(401);
    expect(revoked.json().error.code).toBe('INVALID_API_KEY');
    expect(revoked.headers['www-authenticate']).toMatch(/^Bearer /);
    expect((await withSession(user, 'DELETE', `/api/v1/me/api-keys/${created.id}`)).statusCode).toBe(404);
  });

  it('refuses keys on plans without the API', async () => {
    nextMinute();
    const free = await onPlan('free');
    const refused = await withSession(free, 'POST', '/api/v1/me/api-keys', { name: 'x', scope: 'read' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toMatchObject({ code: 'FEATURE_RESTRICTED', message: expect.stringContaining('Pro and Enterprise') });
    expect(apiKeyListSchema.parse((await withSession(free, 'GET', '/api/v1/me/api-keys')).json()).apiIncluded).toBe(false);
  });

  // The plan changes as the Stripe webhook changes it (payment-plan-queries), or as a trial ends by date.
  const subscribe = (user: SignedInUser, subscriptionId: string, status: 'active' | 'past_due' = 'active') =>
    applySubscriptionPlan(t.pool, user.userId, { planType: 'pro', status, subscriptionId, customerId: `cus_${user.userId}` }, clock);
  const lapseTrial = (user: SignedInUser) =>
    t.pool.query('update user_plans set trial_ends_at = $2 where user_id = $1', [user.userId, new Date(clock.getTime() - 1000)]);
  const downgrades: { when: string; plan: TestPlan; start?: (user: SignedInUser) => Promise<unknown>; downgrade: (user: SignedInUser) => Promise<unknown> }[] = [
    { when: 'a trial lapses', plan: 'trial', downgrade: lapseTrial },
    {
      when: 'a paid Pro subscription ends',
      plan: 'free',
      start: (user) => subscribe(user, `sub_ends_${user.userId}`),
      downgrade: (user) => endSubscriptionPlan(t.pool, `sub_ends_${user.userId}`, clock),
    },
    {
      when: 'a paid Pro subscription falls past due',
      plan: 'free',
      start: (user) => subscribe(user, `sub_owes_${user.userId}`),
      downgrade: (user) => subscribe(user, `sub_owes_${user.userId}`, 'past_due'),
    },
  ];
  it.each(downgrades)('stops a working key at once when $when, says why, and lets it work again after an upgrade', async ({ plan, start, downgrade }) => {
    nextMinute();
    const user = await onPlan(plan);
    await start?.(user);
    expect((await withSession(user, 'GET', '/api/v1/me/plan')).json().plan).toMatchObject({ planType: 'pro', isPaidSubscription: start !== undefined });
    const key = await createKey(user);
    expect((await withKey(key.key, 'GET', '/api/v1/me/history')).statusCode).toBe(200);

    await downgrade(user);
    const requests = [
      ['GET', '/api/v1/me/history', undefined],
      ['POST', '/api/v1/rank-checks', { websiteUrl: 'example.com', keyword: 'after downgrade' }],
    ] as const;
    for (const [method, url, body] of requests) {
      const refused = await withKey(key.key, method, url, body);
      expect(refused.statusCode, url).toBe(403);
      expect(refused.json().error, url).toEqual({ code: 'FEATURE_RESTRICTED', message: expect.stringMatching(/part of Pro and Enterprise.*Upgrade to use this key again/) });
    }
    expect((await withSession(user, 'GET', '/api/v1/me/plan')).json().plan).toMatchObject({ planType: 'free', isPaidSubscription: false });
    // The key is kept, not deleted, so the message's "use this key again" holds.
    const list = apiKeyListSchema.parse((await withSession(user, 'GET', '/api/v1/me/api-keys')).json());
    expect(list).toMatchObject({ apiIncluded: false, items: [expect.objectContaining({ id: key.id })] });
    expect(list.items).toHaveLength(1);
    await subscribe(user, `sub_again_${user.userId}`);
    expect((await withKey(key.key, 'GET', '/api/v1/me/history')).statusCode).toBe(200);
  });

  const rankCheck = (via: { key: string } | SignedInUser, extra: object = {}) => {
    const body = { websiteUrl: 'plan.example', keyword: uniqueKeyword('plan rules'), ...extra };
    return 'key' in via ? withKey(via.key, 'POST', '/api/v1/rank-checks', body) : withSession(via, 'POST', '/api/v1/rank-checks', body);
  };

  it.each([
    ['trial', 3],
    ['pro', 4],
  ] as const)('holds a %s key to its owner’s plan: every engine with competitors, and one hourly allowance (%i) with the session', async (plan, perHour) => {
    nextMinute();
    const user = await onPlan(plan);
    const key = await createKey(user);
    // A key judged by any tier other than its owner's (free, guest) would be refused Bing and competitors.
    const bing = await rankCheck(key, { searchEngine: 'bing', competitorUrls: ['rival.example', 'other.example'] });
    expect(bing.statusCode, bing.body).toBe(200);
    expect(bing.json().competitors).toHaveLength(2);
    // Key and session take turns until the plan's checks of the hour are used; then both are refused.
    for (let used = 2; used <= perHour; used++) expect((await rankCheck(used % 2 === 0 ? user : key)).statusCode).toBe(200);
    for (const via of [key, user]) {
      const refused = await rankCheck(via);
      expect(refused.statusCode, refused.body).toBe(429);
      expect(refused.json().error).toMatchObject({ code: 'RATE_LIMITED', message: expect.stringContaining(`You've run ${perHour} checks in the past hour`) });
    }
  });

  it('puts a key’s checks in the owner’s history and today’s count, as the session sees them', async () => {
    nextMinute();
    const user = await onPlan('pro');
    const key = await createKey(user);
    const keyed = await rankCheck(key);
    const browsed = await rankCheck(user);
    expect([keyed.statusCode, browsed.statusCode]).toEqual([200, 200]);

    const history = historyPageSchema.parse((await withSession(user, 'GET', '/api/v1/me/history')).json());
    expect(history.total).toBe(2);
    expect(history.items.map((entry) => entry.id).sort()).toEqual([keyed.json().checkId, browsed.json().checkId].sort());
    const plan = (await withSession(user, 'GET', '/api/v1/me/plan')).json();
    expect(plan.dailyLimit).toMatchObject({ used: 2, limit: -1 });
    // The key reads the same history and count.
    expect(historyPageSchema.parse((await withKey(key.key, 'GET', '/api/v1/me/history')).json())).toEqual(history);
    expect((await withKey(key.key, 'GET', '/api/v1/me/plan')).json()).toEqual(plan);
  });

  it('counts a trial’s keyed checks toward the free allowance of the day the trial ends', async () => {
    nextMinute();
    const user = await onPlan('trial');
    const key = await createKey(user);
    for (let i = 0; i < 3; i++) expect((await rankCheck(key)).statusCode).toBe(200);
    await lapseTrial(user);
    const plan = (await withSession(user, 'GET', '/api/v1/me/plan')).json();
    expect(plan).toMatchObject({ plan: { planType: 'free', isTrial: false }, dailyLimit: { limit: 3, used: 3, remaining: 0 } });
    const refused = await rankCheck(user);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.code).toBe('DAILY_LIMIT_REACHED');
  });

  it('checks names and scopes, and stops at 20 keys', async () => {
    nextMinute();
    const user = await onPlan('enterprise');
    expect((await withSession(user, 'POST', '/api/v1/me/api-keys', { name: '  ', scope: 'read' })).json().error.message).toMatch(/Give the key a name/);
    expect((await withSession(user, 'POST', '/api/v1/me/api-keys', { name: 'x', scope: 'admin' })).statusCode).toBe(400);
    for (let i = 0; i < 20; i++) await createKey(user, 'read', `key ${i}`);
    const over = await withSession(user, 'POST', '/api/v1/me/api-keys', { name: 'one more', scope: 'read' });
    expect(over.statusCode).toBe(409);
    expect(over.json().error.code).toBe('LIMIT_REACHED');
  });

  it('lets a read key read and nothing more, keeps account, billing and keys to the session, and never takes a key for another header', async () => {
    nextMinute();
    const user = await onPlan('pro');
    const read = await createKey(user, 'read');
    const check = await withKey(read.key, 'POST', '/api/v1/rank-checks', { websiteUrl: 'example.com', keyword: 'read key' });
    expect(check.statusCode).toBe(403);
    expect(check.json().error.code).toBe('INSUFFICIENT_SCOPE');
    for (const [method, url] of [
      ['GET', '/api/v1/me/api-keys'],
      ['POST', '/api/v1/auth/change-password'],
      ['POST', '/api/v1/payments/checkout'],
      ['POST', '/api/v1/me/delete'],
      ['GET', '/api/v1/me/webhooks'],
      ['POST', '/api/v1/auth/sign-out-others'],
    ] as const) {
      const response = await withKey(read.key, method, url, method === 'POST' ? {} : undefined);
      expect(response.statusCode, url).toBe(403);
      expect(response.json().error.code, url).toBe('SESSION_REQUIRED');
    }
    for (const header of ['Bearer nope', `Basic ${read.key}`, `Bearer ${read.key}x`, 'Bearer rc_live_00000000000000000000000000000000']) {
      const response = await t.app.inject({ method: 'GET', url: '/api/v1/me/history', headers: { authorization: header, cookie: user.cookie } });
      expect(response.statusCode, header).toBe(401);
    }
  });

  it('counts each key’s requests a minute in RateLimit headers and answers 429 with Retry-After past the limit', async () => {
    nextMinute();
    const user = await onPlan('pro');
    const key = await createKey(user, 'read');
    for (let i = 1; i <= 5; i++) {
      const response = await withKey(key.key, 'GET', '/api/v1/me/history');
      expect(response.statusCode).toBe(200);
      expect(response.headers['ratelimit-limit']).toBe('5');
      expect(response.headers['ratelimit-remaining']).toBe(String(5 - i));
      expect(Number(response.headers['ratelimit-reset'])).toBeGreaterThan(0);
    }
    const limited = await withKey(key.key, 'GET', '/api/v1/me/history');
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error.code).toBe('RATE_LIMITED');
    expect(limited.headers['retry-after']).toBe(limited.headers['ratelimit-reset']);
    expect(limited.headers['ratelimit-remaining']).toBe('0');
    // Another key of the same user has its own allowance; the next minute starts afresh.
    expect((await withKey((await createKey(user, 'read')).key, 'GET', '/api/v1/me/history')).statusCode).toBe(200);
    nextMinute();
    expect((await withKey(key.key, 'GET', '/api/v1/me/history')).statusCode).toBe(200);
    // Enterprise keys have their own figure.
    const enterprise = await onPlan('enterprise');
    expect((await withKey((await createKey(enterprise, 'read')).key, 'GET', '/api/v1/me/history')).headers['ratelimit-limit']).toBe('8');
  });

  it('runs a rank check once per Idempotency-Key: a retry gets the first answer without a provider call, another body is 422', async () => {
    nextMinute();
    const user = await onPlan('pro');
    const key = await createKey(user);
    const keyword = uniqueKeyword('idempotent check');
    serp.place(keyword, { url: 'https://idempotent.example/', position: 4 });
    const body = { websiteUrl: 'idempotent.example', keyword };
    const first = await withKey(key.key, 'POST', '/api/v1/rank-checks', body, { 'idempotency-key': 'check-1' });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ rank: 4, checkId: expect.any(String) });
    const providerCalls = serp.requestsFor(keyword);
    const again = await withKey(key.key, 'POST', '/api/v1/rank-checks', body, { 'idempotency-key': 'check-1' });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(serp.requestsFor(keyword)).toBe(providerCalls);
    const history = await t.pool.query('select 1 from search_history where user_id = $1 and keyword = $2', [user.userId, keyword]);
    expect(history.rowCount).toBe(1);

    const other = await withKey(key.key, 'POST', '/api/v1/rank-checks', { ...body, location: 'gb' }, { 'idempotency-key': 'check-1' });
    expect(other.statusCode).toBe(422);
    expect(other.json().error.code).toBe('IDEMPOTENCY_KEY_REUSED');
    expect((await withKey(key.key, 'POST', '/api/v1/rank-checks', body, { 'idempotency-key': 'ünïcode' })).statusCode).toBe(400);

    // A refusal that a retry would meet again is replayed too; 24 hours later the key is free again.
    clock = new Date(clock.getTime() + 25 * 60 * 60_000);
    const later = await withKey(key.key, 'POST', '/api/v1/rank-checks', body, { 'idempotency-key': 'check-1' });
    expect(later.statusCode).toBe(200);
    expect(later.headers['idempotent-replayed']).toBeUndefined();
  });

  it('replays a scheduled check created with an Idempotency-Key instead of refusing the duplicate', async () => {
    nextMinute();
    const user = await onPlan('pro');
    const key = await createKey(user);
    const body = { websiteUrl: 'schedule.example', keyword: uniqueKeyword('idempotent schedule'), interval: 'weekly', timeOfDay: '07:30', dayOfWeek: 1 };
    const first = await withKey(key.key, 'POST', '/api/v1/me/scheduled-checks', body, { 'idempotency-key': 'sched-1' });
    expect(first.statusCode, first.body).toBe(201);
    const again = await withKey(key.key, 'POST', '/api/v1/me/scheduled-checks', body, { 'idempotency-key': 'sched-1' });
    expect(again.statusCode).toBe(201);
    expect(again.json().id).toBe(first.json().id);
    // Without the header the same body is a duplicate, as in the browser.
    expect((await withKey(key.key, 'POST', '/api/v1/me/scheduled-checks', body)).statusCode).toBe(409);
  });
});
