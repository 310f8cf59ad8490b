import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { historyPageSchema, type HistoryPage } from '../../contracts/history';
import { BAD_CURSOR_MESSAGE } from '../services/history/get-history-page';
import { buildTestApp, type TestApp } from '../testing/build-test-app';
import { saveCheck } from '../testing/history-rows';
import { startSerpFixture, type SerpFixture } from '../testing/serp-fixture';
import { signInAs, type SignedInUser } from '../testing/sign-in';

describe('GET /api/v1/me/history', () => {
  let serp: SerpFixture;
  let t: TestApp;
  let user: SignedInUser;
  /** Row number (1-6 as below) -> id. */
  const ids: Record<number, string> = {};
  const byId = new Map<string, number>();

  beforeAll(async () => {
    serp = await startSerpFixture();
    t = await buildTestApp({ serpProvider: serp.provider });
    user = await signInAs(t.pool);
    await t.pool.query(`update users set time_zone = 'America/New_York' where id = $1`, [user.userId]);
    const rows = [
      { websiteUrl: 'a.com', keyword: 'alpha', searchEngine: 'google', location: 'us', rankPosition: 3, checkedAt: '2026-03-01T10:00:00Z' },
      { websiteUrl: 'a.com', keyword: 'alpha', searchEngine: 'google', location: 'us', rankPosition: 0, checkedAt: '2026-03-02T10:00:00Z' },
      // 22:00 on 1 March in New York.
      { websiteUrl: 'a.com', keyword: 'beta', searchEngine: 'bing', location: 'gb', rankPosition: 12, checkedAt: '2026-03-02T03:00:00Z' },
      { websiteUrl: 'b.com', keyword: 'alpha', searchEngine: 'google', location: 'us', rankPosition: 1, checkedAt: '2026-03-03T10:00:00Z' },
      // Same instant as row 4: id breaks the tie.
      { websiteUrl: 'b.com', keyword: 'gamma', searchEngine: 'google', location: 'de', rankPosition: 50, checkedAt: '2026-03-03T10:00:00Z' },
      { websiteUrl: 'a.com', keyword: 'alpha', searchEngine: 'google', location: 'us', rankPosition: 7, checkedAt: '2026-03-04T10:00:00Z' },
    ];
    for (const [index, row] of rows.entries()) {
      const saved = await saveCheck(t.pool, user.userId, { ...row, checkedAt: new Date(row.checkedAt) });
      ids[index + 1] = String(saved.id);
      byId.set(String(saved.id), index + 1);
    }
  });
  afterAll(async () => {
    await t.close();
    await serp.fake.close();
  });

  async function page(query: string, cookie = user.cookie): Promise<HistoryPage> {
    const response = await t.app.inject({ method: 'GET', url: `/api/v1/me/history${query}`, headers: { cookie } });
    expect(response.statusCode, `${query}: ${response.payload}`).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    return historyPageSchema.parse(response.json());
  }
  const rowsOf = (p: HistoryPage) => p.items.map((item) => byId.get(item.id));

  /** Follows nextCursor to the end; returns the row numbers in order and the number of pages. */
  async function walk(query: string, limit: number): Promise<{ rows: (number | undefined)[]; pages: number }> {
    const rows: (number | undefined)[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const sep = query ? '&' : '';
      const p: HistoryPage = await page(`?${query}${sep}limit=${limit}${cursor ? `&cursor=${cursor}` : ''}`);
      expect(p.total).toBe(6);
      expect(p.items.length).toBeLessThanOrEqual(limit);
      rows.push(...rowsOf(p));
      cursor = p.nextCursor;
      pages += 1;
    } while (cursor && pages < 20);
    return { rows, pages };
  }

  it('401 without a session', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/me/history' });
    expect(response.statusCode).toBe(401);
  });

  it('newest first by default, 25 a page, with the previous rank of the same query and the total', async () => {
    const p = await page('');
    expect(rowsOf(p)).toEqual([6, 5, 4, 2, 3, 1]);
    expect(p.total).toBe(6);
    expect(p.nextCursor).toBeNull();
    expect(p.items.map((i) => i.previousRank)).toEqual([0, null, null, 3, null, null]);
    expect(p.items[0]).toEqual({
      id: ids[6],
      websiteUrl: 'a.com',
      keyword: 'alpha',
      location: 'us',
      searchEngine: 'google',
      rankPosition: 7,
      pageNumber: 1,
      resultType: 'organic',
      competitors: [],
      checkedAt: '2026-03-04T10:00:00.000Z',
      previousRank: 0,
      device: 'desktop',
      source: null,
      simulated: false,
      resultsScanned: null,
      seoChanges: [],
      serpFeatures: null,
      aiOverview: null,
    });
  });

  it.each([
    ['site=a.com', [6, 2, 3, 1]],
    ['site=b.com', [5, 4]],
    ['site=c.com', []],
    ['keyword=alpha', [6, 4, 2, 1]],
    ['keyword=gamma', [5]],
    ['engine=bing', [3]],
    ['location=gb', [3]],
    ['location=de', [5]],
    ['site=a.com&keyword=alpha&engine=google&location=us', [6, 2, 1]],
    // Days in the user's zone (New York, UTC-5 in March): row 3 at 03:00 UTC on 2 March is 1 March there.
    ['from=2026-03-02&to=2026-03-02', [2]],
    ['from=2026-03-01&to=2026-03-01', [3, 1]],
    ['from=2026-03-03', [6, 5, 4]],
    ['to=2026-03-01', [3, 1]],
    ['from=2026-03-05', []],
    ['site=a.com&from=2026-03-02', [6, 2]],
  ])('filter %s', async (query, expected) => {
    const p = await page(`?${query}`);
    expect(rowsOf(p)).toEqual(expected);
    expect(p.total).toBe(expected.length);
  });

  it.each([
    ['sort=checkedAt&order=desc', [6, 5, 4, 2, 3, 1]],
    ['sort=checkedAt&order=asc', [1, 3, 2, 4, 5, 6]],
    // Found ranks first, not found (row 2) after them; descending is the exact reverse.
    ['sort=rank&order=asc', [4, 1, 6, 3, 5, 2]],
    ['sort=rank&order=desc', [2, 5, 3, 6, 1, 4]],
    ['sort=keyword&order=asc', [1, 2, 4, 6, 3, 5]],
    ['sort=keyword&order=desc', [5, 3, 6, 4, 2, 1]],
    ['sort=website&order=asc', [1, 2, 3, 6, 4, 5]],
    ['sort=website&order=desc', [5, 4, 6, 3, 2, 1]],
  ])('sort %s, on one page and across pages of 1, 2, 4 and 6', async (query, expected) => {
    expect(rowsOf(await page(`?${query}`))).toEqual(expected);
    for (const limit of [1, 2, 4, 6]) {
      const { rows, pages } = await walk(query, limit);
      expect(rows, `limit ${limit}`).toEqual(expected);
      expect(pages, `limit ${limit}`).toBe(Math.ceil(6 / limit));
    }
  });

  it('a page exactly filled by the last rows has no next cursor; the page before it has one', async () => {
    const first = await page('?limit=3');
    expect(first.items).toHaveLength(3);
    expect(first.nextCursor).not.toBeNull();
    const last = await page(`?limit=3&cursor=${first.nextCursor}`);
    expect(rowsOf(last)).toEqual([2, 3, 1]);
    expect(last.nextCursor).toBeNull();
    expect(last.total).toBe(6);
  });

  it('an account without checks, or filters matching none: empty page, total 0, no cursor', async () => {
    const other = await signInAs(t.pool);
    expect(await page('', other.cookie)).toEqual({ items: [], nextCursor: null, total: 0 });
    expect(await page('?keyword=nothing')).toEqual({ items: [], nextCursor: null, total: 0 });
  });

  it("another user's checks never appear", async () => {
    const other = await signInAs(t.pool);
    await saveCheck(t.pool, other.userId, { websiteUrl: 'a.com', keyword: 'alpha', checkedAt: new Date('2026-03-03T12:00:00Z') });
    const p = await page('');
    expect(p.total).toBe(6);
    expect(rowsOf(p)).toEqual([6, 5, 4, 2, 3, 1]);
    expect((await page('', other.cookie)).total).toBe(1);
  });

  it('many checks at the same instant, microseconds apart or equal, page without gaps or repeats', async () => {
    const tied = await signInAs(t.pool);
    const instants = ['2026-04-01 10:00:00.123456+00', '2026-04-01 10:00:00.123457+00', '2026-04-01 10:00:00.123457+00'];
    for (let i = 0; i < 9; i += 1) {
      await t.pool.query(
        `insert into search_history (user_id, website_url, keyword, keyword_key, checked_at) values ($1, 'tie.com', $2, $2, $3)`,
        [tied.userId, `k${i}`, instants[i % 3]],
      );
    }
    for (const order of ['desc', 'asc']) {
      const all = (await page(`?order=${order}&limit=100`, tied.cookie)).items.map((i) => i.id);
      expect(new Set(all).size).toBe(9);
      const seen: string[] = [];
      let cursor: string | null = null;
      do {
        const p: HistoryPage = await page(`?order=${order}&limit=2${cursor ? `&cursor=${cursor}` : ''}`, tied.cookie);
        seen.push(...p.items.map((i) => i.id));
        cursor = p.nextCursor;
      } while (cursor && seen.length < 20);
      expect(seen, order).toEqual(all);
    }
  });

  it('a cursor that is not ours, or made for another sort or order, is a 400 with a clear message', async () => {
    const first = await page('?limit=2');
    const cursor = first.nextCursor ?? '';
    for (const query of ['?cursor=garbage!', '?cursor=bm90LWpzb24', `?cursor=${cursor}&sort=rank`, `?cursor=${cursor}&order=asc`]) {
      const response = await t.app.inject({ method: 'GET', url: `/api/v1/me/history${query}`, headers: { cookie: user.cookie } });
      expect(response.statusCode, query).toBe(400);
      expect(response.json(), query).toEqual({ error: { code: 'INVALID_INPUT', message: BAD_CURSOR_MESSAGE } });
    }
  });

  it("filters by the AI Overview and the features the site held; checks saved before they were read match none", async () => {
    const other = await signInAs(t.pool);
    const cited = { state: 'cited' as const, sources: 5, sitePosition: 2, competitors: [] };
    const others = { state: 'cited' as const, sources: 3, sitePosition: null, competitors: [{ url: 'rival.com', position: 1 }] };
    const late = { state: 'cited' as const, sources: 9, sitePosition: 7, competitors: [] };
    const snippet = [{ feature: 'answer_box' as const, heldBySite: true, competitors: [] }];
    const rivalSnippet = [{ feature: 'answer_box' as const, heldBySite: false, competitors: ['rival.com'] }];
    const saved = await Promise.all([
      saveCheck(t.pool, other.userId, { keyword: 'cited', aiOverview: cited, serpFeatures: snippet }),
      saveCheck(t.pool, other.userId, { keyword: 'others', aiOverview: others, serpFeatures: rivalSnippet }),
      saveCheck(t.pool, other.userId, { keyword: 'late', aiOverview: late, serpFeatures: [] }),
      saveCheck(t.pool, other.userId, { keyword: 'unread', aiOverview: { state: 'unreadable', reason: 'Google could not generate it' }, serpFeatures: [] }),
      saveCheck(t.pool, other.userId, { keyword: 'none', aiOverview: { state: 'none' }, serpFeatures: [] }),
      saveCheck(t.pool, other.userId, { keyword: 'unknown' }),
    ]);
    const keywordOf = new Map(saved.map((row) => [String(row.id), row.keyword]));
    const keywords = async (query: string) => (await page(`?${query}`, other.cookie)).items.map((item) => keywordOf.get(item.id)).sort();
    expect(await keywords('aiOverview=cited')).toEqual(['cited', 'late']);
    expect(await keywords('aiOverview=cited-top3')).toEqual(['cited']);
    expect(await keywords('aiOverview=not-cited')).toEqual(['others']);
    expect(await keywords('aiOverview=unreadable')).toEqual(['unread']);
    expect(await keywords('aiOverview=none')).toEqual(['none']);
    expect(await keywords('feature=answer_box')).toEqual(['cited']);
    expect(await keywords('feature=answer_box&aiOverview=not-cited')).toEqual([]);
  });

  it.each(['limit=0', 'limit=101', 'sort=date', 'order=up', 'engine=altavista', 'aiOverview=maybe', 'feature=ai_overview', 'from=2026-13-01', 'from=2026-03-05&to=2026-03-01'])(
    '400 INVALID_INPUT for %s',
    async (query) => {
      const response = await t.app.inject({ method: 'GET', url: `/api/v1/me/history?${query}`, headers: { cookie: user.cookie } });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ error: { code: 'INVALID_INPUT' } });
    },
  );
});
