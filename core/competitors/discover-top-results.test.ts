import { describe, expect, it } from 'vitest';
import { enginePaging } from '../search/paging';
import { pageStartLimit, topResultsOf, type CachedResultPage } from './discover-top-results';

const at = (minute: number) => new Date(Date.UTC(2026, 10, 24, 10, minute));
const urls = (from: number, count: number) => Array.from({ length: count }, (_, i) => ({ url: `https://site-${from + i}.com/` }));
const page = (overrides: Partial<CachedResultPage>): CachedResultPage => ({
  provider: 'serpapi',
  start: 0,
  entries: urls(1, 10),
  ended: false,
  fetchedAt: at(0),
  ...overrides,
});
const google = enginePaging('google', 'desktop');
const yandex = enginePaging('yandex', 'desktop');
const yahoo = enginePaging('yahoo', 'desktop');

describe('pageStartLimit', () => {
  it.each([
    ['google (offset)', google, 10],
    ['yahoo (offset, 7 a page)', yahoo, 10],
    ['yandex (pages of 10, and one more for a short first page)', yandex, 2],
  ])('%s: %i', (_, paging, limit) => {
    expect(pageStartLimit(paging)).toBe(limit);
  });
});

describe('topResultsOf', () => {
  it('reads the top 10 from the first page', () => {
    expect(topResultsOf(google, [page({ entries: urls(1, 12) })])).toEqual(urls(1, 10).map((e) => e.url));
  });

  it('joins a short first page with the page that follows it', () => {
    const pages = [page({ entries: urls(1, 8) }), page({ start: 8, entries: urls(9, 10) })];
    expect(topResultsOf(google, pages)).toEqual(urls(1, 10).map((e) => e.url));
  });

  it('joins Yahoo’s pages of 7', () => {
    const pages = [page({ entries: urls(1, 7) }), page({ start: 7, entries: urls(8, 7) })];
    expect(topResultsOf(yahoo, pages)).toHaveLength(10);
  });

  it('reads page-numbered engines in page order', () => {
    const pages = [page({ start: 1, entries: urls(6, 10) }), page({ start: 0, entries: urls(1, 5) })];
    expect(topResultsOf(yandex, pages)).toEqual(urls(1, 10).map((e) => e.url));
  });

  it('keeps an entry without a URL in its place', () => {
    const entries = [{ url: null }, ...urls(2, 9)];
    expect(topResultsOf(google, [page({ entries })])?.slice(0, 2)).toEqual([null, 'https://site-2.com/']);
  });

  it('answers fewer when the engine had fewer, and none when it had no results', () => {
    expect(topResultsOf(google, [page({ entries: urls(1, 3), ended: true })])).toHaveLength(3);
    expect(topResultsOf(google, [page({ entries: [], ended: true })])).toEqual([]);
  });

  it('has nothing to read without a page covering position 1', () => {
    expect(topResultsOf(google, [])).toBeNull();
    expect(topResultsOf(google, [page({ start: 10 })])).toBeNull();
  });

  it('reads one provider’s pages only: the newest', () => {
    const old = page({ provider: 'old', entries: urls(100, 10), fetchedAt: at(0) });
    const fresh = page({ provider: 'serpapi', entries: urls(1, 10), fetchedAt: at(5) });
    expect(topResultsOf(google, [old, fresh])?.[0]).toBe('https://site-1.com/');
  });
});
