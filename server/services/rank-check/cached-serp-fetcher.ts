import { providerLatency, providerRequests, serpCacheLookups } from '../../metrics/metrics';
import { randomUUID } from 'node:crypto';
import { keywordKey } from '../../../core/search/query-identity';
import type { SerpPageRequest, SerpPageResult, SerpProvider } from '../../adapters/serp/serp-provider';
import type { Pool } from '../../db/pool';
import { getFreshSerpPage, upsertSerpPage, type SerpPageKey } from '../../db/queries/serp-page-cache';
import { isSerpFetchLeased, releaseSerpFetchLease, takeSerpFetchLease } from '../../db/queries/serp-fetch-leases';
import { abortableSleep } from '../../adapters/serp/abortable-sleep';
import type { RequestLimiter } from './request-limiter';

/** Fetches one provider answer for a rank check. */
export interface SerpPageFetcher {
  readonly providerName: string;
  readonly simulated: boolean;
  /** Rejects only with the caller's abort reason; provider failures are values. */
  fetchPage(request: SerpPageRequest, signal?: AbortSignal): Promise<SerpPageResult>;
}

export interface CachedSerpFetcherOptions {
  provider: SerpProvider;
  pool: Pool;
  ttlSeconds: number;
  /** Caps this process's provider requests in flight. */
  limiter: RequestLimiter;
  /**
   * How long one process may hold a page's lease: longer than the provider's worst case (timeout x attempts
   * plus backoff), so a live holder never loses it, short enough that a dead holder's page is soon retried.
   */
  leaseMs: number;
}

/** Waiting for another process's page: first look soon, then back off, never more than this apart. */
const POLL_START_MS = 25;
const POLL_MAX_MS = 400;

/**
 * Puts the PostgreSQL page cache in front of a provider, so a page fetched for anyone serves everyone for
 * `ttlSeconds`, and makes concurrent requests for one page a single provider call:
 * - within this process, callers share one promise per page;
 * - across processes, the fetcher holds a lease row (not a pooled connection) while the provider answers;
 *   the others look for the page in the cache with backoff until it appears or the lease is gone.
 * No database connection or transaction is held across a provider request: each query borrows a connection
 * and returns it. Only a good page is cached (the adapter decides what is good); failures are not.
 * A caller's abort stops its wait at once; the shared request still finishes for the others (and the cache).
 */
export function createCachedSerpFetcher(options: CachedSerpFetcherOptions): SerpPageFetcher {
  const { provider, pool, ttlSeconds, limiter, leaseMs } = options;

  /** One provider request, counted by its outcome and timed (the limiter's wait excluded). */
  const measured = async (request: SerpPageRequest, fetch: () => Promise<SerpPageResult>): Promise<SerpPageResult> => {
    const labels = { provider: provider.name, engine: request.engine };
    const stop = providerLatency.startTimer(labels);
    try {
      const result = await fetch();
      providerRequests.inc({ ...labels, outcome: result.ok ? 'ok' : result.error.kind });
      return result;
    } catch (error) {
      providerRequests.inc({ ...labels, outcome: 'thrown' });
      throw error;
    } finally {
      stop();
    }
  };
  const inFlight = new Map<string, Promise<SerpPageResult>>();

  /**
   * One page from the provider. An AI Overview the page deferred is read at once, since its token expires within
   * minutes: one more provider search under the same limiter, and inside the page's lease, so once per page however
   * many callers share it; the page is cached with the overview read.
   */
  const callProvider = async (request: SerpPageRequest, signal?: AbortSignal): Promise<SerpPageResult> => {
    const result = await limiter.run(() => measured(request, () => provider.fetchPage(request, signal)), signal);
    const features = result.ok ? result.page.features : undefined;
    const fetchAiOverview = provider.fetchAiOverview?.bind(provider);
    if (!result.ok || features?.aiOverview.state !== 'deferred' || !fetchAiOverview) return result;
    const { pageToken } = features.aiOverview;
    const aiOverview = await limiter.run(() => fetchAiOverview(pageToken, signal), signal);
    return { ok: true, page: { ...result.page, features: { ...features, aiOverview } } };
  };

  async function readCache(key: SerpPageKey): Promise<SerpPageResult | undefined> {
    const cached = await getFreshSerpPage(pool, key, ttlSeconds);
    return cached ? { ok: true, page: { entries: cached.entries, ended: cached.ended, ...(cached.features ? { features: cached.features } : {}) } } : undefined;
  }

  async function load(key: SerpPageKey, leaseKey: string, request: SerpPageRequest): Promise<SerpPageResult> {
    const holder = randomUUID();
    let pause = POLL_START_MS;
    const deadline = Date.now() + leaseMs * 2;
    for (;;) {
      const cached = await readCache(key);
      if (cached) {
        serpCacheLookups.inc({ engine: request.engine, result: 'hit' });
        return cached;
      }
      if (await takeSerpFetchLease(pool, leaseKey, holder, leaseMs)) {
        try {
          // Another process may have saved the page between our look and our lease.
          const savedMeanwhile = await readCache(key);
          if (savedMeanwhile) {
            serpCacheLookups.inc({ engine: request.engine, result: 'hit' });
            return savedMeanwhile;
          }
          serpCacheLookups.inc({ engine: request.engine, result: 'miss' });
          const result = await callProvider(request);
          if (result.ok) await upsertSerpPage(pool, key, result.page);
          return result;
        } finally {
          await releaseSerpFetchLease(pool, leaseKey, holder);
        }
      }
      // Someone else is fetching it: wait for the page, or for their lease to end (then try ourselves).
      if (Date.now() > deadline) return callProvider(request);
      await abortableSleep(pause);
      pause = Math.min(pause * 2, POLL_MAX_MS);
      if (!(await isSerpFetchLeased(pool, leaseKey))) pause = POLL_START_MS;
    }
  }

  function shared(request: SerpPageRequest): Promise<SerpPageResult> {
    const key: SerpPageKey = {
      provider: provider.name,
      engine: request.engine,
      location: request.location,
      device: request.device,
      keyword: keywordKey(request.keyword),
      start: request.start,
    };
    const leaseKey = JSON.stringify(['serp_page', key.provider, key.engine, key.location, key.device, key.keyword, key.start]);
    const pending = inFlight.get(leaseKey);
    if (pending) return pending;
    const promise = load(key, leaseKey, request).finally(() => inFlight.delete(leaseKey));
    inFlight.set(leaseKey, promise);
    return promise;
  }

  return {
    providerName: provider.name,
    simulated: provider.simulated,
    fetchPage(request, signal) {
      if (signal?.aborted) return Promise.reject(signal.reason);
      // Uncacheable pages (the simulated engine's) belong to this caller alone, so its abort may stop them.
      if (!provider.cacheable || ttlSeconds <= 0) return callProvider(request, signal);
      const promise = shared(request);
      if (!signal) return promise;
      return new Promise<SerpPageResult>((resolve, reject) => {
        const onAbort = () => reject(signal.reason);
        signal.addEventListener('abort', onAbort, { once: true });
        promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
      });
    },
  };
}
