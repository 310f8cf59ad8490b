import type { SerpPageRequest, SerpPageResult, SerpProvider } from '../../adapters/serp/serp-provider';
import { withTransaction, type Pool } from '../../db/pool';
import { getFreshSerpPage, upsertSerpPage, type SerpPageKey } from '../../db/queries/serp-page-cache';

/** Fetches one results page for a rank check. */
export interface SerpPageFetcher {
  readonly providerName: string;
  fetchPage(request: SerpPageRequest): Promise<SerpPageResult>;
}

/**
 * Puts the PostgreSQL page cache in front of a provider, so a page fetched for anyone serves everyone for
 * `ttlSeconds`. Concurrent requests for the same page make one provider call:
 * - within this process, callers share one promise per page (single flight);
 * - across processes, the fetching transaction holds an advisory lock on the page's key and re-reads the
 *   cache after getting it, so a second process waits and then finds the page.
 * The lock is held while the provider answers, which is the point: the waiter needs that answer.
 * Providers that are not cacheable (the simulated engine) are called directly.
 */
export function createCachedSerpFetcher(options: {
  provider: SerpProvider;
  pool: Pool;
  ttlSeconds: number;
}): SerpPageFetcher {
  const { provider, pool, ttlSeconds } = options;
  const inFlight = new Map<string, Promise<SerpPageResult>>();

  async function load(key: SerpPageKey, lockKey: string, request: SerpPageRequest): Promise<SerpPageResult> {
    const cached = await getFreshSerpPage(pool, key, ttlSeconds);
    if (cached) return { ok: true, page: { results: cached.results, hasMore: cached.has_more } };

    return withTransaction(pool, async (client) => {
      await client.query('select pg_advisory_xact_lock(hashtextextended($1, 0))', [lockKey]);
      const fetchedMeanwhile = await getFreshSerpPage(client, key, ttlSeconds);
      if (fetchedMeanwhile) return { ok: true, page: { results: fetchedMeanwhile.results, hasMore: fetchedMeanwhile.has_more } };
      const result = await provider.fetchPage(request);
      // Failures are not cached: the next check asks the provider again.
      if (result.ok) await upsertSerpPage(client, key, result.page);
      return result;
    });
  }

  return {
    providerName: provider.name,
    fetchPage(request) {
      if (!provider.cacheable || ttlSeconds <= 0) return provider.fetchPage(request);
      const key: SerpPageKey = {
        provider: provider.name,
        engine: request.engine,
        location: request.location,
        keyword: request.keyword.toLowerCase(),
        page: request.page,
      };
      const lockKey = JSON.stringify(['serp_page', key.provider, key.engine, key.location, key.keyword, key.page]);
      const pending = inFlight.get(lockKey);
      if (pending) return pending;
      const promise = load(key, lockKey, request).finally(() => inFlight.delete(lockKey));
      inFlight.set(lockKey, promise);
      return promise;
    },
  };
}
