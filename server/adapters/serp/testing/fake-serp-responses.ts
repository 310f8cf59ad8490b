import type { SearchEngine } from '../../../../core/search/engines';
import { hostBelongsTo } from '../demo/place-targets';
import { hashOf } from '../demo/prng';
import { syntheticResult } from '../demo/synthetic-serp';

export interface Placement {
  url: string;
  /** Absolute position, 1-based, across pages. */
  position: number;
}

/** How SerpApi reads one engine's query, paging and result window. */
interface WireEngine {
  queryKey: 'q' | 'p' | 'text';
  urlKey: string;
  window(params: URLSearchParams, query: string): { offset: number; size: number };
  next(offset: number, size: number): Record<string, string>;
  adsKey: 'ads' | 'ads_results';
}

const int = (value: string | null, fallback: number) => {
  const parsed = Number.parseInt(value ?? '', 10);
  return Number.isFinite(parsed) && parsed >= 0 ? parsed : fallback;
};

/** The wire format of the six engines, as SerpApi documents them. */
export const WIRE_ENGINES: Record<SearchEngine, WireEngine> = {
  google: {
    queryKey: 'q', urlKey: 'google_url', adsKey: 'ads',
    window: (p) => ({ offset: int(p.get('start'), 0), size: 10 }),
    next: (offset, size) => ({ start: String(offset + size) }),
  },
  bing: {
    queryKey: 'q', urlKey: 'bing_url', adsKey: 'ads',
    window: (p) => ({ offset: Math.max(0, int(p.get('first'), 1) - 1), size: Math.min(50, int(p.get('count'), 10)) }),
    next: (offset, size) => ({ first: String(offset + size + 1) }),
  },
  yahoo: {
    queryKey: 'p', urlKey: 'yahoo_url', adsKey: 'ads_results',
    window: (p) => ({ offset: Math.max(0, int(p.get('b'), 1) - 1), size: 10 }),
    next: (offset, size) => ({ b: String(offset + size + 1) }),
  },
  duckduckgo: {
    // SerpApi: 26-30 results without `start`, 50 with a positive one.
    queryKey: 'q', urlKey: 'duckduckgo_url', adsKey: 'ads',
    window: (p, query) => {
      const offset = int(p.get('start'), 0);
      return { offset, size: offset === 0 ? 26 + (hashOf(query) % 5) : 50 };
    },
    next: (offset, size) => ({ start: String(offset + size) }),
  },
  baidu: {
    queryKey: 'q', urlKey: 'baidu_url', adsKey: 'ads',
    window: (p) => ({ offset: int(p.get('pn'), 0), size: Math.min(50, Math.max(1, int(p.get('rn'), 10))) }),
    next: (offset, size) => ({ pn: String(offset + size) }),
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
}

/**
 * A successful SerpApi search body for any engine, query and offset: search_metadata, search_parameters,
 * ads (which do not count as organic), organic_results numbered per page like SerpApi does (start=10 gives
 * positions 1..10), some with nested sitelinks, and serpapi_pagination.next while results remain.
 */
export function buildSearchBody({ engine, params, baseUrl, totalResults, placements }: SearchBodyInput): object {
  const wire = WIRE_ENGINES[engine];
  const query = params.get(wire.queryKey) ?? '';
  const { offset, size } = wire.window(params, query);
  const last = Math.min(offset + size, totalResults);
  const ctx = { engine, location: 'us' as const, keyword: query };
  // Placed sites appear only where placed, never again by chance.
  const placedHosts = placements.map((p) => new URL(p.url).host.replace(/^www\./, ''));
  const excluded = (host: string) => placedHosts.some((placed) => hostBelongsTo(host, placed));

  const organic = [];
  for (let absolute = offset + 1; absolute <= last; absolute++) {
    const placed = placements.find((p) => p.position === absolute);
    const generated = syntheticResult(ctx, absolute, excluded);
    const link = placed?.url ?? generated.url;
    const host = new URL(link).host;
    organic.push({
      position: absolute - offset,
      title: generated.title,
      link,
      displayed_link: `https://${host} › ${new URL(link).pathname.split('/').filter(Boolean).join(' › ')}`,
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
  for (const [key, value] of Object.entries(wire.next(offset, size))) nextParams.set(key, value);
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
      current: Math.floor(offset / size) + 1,
      ...(next ? { next, next_link: next } : {}),
    },
  };
}
