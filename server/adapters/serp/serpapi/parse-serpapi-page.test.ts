import { describe, expect, it } from 'vitest';
import { readSerpApiFixture } from '../testing/serpapi-fixtures';
import { parseSerpApiPage } from './parse-serpapi-page';
import { serpApiSearchSchema, type SerpApiSearch } from './serpapi-response';

const SUCCESS = { search_metadata: { status: 'Success' } };
const organic = (positions: number[], host = 'site') =>
  positions.map((position, i) => ({ position, title: `r${i}`, link: `https://${host}${i}.com/` }));
const body = (extra: object): SerpApiSearch => serpApiSearchSchema.parse({ ...SUCCESS, ...extra });

describe('parseSerpApiPage', () => {
  it('keeps the engine’s order whether SerpApi numbers positions per page or across pages', () => {
    const perPage = parseSerpApiPage('google', body({ organic_results: organic([1, 2, 3]), serpapi_pagination: { next: 'x' } }), 200);
    const across = parseSerpApiPage('google', body({ organic_results: organic([21, 22, 23]), serpapi_pagination: { next: 'x' } }), 200);
    for (const parsed of [perPage, across]) {
      expect(parsed.ok && parsed.page.entries.map((e) => e.url)).toEqual(['https://site0.com/', 'https://site1.com/', 'https://site2.com/']);
    }
  });

  it('orders by SerpApi position and keeps a result without a link as an entry of its own', () => {
    const parsed = parseSerpApiPage(
      'google',
      body({ organic_results: [{ position: 2, link: 'https://b.com/' }, { position: 1, title: 'no link' }, { position: 3, link: 'https://c.com/' }] }),
      200,
    );
    expect(parsed.ok && parsed.page.entries).toEqual([
      { url: null, title: 'no link' },
      { url: 'https://b.com/', title: '' },
      { url: 'https://c.com/', title: '' },
    ]);
  });

  it('keeps every entry the engine sent: a page is as long as it really is', () => {
    const positions = Array.from({ length: 15 }, (_, i) => i + 1);
    const parsed = parseSerpApiPage('duckduckgo', body({ organic_results: organic(positions), serpapi_pagination: { next: 'x' } }), 200);
    expect(parsed.ok && parsed.page.entries).toHaveLength(15);
  });

  it.each([
    ['next link present', { serpapi_pagination: { next: 'https://serpapi.com/search.json?start=10' } }, 3, false],
    ['pagination without next', { serpapi_pagination: { current: 5 } }, 10, true],
    ['engine pagination next only', { pagination: { next: 'https://www.bing.com/search?first=11' } }, 10, false],
    ['no pagination, full page', {}, 10, false],
    ['no pagination, short page: not the end until the engine says so', {}, 7, false],
  ])('ended: %s', (_name, extra, count, expected) => {
    const parsed = parseSerpApiPage('google', body({ ...extra, organic_results: organic(Array.from({ length: count }, (_, i) => i + 1)) }), 200);
    expect(parsed.ok && parsed.page.ended).toBe(expected);
  });

  it('an empty page counts only with SerpApi’s explicit no-results answer', () => {
    const empty = serpApiSearchSchema.parse((readSerpApiFixture('serpapi_errors.json') as Record<string, unknown>)['200_empty']);
    expect(parseSerpApiPage('google', empty, 200)).toEqual({ ok: true, page: { entries: [], ended: true } });
    expect(parseSerpApiPage('bing', body({ error: 'Bing hasn\'t returned any results for this query.' }), 200)).toEqual({
      ok: true,
      page: { entries: [], ended: true },
    });
    expect(parseSerpApiPage('google', body({ error: 'Something broke.' }), 200)).toEqual({
      ok: false,
      error: { kind: 'invalid_response', status: 200, providerMessage: 'Something broke.' },
      retry: false,
    });
    expect(parseSerpApiPage('google', body({ organic_results: [] }), 200)).toMatchObject({ ok: false, retry: false });
  });

  it.each([
    ['Processing', true, 'unavailable'],
    ['Queued', true, 'unavailable'],
    ['Error', false, 'invalid_response'],
  ] as const)('a search with status %s is not a page', (status, retry, kind) => {
    const parsed = parseSerpApiPage('google', serpApiSearchSchema.parse({ search_metadata: { status }, organic_results: organic([1]) }), 200);
    expect(parsed).toMatchObject({ ok: false, retry, error: { kind } });
  });

  it('reads the DuckDuckGo and Bing result shapes, and DuckDuckGo’s search_metadata as recorded', () => {
    const ddg = serpApiSearchSchema.parse({ ...SUCCESS, ...(readSerpApiFixture('duckduckgo_2_organic_excerpt.json') as object) });
    const bing = serpApiSearchSchema.parse({ ...SUCCESS, ...(readSerpApiFixture('bing_2_organic_excerpt.json') as object) });
    expect(parseSerpApiPage('duckduckgo', ddg, 200)).toMatchObject({
      ok: true,
      page: { entries: [{ url: 'https://www.youtube.com/watch?v=Ip7QZPw04Ks', title: 'FUS RO DAH!!! - YouTube' }] },
    });
    // Bing's excerpt has no position and six inline sitelinks: one entry.
    expect(parseSerpApiPage('bing', bing, 200)).toMatchObject({ ok: true, page: { entries: [{ url: 'https://www.lionking.com/' }] } });
    for (const file of ['duckduckgo_1_partial.json', 'yahoo_1_partial.json', 'yandex_1_partial.json', 'bing_1_partial.json']) {
      const recorded = serpApiSearchSchema.parse(readSerpApiFixture(file));
      expect(recorded.search_metadata?.status, file).toBe('Success');
    }
  });
});
