import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rankCheckStreamEventSchema, type RankCheckStreamEvent } from '../../contracts/rank-check';
import { serpApiErrorReply } from '../adapters/serp/testing/fake-serpapi-server';
import { numberedSitesProvider } from '../testing/numbered-sites-provider';
import { buildTestApp, type TestApp } from '../testing/build-test-app';
import { cookieFrom, postRankCheck, uniqueIp } from '../testing/guest-client';
import { uniqueKeyword, type SerpFixture } from '../testing/serp-fixture';
import { startSerpTestApp } from '../testing/serp-test-app';
import { signInAs } from '../testing/sign-in';

const LIMIT = { error: { code: 'DAILY_LIMIT_REACHED', message: "You've used all 3 daily checks" } };

async function historyOf(t: TestApp, userId: string) {
  const { rows } = await t.pool.query(
    `select website_url, keyword, location, search_engine, rank_position, page_number, result_type, competitors, checked_at
       from search_history where user_id = $1 order by id`,
    [userId],
  );
  return rows;
}

describe('POST /api/v1/rank-checks: signed-in users', () => {
  let serp: SerpFixture;
  let t: TestApp;
  let close: () => Promise<void>;
  let now = new Date('2026-06-01T10:00:00Z');
  beforeAll(async () => ({ serp, t, close } = await startSerpTestApp(() => now)));
  afterAll(() => close());

  it('saves the check to the user\'s history: display URL, normalised keyword, location, engine, rank, page, type', async () => {
    const user = await signInAs(t.pool, undefined, now);
    const keyword = uniqueKeyword('Trail Shoes');
    serp.place(keyword, { url: 'https://www.saved-site.com/trail', position: 14 });
    const response = await postRankCheck(t.app, { websiteUrl: ' https://WWW.Saved-Site.com/ ', keyword: `${keyword}__ `, location: 'de' }, { cookie: user.cookie });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ rank: 14, page: 2, keyword, checkedAt: now.toISOString() });
    // A signed-in check is not a guest's: no guest cookie is handed out.
    expect(cookieFrom(response, 'rc_guest')).toBeUndefined();
    expect(await historyOf(t, user.userId)).toEqual([
      {
        website_url: 'saved-site.com',
        keyword,
        location: 'de',
        search_engine: 'google',
        rank_position: 14,
        page_number: 2,
        result_type: 'organic',
        competitors: [],
        checked_at: now,
      },
    ]);
  });

  it("keeps the page's SERP features and AI Overview citation with the check: the answer, the history row and the history API say the same", async () => {
    const user = await signInAs(t.pool, undefined, now);
    const keyword = uniqueKeyword('featured');
    serp.place(keyword, { url: 'https://www.cited-site.com/guide', position: 3 });
    serp.fake.setBlocks({
      [keyword]: {
        answer_box: { type: 'organic_result', link: 'https://www.cited-site.com/guide' },
        ai_overview: { references: [{ title: 'W', link: 'https://en.wikipedia.org/wiki/W', source: 'Wikipedia', index: 0 }, { title: 'G', link: 'https://cited-site.com/guide', source: 'Cited', index: 1 }] },
      },
    });
    try {
      const response = await postRankCheck(t.app, { websiteUrl: 'cited-site.com', keyword }, { cookie: user.cookie });
      expect(response.statusCode).toBe(200);
      const answer = response.json() as { serpFeatures: unknown[]; aiOverview: unknown };
      const aiOverview = { state: 'cited', sources: 2, sitePosition: 2, competitors: [] };
      expect(answer.aiOverview).toEqual(aiOverview);
      expect(answer.serpFeatures).toContainEqual({ feature: 'answer_box', heldBySite: true, competitors: [] });
      // Holding the featured snippet is the richest kind of result it has; its rank stays the organic one.
      expect(answer).toMatchObject({ type: 'featured snippet', rank: 3 });
      const { rows } = await t.pool.query('select result_type, rank_position, serp_features, ai_overview from search_history where user_id = $1', [user.userId]);
      expect(rows).toEqual([{ result_type: 'featured snippet', rank_position: 3, serp_features: answer.serpFeatures, ai_overview: aiOverview }]);
      const history = await t.app.inject({ method: 'GET', url: '/api/v1/me/history', headers: { cookie: user.cookie } });
      expect((history.json() as { items: unknown[] }).items[0]).toMatchObject({ serpFeatures: answer.serpFeatures, aiOverview });
      // The CSV export says the same in words.
      const csv = await t.app.inject({ method: 'GET', url: '/api/v1/me/history/export.csv', headers: { cookie: user.cookie } });
      const [header, record] = csv.payload.replace(/^\uFEFF/u, '').trim().split('\r\n');
      expect(header?.endsWith('AI Overview,SERP features')).toBe(true);
      expect(record).toContain(',cited #2 of 2,Featured snippet: you');
      // And the report of the day counts it: one query, its overview cites the site.
      const report = await t.app.inject({ method: 'GET', url: '/api/v1/me/reports?site=cited-site.com&from=2026-06-01&to=2026-06-01', headers: { cookie: user.cookie } });
      expect(report.statusCode, report.body).toBe(200);
      expect((report.json() as { serpFeatures: { aiOverview: unknown } }).serpFeatures.aiOverview).toEqual({ queries: 1, shown: 1, unreadable: 0, cited: 1, share: 100 });
    } finally {
      serp.fake.setBlocks({});
    }
  });

  it('saves a not-found check as rank 0', async () => {
    const user = await signInAs(t.pool, undefined, now);
    const response = await postRankCheck(t.app, { websiteUrl: 'nowhere-to-be-found.org/page', keyword: uniqueKeyword() }, { cookie: user.cookie });
    expect(response.statusCode).toBe(200);
    expect(await historyOf(t, user.userId)).toMatchObject([
      { website_url: 'nowhere-to-be-found.org/page', rank_position: 0, page_number: 0, result_type: 'not found' },
    ]);
  });

  it('allows 3 checks a UTC day, then 429 without calling the provider; a new day allows again', async () => {
    const user = await signInAs(t.pool, undefined, now);
    for (let i = 0; i < 3; i += 1) {
      expect((await postRankCheck(t.app, { websiteUrl: 'example.com', keyword: uniqueKeyword() }, { cookie: user.cookie })).statusCode).toBe(200);
    }
    const keyword = uniqueKeyword();
    const refused = await postRankCheck(t.app, { websiteUrl: 'example.com', keyword }, { cookie: user.cookie });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual(LIMIT);
    expect(serp.requestsFor(keyword)).toBe(0);
    expect(await historyOf(t, user.userId)).toHaveLength(3);

    now = new Date('2026-06-02T00:00:05Z');
    try {
      const { cookie } = user;
      expect((await postRankCheck(t.app, { websiteUrl: 'example.com', keyword }, { cookie })).statusCode).toBe(200);
    } finally {
      now = new Date('2026-06-01T10:00:00Z');
    }
  });

  it('of 20 parallel checks at limit-1, exactly one is answered 200 and saved', async () => {
    const user = await signInAs(t.pool, undefined, now);
    for (let i = 0; i < 2; i += 1) {
      expect((await postRankCheck(t.app, { websiteUrl: 'example.com', keyword: uniqueKeyword() }, { cookie: user.cookie })).statusCode).toBe(200);
    }
    // Open connections first, so the saves really overlap instead of queueing behind connection set-up.
    await Promise.all(Array.from({ length: 20 }, () => t.pool.query('select pg_sleep(0.02)')));
    const body = { websiteUrl: 'example.com', keyword: uniqueKeyword() };
    const responses = await Promise.all(Array.from({ length: 20 }, () => postRankCheck(t.app, body, { cookie: user.cookie })));
    expect(responses.filter((r) => r.statusCode === 200)).toHaveLength(1);
    const refused = responses.filter((r) => r.statusCode !== 200);
    expect(refused).toHaveLength(19);
    for (const r of refused) expect(r.json()).toEqual(LIMIT);
    expect(await historyOf(t, user.userId)).toHaveLength(3);
  });

  it('saves nothing when the provider fails, so the check uses no allowance', async () => {
    const user = await signInAs(t.pool, undefined, now);
    serp.fake.setResponder(() => serpApiErrorReply('503'));
    const failed = await postRankCheck(t.app, { websiteUrl: 'example.com', keyword: uniqueKeyword() }, { cookie: user.cookie });
    serp.fake.setResponder(undefined);
    expect(failed.statusCode).toBe(502);
    expect(failed.json()).toMatchObject({ error: { code: 'SERP_ERROR' } });
    expect(await historyOf(t, user.userId)).toEqual([]);
    for (let i = 0; i < 3; i += 1) {
      expect((await postRankCheck(t.app, { websiteUrl: 'example.com', keyword: uniqueKeyword() }, { cookie: user.cookie })).statusCode).toBe(200);
    }
    expect(await historyOf(t, user.userId)).toHaveLength(3);
  });

  it.each([
    [{ searchEngine: 'bing' }, 'Bing is only available on Pro plan.'],
    [{ searchEngine: 'yandex' }, 'Yandex is only available on Pro plan.'],
    [{ competitorUrls: ['rival.com'] }, 'Competitor tracking is only available on Pro plan.'],
  ])('free plan: %j -> 403 FEATURE_RESTRICTED, nothing saved or counted', async (extra, message) => {
    const user = await signInAs(t.pool, undefined, now);
    const keyword = uniqueKeyword();
    const response = await postRankCheck(t.app, { websiteUrl: 'example.com', keyword, ...extra }, { cookie: user.cookie });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ error: { code: 'FEATURE_RESTRICTED', message } });
    expect(serp.requestsFor(keyword)).toBe(0);
    expect(await historyOf(t, user.userId)).toEqual([]);
  });

  it('keeps guests and users apart: a user\'s checks do not use the guest allowance of their address', async () => {
    const user = await signInAs(t.pool, undefined, now);
    const ip = uniqueIp();
    expect((await postRankCheck(t.app, { websiteUrl: 'example.com', keyword: uniqueKeyword() }, { cookie: user.cookie, ip })).statusCode).toBe(200);
    const guest = await postRankCheck(t.app, { websiteUrl: 'example.com', keyword: uniqueKeyword() }, { ip });
    expect(guest.statusCode).toBe(200);
    expect((await postRankCheck(t.app, { websiteUrl: 'example.com', keyword: uniqueKeyword() }, { ip })).statusCode).toBe(429);
    // ... and a guest's checks do not appear in anyone's history.
    expect(await historyOf(t, user.userId)).toHaveLength(1);
  });

  it('treats a dead session as a guest (guest rules apply)', async () => {
    const response = await postRankCheck(t.app, { websiteUrl: 'example.com', keyword: uniqueKeyword(), searchEngine: 'bing' }, { cookie: 'rc_session=expired-or-forged' });
    expect(response.statusCode).toBe(403);
    const competitors = await postRankCheck(t.app, { websiteUrl: 'example.com', keyword: uniqueKeyword(), competitorUrls: ['rival.com'] }, { cookie: 'rc_session=expired-or-forged' });
    expect(competitors.json()).toMatchObject({ error: { code: 'SIGN_UP_REQUIRED' } });
  });
});

