import { describe, expect, it } from 'vitest';
import { SEARCH_ENGINES, type SearchEngine } from '../../../../../core/search/engines';
import { targetingLevel } from '../../../../../core/search/location-targeting';
import { LOCATION_CODES, type LocationCode } from '../../../../../core/search/locations';
import { ENGINE_REQUESTS } from '.';

const QUERY_KEYS = { google: 'q', bing: 'q', yahoo: 'p', duckduckgo: 'q', baidu: 'q', yandex: 'text' } as const;
const PAGING_KEYS = new Set(['start', 'first', 'b', 'pn', 'rn', 'p', 'device']);

function locationParams(engine: SearchEngine, location: LocationCode): Record<string, string> {
  const { params } = ENGINE_REQUESTS[engine]({ engine, location, device: 'desktop', keyword: 'seo tools', start: 0 });
  return Object.fromEntries(Object.entries(params).filter(([key]) => key !== QUERY_KEYS[engine] && !PAGING_KEYS.has(key)));
}

/**
 * Every engine's location parameters for all 57 locations, one row per location, checked value by value against
 * SerpApi's published option lists, read on 2026-11-24:
 * - Google `gl`/`hl`/`google_domain`: serpapi/serpapi-mcp engines/google.json and serpapi.com/google-domains
 *   (both `uk` and `gb` are valid `gl`; there is no google.cn, so China searches google.com.hk);
 * - Bing `mkt` or `cc` (never both): serpapi-mcp engines/bing.json, Microsoft's "Market and language codes used
 *   by Bing Web Search API" and its country-code list;
 * - Yahoo `yahoo_domain`: serpapi-mcp engines/yahoo.json and serpapi.com/yahoo-domains;
 * - DuckDuckGo `kl`: serpapi.com/duckduckgo-regions and DuckDuckGo's own list (settings/params);
 * - Yandex `yandex_domain`/`lang`/`lr`: serpapi-mcp engines/yandex.json, serpapi-javascript src/engines/yandex.ts
 *   ("lr ... Supported only for yandex.ru and yandex.com.tr domains"), Yandex's region list;
 * - Baidu: serpapi-mcp engines/baidu.json has no geographic parameter.
 * Columns: google gl/hl/domain | bing | yahoo_domain | kl | yandex domain/lang/lr.
 */
