import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { parseTarget, type Target } from '../../../core/ranking/index';
import type { SearchEngine } from '../../../core/search/engines';
import { createDemoProvider } from '../../adapters/serp/demo/create-demo-provider';
import { startFakeBaiduLinks, type FakeBaiduLinks } from '../../adapters/serp/testing/fake-baidu-links';
import { serpApiErrorReply } from '../../adapters/serp/testing/fake-serpapi-server';
import { createPool, type Pool } from '../../db/pool';
import { AppError } from '../../errors';
import { scanDepsFor, startSerpFixture, uniqueKeyword, type SerpFixture } from '../../testing/serp-fixture';
import { runRankCheck, type RankCheckInput, type ScanProgress } from './run-rank-check';

function target(url: string): Target {
  const parsed = parseTarget(url);
  if (!parsed.ok) throw new Error(`bad test URL ${url}`);
  return parsed.target;
}

function input(keyword: string, competitors: string[] = [], websiteUrl = 'example.com', engine: SearchEngine = 'google'): RankCheckInput {
  return {
    websiteUrl,
    website: target(websiteUrl),
    keyword,
    location: 'us',
    engine,
    device: 'desktop',
    competitors: competitors.map((url) => ({ url, target: target(url) })),
  };
}

describe('runRankCheck', () => {
  let serp: SerpFixture;
  let baidu: FakeBaiduLinks;
  let pool: Pool;
  const logged: { level: string; message: string }[] = [];
  const logger = {
    error: (_obj: unknown, message: string) => logged.push({ level: 'error', message }),
    warn: (_obj: unknown, message: string) => logged.push({ level: 'warn', message }),
  };
  const now = () => new Date('2026-04-01T10:00:00Z');
  let deps: Parameters<typeof runRankCheck>[0];

  beforeAll(async () => {
    serp = await startSerpFixture();
    baidu = await startFakeBaiduLinks();
    pool = createPool(inject('databaseUrl'), { error: () => undefined }, { max: 10 });
    deps = { ...scanDepsFor(pool, serp.provider, { baiduLinksUrl: baidu.url }), logger, now };
  });
  afterAll(async () => {
    await pool.end();
    await serp.fake.close();
    await baidu.close();
  });

  it('finds the site on page 1 and a competitor on page 2 with one scan of positions 1-40', async () => {
    const keyword = uniqueKeyword();
    serp.place(keyword, { url: 'https://example.com/', position: 4 }, { url: 'https://www.rival.com/x', position: 12 });
    const progress: ScanProgress[] = [];
    const result = await runRankCheck(deps, input(keyword, ['rival.com']), { onProgress: (p) => progress.push(p) });
    expect(result).toMatchObject({ rank: 4, page: 1, pagesScanned: 4, resultsScanned: 40, checkedAt: '2026-04-01T10:00:00.000Z' });
    expect(result).toMatchObject({ source: 'serpapi', simulated: false, device: 'desktop', locationTargeting: { level: 'country', note: null } });
    expect(result.competitors).toEqual([{ url: 'rival.com', rank: 12, page: 2, matchedUrl: 'https://www.rival.com/x' }]);
    expect(serp.startsFor(keyword)).toEqual([0, 10, 20, 30]);
    expect(progress).toEqual([
      { from: 1, to: 10, pagesScanned: 0 },
      { from: 11, to: 40, pagesScanned: 1 },
    ]);
  });

  it("says which features the first page shows, who holds them, and where the AI Overview cites the site: third of three", async () => {
    const keyword = uniqueKeyword();
    serp.place(keyword, { url: 'https://example.com/', position: 4 }, { url: 'https://www.rival.com/x', position: 7 });
    serp.fake.setBlocks({
      [keyword]: {
        answer_box: { type: 'organic_result', title: 'Answer', link: 'https://rival.com/answer' },
        related_questions: [{ question: 'Why?', link: 'https://blog.example.com/why' }],
        ai_overview: {
          text_blocks: [{ type: 'paragraph', snippet: 'An answer.', reference_indexes: [0, 1, 2] }],
          references: [
            { title: 'A', link: 'https://wikipedia.org/wiki/A', source: 'Wikipedia', index: 0 },
            { title: 'B', link: 'https://rival.com/b', source: 'Rival', index: 1 },
            { title: 'C', link: 'https://example.com/c', source: 'Example', index: 2 },
          ],
        },
      },
    });
    try {
      const result = await runRankCheck(deps, input(keyword, ['rival.com']));
      expect(result.rank).toBe(4);
      // The stand-in's generated results carry sitelinks of their own sites, which neither target holds.
      expect(result.serpFeatures).toEqual([
        { feature: 'answer_box', heldBySite: false, competitors: ['rival.com'] },
        { feature: 'people_also_ask', heldBySite: true, competitors: [] },
        { feature: 'sitelinks', heldBySite: false, competitors: [] },
      ]);
      expect(result.aiOverview).toEqual({ state: 'cited', sources: 3, sitePosition: 3, competitors: [{ url: 'rival.com', position: 2 }] });
    } finally {
      serp.fake.setBlocks({});
    }
  });

  it('reads a deferred AI Overview once, and says it is unreadable when its follow-up fails', async () => {
    const [read, broken] = [uniqueKeyword(), uniqueKeyword()];
    serp.place(read, { url: 'https://example.com/', position: 1 });
    serp.place(broken, { url: 'https://example.com/', position: 1 });
    serp.fake.setBlocks({
      [read]: { ai_overview: { page_token: 'token-read', serpapi_link: 'https://serpapi.com/search.json?engine=google_ai_overview&page_token=token-read' } },
      [broken]: { ai_overview: { page_token: 'token-expired' } },
    });
    serp.fake.setOverviews({ 'token-read': { references: [{ title: 'E', link: 'https://example.com/e', source: 'Example', index: 0 }] } });
    try {
      expect((await runRankCheck(deps, input(read))).aiOverview).toEqual({ state: 'cited', sources: 1, sitePosition: 1, competitors: [] });
      expect(serp.fake.requests.filter((request) => request.engine === 'google_ai_overview' && request.params.get('page_token') === 'token-read')).toHaveLength(1);
      expect((await runRankCheck(deps, input(broken))).aiOverview).toEqual({ state: 'unreadable', reason: 'Fetching the overview failed (HTTP 400).' });
    } finally {
      serp.fake.setBlocks({});
      serp.fake.setOverviews({});
    }
  });

  it('scans to 100 for a competitor that is absent, once for all targets, and records it as rank 0', async () => {
    const keyword = uniqueKeyword();
    serp.place(keyword, { url: 'https://example.com/', position: 2 }, { url: 'https://one.com/', position: 57 }, { url: 'https://two.org/', position: 8 });
    const result = await runRankCheck(deps, input(keyword, ['one.com', 'two.org', 'three.net']));
    expect(result.rank).toBe(2);
    expect(result.competitors.map((c) => [c.url, c.rank, c.page])).toEqual([
      ['one.com', 57, 6],
      ['two.org', 8, 1],
      ['three.net', 0, 0],
    ]);
    expect(serp.requestsFor(keyword)).toBe(10);
    expect(result.resultsScanned).toBe(100);
  });

  it('a short page is not the end: the next request starts where it stopped, so no position is skipped', async () => {
    const keyword = uniqueKeyword();
    serp.place(keyword, { url: 'https://example.com/', position: 19 });
    serp.fake.setHolds(({ params }) => (params.get('q') === keyword && params.get('start') === '10' ? 8 : undefined));
    try {
      const result = await runRankCheck(deps, input(keyword));
      expect(result.rank).toBe(19);
      // 10 and 20..30 in the second wave; 18 fills the gap the short page left.
      expect(serp.startsFor(keyword)).toEqual([0, 10, 18, 20, 30]);
    } finally {
      serp.fake.setHolds(undefined);
    }
  });

  it.each<[SearchEngine, number, string, number[]]>([
    ['duckduckgo', 17, 'start', [0, 10, 25]],
    ['yahoo', 9, 'b', [1, 8, 15, 22, 29, 36]],
    ['bing', 33, 'first', [1, 11, 21, 31]],
    ['yandex', 23, 'p', [0, 1, 2, 3]],
    ['baidu', 77, 'pn', [0, 50]],
  ])('%s: a site at %i is found there, with requests that follow the real page sizes', async (engine, position, param, expected) => {
    const keyword = uniqueKeyword();
    serp.place(keyword, { url: 'https://www.example.com/coffee', position });
    const result = await runRankCheck(deps, input(keyword, [], 'example.com', engine));
    expect(result.rank).toBe(position);
    expect(serp.paramsFor(keyword, param)).toEqual(expected);
  });

  it('DuckDuckGo with erratic page sizes still ranks exactly', async () => {
    const keyword = uniqueKeyword();
    serp.place(keyword, { url: 'https://example.com/', position: 64 });
    serp.fake.setHolds(({ params }) => (params.get('q') === keyword ? [10, 12, 3, 15, 9, 14, 11][Number(params.get('start') ?? 0) % 7] : undefined));
    try {
      const result = await runRankCheck(deps, input(keyword, [], 'example.com', 'duckduckgo'));
      expect(result.rank).toBe(64);
    } finally {
      serp.fake.setHolds(undefined);
    }
  });

  it('says how far the scan reached when the engine runs out before 100', async () => {
    const short = await startSerpFixture({ totalResults: 37 });
    try {
      const shortDeps = { ...scanDepsFor(pool, short.provider), logger, now };
      const result = await runRankCheck(shortDeps, input(uniqueKeyword()));
      expect(result).toMatchObject({ rank: 0, type: 'not found', resultsScanned: 37 });
    } finally {
      await short.fake.close();
    }
  });

  describe('Baidu', () => {
    it('finds a site Baidu shows only by name, by resolving its redirect once for everyone', async () => {
      // The fake shows position 3 (3 % 4) as "百度百科" and 2 as a path cut short.
      const keyword = uniqueKeyword();
      serp.place(keyword, { url: 'https://www.example.com/coffee', position: 3 });
      baidu.reset();
      const result = await runRankCheck(deps, input(keyword, [], 'example.com', 'baidu'));
      expect(result).toMatchObject({ rank: 3, matchedUrl: 'https://www.example.com/coffee' });
      const asked = baidu.requests.length;
      expect(asked).toBeGreaterThan(0);
      await runRankCheck(deps, input(keyword, [], 'example.com', 'baidu'));
      expect(baidu.requests.length).toBe(asked);
    });

    it('matches a page target shown cut short only after resolving it', async () => {
      const keyword = uniqueKeyword();
      serp.place(keyword, { url: 'https://www.example.com/guide/beans', position: 2 }, { url: 'https://www.example.com/guide/beans-old', position: 6 });
      const result = await runRankCheck(deps, input(keyword, [], 'example.com/guide/beans', 'baidu'));
      expect(result).toMatchObject({ rank: 2, matchedUrl: 'https://www.example.com/guide/beans' });
    });

    it('fails rather than guess when a result it could be cannot be resolved', async () => {
      const keyword = uniqueKeyword();
      serp.place(keyword, { url: 'https://www.example.com/coffee', position: 9 });
      baidu.setMode('error');
      try {
        const error = await runRankCheck(deps, input(keyword, [], 'example.com', 'baidu')).catch((e: unknown) => e);
        expect(error).toMatchObject({ code: 'SERP_ERROR', status: 502 });
      } finally {
        baidu.reset();
      }
    });
  });

  it('fails the whole check (never rank 0) when a shared page fails, even if the site was already found', async () => {
    const keyword = uniqueKeyword();
    serp.place(keyword, { url: 'https://example.com/', position: 1 });
    serp.fake.setResponder((r) => (r.params.get('start') === '20' ? serpApiErrorReply('503') : undefined));
    try {
      const error = await runRankCheck(deps, input(keyword, ['absent.com'])).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(AppError);
      expect(error).toMatchObject({ code: 'SERP_ERROR', status: 502 });
    } finally {
      serp.fake.setResponder(undefined);
    }
  });

  it('a 200 that is not a results page fails the check and is not cached', async () => {
    const keyword = uniqueKeyword();
    serp.fake.setResponder(() => ({ status: 200, body: { search_metadata: { status: 'Success' } } }));
    try {
      const error = await runRankCheck(deps, input(keyword)).catch((e: unknown) => e);
      expect(error).toMatchObject({ code: 'SERP_ERROR', status: 502, message: 'SERP API request failed' });
    } finally {
      serp.fake.setResponder(undefined);
    }
    const { rows } = await pool.query<{ n: number }>('select count(*)::int as n from serp_page_cache where keyword = $1', [keyword]);
    expect(rows[0]?.n).toBe(0);
  });

  it('maps a rejected key to SERP_NOT_CONFIGURED and tells the operator to fix SERPAPI_KEY', async () => {
    serp.fake.setResponder(() => serpApiErrorReply('401'));
    try {
      const error = await runRankCheck(deps, input(uniqueKeyword())).catch((e: unknown) => e);
      expect(error).toMatchObject({ code: 'SERP_NOT_CONFIGURED', status: 502, message: 'SERP API request failed' });
      expect(logged.some((l) => l.level === 'error' && l.message.includes('SERPAPI_KEY is invalid'))).toBe(true);
    } finally {
      serp.fake.setResponder(undefined);
    }
  });

  it('passes the provider text through for other failures', async () => {
    serp.fake.setResponder(() => ({ status: 400, body: { error: 'Unsupported `zz` location.' } }));
    try {
      const error = await runRankCheck(deps, input(uniqueKeyword())).catch((e: unknown) => e);
      expect(error).toMatchObject({ code: 'SERP_ERROR', message: 'SERP API error: Unsupported `zz` location.' });
    } finally {
      serp.fake.setResponder(undefined);
    }
  });

  it('matches a page target only on that page', async () => {
    const keyword = uniqueKeyword();
    serp.place(keyword, { url: 'https://example.com/', position: 1 }, { url: 'https://www.example.com/pricing/', position: 6 });
    const result = await runRankCheck(deps, input(keyword, [], 'example.com/pricing'));
    expect(result).toMatchObject({ rank: 6, matchedUrl: 'https://www.example.com/pricing/', websiteUrl: 'example.com/pricing' });
  });

  it('stops asking the provider once the caller aborts', async () => {
    const keyword = uniqueKeyword();
    const controller = new AbortController();
    const error = await runRankCheck(deps, input(keyword), {
      signal: controller.signal,
      onProgress: (p) => {
        if (p.pagesScanned === 1) controller.abort(new Error('client disconnected'));
      },
    }).catch((e: unknown) => e);
    expect(error).toMatchObject({ message: 'client disconnected' });
    expect(serp.requestsFor(keyword)).toBe(1);
  });

  it('calls a provider that is not cacheable directly, stores nothing, and says it is simulated', async () => {
    const keyword = uniqueKeyword();
    const demo = { ...scanDepsFor(pool, createDemoProvider()), logger, now };
    const first = await runRankCheck(demo, input(keyword, ['rival.com']));
    const second = await runRankCheck(demo, input(keyword, ['rival.com']));
    expect(first).toMatchObject({ source: 'demo', simulated: true });
    expect({ ...second, checkedAt: first.checkedAt }).toEqual(first);
    const { rows } = await pool.query<{ n: number }>('select count(*)::int as n from serp_page_cache where keyword = $1', [keyword]);
    expect(rows[0]?.n).toBe(0);
  });
});
