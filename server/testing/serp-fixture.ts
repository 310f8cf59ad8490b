import { randomBytes } from 'node:crypto';
import type { SerpProvider } from '../adapters/serp/serp-provider';
import { createSerpApiProvider } from '../adapters/serp/serpapi/create-serpapi-provider';
import { startFakeSerpApi, type FakeSerpApi, type FakeSerpApiOptions } from '../adapters/serp/testing/fake-serpapi-server';
import { createBaiduLinkResolver } from '../adapters/serp/baidu/create-baidu-link-resolver';
import type { Pool } from '../db/pool';
import { createCachedLinkResolver } from '../services/rank-check/cached-link-resolver';
import { createCachedSerpFetcher } from '../services/rank-check/cached-serp-fetcher';
import { createRequestLimiter } from '../services/rank-check/request-limiter';

export const TEST_SERPAPI_KEY = 'test-serpapi-key';

export interface SerpFixture {
  fake: FakeSerpApi;
  /** The real SerpApi adapter, pointed at the fake server, with quick retries. */
  provider: SerpProvider;
  /** Lists `url` at absolute `position` for a query (added to what earlier calls placed). */
  place(keyword: string, ...placements: { url: string; position: number }[]): void;
  /** Requests the fake received for one query text (the `q`/`p`/`text` parameter). */
  requestsFor(keyword: string): number;
  /** The `start` offsets (Google, DuckDuckGo) requested for a query, ascending. */
  startsFor(keyword: string): number[];
  /** The value of one paging parameter (`first`, `b`, `pn`, `p`, ...) of each request for a query, ascending. */
  paramsFor(keyword: string, name: string): number[];
}

export async function startSerpFixture(options: FakeSerpApiOptions = {}): Promise<SerpFixture> {
  const fake = await startFakeSerpApi(options);
  const provider = createSerpApiProvider({
    apiKey: TEST_SERPAPI_KEY,
    baseUrl: fake.url,
    timeoutMs: 5_000,
    retry: { attempts: 2, baseDelayMs: 5, maxDelayMs: 10, budgetMs: 1_000 },
  });
  const queryOf = (params: URLSearchParams) => {
    const engine = params.get('engine');
    return params.get(engine === 'yahoo' ? 'p' : engine === 'yandex' ? 'text' : 'q');
  };
  const placements: Record<string, { url: string; position: number }[]> = { ...options.placements };
  return {
    fake,
    provider,
    place(keyword, ...more) {
      placements[keyword] = [...(placements[keyword] ?? []), ...more];
      fake.setPlacements(placements);
    },
    requestsFor: (keyword) => fake.requests.filter((r) => queryOf(r.params) === keyword).length,
    startsFor: (keyword) =>
      fake.requests
        .filter((r) => queryOf(r.params) === keyword)
        .map((r) => Number(r.params.get('start') ?? 0))
        .sort((a, b) => a - b),
    paramsFor: (keyword, name) =>
      fake.requests
        .filter((r) => queryOf(r.params) === keyword)
        .map((r) => Number(r.params.get(name) ?? 0))
        .sort((a, b) => a - b),
  };
}

/**
 * What runRankCheck needs, as the app wires it: the page cache and request cap in front of `provider`, and
 * Baidu's redirects resolved at `baiduLinksUrl` (a closed local port when not given).
 */
export function scanDepsFor(pool: Pool, provider: SerpProvider, options: { ttlSeconds?: number; baiduLinksUrl?: string; maxInFlight?: number } = {}) {
  const limiter = createRequestLimiter(options.maxInFlight ?? 16);
  const resolver = createBaiduLinkResolver({ baseUrl: options.baiduLinksUrl ?? 'http://127.0.0.1:9', timeoutMs: 2_000, userAgent: 'RankChecker/test' });
  return {
    fetcher: createCachedSerpFetcher({ provider, pool, ttlSeconds: options.ttlSeconds ?? 3600, limiter, leaseMs: 20_000 }),
    links: createCachedLinkResolver({ resolver, pool, limiter }),
    limiter,
  };
}

/** A keyword no other test uses: tests share one database, hence one page cache. */
export function uniqueKeyword(base = 'rank checker'): string {
  return `${base} ${randomBytes(4).toString('hex')}`;
}