const TABLE: [LocationCode, string, string, string, string, string][] = [
  ['us', 'us/en/google.com', 'mkt=en-US', '-', 'us-en', 'yandex.com/en'],
  ['gb', 'uk/en/google.co.uk', 'mkt=en-GB', 'uk', 'uk-en', 'yandex.com/en'],
  ['ca', 'ca/en/google.ca', 'mkt=en-CA', 'ca', 'ca-en', 'yandex.com/en'],
  ['au', 'au/en/google.com.au', 'mkt=en-AU', '-', 'au-en', 'yandex.com/en'],
  ['in', 'in/en/google.co.in', 'mkt=en-IN', 'in', 'in-en', 'yandex.com/en'],
  ['np', 'np/en/google.com.np', '-', '-', 'wt-wt', 'yandex.com/en'],
  ['de', 'de/de/google.de', 'mkt=de-DE', 'de', 'de-de', 'yandex.com/de'],
  ['fr', 'fr/fr/google.fr', 'mkt=fr-FR', 'fr', 'fr-fr', 'yandex.com/fr'],
  ['ru', 'ru/ru/google.ru', 'mkt=ru-RU', 'ru', 'ru-ru', 'yandex.ru/ru/225'],
  ['ua', 'ua/uk/google.com.ua', '-', 'ua', 'ua-uk', 'yandex.ru/uk/187'],
  ['es', 'es/es/google.es', 'mkt=es-ES', 'es', 'es-es', 'yandex.com/en'],
  ['it', 'it/it/google.it', 'mkt=it-IT', 'it', 'it-it', 'yandex.com/en'],
  ['nl', 'nl/nl/google.nl', 'mkt=nl-NL', 'nl', 'nl-nl', 'yandex.com/en'],
  ['be', 'be/nl/google.be', 'mkt=nl-BE', 'be', 'be-nl', 'yandex.com/fr'],
  ['ch', 'ch/de/google.ch', 'mkt=de-CH', 'ch', 'ch-de', 'yandex.com/de'],
  ['at', 'at/de/google.at', 'mkt=de-AT', 'at', 'at-de', 'yandex.com/de'],
  ['se', 'se/sv/google.se', 'mkt=sv-SE', 'se', 'se-sv', 'yandex.com/en'],
  ['no', 'no/no/google.no', 'mkt=no-NO', 'no', 'no-no', 'yandex.com/en'],
  ['dk', 'dk/da/google.dk', 'mkt=da-DK', '-', 'dk-da', 'yandex.com/en'],
  ['fi', 'fi/fi/google.fi', 'mkt=fi-FI', 'fi', 'fi-fi', 'yandex.com/en'],
  ['ie', 'ie/en/google.ie', '-', 'ie', 'ie-en', 'yandex.com/en'],
  ['pt', 'pt/pt/google.pt', 'cc=PT', '-', 'pt-pt', 'yandex.com/en'],
  ['pl', 'pl/pl/google.pl', 'mkt=pl-PL', 'pl', 'pl-pl', 'yandex.com/en'],
  ['cz', 'cz/cs/google.cz', '-', '-', 'cz-cs', 'yandex.com/en'],
  ['ro', 'ro/ro/google.ro', '-', 'ro', 'ro-ro', 'yandex.com/ro'],
  ['hu', 'hu/hu/google.hu', '-', '-', 'hu-hu', 'yandex.com/en'],
  ['gr', 'gr/el/google.gr', '-', 'gr', 'gr-el', 'yandex.com/en'],
  ['tr', 'tr/tr/google.com.tr', 'mkt=tr-TR', 'tr', 'tr-tr', 'yandex.com.tr/tr/983'],
  ['il', 'il/iw/google.co.il', '-', 'il', 'il-he', 'yandex.co.il/en'],
  ['ae', 'ae/ar/google.ae', '-', '-', 'xa-en', 'yandex.com/en'],
  ['sa', 'sa/ar/google.com.sa', 'cc=SA', '-', 'xa-ar', 'yandex.com/en'],
  ['eg', 'eg/ar/google.com.eg', '-', '-', 'xa-ar', 'yandex.com/en'],
  ['za', 'za/en/google.co.za', 'mkt=en-ZA', 'za', 'za-en', 'yandex.com/en'],
  ['ng', 'ng/en/google.com.ng', '-', '-', 'wt-wt', 'yandex.com/en'],
  ['ke', 'ke/en/google.co.ke', '-', '-', 'wt-wt', 'yandex.com/en'],
  ['br', 'br/pt/google.com.br', 'mkt=pt-BR', 'br', 'br-pt', 'yandex.com/en'],
  ['mx', 'mx/es/google.com.mx', 'mkt=es-MX', 'espanol', 'mx-es', 'yandex.com/en'],
  ['ar', 'ar/es/google.com.ar', 'mkt=es-AR', 'espanol', 'ar-es', 'yandex.com/en'],
  ['cl', 'cl/es/google.cl', 'mkt=es-CL', 'espanol', 'cl-es', 'yandex.com/en'],
  ['co', 'co/es/google.com.co', '-', 'espanol', 'co-es', 'yandex.com/en'],
  ['pe', 'pe/es/google.com.pe', '-', 'espanol', 'pe-es', 'yandex.com/en'],
  ['jp', 'jp/ja/google.co.jp', 'mkt=ja-JP', '-', 'jp-jp', 'yandex.com/en'],
  ['kr', 'kr/ko/google.co.kr', 'mkt=ko-KR', '-', 'kr-kr', 'yandex.com/en'],
  ['cn', 'cn/zh-cn/google.com.hk', 'mkt=zh-CN', '-', 'cn-zh', 'yandex.com/en'],
  ['hk', 'hk/zh-tw/google.com.hk', 'mkt=zh-HK', 'hk', 'hk-tzh', 'yandex.com/en'],
  ['tw', 'tw/zh-tw/google.com.tw', 'mkt=zh-TW', 'tw', 'tw-tzh', 'yandex.com/en'],
  ['sg', 'sg/en/google.com.sg', '-', 'sg', 'sg-en', 'yandex.com/en'],
  ['my', 'my/en/google.com.my', 'mkt=en-MY', 'malaysia', 'my-en', 'yandex.com/en'],
  ['id', 'id/id/google.co.id', 'mkt=en-ID', 'id', 'id-en', 'yandex.com/id'],
  ['th', 'th/th/google.co.th', '-', '-', 'th-th', 'yandex.com/en'],
  ['vn', 'vn/vi/google.com.vn', '-', 'vn', 'vn-vi', 'yandex.com/en'],
  ['ph', 'ph/en/google.com.ph', 'mkt=en-PH', 'ph', 'ph-en', 'yandex.com/en'],
  ['pk', 'pk/en/google.com.pk', '-', '-', 'pk-en', 'yandex.com/en'],
  ['bd', 'bd/en/google.com.bd', '-', '-', 'wt-wt', 'yandex.com/en'],
  ['lk', 'lk/en/google.lk', '-', '-', 'wt-wt', 'yandex.com/en'],
  ['nz', 'nz/en/google.co.nz', 'mkt=en-NZ', '-', 'nz-en', 'yandex.com/en'],
  ['kz', 'kz/ru/google.kz', '-', '-', 'wt-wt', 'yandex.kz/ru'],
];

