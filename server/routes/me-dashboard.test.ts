import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomBytes } from 'node:crypto';
import { recentChecksSchema, type HistoryEntry } from '../../contracts/history';
import { insertSearchHistory } from '../db/queries/search-history';
import { buildTestApp, type TestApp } from '../testing/build-test-app';
import { postRankCheck } from '../testing/guest-client';
import { startSerpFixture, uniqueKeyword, type SerpFixture } from '../testing/serp-fixture';
import { signInAs, type SignedInUser } from '../testing/sign-in';

const UNAUTHENTICATED = { error: { code: 'UNAUTHENTICATED', message: 'Please sign in to continue.' } };

describe('GET /api/v1/me/stats and /api/v1/me/recent-checks', () => {
  let serp: SerpFixture;
  let t: TestApp;
  let now = new Date('2026-05-01T09:00:00Z');
  beforeAll(async () => {
    serp = await startSerpFixture();
    // No page cache: the same query may rank differently from one check to the next.
    t = await buildTestApp({ serpProvider: serp.provider, now: () => now, env: { SERP_CACHE_TTL_SECONDS: '0' } });
  });
  afterAll(async () => {
    await t.close();
    await serp.fake.close();
  });

  const get = (url: string, cookie?: string) => t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
  const at = (iso: string) => {
    now = new Date(iso);
  };

  /** Runs a check as `user` with the site placed at `rank` (0 = not placed). */
  async function checkAs(user: SignedInUser, query: { websiteUrl: string; keyword: string; location?: string }, rank: number) {
    if (rank > 0) serp.place(query.keyword, { url: `https://${query.websiteUrl}/page`, position: rank });
    const response = await postRankCheck(t.app, query, { cookie: user.cookie });
    expect(response.statusCode).toBe(200);
    return response;
  }

  it('answers 401 UNAUTHENTICATED without a session, before validating the query', async () => {
    for (const url of ['/api/v1/me/stats', '/api/v1/me/recent-checks', '/api/v1/me/recent-checks?limit=0']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(401);
      expect(response.json()).toEqual(UNAUTHENTICATED);
    }
    const bogus = await get('/api/v1/me/stats', 'rc_session=not-a-session');
    expect(bogus.statusCode).toBe(401);
  });

  it('starts at zero and null for a new account', async () => {
    const user = await signInAs(t.pool, undefined, now);
    const stats = await get('/api/v1/me/stats', user.cookie);
    expect(stats.statusCode).toBe(200);
    expect(stats.headers['cache-control']).toBe('no-store');
    expect(stats.json()).toEqual({ totalChecks: 0, averageRank: null, lastCheckedAt: null });
    expect((await get('/api/v1/me/recent-checks', user.cookie)).json()).toEqual({ items: [] });
  });

  it('stats: total, rounded average of found ranks (not found excluded), last check', async () => {
    at('2026-05-02T08:00:00Z');
    const user = await signInAs(t.pool, undefined, now);
    // A keyword per check: results are cached per query, so a later placement would not show.
    await checkAs(user, { websiteUrl: 'stats-one.com', keyword: uniqueKeyword('stats') }, 3);
    at('2026-05-02T08:05:00Z');
    await checkAs(user, { websiteUrl: 'stats-two.com', keyword: uniqueKeyword('stats') }, 6);
    at('2026-05-02T08:10:00Z');
    await checkAs(user, { websiteUrl: 'never-listed.com', keyword: uniqueKeyword('stats') }, 0);
    const stats = await get('/api/v1/me/stats', user.cookie);
    // (3 + 6) / 2 = 4.5 -> 5
    expect(stats.json()).toEqual({ totalChecks: 3, averageRank: 5, lastCheckedAt: '2026-05-02T08:10:00.000Z' });
  });

  it('recent checks: newest first, previous rank of the same site/keyword/engine/location only', async () => {
    at('2026-05-03T08:00:00Z');
    const user = await signInAs(t.pool, undefined, now);
    const keyword = uniqueKeyword('trend');
    const site = 'trend-site.com';
    await checkAs(user, { websiteUrl: site, keyword }, 8); // T1: 8
    at('2026-05-03T09:00:00Z');
    await checkAs(user, { websiteUrl: site, keyword }, 3); // T2: 3 (the fake keeps 8 too; the best counts)
    at('2026-05-03T10:00:00Z');
    await checkAs(user, { websiteUrl: site, keyword, location: 'gb' }, 0); // other location (the fake ranks it 3 too)
    // Another engine (as a Pro user would have run it): its own trend line.
    await insertSearchHistory(t.pool, {
      userId: user.userId,
      websiteUrl: site,
      keyword,
      location: 'us',
      searchEngine: 'bing',
      rankPosition: 1,
      pageNumber: 1,
      resultType: 'organic',
      competitors: [],
      checkedAt: new Date('2026-05-03T10:30:00Z'),
    });
    at('2026-05-04T08:00:00Z');
    await checkAs(user, { websiteUrl: `https://www.${site}/`, keyword: `${keyword}_` }, 0); // same query as typed differently

    const response = await get('/api/v1/me/recent-checks', user.cookie);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const { items } = recentChecksSchema.parse(response.json());
    const brief = (e: HistoryEntry) => [e.searchEngine, e.location, e.rankPosition, e.previousRank];
    expect(items.map(brief)).toEqual([
      ['google', 'us', 3, 3], // the last google/us check before it was 3, not bing's 1
      ['bing', 'us', 1, null],
      ['google', 'gb', 3, null], // first of its query
      ['google', 'us', 3, 8],
      ['google', 'us', 8, null],
    ]);
    expect(items[0]).toMatchObject({
      websiteUrl: site,
      keyword,
      pageNumber: 1,
      resultType: 'organic',
      competitors: [],
      checkedAt: '2026-05-04T08:00:00.000Z',
    });
    expect(items[0]?.id).toMatch(/^\d+$/);
  });

  it('recent checks: 5 by default, limit 1..50, anything else 400', async () => {
    at('2026-05-05T08:00:00Z');
    const user = await signInAs(t.pool, undefined, now);
    for (let i = 0; i < 7; i += 1) {
      await insertSearchHistory(t.pool, {
        userId: user.userId,
        websiteUrl: 'many.com',
        keyword: `keyword ${i}`,
        location: 'us',
        searchEngine: 'google',
        rankPosition: i + 1,
        pageNumber: 1,
        resultType: 'organic',
        competitors: [],
        checkedAt: new Date(Date.UTC(2026, 4, 5, i)),
      });
    }
    const ranks = async (query: string) => {
      const response = await get(`/api/v1/me/recent-checks${query}`, user.cookie);
      expect(response.statusCode, query).toBe(200);
      return recentChecksSchema.parse(response.json()).items.map((e) => e.rankPosition);
    };
    expect(await ranks('')).toEqual([7, 6, 5, 4, 3]);
    expect(await ranks('?limit=1')).toEqual([7]);
    expect(await ranks('?limit=50')).toEqual([7, 6, 5, 4, 3, 2, 1]);
    for (const bad of ['0', '51', '-1', '2.5', 'five']) {
      const response = await get(`/api/v1/me/recent-checks?limit=${bad}`, user.cookie);
      expect(response.statusCode, bad).toBe(400);
      expect(response.json()).toMatchObject({ error: { code: 'INVALID_INPUT' } });
    }
  });
});

