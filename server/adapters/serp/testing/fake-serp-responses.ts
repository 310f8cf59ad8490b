import type { SearchEngine } from '../../../../core/search/engines';
import { hashOf } from '../demo/prng';
import { syntheticResultAt } from '../demo/synthetic-serp';

export interface Placement {
  url: string;
  /** Absolute position, 1-based, across pages. */
  position: number;
}

/** How SerpApi reads one engine's query and paging, and how many results it answers with. */
interface WireEngine {
  queryKey: 'q' | 'p' | 'text';
  urlKey: string;
  /** Results skipped by this request, and how many it holds (before the query's end). */
  window(params: URLSearchParams): { offset: number; size: number };
  next(offset: number, held: number): Record<string, string>;
  adsKey: 'ads' | 'ads_results';
}

const int = (value: string | null, fallback: number) => {
  const parsed = Number.parseInt(value ?? '', 10);
  return Number.isFinite(parsed) && parsed >= 0 ? parsed : fallback;
};

/**
 * The six engines as SerpApi answers them today, page sizes included: Google and Bing about 10 (Bing ignores
 * `count`: public-roadmap #2599), Yahoo 7, DuckDuckGo 10 on the first request and 15 on later ones (#2354),
 * Baidu `rn` up to 50 on desktop and 10 on mobile, Yandex pages of 10 numbered from 0. Pagination moves on by
 * what the page held (serpapi.com/pagination).
 */
export const WIRE_ENGINES: Record<SearchEngine, WireEngine> = {
  google: {
    queryKey: 'q', urlKey: 'google_url', adsKey: 'ads',
    window: (p) => ({ offset: int(p.get('start'), 0), size: 10 }),
    next: (offset, held) => ({ start: String(offset + held) }),
  },
  bing: {
    queryKey: 'q', urlKey: 'bing_url', adsKey: 'ads',
    window: (p) => ({ offset: Math.max(0, int(p.get('first'), 1) - 1), size: 10 }),
    next: (offset, held) => ({ first: String(offset + held + 1) }),
  },
  yahoo: {
    queryKey: 'p', urlKey: 'yahoo_url', adsKey: 'ads_results',
    window: (p) => ({ offset: Math.max(0, int(p.get('b'), 1) - 1), size: 7 }),
    next: (offset, held) => ({ b: String(offset + held + 1) }),
  },
  duckduckgo: {
    queryKey: 'q', urlKey: 'duckduckgo_url', adsKey: 'ads',
    window: (p) => {
      const offset = int(p.get('start'), 0);
      return { offset, size: offset === 0 ? 10 : 15 };
    },
    next: (offset, held) => ({ start: String(offset + held) }),
  },
  baidu: {
    queryKey: 'q', urlKey: 'baidu_url', adsKey: 'ads',
    window: (p) => ({
      offset: int(p.get('pn'), 0),
      size: p.get('device') === 'mobile' ? 10 : Math.min(50, Math.max(1, int(p.get('rn'), 10))),
    }),
    next: (offset, held) => ({ pn: String(offset + held) }),
  },
  yandex: {
    queryKey: 'text', urlKey: 'yandex_url', adsKey: 'ads',
    window: (p) => ({ offset: int(p.get('p'), 0) * 10, size: 10 }),
    next: (offset) => ({ p: String(offset / 10 + 1) }),
  },
};

const ENGINE_NAMES: Record<SearchEngine, string> = {
  google: 'Google', bing: 'Bing', yahoo: 'Yahoo!', duckduckgo: 'DuckDuckGo', baidu: 'Baidu', yandex: 'Yandex',
};

export interface SearchBodyInput {
  engine: SearchEngine;
  params: URLSearchParams;
  baseUrl: string;
  /** Organic results the engine has for this query in all. */
  totalResults: number;
  placements: readonly Placement[];
  /** When set, the page holds this many results instead of the engine's usual size (a short page). */
  holds?: number;
}

/**
 * Baidu shows the site in `displayed_link` in several forms and links only to its own redirect; the fake
 * encodes the target in the redirect token so the Baidu link stand-in (fake-baidu-links) can answer for it.
 */
