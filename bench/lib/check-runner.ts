import { parseTarget, type Target } from '../../core/ranking';
import type { SearchEngine } from '../../core/search/engines';
import { createBaiduLinkResolver } from '../../server/adapters/serp/baidu/create-baidu-link-resolver';
import { createSerpApiProvider } from '../../server/adapters/serp/serpapi/create-serpapi-provider';
import type { Pool } from '../../server/db/pool';
import { createCachedLinkResolver } from '../../server/services/rank-check/cached-link-resolver';
import { createCachedSerpFetcher } from '../../server/services/rank-check/cached-serp-fetcher';
import { createRequestLimiter } from '../../server/services/rank-check/request-limiter';
import { runRankCheck } from '../../server/services/rank-check/run-rank-check';

function target(url: string): Target {
  const parsed = parseTarget(url);
  if (!parsed.ok) throw new Error(`bench: bad target ${url}`);
  return parsed.target;
}

/**
 * The production rank-check path (page cache in PostgreSQL, request cap, SerpApi adapter, Baidu redirects
 * resolved and cached) pointed at a local SerpApi and, for Baidu, a local stand-in for its redirects.
 */
export function createCheckRunner(options: { pool: Pool; serpApiUrl: string; cacheTtlSeconds: number; baiduLinksUrl?: string }) {
  const provider = createSerpApiProvider({ apiKey: 'bench-key', baseUrl: options.serpApiUrl, timeoutMs: 15_000 });
  const limiter = createRequestLimiter(16);
  const fetcher = createCachedSerpFetcher({ provider, pool: options.pool, ttlSeconds: options.cacheTtlSeconds, limiter, leaseMs: 60_000 });
  const resolver = createBaiduLinkResolver({ baseUrl: options.baiduLinksUrl ?? 'http://127.0.0.1:9', timeoutMs: 5_000, userAgent: 'RankChecker/bench' });
  const links = createCachedLinkResolver({ resolver, pool: options.pool, limiter });
  const deps = { fetcher, links, logger: { error: () => undefined, warn: () => undefined }, now: () => new Date() };
  return (check: { site: string; keyword: string; competitors: string[]; engine?: SearchEngine; firstWaveUntil?: number }) =>
    runRankCheck(
      deps,
      {
        websiteUrl: check.site,
        website: target(check.site),
        keyword: check.keyword,
        location: 'us',
        engine: check.engine ?? 'google',
        device: 'desktop',
        competitors: check.competitors.map((url) => ({ url, target: target(url) })),
      },
      check.firstWaveUntil === undefined ? {} : { firstWaveUntil: check.firstWaveUntil },
    );
}