/**
 * Every read under /api/v1/me/ (found in the OpenAPI document, so routes added later are covered too) must
 * answer only with the caller's own data: 401 signed out, and user B never sees user A's rows; a route naming
 * one of A's rows by id answers B with 404.
 */
describe('/api/v1/me/* reads are scoped to the signed-in user', () => {
  let serp: SerpFixture;
  let t: TestApp;
  let owner: SignedInUser;
  let other: SignedInUser;
  let ownerRowId: number;
  /** Rows named by a uuid rather than a number, by the path prefix that names them. */
  const ownerUuids: Record<string, string> = {};
  const marker = `owner-${randomBytes(5).toString('hex')}`;
  const ownerKeyword = uniqueKeyword(marker);
  const isoDay = (daysFromToday: number) => new Date(Date.now() + daysFromToday * 86_400_000).toISOString().slice(0, 10);
  let mePaths: string[] = [];
  /**
   * Reads that need a query string get one naming the owner's data, and the status another user must get: 404
   * when the route says "no such checks", 200 when it answers with an empty result. `echoes` is text the answer
   * repeats from the query (not the owner's data), left out before looking for the owner's data.
   */
  const ownerQueries: Record<string, { query: string; status: number; echoes?: string }> = {
    '/api/v1/me/reports': {
      // A period around today (the owner's check runs on the real clock), so the owner's own report has it.
      query: `site=${marker}.com&from=${isoDay(-30)}&to=${isoDay(1)}`,
      status: 200,
      echoes: `"site":"${marker}.com"`,
    },
    // Plan features: the other user is on the free plan, which has neither.
    '/api/v1/me/branding': { query: '', status: 403 },
    '/api/v1/me/reports/pdf': { query: `site=${marker}.com&from=${isoDay(-30)}&to=${isoDay(1)}`, status: 403 },
    // Competitor tracking is not in the free plan: every read is refused before any row is looked at (its own
    // tests check that another Pro user's ids are 404).
    '/api/v1/me/competitors': { query: '', status: 403 },
    '/api/v1/me/competitors/suggestions': { query: 'keyword=shoes', status: 403 },
    '/api/v1/me/competitors/discovery': { query: '', status: 403 },
    '/api/v1/me/competitors/{id}': { query: '', status: 403 },
    '/api/v1/me/competitors/{id}/history': { query: '', status: 403 },
    '/api/v1/me/competitors/{id}/statistics': { query: '', status: 403 },
    '/api/v1/me/history/series': {
      query: `site=${marker}.com&keyword=${encodeURIComponent(ownerKeyword)}&engine=google&location=us`,
      status: 404,
    },
  };

  beforeAll(async () => {
    serp = await startSerpFixture();
    t = await buildTestApp({ serpProvider: serp.provider });
    owner = await signInAs(t.pool);
    other = await signInAs(t.pool);
    const keyword = ownerKeyword;
    serp.place(keyword, { url: `https://${marker}.com/`, position: 2 });
    expect((await postRankCheck(t.app, { websiteUrl: `${marker}.com`, keyword }, { cookie: owner.cookie })).statusCode).toBe(200);
    const { rows } = await t.pool.query<{ id: number }>('select id from search_history where user_id = $1', [owner.userId]);
    ownerRowId = rows[0]?.id ?? 0;
    const webhook = await t.app.inject({
      method: 'POST',
      url: '/api/v1/me/webhooks',
      headers: { cookie: owner.cookie },
      payload: { url: `https://${marker}.example.com/hooks`, description: marker },
    });
    expect(webhook.statusCode).toBe(201);
    ownerUuids['/api/v1/me/webhooks/'] = webhook.json<{ id: string }>().id;
    const openApi = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as { paths: Record<string, Record<string, unknown>> };
    mePaths = Object.entries(openApi.paths)
      .filter(([path, methods]) => path.startsWith('/api/v1/me/') && 'get' in methods)
      .map(([path]) => path);
  });
  afterAll(async () => {
    await t.close();
    await serp.fake.close();
  });

  const get = (url: string, cookie?: string) => t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
  const withOwnerIds = (path: string) => {
    const uuid = Object.entries(ownerUuids).find(([prefix]) => path.startsWith(prefix))?.[1];
    const url = path.replace(/\{[^}]+\}/g, uuid ?? String(ownerRowId));
    const known = ownerQueries[path];
    return known ? `${url}?${known.query}` : url;
  };

  it('finds the dashboard reads', () => {
    expect(mePaths).toEqual(expect.arrayContaining(['/api/v1/me/stats', '/api/v1/me/recent-checks']));
  });

  it("the owner's own reads include the owner's data (so the checks below can fail)", async () => {
    expect((await get('/api/v1/me/recent-checks', owner.cookie)).payload).toContain(marker);
    const ownReport = await get(`/api/v1/me/reports?${ownerQueries['/api/v1/me/reports']?.query}`, owner.cookie);
    expect(ownReport.json()).toMatchObject({ totals: { checks: 1 }, keywords: [{ keyword: ownerKeyword }] });
    expect((await get('/api/v1/me/stats', owner.cookie)).json()).toMatchObject({ totalChecks: 1, averageRank: 2 });
  });

  it('every /api/v1/me/ read: 401 signed out; for another user 404 or an answer without the owner\'s data', async () => {
    for (const path of mePaths) {
      const url = withOwnerIds(path);
      const signedOut = await get(url);
      expect(signedOut.statusCode, `${url} signed out`).toBe(401);

      const asOther = await get(url, other.cookie);
      const byId = path.includes('{');
      expect(asOther.statusCode, `${url} as another user`).toBe(ownerQueries[path]?.status ?? (byId ? 404 : 200));
      const answer = asOther.payload.replaceAll(ownerQueries[path]?.echoes ?? '\u0000', '');
      expect(answer, url).not.toContain(marker);
      expect(asOther.payload, url).not.toContain(owner.userId);
      expect(asOther.payload, url).not.toContain(owner.email);
    }
  });

  it("another user's dashboard is empty", async () => {
    expect((await get('/api/v1/me/stats', other.cookie)).json()).toEqual({ totalChecks: 0, averageRank: null, lastCheckedAt: null });
    expect((await get('/api/v1/me/recent-checks?limit=50', other.cookie)).json()).toEqual({ items: [] });
  });
});
