import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mePlanSchema } from '../../contracts/plan';
import { historyPageSchema } from '../../contracts/history';
import { createDemoProvider } from '../adapters/serp/demo/create-demo-provider';
import { startFakeBaiduLinks, type FakeBaiduLinks } from '../adapters/serp/testing/fake-baidu-links';
import { upsertUserPlan } from '../db/queries/user-plans';
import { buildTestApp, type TestApp } from '../testing/build-test-app';
import { postRankCheck, uniqueIp } from '../testing/guest-client';
import { startSerpFixture, uniqueKeyword, type SerpFixture } from '../testing/serp-fixture';
import { signInAs, type SignedInUser } from '../testing/sign-in';

const NOW = new Date('2026-06-01T10:00:00Z');

async function cachedPages(t: TestApp, keyword: string): Promise<number> {
  const { rows } = await t.pool.query<{ n: number }>('select count(*)::int as n from serp_page_cache where keyword = $1', [keyword.toLowerCase()]);
  return rows[0]?.n ?? 0;
}

describe('POST /api/v1/rank-checks against SerpApi: never a false "not found"', () => {
  let serp: SerpFixture;
  let baidu: FakeBaiduLinks;
  let t: TestApp;
  beforeAll(async () => {
    serp = await startSerpFixture();
    baidu = await startFakeBaiduLinks();
    t = await buildTestApp({ serpProvider: serp.provider, now: () => NOW, env: { BAIDU_LINK_BASE_URL: baidu.url } });
  });
  afterAll(async () => {
    await t.close();
    await serp.fake.close();
    await baidu.close();
  });

  const remaining = async (user: SignedInUser) => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/me/plan', headers: { cookie: user.cookie } });
    return mePlanSchema.parse(response.json()).dailyLimit.remaining;
  };
  const savedChecks = async (user: SignedInUser) => {
    const { rows } = await t.pool.query('select 1 from search_history where user_id = $1', [user.userId]);
    return rows.length;
  };

  it.each<[string, unknown]>([
    ['{}', {}],
    ['a search still Processing', { search_metadata: { status: 'Processing' } }],
    ['status Error', { search_metadata: { status: 'Error' }, error: 'We couldn’t get valid results for this search.' }],
    ['no organic results and no empty-results answer', { search_metadata: { status: 'Success' }, search_information: { organic_results_state: 'Results for exact spelling' } }],
    ['entries without links', { search_metadata: { status: 'Success' }, organic_results: [{ position: 1, title: 'x' }] }],
  ])('a 200 with %s: 502, nothing saved, no allowance spent, nothing cached', async (_name, body) => {
    const user = await signInAs(t.pool, undefined, NOW);
    const keyword = uniqueKeyword();
    serp.fake.setResponder(() => ({ status: 200, body }));
    try {
      const response = await postRankCheck(t.app, { websiteUrl: 'example.com', keyword }, { cookie: user.cookie });
      expect(response.statusCode).toBe(502);
      expect(response.json().error.code).toMatch(/^SERP_/);
      expect(response.json()).not.toHaveProperty('rank');
    } finally {
      serp.fake.setResponder(undefined);
    }
    expect(await savedChecks(user)).toBe(0);
    expect(await remaining(user)).toBe(3);
    expect(await cachedPages(t, keyword)).toBe(0);
    // The same keyword now answers properly, and is saved and cached.
    serp.place(keyword, { url: 'https://example.com/', position: 3 });
    const retry = await postRankCheck(t.app, { websiteUrl: 'example.com', keyword }, { cookie: user.cookie });
    expect(retry.json()).toMatchObject({ rank: 3 });
    expect(await savedChecks(user)).toBe(1);
    expect(await cachedPages(t, keyword)).toBe(1);
  });

  it('a guest keeps the day’s check when the provider answers something unreadable', async () => {
    const ip = uniqueIp();
    serp.fake.setResponder(() => ({ status: 200, body: {} }));
    try {
      expect((await postRankCheck(t.app, { websiteUrl: 'example.com', keyword: uniqueKeyword() }, { ip })).statusCode).toBe(502);
    } finally {
      serp.fake.setResponder(undefined);
    }
    expect((await postRankCheck(t.app, { websiteUrl: 'example.com', keyword: uniqueKeyword() }, { ip })).statusCode).toBe(200);
  });

  it('device: mobile is asked for, cached apart from desktop, saved and filtered on in history', async () => {
    const user = await signInAs(t.pool, undefined, NOW);
    await upsertUserPlan(t.pool, user.userId, { planType: 'pro', subscriptionStatus: 'active' }, NOW);
    const keyword = uniqueKeyword();
    serp.place(keyword, { url: 'https://example.com/', position: 2 });
    for (const device of ['desktop', 'mobile', 'mobile'] as const) {
      const response = await postRankCheck(t.app, { websiteUrl: 'example.com', keyword, device }, { cookie: user.cookie });
      expect(response.json()).toMatchObject({ rank: 2, device });
    }
    const devices = serp.fake.requests.filter((r) => r.params.get('q') === keyword).map((r) => r.params.get('device'));
    expect(devices).toEqual(['desktop', 'mobile']);
    const page = (device: string) =>
      t.app.inject({ method: 'GET', url: `/api/v1/me/history?device=${device}`, headers: { cookie: user.cookie } }).then((r) => historyPageSchema.parse(r.json()));
    expect((await page('mobile')).items.map((i) => i.device)).toEqual(['mobile', 'mobile']);
    expect((await page('desktop')).items).toHaveLength(1);
    // The second mobile check's trend is against the first mobile one, not the desktop check.
    expect((await page('mobile')).items[0]?.previousRank).toBe(2);
    const csv = await t.app.inject({ method: 'GET', url: '/api/v1/me/history/export.csv?device=mobile', headers: { cookie: user.cookie } });
    expect(csv.payload.split('\r\n')[0]).toContain('Device,Results scanned,Source');
    expect(csv.payload).toContain(',Mobile,10,SerpApi');
  });

  it('DuckDuckGo and Yandex cannot be asked for mobile results: a clear 400', async () => {
    const user = await signInAs(t.pool, undefined, NOW);
    await upsertUserPlan(t.pool, user.userId, { planType: 'pro', subscriptionStatus: 'active' }, NOW);
    const response = await postRankCheck(t.app, { websiteUrl: 'example.com', keyword: uniqueKeyword(), searchEngine: 'duckduckgo', device: 'mobile' }, { cookie: user.cookie });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: { code: 'INVALID_INPUT', message: 'DuckDuckGo results can only be checked for desktop.' } });
  });

  it('a signed-in result carries the previous rank of the same query from the user’s saved checks', async () => {
    const user = await signInAs(t.pool, undefined, NOW);
    const keyword = uniqueKeyword();
    serp.place(keyword, { url: 'https://example.com/', position: 7 });
    const first = await postRankCheck(t.app, { websiteUrl: 'example.com', keyword }, { cookie: user.cookie });
    expect(first.json()).toMatchObject({ rank: 7, previousRank: null });
    const second = await postRankCheck(t.app, { websiteUrl: 'https://www.example.com/', keyword }, { cookie: user.cookie });
    expect(second.json()).toMatchObject({ rank: 7, previousRank: 7 });
    const guest = await postRankCheck(t.app, { websiteUrl: 'example.com', keyword });
    expect(guest.json()).not.toHaveProperty('previousRank');
  });

  it('says when the engine cannot target the country', async () => {
    const user = await signInAs(t.pool, undefined, NOW);
    await upsertUserPlan(t.pool, user.userId, { planType: 'pro', subscriptionStatus: 'active' }, NOW);
    const response = await postRankCheck(t.app, { websiteUrl: 'example.com', keyword: uniqueKeyword(), searchEngine: 'bing', location: 'np' }, { cookie: user.cookie });
    expect(response.json().locationTargeting).toEqual({ level: 'none', note: 'Bing can’t target Nepal: results are Bing’s default ones.' });
  });
});

