import { ENGINE_LABELS, type SearchEngine } from './engines';
import { locationLabel, type LocationCode } from './locations';

/**
 * How closely an engine's results can be made those of one country:
 * - `country`: the engine has a setting for that country;
 * - `region`: only a wider region shared with other countries (DuckDuckGo's "Arabia", Yahoo en español);
 * - `none`: no setting for that country; the engine answers without one.
 */
export type TargetingLevel = 'country' | 'region' | 'none';

export interface LocationTargeting {
  level: TargetingLevel;
  /** Said next to the result and in the form when the level is not `country`. */
  note: string | null;
}

type Partial57 = Partial<Record<LocationCode, string>>;

/**
 * Which countries each engine can target through SerpApi, from SerpApi's own parameter lists (the
 * playground schemas published in serpapi/serpapi-mcp engines/*.json, and serpapi.com/google-domains,
 * /yahoo-domains, /duckduckgo-regions, /yandex-domains) and the vendors' lists (Microsoft's Bing market
 * codes; Yandex's region ids). The server's parameter tables (server/adapters/serp/serpapi/engines) must
 * agree; a test holds both to this table.
 * - Google: `gl` exists for all 57.
 * - Bing: a market (`mkt`) for 34, a documented country code (`cc`) for Portugal and Saudi Arabia; the
 *   others are in neither list, and SerpApi says nothing of what Bing does with an unlisted one.
 * - Yahoo: a regional front end (`yahoo_domain`) where SerpApi lists one; Latin America shares `espanol`.
 * - DuckDuckGo: a `kl` region for most; the Gulf and Egypt share "Arabia"; six have none (`wt-wt`).
 * - Baidu: no geographic parameter at all; its results are those of its home market, mainland China.
 * - Yandex: national front ends for Russia, Ukraine (yandex.ru with its region), Kazakhstan, Turkey and
 *   Israel; `lr` is documented only for yandex.ru and yandex.com.tr, so elsewhere yandex.com answers with
 *   its own default region, the United States.
 */
const UNTARGETED: Record<SearchEngine, readonly LocationCode[] | 'all-but'> = {
  google: [],
  bing: ['np', 'ua', 'ie', 'cz', 'ro', 'hu', 'gr', 'il', 'ae', 'eg', 'ng', 'ke', 'co', 'pe', 'sg', 'th', 'vn', 'pk', 'bd', 'lk', 'kz'],
  yahoo: ['au', 'np', 'dk', 'pt', 'cz', 'hu', 'ae', 'sa', 'eg', 'ng', 'ke', 'jp', 'kr', 'cn', 'th', 'pk', 'bd', 'lk', 'nz', 'kz'],
  duckduckgo: ['np', 'ng', 'ke', 'bd', 'lk', 'kz'],
  baidu: 'all-but',
  yandex: 'all-but',
};

/** Where `UNTARGETED` says 'all-but': the only countries the engine can target. */
const ONLY_TARGETED: Partial<Record<SearchEngine, readonly LocationCode[]>> = {
  baidu: ['cn'],
  // yandex.com's default region is 84, the United States ("A default lr is used for each yandex_domain").
  yandex: ['us', 'ru', 'ua', 'kz', 'tr', 'il'],
};

/** Countries served by a shared regional setting, with the region's name. */
const REGIONAL: Partial<Record<SearchEngine, Partial57>> = {
  duckduckgo: { ae: 'Arabia', sa: 'Arabia', eg: 'Arabia' },
  yahoo: { mx: 'Yahoo en español', ar: 'Yahoo en español', cl: 'Yahoo en español', co: 'Yahoo en español', pe: 'Yahoo en español' },
};

/** What answers when an engine has no setting for the country. */
const FALLBACK: Record<SearchEngine, string> = {
  google: 'Google’s default ones',
  bing: 'Bing’s default ones',
  yahoo: 'those of Yahoo’s main site',
  duckduckgo: 'DuckDuckGo’s, with no region',
  baidu: 'Baidu’s own, the same everywhere',
  yandex: 'those of yandex.com (United States)',
};

export function targetingLevel(engine: SearchEngine, location: LocationCode): TargetingLevel {
  const untargeted = UNTARGETED[engine];
  const none = untargeted === 'all-but' ? !(ONLY_TARGETED[engine] ?? []).includes(location) : untargeted.includes(location);
  if (none) return 'none';
  return REGIONAL[engine]?.[location] ? 'region' : 'country';
}

/** The targeting of one engine and country, with what to tell the user when it is not the country itself. */
export function locationTargeting(engine: SearchEngine, location: LocationCode): LocationTargeting {
  const level = targetingLevel(engine, location);
  const engineName = ENGINE_LABELS[engine];
  const country = locationLabel(location);
  if (level === 'country') return { level, note: null };
  if (level === 'region') {
    return { level, note: `${engineName} has no setting for ${country} alone: results are those for ${REGIONAL[engine]?.[location]}.` };
  }
  return { level, note: `${engineName} can’t target ${country}: results are ${FALLBACK[engine]}.` };
}
