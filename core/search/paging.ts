import type { Device } from './devices';
import type { SearchEngine } from './engines';

/** Ranks are reported among the first 100 organic results; beyond that a site is "not found". */
export const MAX_RANK = 100;

/**
 * How an engine's results are asked for, one request at a time:
 * - `offset`: the request names how many results to skip (Google `start`, Bing `first` - 1, Yahoo `b` - 1,
 *   DuckDuckGo `start`, Baidu `pn`), so the next request follows from what earlier ones really held;
 * - `page`: the request names a page number (Yandex `p`), so positions follow from the pages before it.
 *
 * The sizes are what a request usually holds. They only plan requests that run in parallel: a page that
 * holds fewer leaves a gap the scan fills with another request, never a skipped position (scan-coverage).
 */
export interface EnginePaging {
  kind: 'offset' | 'page';
  /** Results the first request (no offset) usually holds. */
  firstSize: number;
  /** Results each later request usually holds. */
  laterSize: number;
}

const TEN: EnginePaging = { kind: 'offset', firstSize: 10, laterSize: 10 };

/**
 * Observed page sizes, with the sources we relied on:
 * - Google: about 10 (often 8 or 9: public-roadmap #1516); `num` has been ignored since September 2025
 *   (serpapi/google-search-results-python#82).
 * - Bing: 10; `count` is no longer respected (public-roadmap #2599, #3156), so we do not send it.
 * - Yahoo: about 7 a page; SerpApi's own examples ask for the second page with `b=8`.
 * - DuckDuckGo: 10 on the first request and 15 on later ones (public-roadmap #2354, #2323), varying by
 *   query (#1297).
 * - Baidu: `rn=50` on desktop (serpapi.com/baidu-search-api: "limited to 50 ... only available for desktop
 *   and tablet"); mobile pages hold Baidu's default of 10.
 * - Yandex: pages of about 10, numbered from 0 (`p`).
 */
const PAGING: Record<SearchEngine, EnginePaging> = {
  google: TEN,
  bing: TEN,
  yahoo: { kind: 'offset', firstSize: 7, laterSize: 7 },
  duckduckgo: { kind: 'offset', firstSize: 10, laterSize: 15 },
  baidu: { kind: 'offset', firstSize: 50, laterSize: 50 },
  yandex: { kind: 'page', firstSize: 10, laterSize: 10 },
};

const BAIDU_MOBILE: EnginePaging = { kind: 'offset', firstSize: 10, laterSize: 10 };

/** How an engine pages on a device. */
export function enginePaging(engine: SearchEngine, device: Device): EnginePaging {
  if (engine === 'baidu' && device === 'mobile') return BAIDU_MOBILE;
  return PAGING[engine];
}

/** Requests a scan of 1..MAX_RANK needs when every page holds its usual size (the naive count per target). */
export function requestsToCover(engine: SearchEngine, device: Device): number {
  const { firstSize, laterSize } = enginePaging(engine, device);
  return 1 + Math.max(0, Math.ceil((MAX_RANK - firstSize) / laterSize));
}