/** Holds every page of one keyword until released; other keywords answer at once (10 results a page). */
function heldKeywordProvider(heldKeyword: string) {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  let heldRequests = 0;
  const provider = numberedSitesProvider('held', (request) => {
    if (request.keyword !== heldKeyword) return undefined;
    heldRequests += 1;
    return gate;
  });
  return { provider, release, heldRequests: () => heldRequests };
}

describe('POST /api/v1/rank-checks streamed, signed in', () => {
  const heldKeyword = uniqueKeyword('held');
  const held = heldKeywordProvider(heldKeyword);
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ serpProvider: held.provider });
  });
  afterAll(() => t.close());

  const streamed = (cookie: string, keyword: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/rank-checks',
      payload: { websiteUrl: 'site-4.test', keyword },
      headers: { cookie, accept: 'application/x-ndjson' },
    });
  const events = (payload: string): RankCheckStreamEvent[] =>
    payload.split('\n').filter(Boolean).map((line) => rankCheckStreamEventSchema.parse(JSON.parse(line)));

  it('streams the result and saves it', async () => {
    const user = await signInAs(t.pool);
    const response = await streamed(user.cookie, uniqueKeyword());
    expect(response.statusCode).toBe(200);
    expect(events(response.payload).at(-1)).toMatchObject({ type: 'result', result: { rank: 4 } });
    expect(await historyOf(t, user.userId)).toMatchObject([{ website_url: 'site-4.test', rank_position: 4 }]);
  });

  it('ends with a 429 error line when parallel checks used the last allowance while it was scanning', async () => {
    const user = await signInAs(t.pool);
    for (let i = 0; i < 2; i += 1) expect((await streamed(user.cookie, uniqueKeyword())).statusCode).toBe(200);
    // This check passes the up-front count, then waits for its pages ...
    const slow = streamed(user.cookie, heldKeyword);
    await expect.poll(held.heldRequests).toBeGreaterThan(0);
    // ... while another one takes the last check of the day.
    const fast = await streamed(user.cookie, uniqueKeyword());
    expect(events(fast.payload).at(-1)).toMatchObject({ type: 'result' });
    held.release();
    const response = await slow;
    expect(response.statusCode).toBe(200); // the stream had started
    expect(events(response.payload).at(-1)).toEqual({ type: 'error', status: 429, error: LIMIT.error });
    expect(await historyOf(t, user.userId)).toHaveLength(3);
  });
});
