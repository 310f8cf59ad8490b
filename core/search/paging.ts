import type { SearchEngine } from './engines';

/** Ranks are reported among the first 100 organic results; beyond that a site is "not found". */
export const MAX_RANK = 100;

/**
 * How each engine's result pages are cut. `pageSize` is the number of organic positions one page covers:
 * page n covers absolute positions (n-1)*pageSize+1 .. n*pageSize. Adapters translate a page number into
 * the engine's own offset parameter.
 */
export const ENGINE_PAGING: Record<SearchEngine, { pageSize: number }> = {
  google: { pageSize: 10 },
  bing: { pageSize: 10 },
  yahoo: { pageSize: 10 },
  duckduckgo: { pageSize: 10 },
  baidu: { pageSize: 10 },
  yandex: { pageSize: 10 },
};

/** Number of pages needed to cover ranks 1..MAX_RANK on an engine. */
export function pagesToCover(engine: SearchEngine): number {
  return Math.ceil(MAX_RANK / ENGINE_PAGING[engine].pageSize);
}