export function baiduRedirectFor(url: string): string {
  return `http://www.baidu.com/link?url=${Buffer.from(url).toString('base64url')}`;
}

function baiduDisplayed(link: string, absolute: number): string {
  const url = new URL(link);
  switch (absolute % 4) {
    case 0:
      return link;
    case 1:
      return `${url.host}${url.pathname}`;
    case 2:
      return `${url.host}${url.pathname.slice(0, Math.max(1, Math.ceil(url.pathname.length / 2)))}...`;
    default:
      return '百度百科';
  }
}

/**
 * A successful SerpApi search body for any engine, query and offset: search_metadata, search_parameters,
 * ads (which do not count as organic), organic_results numbered per page like SerpApi does (start=10 gives
 * positions 1..10), some with nested sitelinks, and serpapi_pagination.next while results remain.
 */
export function buildSearchBody({ engine, params, baseUrl, totalResults, placements, holds }: SearchBodyInput): object {
  const wire = WIRE_ENGINES[engine];
  const query = params.get(wire.queryKey) ?? '';
  const { offset, size } = wire.window(params);
  const last = Math.min(offset + (holds ?? size), totalResults);
  const ctx = { engine, location: 'us' as const, keyword: query };
  // Placed sites appear only where placed, never again by chance.
  const placedHosts = placements.map((p) => new URL(p.url).host.replace(/^www\./, ''));

  const organic = [];
  for (let absolute = offset + 1; absolute <= last; absolute++) {
    const placed = placements.find((p) => p.position === absolute);
    const generated = syntheticResultAt(ctx, absolute, placedHosts);
    const link = placed?.url ?? generated.url;
    const host = new URL(link).host;
    organic.push({
      position: absolute - offset,
      title: generated.title,
      link: engine === 'baidu' ? baiduRedirectFor(link) : link,
      displayed_link:
        engine === 'baidu'
          ? baiduDisplayed(link, absolute)
          : `https://${host} › ${new URL(link).pathname.split('/').filter(Boolean).join(' › ')}`,
      snippet: generated.snippet,
      ...(engine === 'bing' ? { tracking_link: `https://www.bing.com/ck/a?!&&p=${hashOf(link).toString(16)}&ntb=1` } : {}),
      // Sitelinks are part of their parent result, never positions of their own.
      ...(absolute % 4 === 1
        ? { sitelinks: { inline: ['pricing', 'about', 'contact'].map((page) => ({ title: page, link: `https://${host}/${page}` })) } }
        : {}),
    });
  }

  const id = hashOf(engine, params.toString()).toString(16).padStart(8, '0');
  const searchParameters = Object.fromEntries([...params].filter(([key]) => key !== 'api_key'));
  const nextParams = new URLSearchParams(searchParameters);
  for (const [key, value] of Object.entries(wire.next(offset, organic.length))) nextParams.set(key, value);
  const next = last < totalResults && organic.length > 0 ? `${baseUrl}/search.json?${nextParams}` : undefined;

  return {
    search_metadata: {
      id,
      status: 'Success',
      json_endpoint: `${baseUrl}/searches/${id}.json`,
      created_at: '2026-01-15 10:00:00 UTC',
      processed_at: '2026-01-15 10:00:00 UTC',
      [wire.urlKey]: `https://www.example-engine.test/search?${wire.queryKey}=${encodeURIComponent(query)}`,
      total_time_taken: 0.42,
    },
    search_parameters: searchParameters,
    search_information: {
      organic_results_state: organic.length > 0 ? 'Results for exact spelling' : 'Fully empty',
      query_displayed: query,
      total_results: totalResults,
    },
    [wire.adsKey]: [1, 2].map((position) => ({
      position,
      title: `Sponsored: ${query}`,
      link: `https://ads-${position}.sponsored.test/${encodeURIComponent(query)}`,
    })),
    organic_results: organic,
    ...(organic.length === 0 ? { error: `${ENGINE_NAMES[engine]} hasn't returned any results for this query.` } : {}),
    serpapi_pagination: {
      current: Math.floor(offset / Math.max(size, 1)) + 1,
      ...(next ? { next, next_link: next } : {}),
    },
  };
}