describe('location parameters for all 57 locations, per SerpApi’s lists', () => {
  it('covers every location once', () => {
    expect(TABLE.map(([code]) => code)).toEqual([...LOCATION_CODES]);
  });

  it.each(TABLE)('%s', (location, google, bing, yahoo, kl, yandex) => {
    const g = locationParams('google', location);
    expect(`${g.gl}/${g.hl}/${g.google_domain}`).toBe(google);
    const b = locationParams('bing', location);
    expect(Object.entries(b).map(([key, value]) => `${key}=${value}`).join('&') || '-').toBe(bing);
    expect(locationParams('yahoo', location)).toEqual(yahoo === '-' ? {} : { yahoo_domain: yahoo });
    expect(locationParams('duckduckgo', location)).toEqual({ kl });
    const y = locationParams('yandex', location);
    expect([y.yandex_domain, y.lang, y.lr].filter(Boolean).join('/')).toBe(yandex);
    expect(locationParams('baidu', location)).toEqual({});
  });
});

describe('what the result says about targeting agrees with what is sent', () => {
  /** The parameter that makes an engine's results a country's, when sent. */
  const TARGETS_COUNTRY: Record<SearchEngine, (params: Record<string, string>, location: LocationCode) => boolean> = {
    google: (p) => Boolean(p.gl),
    bing: (p) => Boolean(p.mkt ?? p.cc),
    // search.yahoo.com is the United States' own.
    yahoo: (p, location) => Boolean(p.yahoo_domain) || location === 'us',
    duckduckgo: (p) => p.kl !== 'wt-wt',
    // No parameter at all: Baidu's own results are its home market's.
    baidu: (_p, location) => location === 'cn',
    // yandex.com answers with its default region, 84, the United States (serpapi-mcp engines/yandex.json).
    yandex: (p, location) => p.yandex_domain !== 'yandex.com' || location === 'us',
  };

  it.each(SEARCH_ENGINES)('%s', (engine) => {
    for (const location of LOCATION_CODES) {
      const targeted = TARGETS_COUNTRY[engine](locationParams(engine, location), location);
      expect(targetingLevel(engine, location) !== 'none', `${engine}/${location}`).toBe(targeted);
    }
  });

  it('Bing never gets both mkt and cc; Yandex gets lr only on yandex.ru and yandex.com.tr', () => {
    for (const location of LOCATION_CODES) {
      const bing = locationParams('bing', location);
      expect(bing.mkt !== undefined && bing.cc !== undefined).toBe(false);
      const yandex = locationParams('yandex', location);
      if (yandex.lr !== undefined) expect(['yandex.ru', 'yandex.com.tr']).toContain(yandex.yandex_domain);
    }
  });
});

describe('paging', () => {
  it.each([
    ['google', 0, 'start', '0'], ['google', 19, 'start', '19'],
    ['bing', 0, 'first', '1'], ['bing', 10, 'first', '11'],
    ['yahoo', 0, 'b', '1'], ['yahoo', 7, 'b', '8'],
    ['duckduckgo', 0, 'start', undefined], ['duckduckgo', 10, 'start', '10'], ['duckduckgo', 25, 'start', '25'],
    ['baidu', 0, 'pn', '0'], ['baidu', 47, 'pn', '47'],
    ['yandex', 0, 'p', '0'], ['yandex', 3, 'p', '3'],
  ] as const)('%s from %i sends %s=%s', (engine, start, key, expected) => {
    const { params } = ENGINE_REQUESTS[engine]({ engine, location: 'us', device: 'desktop', keyword: 'x', start });
    expect(params[key]).toBe(expected);
  });
});
