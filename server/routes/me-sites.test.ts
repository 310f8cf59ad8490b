import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { historyFacetsSchema, historyPageSchema } from '../../contracts/history';
import {
  addKeywordsResultSchema,
  bulkActionResultSchema,
  keywordIdsSchema,
  keywordTableSchema,
  siteDetailSchema,
  siteListSchema,
  trackedQueryDetailSchema,
  visibilitySeriesSchema,
  type AddKeywordsInput,
  type TrackedQueryRow,
} from '../../contracts/tracking';
import { clickShare } from '../../core/tracking/click-share';
import { upsertUserPlan } from '../db/queries/user-plans';
import type { TestApp } from '../testing/build-test-app';
import { postRankCheck } from '../testing/guest-client';
import { uniqueKeyword, type SerpFixture } from '../testing/serp-fixture';
import { startSerpTestApp } from '../testing/serp-test-app';
import { insertAiAnswerSample } from '../db/queries/ai-answer-samples';
import { signInAs, type SignedInUser } from '../testing/sign-in';

const DAY = 86_400_000;

describe('/api/v1/me/sites: the tracking workspace', () => {
  let serp: SerpFixture;
  let t: TestApp;
  let close: () => Promise<void>;
  // Tuesday 10 November 2026, 11:00 in Berlin.
  let now = new Date('2026-11-10T10:00:00Z');
  beforeAll(async () => ({ serp, t, close } = await startSerpTestApp(() => now)));
  afterAll(() => close());

  const call = (user: SignedInUser | null, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({ method, url: `/api/v1/me/sites${url}`, headers: user ? { cookie: user.cookie } : {}, ...(payload === undefined ? {} : { payload }) });
  const ok = async (user: SignedInUser, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) => {
    const response = await call(user, method, url, payload);
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as unknown;
  };
  const add = async (user: SignedInUser, input: AddKeywordsInput) => addKeywordsResultSchema.parse(await ok(user, 'POST', '/keywords', input));
  const table = async (user: SignedInUser, site: string, query = '') => keywordTableSchema.parse(await ok(user, 'GET', `/${encodeURIComponent(site)}/keywords${query}`));
  const bulk = async (user: SignedInUser, site: string, payload: object) => bulkActionResultSchema.parse(await ok(user, 'POST', `/${encodeURIComponent(site)}/keywords/bulk`, payload));
  async function proUser(): Promise<SignedInUser> {
    const user = await signInAs(t.pool, undefined, now);
    await upsertUserPlan(t.pool, user.userId, { planType: 'pro', subscriptionStatus: 'active', subscriptionId: `sub_${user.userId}` }, now);
    await t.pool.query(`update users set time_zone = 'Europe/Berlin' where id = $1`, [user.userId]);
    return user;
  }
  /** Places the site and its rival on a keyword, replacing what was placed before. */
  const placements: Record<string, { url: string; position: number }[]> = {};
  function placeOnly(keyword: string, site: number | null, rival: number | null) {
    placements[keyword] = [
      ...(site === null ? [] : [{ url: 'https://tracked-site.example/page', position: site }]),
      ...(rival === null ? [] : [{ url: 'https://rival.example/', position: rival }]),
    ];
    serp.fake.setPlacements(placements);
  }
  const check = async (user: SignedInUser, keyword: string) => {
    const response = await postRankCheck(t.app, { websiteUrl: 'tracked-site.example', keyword, competitorUrls: ['rival.example'] }, { cookie: user.cookie });
    expect(response.statusCode, response.body).toBe(200);
  };

  it('asks for a session and answers 404 for a site the user does not track', async () => {
    expect((await call(null, 'GET', '')).statusCode).toBe(401);
    const user = await proUser();
    expect(siteListSchema.parse(await ok(user, 'GET', '')).items).toEqual([]);
    const missing = await call(user, 'GET', '/nowhere.example/keywords');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ error: { code: 'NOT_FOUND', message: 'This site is not among your tracked sites.' } });
  });

  it('adds keywords as the cross product with tags, estimates first, and queues their first checks', async () => {
    const user = await proUser();
    const input: AddKeywordsInput = {
      websiteUrl: 'https://www.Cross-Product.example/',
      keywords: [{ keyword: 'blue tiles', tags: ['tiles'] }, { keyword: '  Blue   Tiles ' }, { keyword: 'red bricks', tags: ['bricks', ' Brand  new '] }],
      searchEngines: ['google', 'duckduckgo'],
      devices: ['desktop', 'mobile'],
      tags: ['launch'],
      dryRun: true,
    };
    const estimate = await add(user, input);
    // Two keywords (the second spelling is the first) × (Google desktop, Google mobile, DuckDuckGo desktop):
    // DuckDuckGo is desktop only.
    expect(estimate).toMatchObject({ site: 'cross-product.example', created: 6, updated: 0, skipped: 3, errors: [], checksQueued: 0, unsupported: ['DuckDuckGo on mobile'] });
    expect(estimate.allowance).toEqual({ tracked: 0, max: 5000 });
    expect(estimate.searchesPerMonth).toBeGreaterThan(0);
    expect((await call(user, 'GET', '/cross-product.example')).statusCode).toBe(404);

    const saved = await add(user, { ...input, dryRun: false });
    expect(saved).toMatchObject({ created: 6, updated: 0, skipped: 3, checksQueued: 6, searchesPerMonth: estimate.searchesPerMonth });
    const rows = (await table(user, 'cross-product.example')).items;
    expect(rows.map((row) => [row.keyword, row.searchEngine, row.device, row.tags])).toEqual([
      ['blue tiles', 'duckduckgo', 'desktop', ['launch', 'tiles']],
      ['blue tiles', 'google', 'desktop', ['launch', 'tiles']],
      ['blue tiles', 'google', 'mobile', ['launch', 'tiles']],
      ['red bricks', 'duckduckgo', 'desktop', ['Brand new', 'bricks', 'launch']],
      ['red bricks', 'google', 'desktop', ['Brand new', 'bricks', 'launch']],
      ['red bricks', 'google', 'mobile', ['Brand new', 'bricks', 'launch']],
    ]);
    expect(rows.every((row) => row.running && row.rank === null)).toBe(true);
    const queued = await t.pool.query(`select count(*)::int as n from scheduled_check_runs where user_id = $1 and manual and status = 'queued'`, [user.userId]);
    expect(queued.rows[0]).toEqual({ n: 6 });

    // The same list again: nothing new, no second run; a new tag is added where missing.
    const again = await add(user, { ...input, dryRun: false, tags: ['launch', 'q4'] });
    expect(again).toMatchObject({ created: 0, updated: 6, skipped: 3, checksQueued: 0 });
    const list = siteListSchema.parse(await ok(user, 'GET', ''));
    expect(list.allowance).toEqual({ tracked: 6, max: 5000 });
    const sites = list.items;
    expect(sites).toEqual([
      expect.objectContaining({ site: 'cross-product.example', keywords: 2, trackedQueries: 6, checkedQueries: 0, visibility: null, runsPending: 6 }),
    ]);
  });

  it('refuses a website it cannot read once, and more queries than one add takes', async () => {
    const user = await proUser();
    const bad = await call(user, 'POST', '/keywords', { websiteUrl: 'not a site', keywords: [{ keyword: 'a' }, { keyword: 'b' }] });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ error: { code: 'INVALID_INPUT' } });
    const blank = await add(user, { websiteUrl: 'blank-keyword.example', keywords: [{ keyword: 'fine' }, { keyword: '   ' }], dryRun: true });
    expect(blank.errors).toEqual([{ row: 2, message: expect.stringMatching(/keyword/i) }]);
  });

  it('computes rank, change against a date, best, visibility and share of voice from the checks', async () => {
    const user = await proUser();
    const [one, two, three] = [uniqueKeyword('vis one'), uniqueKeyword('vis two'), uniqueKeyword('vis three')] as [string, string, string];
    await add(user, { websiteUrl: 'tracked-site.example', keywords: [{ keyword: one, tags: ['core'] }, { keyword: two, tags: ['core'] }, { keyword: three }] });
    await t.pool.query('update scheduled_check_runs set status = $2 where user_id = $1', [user.userId, 'skipped']);

    // Day 1: #1, #3, not found; the rival #2, not found, #1.
    placeOnly(one, 1, 2);
    placeOnly(two, 3, null);
    placeOnly(three, null, 1);
    for (const keyword of [one, two, three]) await check(user, keyword);
    const dayOne = siteDetailSchema.parse(await ok(user, 'GET', '/tracked-site.example'));
    const visibility1 = (100 * (1 + clickShare(3))) / 3;
    expect(dayOne.visibility).toBeCloseTo(visibility1, 1);
    expect(dayOne).toMatchObject({ keywords: 3, trackedQueries: 3, checkedQueries: 3, top3: 2, top10: 2, averagePosition: 2 });
    const rivalShare = clickShare(2) + 1;
    expect(dayOne.shareOfVoice?.site).toBeCloseTo((100 * (1 + clickShare(3))) / (1 + clickShare(3) + rivalShare), 1);
    expect(dayOne.shareOfVoice?.competitors).toEqual([{ url: 'rival.example', share: expect.closeTo((100 * rivalShare) / (1 + clickShare(3) + rivalShare), 1) }]);
    expect(dayOne.facets.tags).toEqual([{ value: 'core', count: 2 }]);

    // Day 2: #4, #1, still not found. The page cache ages by the database's clock: day 1's pages go.
    now = new Date(now.getTime() + DAY);
    await t.pool.query('delete from serp_page_cache where keyword = any($1::text[])', [[one, two, three]]);
    placeOnly(one, 4, 2);
    placeOnly(two, 1, null);
    for (const keyword of [one, two, three]) await check(user, keyword);

    const byChange = await table(user, 'tracked-site.example', '?compare=1&sort=change&order=desc');
    const view = (rows: TrackedQueryRow[]) => rows.map((row) => [row.keyword, row.rank, row.compareRank, row.change, row.bestRank]);
    expect(view(byChange.items)).toEqual([
      [two, 1, 3, 2, 1],
      [three, 0, 0, 0, null],
      [one, 4, 1, -3, 1],
    ]);
    expect(byChange.items[0]?.rankingUrl).toBe('https://tracked-site.example/page');
    expect(byChange.items[2]?.sparkline.ranks.filter((rank) => rank !== null)).toEqual([1, 4]);
    expect(byChange.items[2]?.sparkline.ranks).toHaveLength(30);
    expect(view((await table(user, 'tracked-site.example', '?compare=1&movers=up')).items)).toEqual([[two, 1, 3, 2, 1]]);
    expect(view((await table(user, 'tracked-site.example', '?compare=1&movers=down&tags=core')).items)).toEqual([[one, 4, 1, -3, 1]]);
    expect((await table(user, 'tracked-site.example', '?rank=top3&sort=rank')).items.map((row) => row.keyword)).toEqual([two]);
    expect((await table(user, 'tracked-site.example', '?rank=not-found')).total).toBe(1);
    expect((await table(user, 'tracked-site.example', `?q=${encodeURIComponent(two.toUpperCase())}`)).items.map((row) => row.keyword)).toEqual([two]);
    // A picked date: the end of day 1 in Berlin.
    expect(view((await table(user, 'tracked-site.example', '?compare=2026-11-10&sort=keyword&limit=1&offset=1')).items)).toHaveLength(1);

    const series = visibilitySeriesSchema.parse(await ok(user, 'GET', '/tracked-site.example/visibility?days=7'));
    expect(series.points).toHaveLength(7);
    expect(series.points.slice(0, 5).every((point) => point.visibility === null && point.queries === 0)).toBe(true);
    expect(series.points[5]?.visibility).toBeCloseTo(visibility1, 1);
    const visibility2 = (100 * (clickShare(4) + 1)) / 3;
    expect(series.points[6]).toMatchObject({ day: '2026-11-11', queries: 3, visibility: expect.closeTo(visibility2, 1) });
    const sites = siteListSchema.parse(await ok(user, 'GET', '?compare=1')).items;
    expect(sites[0]?.visibilityChange).toBeCloseTo(visibility2 - visibility1, 1);

    // A keyword's detail: its latest results page with the site and the rival marked, and its alerts.
    const oneRow = byChange.items.find((row) => row.keyword === one);
    const detail = trackedQueryDetailSchema.parse(await ok(user, 'GET', `/tracked-site.example/keywords/${oneRow?.id}`));
    expect(detail.serp?.results.filter((result) => result.holder !== null).map((result) => [result.position, result.holder])).toEqual([
      [2, 'rival.example'],
      [4, 'site'],
    ]);
    expect(detail.serp?.results[3]).toMatchObject({ url: 'https://tracked-site.example/page' });
    expect(detail.alerts.map((alert) => alert.title)).toContain('Ranking dropped');
    const stranger = await proUser();
    expect((await call(stranger, 'GET', `/tracked-site.example/keywords/${oneRow?.id}`)).statusCode).toBe(404);

    // The tag filters the history too: the checks of the two queries tagged "core", both days.
    const history = async (query: string) => (await t.app.inject({ method: 'GET', url: `/api/v1/me/history${query}`, headers: { cookie: user.cookie } })).json();
    const tagged = historyPageSchema.parse(await history('?tag=core&limit=100'));
    expect(tagged.total).toBe(4);
    expect(new Set(tagged.items.map((item) => item.keyword))).toEqual(new Set([one, two]));
    expect(historyPageSchema.parse(await history('?tag=nobody-uses-this')).total).toBe(0);
    expect(historyFacetsSchema.parse(await history('/facets')).tags).toEqual(['core']);
  });

  it("shows each keyword's latest AI Overview citation and the features the site holds, filters and sorts by them, and sums them per site; unknown stays unknown", async () => {
    const user = await proUser();
    const [cited, others, unread, none, unchecked] = [
      uniqueKeyword('ai cited'),
      uniqueKeyword('ai others'),
      uniqueKeyword('ai unread'),
      uniqueKeyword('ai none'),
      uniqueKeyword('ai unchecked'),
    ];
    await add(user, { websiteUrl: 'tracked-site.example', keywords: [cited, others, unread, none, unchecked].map((keyword) => ({ keyword })) });
    await t.pool.query('update scheduled_check_runs set status = $2 where user_id = $1', [user.userId, 'skipped']);
    placeOnly(cited, 2, 5);
    placeOnly(others, 4, 1);
    placeOnly(unread, 9, null);
    placeOnly(none, 12, null);
    serp.fake.setBlocks({
      [cited]: {
        answer_box: { link: 'https://tracked-site.example/page' },
        ai_overview: { references: [{ title: 'R', link: 'https://rival.example/', index: 0 }, { title: 'S', link: 'https://tracked-site.example/page', index: 1 }] },
      },
      [others]: { ai_overview: { references: [{ title: 'R', link: 'https://rival.example/', index: 0 }] } },
      [unread]: { ai_overview: { error: "Can't generate an AI overview right now." } },
    });
    try {
      for (const keyword of [cited, others, unread, none]) await check(user, keyword);
    } finally {
      serp.fake.setBlocks({});
    }
    const rows = (await table(user, 'tracked-site.example', '?sort=keyword')).items;
    const byKeyword = Object.fromEntries(rows.map((row) => [row.keyword, { featuresHeld: row.featuresHeld, aiOverview: row.aiOverview }]));
    expect(byKeyword[cited]).toEqual({ featuresHeld: ['answer_box'], aiOverview: { state: 'cited', sitePosition: 2, sources: 2 } });
    expect(byKeyword[others]).toEqual({ featuresHeld: [], aiOverview: { state: 'cited', sitePosition: null, sources: 1 } });
    expect(byKeyword[unread]).toMatchObject({ aiOverview: { state: 'unreadable' } });
    expect(byKeyword[none]).toEqual({ featuresHeld: [], aiOverview: { state: 'none' } });
    expect(byKeyword[unchecked]).toEqual({ featuresHeld: null, aiOverview: null });

    const keywordsOf = async (query: string) => (await table(user, 'tracked-site.example', query)).items.map((row) => row.keyword);
    expect(await keywordsOf('?aiOverview=cited')).toEqual([cited]);
    expect(await keywordsOf('?aiOverview=cited-top3')).toEqual([cited]);
    expect(await keywordsOf('?aiOverview=not-cited')).toEqual([others]);
    expect(await keywordsOf('?aiOverview=unreadable')).toEqual([unread]);
    expect(await keywordsOf('?aiOverview=none')).toEqual([none]);
    expect(await keywordsOf('?features=answer_box,local_pack')).toEqual([cited]);
    expect(await keywordsOf('?features=local_pack')).toEqual([]);
    // Cited first by place, then overviews citing others; pages without a readable overview last.
    expect((await keywordsOf('?sort=citation')).slice(0, 2)).toEqual([cited, others]);
    expect((await call(user, 'GET', '/tracked-site.example/keywords?aiOverview=sometimes')).statusCode).toBe(400);

    const site = siteDetailSchema.parse(await ok(user, 'GET', '/tracked-site.example'));
    expect(site.aiOverviews).toEqual({ checked: 4, shown: 3, unreadable: 1, cited: 1, share: 25 });

    // The export says the same of each row, and nothing for the one never checked.
    const ids = rows.filter((row) => row.keyword === cited || row.keyword === unchecked).map((row) => row.id);
    const csv = (await call(user, 'POST', '/tracked-site.example/keywords/export', { ids })).body.split('\r\n');
    expect(csv.find((line) => line.startsWith(cited))).toMatch(/,cited #2 of 2,Featured snippet: you; Sitelinks: rival.example$/);
    expect(csv.find((line) => line.startsWith(unchecked))).toMatch(/,yes,,$/);
  });

  it('samples AI answers for a selection on Pro, and says how often they cited the site', async () => {
    const user = await proUser();
    const keyword = uniqueKeyword('ai answers');
    await add(user, { websiteUrl: 'answer-site.example', keywords: [{ keyword }] });
    const [row] = (await table(user, 'answer-site.example')).items;
    if (!row) throw new Error('no row');
    expect(row.aiAnswers).toEqual([]);
    const done = await bulk(user, 'answer-site.example', { action: 'ai_answers', ids: [row.id], engines: ['google_ai_mode', 'bing_copilot'] });
    expect(done).toEqual({ affected: 1, message: 'Bing Copilot and Google AI Mode sampled for 1 keyword' });
    expect((await table(user, 'answer-site.example')).items[0]?.aiAnswers).toEqual(['bing_copilot', 'google_ai_mode']);

    const query = { websiteUrl: 'answer-site.example', keyword, location: 'us', device: 'desktop' };
    const sample = (state: 'cited' | 'mentioned' | 'not_cited', sitePosition: number | null) => ({ state, sitePosition, sources: 5, competitors: [] });
    for (const [i, [state, position]] of ([['cited', 2], ['not_cited', null], ['mentioned', null], ['cited', 1]] as const).entries()) {
      await insertAiAnswerSample(t.pool, user.userId, query, 'google_ai_mode', sample(state, position), new Date(now.getTime() - (4 - i) * DAY), 'serpapi');
    }
    const detail = trackedQueryDetailSchema.parse(await ok(user, 'GET', `/answer-site.example/keywords/${row.id}`));
    expect(detail.aiAnswers.map(({ recent, weekly, ...rest }) => ({ ...rest, weeks: weekly.map((week) => week.samples).reduce((a, b) => a + b, 0), latest: recent[0]?.state }))).toEqual([
      { engine: 'google_ai_mode', sampling: true, samples: 4, cited: 2, mentioned: 1, rate: 50, weeks: 4, latest: 'cited' },
      { engine: 'bing_copilot', sampling: true, samples: 0, cited: 0, mentioned: 0, rate: null, weeks: 0, latest: undefined },
    ]);

    // Stopped, the engine's samples stay readable; a Free account cannot start sampling.
    await bulk(user, 'answer-site.example', { action: 'ai_answers', ids: [row.id], engines: [] });
    const stopped = trackedQueryDetailSchema.parse(await ok(user, 'GET', `/answer-site.example/keywords/${row.id}`));
    expect(stopped.aiAnswers.map((engine) => [engine.engine, engine.sampling, engine.samples])).toEqual([['google_ai_mode', false, 4]]);
    await t.pool.query('delete from user_plans where user_id = $1', [user.userId]);
    const refused = await call(user, 'POST', '/answer-site.example/keywords/bulk', { action: 'ai_answers', ids: [row.id], engines: ['google_ai_mode'] });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ error: { code: 'FEATURE_RESTRICTED' } });
  });

  it('tags, untags, pauses, resumes, changes the interval of, runs and deletes a selection, only of the user’s own queries', async () => {
    const user = await proUser();
    const other = await proUser();
    await add(user, { websiteUrl: 'bulk-site.example', keywords: ['alpha', 'beta', 'gamma'].map((keyword) => ({ keyword })) });
    await add(other, { websiteUrl: 'bulk-site.example', keywords: [{ keyword: 'theirs' }] });
    const ids = keywordIdsSchema.parse(await ok(user, 'GET', '/bulk-site.example/keyword-ids')).ids;
    const theirs = keywordIdsSchema.parse(await ok(other, 'GET', '/bulk-site.example/keyword-ids')).ids;
    expect(ids).toHaveLength(3);

    expect(await bulk(user, 'bulk-site.example', { action: 'tag', ids: [...ids, ...theirs], tags: ['Priority'] })).toEqual({ affected: 3, message: '3 keywords tagged' });
    expect((await table(other, 'bulk-site.example')).items[0]?.tags).toEqual([]);
    expect(await bulk(user, 'bulk-site.example', { action: 'untag', ids: ids.slice(0, 1), tags: ['Priority'] })).toMatchObject({ affected: 1 });
    expect((await table(user, 'bulk-site.example', '?tags=Priority')).total).toBe(2);

    expect(await bulk(user, 'bulk-site.example', { action: 'pause', ids })).toEqual({ affected: 3, message: '3 keywords paused' });
    expect((await table(user, 'bulk-site.example')).items.every((row) => !row.isActive && row.nextCheckAt === null)).toBe(true);
    expect(await bulk(user, 'bulk-site.example', { action: 'resume', ids: ids.slice(0, 2) })).toMatchObject({ affected: 2 });
    expect(await bulk(user, 'bulk-site.example', { action: 'interval', ids, intervalType: 'weekly', intervalValue: 2 })).toMatchObject({ affected: 3 });
    const weekly = (await table(user, 'bulk-site.example')).items;
    expect(weekly.every((row) => row.intervalType === 'weekly' && row.intervalValue === 2 && row.isActive)).toBe(true);

    // Their first runs still wait: "run now" queues no second one.
    expect(await bulk(user, 'bulk-site.example', { action: 'run', ids })).toEqual({ affected: 0, message: 'These keywords are already being checked' });
    await t.pool.query(`update scheduled_check_runs set status = 'succeeded' where user_id = $1`, [user.userId]);
    now = new Date(now.getTime() + 60_000);
    expect(await bulk(user, 'bulk-site.example', { action: 'run', ids: [...ids, ...theirs] })).toEqual({ affected: 3, message: '3 checks queued' });

    const overTagged = await call(user, 'POST', '/bulk-site.example/keywords/bulk', { action: 'tag', ids, tags: Array.from({ length: 20 }, (_, i) => `t${i}`) });
    expect(overTagged.statusCode).toBe(400);
    expect(overTagged.json()).toMatchObject({ error: { code: 'INVALID_INPUT', message: 'A keyword can have at most 20 tags; 2 selected keywords would have more.' } });

    expect(await bulk(user, 'bulk-site.example', { action: 'delete', ids: [ids[0] as string, ...theirs] })).toEqual({ affected: 1, message: '1 keyword deleted' });
    expect((await table(user, 'bulk-site.example')).total).toBe(2);
    expect((await table(other, 'bulk-site.example')).total).toBe(1);
  });

  it('exports the keyword list as CSV that adds back with its tags', async () => {
    const user = await proUser();
    await add(user, { websiteUrl: 'csv-site.example', keywords: [{ keyword: '=cmd', tags: ['a'] }, { keyword: 'tiles, blue', tags: ['b', 'c'] }] });
    const ids = keywordIdsSchema.parse(await ok(user, 'GET', '/csv-site.example/keyword-ids')).ids;
    const response = await call(user, 'POST', '/csv-site.example/keywords/export', { ids });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.body).toBe(
      '\uFEFFKeyword,Search engine,Location,Device,Tags,Rank,Best rank,Ranking URL,Last checked,Interval,Active,AI Overview,SERP features\r\n' +
        "'=cmd,google,us,desktop,a,,,,,daily,yes,,\r\n" +
        '"tiles, blue",google,us,desktop,b; c,,,,,daily,yes,,\r\n',
    );
  });

  it('sets a site’s competitors, which its queries without their own are checked against, and stops tracking it', async () => {
    const user = await proUser();
    const keyword = uniqueKeyword('site competitors');
    await add(user, { websiteUrl: 'with-rivals.example', keywords: [{ keyword }] });
    const put = await ok(user, 'PUT', '/with-rivals.example', { competitorUrls: ['https://www.Rival.example/', ' '] });
    expect(put).toEqual({ competitorUrls: ['rival.example'], alertMode: 'every' });
    expect(siteDetailSchema.parse(await ok(user, 'GET', '/https%3A%2F%2Fwith-rivals.example%2F')).competitorUrls).toEqual(['rival.example']);
    const claimed = await t.pool.query(
      `select case when cardinality(s.competitor_urls) > 0 then s.competitor_urls
                   else (select t.competitor_urls from tracked_sites t where t.user_id = s.user_id and t.website_url = s.website_url) end as urls
         from scheduled_checks s where s.user_id = $1`,
      [user.userId],
    );
    expect(claimed.rows).toEqual([{ urls: ['rival.example'] }]);
    expect((await call(user, 'PUT', '/with-rivals.example', { competitorUrls: ['with-rivals.example'] })).statusCode).toBe(400);

    expect((await call(user, 'DELETE', '/with-rivals.example')).statusCode).toBe(204);
    expect(siteListSchema.parse(await ok(user, 'GET', '')).items).toEqual([]);
  });

  it('sets how loudly a site alerts at set-up, with e-mails as a daily digest, and changes it later', async () => {
    const user = await proUser();
    const site = 'quiet-site.example';
    await add(user, { websiteUrl: site, keywords: [{ keyword: 'one' }, { keyword: 'two' }], alertMode: 'bands', alertDigest: true });
    expect(siteDetailSchema.parse(await ok(user, 'GET', `/${site}`)).alertMode).toBe('bands');
    const prefs = await t.pool.query('select alert_emails from email_preferences where user_id = $1', [user.userId]);
    expect(prefs.rows).toEqual([{ alert_emails: 'digest' }]);
    // Competitors left out stay as they were.
    expect(await ok(user, 'PUT', `/${site}`, { alertMode: 'none' })).toEqual({ competitorUrls: [], alertMode: 'none' });
    expect((await call(user, 'PUT', `/${site}`, { alertMode: 'loud' })).statusCode).toBe(400);
  });
});
