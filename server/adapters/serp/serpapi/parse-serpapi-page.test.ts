import { describe, expect, it } from 'vitest';
import { readSerpApiFixture } from '../testing/serpapi-fixtures';
import { parseSerpApiPage } from './parse-serpapi-page';
import { serpApiSearchSchema } from './serpapi-response';

const organic = (positions: number[], host = 'site') =>
  positions.map((position, i) => ({ position, title: `r${i}`, link: `https://${host}${i}.com/` }));

describe('parseSerpApiPage', () => {
  it('numbers results from the page offset, whatever SerpApi numbers them', () => {
    const perPage = parseSerpApiPage({ organic_results: organic([1, 2, 3]), serpapi_pagination: { next: 'x' } }, 20, 10);
    const acrossPages = parseSerpApiPage({ organic_results: organic([21, 22, 23]), serpapi_pagination: { next: 'x' } }, 20, 10);
    for (const parsed of [perPage, acrossPages]) {
      if (!parsed.ok) throw new Error('expected a page');
      expect(parsed.page.results.map((r) => r.position)).toEqual([21, 22, 23]);
    }
  });

  it('orders by SerpApi position and keeps a result without a link as a position of its own', () => {
    const parsed = parseSerpApiPage(
      { organic_results: [{ position: 2, link: 'https://b.com/' }, { position: 1, title: 'no link' }, { position: 3, link: 'https://c.com/' }] },
      0,
      10,
    );
    if (!parsed.ok) throw new Error('expected a page');
    expect(parsed.page.results).toEqual([
      { position: 2, url: 'https://b.com/', title: '' },
      { position: 3, url: 'https://c.com/', title: '' },
    ]);
  });

  it('cuts a page to its size so pages never overlap (DuckDuckGo returns 50 for a page of 25)', () => {
    const positions = Array.from({ length: 50 }, (_, i) => i + 1);
    const parsed = parseSerpApiPage({ organic_results: organic(positions), serpapi_pagination: { next: 'x' } }, 25, 25);
    if (!parsed.ok) throw new Error('expected a page');
    expect(parsed.page.results.map((r) => r.position)).toEqual(Array.from({ length: 25 }, (_, i) => 26 + i));
    expect(parsed.page.hasMore).toBe(true);
  });

  it.each([
    ['next link present', { serpapi_pagination: { next: 'https://serpapi.com/search.json?start=10' } }, 3, true],
    ['pagination without next', { serpapi_pagination: { current: 5 } }, 10, false],
    ['engine pagination next only', { pagination: { next: 'https://www.bing.com/search?first=11' } }, 10, true],
    ['no pagination, full page', {}, 10, true],
    ['no pagination, short page', {}, 7, false],
  ])('hasMore: %s', (_name, extra, count, expected) => {
    const body = serpApiSearchSchema.parse({ ...extra, organic_results: organic(Array.from({ length: count }, (_, i) => i + 1)) });
    const parsed = parseSerpApiPage(body, 0, 10);
    expect(parsed.ok && parsed.page.hasMore).toBe(expected);
  });

  it('an empty result page (Fully empty) is zero results; another 200 error is a failure', () => {
    const empty = serpApiSearchSchema.parse((readSerpApiFixture('serpapi_errors.json') as Record<string, unknown>)['200_empty']);
    expect(parseSerpApiPage(empty, 0, 10)).toEqual({ ok: true, page: { results: [], hasMore: false } });
    expect(parseSerpApiPage({ error: 'Something broke.' }, 0, 10)).toEqual({ ok: false, providerMessage: 'Something broke.' });
    expect(parseSerpApiPage({ organic_results: [] }, 0, 10)).toEqual({ ok: true, page: { results: [], hasMore: false } });
  });

  it('reads the DuckDuckGo and Bing result shapes', () => {
    const ddg = serpApiSearchSchema.parse(readSerpApiFixture('duckduckgo_2_organic_excerpt.json'));
    const bing = serpApiSearchSchema.parse(readSerpApiFixture('bing_2_organic_excerpt.json'));
    const ddgPage = parseSerpApiPage(ddg, 25, 25);
    const bingPage = parseSerpApiPage(bing, 10, 10);
    expect(ddgPage.ok && ddgPage.page.results).toEqual([
      { position: 26, url: 'https://www.youtube.com/watch?v=Ip7QZPw04Ks', title: 'FUS RO DAH!!! - YouTube' },
    ]);
    // Bing's excerpt has no position and six inline sitelinks: one result at the page's first position.
    expect(bingPage.ok && bingPage.page.results.map((r) => [r.position, r.url])).toEqual([[11, 'https://www.lionking.com/']]);
  });
});
