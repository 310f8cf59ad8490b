import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { competitorDiscoverySchema, DISCOVERY_MAX_QUERIES } from '../../contracts/competitor-discovery';
import { createDemoProvider } from '../adapters/serp/demo/create-demo-provider';
import type { SerpEntry } from '../adapters/serp/serp-provider';
import { userOnPlan } from '../services/competitors/testing/user-on-plan';
import { buildTestApp, type TestApp } from '../testing/build-test-app';
import { saveCheck } from '../testing/history-rows';
import type { SignedInUser } from '../testing/sign-in';

const DAY_MS = 24 * 3600 * 1000;

describe('GET /api/v1/me/competitors/discovery', () => {
  let t: TestApp;
  const now = new Date('2026-11-24T10:00:00Z');
  beforeAll(async () => {
    t = await buildTestApp({ serpProvider: createDemoProvider(), now: () => now });
  });
  afterAll(async () => {
    await t.close();
  });

  /** Keywords of their own per test: the page cache is shared by every test file. */
  const unique = (keyword: string) => `${keyword} ${randomBytes(4).toString('hex')}`;
  const discover = (user: SignedInUser | null) =>
    t.app.inject({ method: 'GET', url: '/api/v1/me/competitors/discovery', headers: user ? { cookie: user.cookie } : {} });
  const discovery = async (user: SignedInUser) => {
    const response = await discover(user);
    expect(response.statusCode).toBe(200);
    return competitorDiscoverySchema.parse(response.json());
  };
  const check = (user: SignedInUser, keyword: string, fields: Parameters<typeof saveCheck>[2] = {}) =>
    saveCheck(t.pool, user.userId, { websiteUrl: 'mine.com', keyword, source: 'serpapi', checkedAt: new Date(now.getTime() - DAY_MS), ...fields });
  /** A cached result page as the rank checks store it; `hosts` become its entries' URLs, in order. */
  const cachePage = async (
    keyword: string,
    hosts: (string | SerpEntry)[],
    key: { provider?: string; engine?: string; location?: string; device?: string; start?: number; ageSeconds?: number } = {},
  ) => {
    const entries = hosts.map((host, i) => (typeof host === 'string' ? { url: `https://${host}/result-${i + 1}`, title: host } : host));
    await t.pool.query(
      `insert into serp_page_cache (provider, engine, location, device, keyword, start, entries, ended, fetched_at)
       values ($1, $2, $3, $4, $5, $6, $7::jsonb, false, now() - make_interval(secs => $8))`,
      [key.provider ?? 'serpapi', key.engine ?? 'google', key.location ?? 'us', key.device ?? 'desktop', keyword.toLowerCase(), key.start ?? 0,
        JSON.stringify(entries), key.ageSeconds ?? 60],
    );
  };
  const filler = (n: number) => Array.from({ length: n }, (_, i) => `filler-${i + 1}.org`);

  it('counts the domains in the top 10 of the user’s keywords, www folded, their own site and tracked competitors left out', async () => {
    const user = await userOnPlan(t.pool, 'pro', now);
    const [shoes, boots, socks] = [unique('running shoes'), unique('hiking boots'), unique('wool socks')];
    await check(user, shoes);
    await check(user, boots, { websiteUrl: 'https://www.Mine.com/boots' });
    await check(user, socks);
    await t.app.inject({ method: 'POST', url: '/api/v1/me/competitors', headers: { cookie: user.cookie }, payload: { competitorUrl: 'tracked.com' } });
    await cachePage(shoes, ['www.rival.com', 'www.mine.com', 'tracked.com', 'shop.rival.com', 'other.net', ...filler(5)]);
    await cachePage(boots, ['mine.com', 'other.net', 'tracked.com', 'rival.com', ...filler(6)]);
    // Position 11 and beyond is not the top 10.
    await cachePage(boots, ['late.com'], { start: 10 });

    const body = await discovery(user);
    expect(body).toMatchObject({ queriesConsidered: 3, queriesWithResults: 2, simulatedQueries: 0 });
    expect(body.items.slice(0, 2)).toEqual([
      { domain: 'rival.com', appearances: 2, bestPosition: 1, averagePosition: 2.5, keywords: [shoes, boots], locations: ['us'], searchEngines: ['google'] },
      { domain: 'other.net', appearances: 2, bestPosition: 2, averagePosition: 3.5, keywords: [boots, shoes], locations: ['us'], searchEngines: ['google'] },
    ]);
    // Neither mine.com nor tracked.com, nor late.com at #11; the fillers in both queries before the one in one.
    expect(body.items.map((item) => item.domain)).toEqual(['rival.com', 'other.net', ...filler(6)]);
  });

  it('reads only the caller’s keywords', async () => {
    const owner = await userOnPlan(t.pool, 'pro', now);
    const other = await userOnPlan(t.pool, 'pro', now);
    const [ownerKeyword, otherKeyword] = [unique('owner keyword'), unique('other keyword')];
    await check(owner, ownerKeyword);
    await check(other, otherKeyword);
    await cachePage(ownerKeyword, ['owner-rival.com']);
    await cachePage(otherKeyword, ['other-rival.com']);

    expect((await discovery(owner)).items.map((item) => item.domain)).toEqual(['owner-rival.com']);
    expect((await discovery(other)).items.map((item) => item.domain)).toEqual(['other-rival.com']);
    const newcomer = await userOnPlan(t.pool, 'trial', now);
    expect(await discovery(newcomer)).toEqual({ items: [], queriesConsidered: 0, queriesWithResults: 0, simulatedQueries: 0 });
  });

  it('reads the pages of the same engine, location and device, and of the provider that answered, whatever the keyword’s case', async () => {
    const user = await userOnPlan(t.pool, 'enterprise', now);
    const keyword = unique('Trail Shoes');
    await check(user, keyword, { searchEngine: 'bing', location: 'gb', device: 'mobile' });
    await cachePage(keyword, ['right.com'], { engine: 'bing', location: 'gb', device: 'mobile' });
    await cachePage(keyword, ['wrong-engine.com'], { engine: 'google', location: 'gb', device: 'mobile' });
    await cachePage(keyword, ['wrong-location.com'], { engine: 'bing', location: 'us', device: 'mobile' });
    await cachePage(keyword, ['wrong-device.com'], { engine: 'bing', location: 'gb', device: 'desktop' });
    await cachePage(keyword, ['wrong-provider.com'], { provider: 'another', engine: 'bing', location: 'gb', device: 'mobile' });

    expect((await discovery(user)).items).toEqual([
      { domain: 'right.com', appearances: 1, bestPosition: 1, averagePosition: 1, keywords: [keyword], locations: ['gb'], searchEngines: ['bing'] },
    ]);
  });

  it('leaves out checks older than 90 days and pages older than 30 days', async () => {
    const user = await userOnPlan(t.pool, 'pro', now);
    const [old, stale] = [unique('old keyword'), unique('stale keyword')];
    await check(user, old, { checkedAt: new Date(now.getTime() - 91 * DAY_MS) });
    await check(user, stale);
    await cachePage(old, ['old-rival.com']);
    await cachePage(stale, ['stale-rival.com'], { ageSeconds: 31 * 24 * 3600 });

    expect(await discovery(user)).toEqual({ items: [], queriesConsidered: 1, queriesWithResults: 0, simulatedQueries: 0 });
  });

  it('says how many queries were checked only with simulated results, which are never kept', async () => {
    const user = await userOnPlan(t.pool, 'pro', now);
    const keyword = unique('simulated keyword');
    await check(user, keyword, { source: 'demo' });
    // Even a page under the simulated engine's name is not read: its results are not real.
    await cachePage(keyword, ['invented.com'], { provider: 'demo' });

    expect(await discovery(user)).toEqual({ items: [], queriesConsidered: 1, queriesWithResults: 0, simulatedQueries: 1 });
  });

  it('counts a result given only as an engine redirect by where the redirect was found to lead', async () => {
    const user = await userOnPlan(t.pool, 'pro', now);
    const keyword = unique('baidu keyword');
    const link = `http://www.baidu.com/link?url=${randomBytes(6).toString('hex')}`;
    await check(user, keyword, { searchEngine: 'baidu', location: 'cn' });
    await t.pool.query('insert into serp_link_targets (link, url) values ($1, $2)', [link, 'https://www.resolved.cn/page']);
    await cachePage(keyword, [{ url: null, title: 'unresolved', redirect: 'http://www.baidu.com/link?url=unknown' }, { url: null, title: 'resolved', redirect: link }], {
      engine: 'baidu',
      location: 'cn',
    });

    expect((await discovery(user)).items).toMatchObject([{ domain: 'resolved.cn', bestPosition: 2 }]);
  });

  it(`looks at the ${DISCOVERY_MAX_QUERIES} most recently checked queries`, async () => {
    const user = await userOnPlan(t.pool, 'pro', now);
    const base = unique('many');
    await t.pool.query(
      `insert into search_history (user_id, website_url, keyword, keyword_key, source, checked_at)
       select $1, 'mine.com', $2 || ' ' || n, lower($2 || ' ' || n), 'serpapi', $3::timestamptz - make_interval(mins => n) from generate_series(1, $4::int) n`,
      [user.userId, base, now, DISCOVERY_MAX_QUERIES + 1],
    );
    await cachePage(`${base} 1`, ['newest.com']);
    await cachePage(`${base} ${DISCOVERY_MAX_QUERIES + 1}`, ['oldest.com']);

    expect(await discovery(user)).toMatchObject({ items: [{ domain: 'newest.com' }], queriesConsidered: DISCOVERY_MAX_QUERIES, queriesWithResults: 1 });
  });

  it.each(['free', 'expired-trial'] as const)('tells a %s user it is a Pro feature', async (plan) => {
    const user = await userOnPlan(t.pool, plan, now);
    const response = await discover(user);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ error: { code: 'FEATURE_RESTRICTED', message: 'Competitor tracking is only available on Pro plan.' } });
  });

  it('asks signed-out callers to sign in', async () => {
    expect((await discover(null)).statusCode).toBe(401);
  });
});
