import { LINK_TARGET_TTL_SECONDS } from '../../../core/search/serp-cache-ages';
import type { LinkResolver } from '../../adapters/serp/baidu/create-baidu-link-resolver';
import type { Pool } from '../../db/pool';
import { getSerpLinkTargets, saveSerpLinkTarget } from '../../db/queries/serp-link-targets';
import type { RequestLimiter } from './request-limiter';


export interface CachedLinkResolver {
  /** Targets of the links that could be resolved; links missing from the map could not be. */
  resolveAll(links: readonly string[], signal?: AbortSignal): Promise<Map<string, string>>;
}

/**
 * Resolves engine redirect links through PostgreSQL, so each link is asked once for every user: cached ones
 * are read in one query, the rest are asked in parallel under the shared request cap. A link that fails is
 * not cached (the next check asks again).
 */
export function createCachedLinkResolver(options: { resolver: LinkResolver; pool: Pool; limiter: RequestLimiter }): CachedLinkResolver {
  const { resolver, pool, limiter } = options;
  const inFlight = new Map<string, Promise<string | null>>();

  function resolveOne(link: string): Promise<string | null> {
    const pending = inFlight.get(link);
    if (pending) return pending;
    const promise = limiter
      .run(() => resolver.resolve(link))
      .then(async (url) => {
        if (url) await saveSerpLinkTarget(pool, link, url);
        return url;
      })
      .finally(() => inFlight.delete(link));
    inFlight.set(link, promise);
    return promise;
  }

  return {
    async resolveAll(links, signal) {
      const unique = [...new Set(links)];
      const known = await getSerpLinkTargets(pool, unique, LINK_TARGET_TTL_SECONDS);
      const missing = unique.filter((link) => !known.has(link));
      const abort = signal
        ? new Promise<never>((_, reject) => {
            if (signal.aborted) reject(signal.reason);
            signal.addEventListener('abort', () => reject(signal.reason), { once: true });
          })
        : undefined;
      abort?.catch(() => undefined);
      const resolved = await Promise.all(
        missing.map((link) => {
          const lookup = resolveOne(link).catch(() => null);
          return abort ? Promise.race([lookup, abort]) : lookup;
        }),
      );
      missing.forEach((link, i) => {
        const url = resolved[i];
        if (url) known.set(link, url);
      });
      return known;
    },
  };
}
