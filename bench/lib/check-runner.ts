import { parseTarget, type Target } from '../../core/ranking';
import type { SearchEngine } from '../../core/search/engines';
import { createSerpApiProvider } from '../../server/adapters/serp/serpapi/create-serpapi-provider';
import type { Pool } from '../../server/db/pool';
import { createCachedSerpFetcher } from '../../server/services/rank-check/cached-serp-fetcher';
import { runRankCheck } from '../../server/services/run-rank-check';

function target(url: string): Target {
  const parsed = parseTarget(url);
  if (!parsed.ok) throw new Error(`bench: bad target ${url}`);
  return parsed.target;
}

/** The production rank-check path (page cache in PostgreSQL, SerpApi adapter) pointed at a local SerpApi. */
export function createCheckRunner(options: { pool: Pool; serpApiUrl: string; cacheTtlSeconds: number }) {
  const provider = createSerpApiProvider({ apiKey: 'bench-key', baseUrl: options.serpApiUrl, timeoutMs: 15_000 });
  const fetcher = createCachedSerpFetcher({ provider, pool: options.pool, ttlSeconds: options.cacheTtlSeconds });
  const deps = { fetcher, logger: { error: () => undefined, warn: () => undefined }, now: () => new Date() };
  return (check: { site: string; keyword: string; competitors: string[]; engine?: SearchEngine }) =>
    runRankCheck(deps, {
      websiteUrl: check.site,
      website: target(check.site),
      keyword: check.keyword,
      location: 'us',
      engine: check.engine ?? 'google',
      competitors: check.competitors.map((url) => ({ url, target: target(url) })),
    });
}
