import { searchKey } from '../../../core/search/query-identity';
import type { SerpPageResult } from '../../adapters/serp/serp-provider';
import type { SerpPageFetcher } from '../rank-check/cached-serp-fetcher';

/**
 * One job's page fetcher: every answer is kept for the job's runs, so the runs of one query (every user and
 * competitor due in the window) share one scan even with the page cache off (SERP_CACHE_TTL_SECONDS=0). The
 * PostgreSQL cache behind it still shares pages across jobs and processes. The simulated engine's pages depend
 * on the targets asked for, so they are never shared.
 */
export function createGroupFetcher(inner: SerpPageFetcher, shareable: boolean): SerpPageFetcher {
  const answers = new Map<string, Promise<SerpPageResult>>();
  return {
    providerName: inner.providerName,
    simulated: inner.simulated,
    fetchPage(request, signal) {
      if (!shareable) return inner.fetchPage(request, signal);
      const key = JSON.stringify([searchKey(request), request.start]);
      let answer = answers.get(key);
      if (!answer) {
        // Not tied to one caller's signal: the page serves the others too.
        answer = inner.fetchPage(request);
        answers.set(key, answer);
      }
      if (!signal) return answer;
      return Promise.race([
        answer,
        new Promise<never>((_, reject) => {
          if (signal.aborted) reject(signal.reason);
          signal.addEventListener('abort', () => reject(signal.reason), { once: true });
        }),
      ]);
    },
  };
}
