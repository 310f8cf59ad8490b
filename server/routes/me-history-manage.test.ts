import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { historyFacetsSchema, keywordSeriesSchema } from '../../contracts/history';
import { buildTestApp, type TestApp } from '../testing/build-test-app';
import { postJson } from '../testing/auth-client';
import { saveCheck } from '../testing/history-rows';
import { startSerpFixture, type SerpFixture } from '../testing/serp-fixture';
import { signInAs } from '../testing/sign-in';

describe('history facets, deletion and keyword series', () => {
  let serp: SerpFixture;
  let t: TestApp;
  beforeAll(async () => {
    serp = await startSerpFixture();
    t = await buildTestApp({ serpProvider: serp.provider });
  });
  afterAll(async () => {
    await t.close();
    await serp.fake.close();
  });

  const get = (url: string, cookie?: string) => t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
  const remove = (id: string, cookie?: string) =>
    t.app.inject({ method: 'DELETE', url: `/api/v1/me/history/${id}`, headers: cookie ? { cookie } : {} });
  const ids = async (userId: string) =>
    (await t.pool.query<{ id: number }>('select id from search_history where user_id = $1 order by id', [userId])).rows.map((r) => String(r.id));

  it('facets: distinct sites, keywords and locations sorted, engines in the app order; empty for a new user', async () => {
    const user = await signInAs(t.pool);
    await saveCheck(t.pool, user.userId, { websiteUrl: 'b.com', keyword: 'zeta', searchEngine: 'yandex', location: 'de' });
    await saveCheck(t.pool, user.userId, { websiteUrl: 'a.com', keyword: 'alpha', searchEngine: 'bing', location: 'us' });
    await saveCheck(t.pool, user.userId, { websiteUrl: 'a.com', keyword: 'alpha', searchEngine: 'google', location: 'us' });
    const response = await get('/api/v1/me/history/facets', user.cookie);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(historyFacetsSchema.parse(response.json())).toEqual({
      sites: ['a.com', 'b.com'],
      keywords: ['alpha', 'zeta'],
      engines: ['google', 'bing', 'yandex'],
      locations: ['de', 'us'],
      devices: ['desktop'],
      tags: [],
    });
    const other = await signInAs(t.pool);
    expect((await get('/api/v1/me/history/facets', other.cookie)).json()).toEqual({ sites: [], keywords: [], engines: [], locations: [], devices: [], tags: [] });
    expect((await get('/api/v1/me/history/facets')).statusCode).toBe(401);
  });

  it('DELETE one: 204 for an own check, then 404; 404 for another user\'s check (kept) and for nonsense ids', async () => {
    const owner = await signInAs(t.pool);
    const other = await signInAs(t.pool);
    const mine = String((await saveCheck(t.pool, owner.userId, {})).id);
    const theirs = String((await saveCheck(t.pool, other.userId, {})).id);

    expect((await remove(mine)).statusCode).toBe(401);
    const deleted = await remove(mine, owner.cookie);
    expect(deleted.statusCode).toBe(204);
    expect(deleted.payload).toBe('');
    expect(await ids(owner.userId)).toEqual([]);
    for (const id of [mine, theirs, 'abc', '99999999999999999999', '9223372036854775808']) {
      const response = await remove(id, owner.cookie);
      expect(response.statusCode, id).toBe(404);
      expect(response.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'This check was not found in your history.' } });
    }
    expect(await ids(other.userId)).toEqual([theirs]);
  });

  it('POST delete many: only the caller\'s rows go; others\' and unknown ids are ignored', async () => {
    const owner = await signInAs(t.pool);
    const other = await signInAs(t.pool);
    const mine = [];
    for (let i = 0; i < 3; i += 1) mine.push(String((await saveCheck(t.pool, owner.userId, { keyword: `k${i}` })).id));
    const theirs = String((await saveCheck(t.pool, other.userId, {})).id);

    const response = await postJson(t.app, '/api/v1/me/history/delete', { ids: [mine[0], mine[2], theirs, '9223372036854775807', '99999999999999999'] }, { cookie: owner.cookie });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ deleted: 2 });
    expect(await ids(owner.userId)).toEqual([mine[1]]);
    expect(await ids(other.userId)).toEqual([theirs]);

    expect((await postJson(t.app, '/api/v1/me/history/delete', { ids: [mine[1]] })).statusCode).toBe(401);
    for (const body of [{ ids: [] }, { ids: ['x'] }, { ids: [1] }, {}]) {
      const bad = await postJson(t.app, '/api/v1/me/history/delete', body, { cookie: owner.cookie });
      expect(bad.statusCode, JSON.stringify(body)).toBe(400);
    }
    expect(await ids(owner.userId)).toEqual([mine[1]]);
  });

  it('series: oldest first, competitors in first-seen order, stats over found ranks; other queries left out', async () => {
    const user = await signInAs(t.pool);
    const q = { websiteUrl: 'chart.com', keyword: 'chart kw', searchEngine: 'google', location: 'us' };
    await saveCheck(t.pool, user.userId, { ...q, rankPosition: 0, competitors: [{ url: 'b-rival.com', rank: 4 }], checkedAt: new Date('2026-02-01T10:00:00Z') });
    await saveCheck(t.pool, user.userId, { ...q, rankPosition: 9, competitors: [{ url: 'a-rival.com', rank: 2 }, { url: 'b-rival.com', rank: 0 }], checkedAt: new Date('2026-02-03T10:00:00Z') });
    await saveCheck(t.pool, user.userId, {
      ...q,
      rankPosition: 4,
      competitors: [],
      checkedAt: new Date('2026-02-02T10:00:00Z'),
      aiOverview: { state: 'cited', sources: 6, sitePosition: 3, competitors: [{ url: 'rival.com', position: 1 }] },
    });
    await saveCheck(t.pool, user.userId, { ...q, rankPosition: 12, checkedAt: new Date('2026-02-04T10:00:00Z'), aiOverview: { state: 'unreadable', reason: 'x' } });
    // Same site and keyword elsewhere: not part of this line.
    await saveCheck(t.pool, user.userId, { ...q, location: 'gb', rankPosition: 1, checkedAt: new Date('2026-02-05T10:00:00Z') });
    await saveCheck(t.pool, user.userId, { ...q, searchEngine: 'bing', rankPosition: 1, checkedAt: new Date('2026-02-05T10:00:00Z') });
    await saveCheck(t.pool, user.userId, { ...q, device: 'mobile', rankPosition: 1, checkedAt: new Date('2026-02-05T10:00:00Z') });

    const url = '/api/v1/me/history/series?site=chart.com&keyword=chart%20kw&engine=google&location=us';
    const response = await get(url, user.cookie);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(keywordSeriesSchema.parse(response.json())).toEqual({
      query: { site: 'chart.com', keyword: 'chart kw', engine: 'google', location: 'us', device: 'desktop' },
      points: [
        { checkedAt: '2026-02-01T10:00:00.000Z', rank: 0, competitors: [{ url: 'b-rival.com', rank: 4 }], simulated: false, aiOverview: null },
        { checkedAt: '2026-02-02T10:00:00.000Z', rank: 4, competitors: [], simulated: false, aiOverview: { state: 'cited', sitePosition: 3, sources: 6 } },
        { checkedAt: '2026-02-03T10:00:00.000Z', rank: 9, competitors: [{ url: 'a-rival.com', rank: 2 }, { url: 'b-rival.com', rank: 0 }], simulated: false, aiOverview: null },
        { checkedAt: '2026-02-04T10:00:00.000Z', rank: 12, competitors: [], simulated: false, aiOverview: { state: 'unreadable' } },
      ],
      competitors: ['b-rival.com', 'a-rival.com'],
      // Found: 4, 9, 12 -> best 4, worst 12, average 8.3, movement 4 - 12 = -8 (down).
      stats: { checks: 4, best: 4, worst: 12, average: 8.3, firstRank: 0, lastRank: 12, movement: -8 },
      truncated: false,
    });

    const other = await signInAs(t.pool);
    for (const [cookie, query] of [
      [other.cookie, url],
      [user.cookie, url.replace('location=us', 'location=fr')],
      [user.cookie, url.replace('chart%20kw', 'chart')],
    ] as const) {
      const missing = await get(query, cookie);
      expect(missing.statusCode, query).toBe(404);
      expect(missing.json()).toMatchObject({ error: { code: 'NOT_FOUND' } });
      expect(missing.payload).not.toContain('chart.com');
    }
    // The same query on a phone is a line of its own; a device we do not know is a bad request.
    expect(keywordSeriesSchema.parse((await get(`${url}&device=mobile`, user.cookie)).json()).points.map((p) => p.rank)).toEqual([1]);
    expect((await get(`${url}&device=tablet`, user.cookie)).statusCode).toBe(400);
    expect((await get(url)).statusCode).toBe(401);
    expect((await get('/api/v1/me/history/series?site=chart.com', user.cookie)).statusCode).toBe(400);
  });
});
