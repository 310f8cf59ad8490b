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
  // SerpApi's DuckDuckGo returns 26-30 results on the first request and 50 on later ones: pages of 25
  // fit both, so four requests cover ranks 1-100.
  duckduckgo: { pageSize: 25 },
  // Baidu takes rn (results per request) up to 50 on desktop: two requests cover ranks 1-100.
  baidu: { pageSize: 50 },
  yandex: { pageSize: 10 },
};

/** Number of pages needed to cover ranks 1..MAX_RANK on an engine. */
export function pagesToCover(engine: SearchEngine): number {
  return Math.ceil(MAX_RANK / ENGINE_PAGING[engine].pageSize);
}
