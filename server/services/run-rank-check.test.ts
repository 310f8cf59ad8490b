import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { parseTarget, type Target } from '../../core/ranking';
import { createDemoProvider } from '../adapters/serp/demo/create-demo-provider';
import { serpApiErrorReply } from '../adapters/serp/testing/fake-serpapi-server';
import { createPool, type Pool } from '../db/pool';
import { AppError } from '../errors';
import { startSerpFixture, uniqueKeyword, type SerpFixture } from '../testing/serp-fixture';
import { createCachedSerpFetcher } from './rank-check/cached-serp-fetcher';
import { runRankCheck, type RankCheckInput, type ScanProgress } from './run-rank-check';

function target(url: string): Target {
  const parsed = parseTarget(url);
  if (!parsed.ok) throw new Error(`bad test URL ${url}`);
  return parsed.target;
}

function input(keyword: string, competitors: string[] = [], websiteUrl = 'example.com'): RankCheckInput {
  return {
    websiteUrl,
    website: target(websiteUrl),
    keyword,
    location: 'us',
    engine: 'google',
    competitors: competitors.map((url) => ({ url, target: target(url) })),
  };
}

describe('runRankCheck', () => {
  let serp: SerpFixture;
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
    pool = createPool(inject('databaseUrl'), { error: () => undefined }, { max: 10 });
    deps = { fetcher: createCachedSerpFetcher({ provider: serp.provider, pool, ttlSeconds: 3600 }), logger, now };
  });
  afterAll(async () => {
    await pool.end();
    await serp.fake.close();
  });

  it('finds the site on page 1 and a competitor on page 2 with one scan of pages 1-4', async () => {
    const keyword = uniqueKeyword();
    serp.place(keyword, { url: 'https://example.com/', position: 4 }, { url: 'https://www.rival.com/x', position: 12 });
    const progress: ScanProgress[] = [];
    const result = await runRankCheck(deps, input(keyword, ['rival.com']), (p) => progress.push(p));
    expect(result).toMatchObject({ rank: 4, page: 1, pagesScanned: 4, checkedAt: '2026-04-01T10:00:00.000Z' });
    expect(result.competitors).toEqual([{ url: 'rival.com', rank: 12, page: 2, matchedUrl: 'https://www.rival.com/x' }]);
    expect(serp.startsFor(keyword)).toEqual([0, 10, 20, 30]);
    expect(progress).toEqual([
      { from: 1, to: 10, pagesScanned: 0 },
      { from: 11, to: 40, pagesScanned: 1 },
    ]);
  });

  it('scans to 100 for a competitor that is absent, once for all targets, and records it as rank 0', async () => {
    const keyword = uniqueKeyword();
    serp.place(
      keyword,
      { url: 'https://example.com/', position: 2 },
      { url: 'https://one.com/', position: 57 },
      { url: 'https://two.org/', position: 8 },
    );
    const result = await runRankCheck(deps, input(keyword, ['one.com', 'two.org', 'three.net']));
    expect(result.rank).toBe(2);
    expect(result.competitors.map((c) => [c.url, c.rank, c.page])).toEqual([
      ['one.com', 57, 6],
      ['two.org', 8, 1],
      ['three.net', 0, 0],
    ]);
    expect(serp.requestsFor(keyword)).toBe(10);
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

  it('calls a provider that is not cacheable directly and stores nothing', async () => {
    const keyword = uniqueKeyword();
    const demo = { fetcher: createCachedSerpFetcher({ provider: createDemoProvider(), pool, ttlSeconds: 3600 }), logger, now };
    const first = await runRankCheck(demo, input(keyword, ['rival.com']));
    const second = await runRankCheck(demo, input(keyword, ['rival.com']));
    expect(first.source).toBe('demo');
    expect({ ...second, checkedAt: first.checkedAt }).toEqual(first);
    const { rows } = await pool.query<{ n: number }>('select count(*) as n from serp_page_cache where keyword = $1', [keyword]);
    expect(rows[0]?.n).toBe(0);
  });
});