describe('the simulated engine is labelled wherever a saved check shows', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ serpProvider: createDemoProvider(), now: () => NOW });
  });
  afterAll(() => t.close());

  it('health, the result, history and CSV all say simulated', async () => {
    const health = await t.app.inject({ method: 'GET', url: '/api/v1/health' });
    expect(health.json().serp).toEqual({ provider: 'demo', configured: true, simulated: true });
    const user = await signInAs(t.pool, undefined, NOW);
    const result = await postRankCheck(t.app, { websiteUrl: 'example.com', keyword: uniqueKeyword() }, { cookie: user.cookie });
    expect(result.json()).toMatchObject({ source: 'demo', simulated: true });
    const history = await t.app.inject({ method: 'GET', url: '/api/v1/me/history', headers: { cookie: user.cookie } });
    expect(historyPageSchema.parse(history.json()).items).toMatchObject([{ source: 'demo', simulated: true }]);
    const recent = await t.app.inject({ method: 'GET', url: '/api/v1/me/recent-checks', headers: { cookie: user.cookie } });
    expect(recent.json().items).toMatchObject([{ simulated: true }]);
    const csv = await t.app.inject({ method: 'GET', url: '/api/v1/me/history/export.csv', headers: { cookie: user.cookie } });
    expect(csv.payload).toContain('Simulated (not real search results)');
  });
});
