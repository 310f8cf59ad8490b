import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rankCheckResultSchema, rankCheckStreamEventSchema, type RankCheckResult } from '../../contracts/rank-check';
import { serpApiErrorReply } from '../adapters/serp/testing/fake-serpapi-server';
import { upsertUserPlan } from '../db/queries/user-plans';
import { buildTestApp, type TestApp } from '../testing/build-test-app';
import { cookieFrom, postRankCheck, uniqueIp } from '../testing/guest-client';
import { startSerpFixture, uniqueKeyword, type SerpFixture } from '../testing/serp-fixture';
import { signInAs } from '../testing/sign-in';

describe('POST /api/v1/rank-checks: scanning, cache and streaming', () => {
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

  async function checkRank(keyword: string, websiteUrl = 'example.com'): Promise<RankCheckResult> {
    const response = await postRankCheck(t.app, { websiteUrl, keyword });
    expect(response.statusCode, response.body).toBe(200);
    return rankCheckResultSchema.parse(response.json());
  }

  it('finds a site at rank 3 with one provider request', async () => {
    const keyword = uniqueKeyword();
    serp.place(keyword, { url: 'https://www.example.com/guide', position: 3 });
    const result = await checkRank(keyword);
    expect(result).toMatchObject({ rank: 3, page: 1, type: 'organic', matchedUrl: 'https://www.example.com/guide' });
    expect(result).toMatchObject({ source: 'serpapi', pagesScanned: 1, resultsScanned: 10 });
    expect(serp.startsFor(keyword)).toEqual([0]);
  });

  it('finds a site at rank 95 by fetching each of the 10 pages once', async () => {
    const keyword = uniqueKeyword();
    serp.place(keyword, { url: 'https://example.com/deep', position: 95 });
    const result = await checkRank(keyword);
    expect(result).toMatchObject({ rank: 95, page: 10, type: 'organic', pagesScanned: 10, resultsScanned: 100 });
    expect(serp.startsFor(keyword)).toEqual([0, 10, 20, 30, 40, 50, 60, 70, 80, 90]);
  });

  it('stops after the wave that found the site (rank 25: pages 1-4)', async () => {
    const keyword = uniqueKeyword();
    serp.place(keyword, { url: 'https://blog.example.com/a', position: 25 }, { url: 'https://example.com/b', position: 33 });
    const result = await checkRank(keyword);
    expect(result.rank).toBe(25);
    expect(result.page).toBe(3);
    expect(result.otherPositions).toEqual([{ rank: 33, url: 'https://example.com/b' }]);
    expect(serp.startsFor(keyword)).toEqual([0, 10, 20, 30]);
  });

  it('starts a signed-in user’s check of a query they checked before where its site and competitors were', async () => {
    const user = await signInAs(t.pool);
    await upsertUserPlan(t.pool, user.userId, { planType: 'pro', subscriptionStatus: 'active' }, new Date());
    const keyword = uniqueKeyword();
    serp.place(keyword, { url: 'https://example.com/deep', position: 45 }, { url: 'https://rival.example/', position: 12 });
    const check = () => postRankCheck(t.app, { websiteUrl: 'example.com', keyword, competitorUrls: ['rival.example'] }, { cookie: user.cookie });
    expect((await check()).json()).toMatchObject({ rank: 45, pagesScanned: 10 });
    expect(serp.startsFor(keyword)).toEqual([0, 10, 20, 30, 40, 50, 60, 70, 80, 90]);

    // Uncached, the next check reads pages 1-5 in one wave: the fewest that reach #45.
    await t.pool.query('delete from serp_page_cache where keyword = $1', [keyword]);
    const before = serp.fake.requests.length;
    expect((await check()).json()).toMatchObject({ rank: 45, pagesScanned: 5, competitors: [{ rank: 12 }] });
    expect(serp.fake.requests.slice(before).map((r) => Number(r.params.get('start') ?? 0)).sort((a, b) => a - b)).toEqual([0, 10, 20, 30, 40]);
  });

  it('says not found only after scanning 100 results', async () => {
    const keyword = uniqueKeyword();
    serp.place(keyword, { url: 'https://example.com/too-far', position: 101 });
    const result = await checkRank(keyword);
    expect(result).toMatchObject({ rank: 0, page: 0, type: 'not found', matchedUrl: null, pagesScanned: 10, resultsScanned: 100 });
    expect(serp.requestsFor(keyword)).toBe(10);
  });

  it('says not found when the engine has no more results, without asking for pages past the end', async () => {
    const short = await startSerpFixture({ totalResults: 35 });
    const app = await buildTestApp({ serpProvider: short.provider });
    try {
      const keyword = uniqueKeyword();
      const response = await postRankCheck(app.app, { websiteUrl: 'example.com', keyword });
      const result = rankCheckResultSchema.parse(response.json());
      expect(result).toMatchObject({ rank: 0, type: 'not found', pagesScanned: 4, resultsScanned: 35 });
      expect(short.startsFor(keyword)).toEqual([0, 10, 20, 30]);
    } finally {
      await app.close();
      await short.fake.close();
    }
  });

  it('serves a repeated check from the cache: zero provider calls the second time', async () => {
    const keyword = uniqueKeyword();
    serp.place(keyword, { url: 'https://example.com/', position: 47 });
    const first = await checkRank(keyword);
    const calls = serp.requestsFor(keyword);
    expect(calls).toBe(10);
    // Another guest, another IP, the keyword typed in another case: same cached pages.
    const second = await checkRank(keyword.toUpperCase());
    expect(serp.requestsFor(keyword) + serp.requestsFor(keyword.toUpperCase())).toBe(calls);
    expect(second.rank).toBe(first.rank);
    const { rows } = await t.pool.query<{ pages: number }>(
      'select count(*) as pages from serp_page_cache where keyword = $1',
      [keyword.toLowerCase()],
    );
    expect(rows[0]?.pages).toBe(10);
  });

  it('makes one provider call per page for 10 concurrent identical checks', async () => {
    const keyword = uniqueKeyword();
    serp.place(keyword, { url: 'https://example.com/', position: 95 });
    serp.fake.setDelay(50);
    try {
      const responses = await Promise.all(
        Array.from({ length: 10 }, () => postRankCheck(t.app, { websiteUrl: 'example.com', keyword })),
      );
      expect(responses.map((r) => r.statusCode)).toEqual(Array(10).fill(200));
      expect(responses.map((r) => (r.json() as RankCheckResult).rank)).toEqual(Array(10).fill(95));
    } finally {
      serp.fake.setDelay(0);
    }
    expect(serp.startsFor(keyword)).toEqual([0, 10, 20, 30, 40, 50, 60, 70, 80, 90]);
  });

  it('does not cache failures: the next check asks the provider again', async () => {
    const keyword = uniqueKeyword();
    serp.fake.setResponder(() => serpApiErrorReply('429'));
    const failed = await postRankCheck(t.app, { websiteUrl: 'example.com', keyword });
    serp.fake.setResponder(undefined);
    expect(failed.statusCode).toBe(502);
    const before = serp.requestsFor(keyword);
    await checkRank(keyword);
    expect(serp.requestsFor(keyword)).toBeGreaterThan(before);
  });

  describe('with Accept: application/x-ndjson', () => {
    const accept = 'application/x-ndjson';
    const lines = (body: string) => body.trim().split('\n').map((line) => rankCheckStreamEventSchema.parse(JSON.parse(line)));

    it('streams progress per wave, then the result', async () => {
      const keyword = uniqueKeyword();
      serp.place(keyword, { url: 'https://example.com/', position: 95 });
      const response = await postRankCheck(t.app, { websiteUrl: 'example.com', keyword }, { accept });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^application\/x-ndjson/);
      expect(lines(response.body)).toEqual([
        { type: 'progress', from: 1, to: 10, pagesScanned: 0 },
        { type: 'progress', from: 11, to: 40, pagesScanned: 1 },
        { type: 'progress', from: 41, to: 100, pagesScanned: 4 },
        { type: 'result', result: expect.objectContaining({ rank: 95, page: 10, pagesScanned: 10 }) },
      ]);
    });

    it('ends with an error line when the provider fails after streaming began, and spends no quota', async () => {
      const keyword = uniqueKeyword();
      const ip = uniqueIp();
      serp.fake.setResponder((request) => (request.params.get('start') === '10' ? serpApiErrorReply('503') : undefined));
      const response = await postRankCheck(t.app, { websiteUrl: 'example.com', keyword }, { accept, ip });
      serp.fake.setResponder(undefined);
      const events = lines(response.body);
      expect(events[0]).toEqual({ type: 'progress', from: 1, to: 10, pagesScanned: 0 });
      expect(events.at(-1)).toMatchObject({ type: 'error', status: 502, error: { code: 'SERP_ERROR' } });
      expect(events.some((e) => e.type === 'result')).toBe(false);
      const cookie = cookieFrom(response, 'rc_guest');
      expect((await postRankCheck(t.app, { websiteUrl: 'example.com', keyword }, { accept, ip, cookie })).statusCode).toBe(200);
    });

    it('answers refusals before streaming as ordinary JSON errors', async () => {
      const ip = uniqueIp();
      expect((await postRankCheck(t.app, { websiteUrl: 'example.com', keyword: uniqueKeyword() }, { ip })).statusCode).toBe(200);
      const refused = await postRankCheck(t.app, { websiteUrl: 'example.com', keyword: uniqueKeyword() }, { accept, ip });
      expect(refused.statusCode).toBe(429);
      expect(refused.headers['content-type']).toMatch(/^application\/json/);
      expect(refused.json()).toMatchObject({ error: { code: 'DAILY_LIMIT_REACHED' } });
    });
  });
});
