import type { EnginePaging } from '../search/paging';
import { assembleScan } from '../search/scan-coverage';

/** Discovery looks at who ranks in the top 10: the first result page, where searchers look. */
export const DISCOVERY_TOP = 10;

/** One cached answer for a query (server serp_page_cache), its entries' URLs already resolved where possible. */
export interface CachedResultPage {
  provider: string;
  /** `offset` engines: results skipped; `page` engines: the page number from 0. */
  start: number;
  /** In the engine's order; null where the engine gave no URL we could read (the entry still takes a place). */
  entries: readonly { url: string | null }[];
  ended: boolean;
  fetchedAt: Date;
}

/**
 * The cached pages that can hold the top `top` positions start below this: on `offset` engines a request that
 * skipped `top` results or more starts past them; on `page` engines the pages that usually hold them, and one
 * more for a first page that held fewer.
 */
export function pageStartLimit(paging: EnginePaging, top = DISCOVERY_TOP): number {
  return paging.kind === 'offset' ? top : Math.ceil(top / paging.laterSize) + 1;
}

/**
 * The URLs at positions 1..`top` of one query (index i is position i + 1), read from its cached pages the way a
 * scan joins them (core/search assembleScan). Pages of one provider are never mixed with another's: the
 * provider whose page is newest is read. Null when no page covers position 1, i.e. there is nothing to read;
 * an empty list when the engine said the query has no results.
 */
export function topResultsOf(paging: EnginePaging, pages: readonly CachedResultPage[], top = DISCOVERY_TOP): (string | null)[] | null {
  const newest = [...pages].sort((a, b) => b.fetchedAt.getTime() - a.fetchedAt.getTime())[0];
  if (!newest) return null;
  const own = pages.filter((page) => page.provider === newest.provider);
  const { sequence, complete } = assembleScan(paging, own, (entry) => entry.url);
  if (sequence.length === 0 && !complete) return null;
  return sequence.slice(0, top).map((entry) => entry.url);
}

/**
 * How old a cached page discovery still reads. Who ranks on a keyword's first page changes slowly, so a page
 * from last week still names the competitors; a page a month old is past the longest time the cache may keep
 * pages (SERP_CACHE_TTL_SECONDS at most 30 days): the SERP cache's sweep keeps top-10 pages this long for it.
 */
export const DISCOVERY_PAGE_MAX_AGE_SECONDS = 30 * 24 * 3600;
