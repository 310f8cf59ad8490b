import { describe, expect, it } from 'vitest';
import { countTopDomains, type DiscoveryQuery } from './discover-count';

/** A query whose top results are these hosts, in order (null: an entry without a URL). */
const query = (keyword: string, hosts: (string | null)[], overrides: Partial<DiscoveryQuery> = {}): DiscoveryQuery => ({
  keyword,
  engine: 'google',
  location: 'us',
  device: 'desktop',
  top: hosts.map((host, i) => (host === null ? null : `https://${host}/page-${i + 1}`)),
  ...overrides,
});

describe('countTopDomains', () => {
  it('folds www and other subdomains into their domain, and counts a query once at its best position', () => {
    const queries = [
      query('running shoes', ['a.com', 'www.rival.com', 'shop.rival.com']),
      query('trail shoes', ['b.com', 'c.com', 'd.com', 'e.com', 'rival.com']),
    ];
    expect(countTopDomains(queries, { exclude: [] })[0]).toEqual({
      domain: 'rival.com',
      appearances: 2,
      bestPosition: 2,
      averagePosition: 3.5,
      keywords: ['running shoes', 'trail shoes'],
      locations: ['us'],
      searchEngines: ['google'],
    });
  });

  it.each([
    ['the user’s own site', ['mine.com']],
    ['a tracked competitor', ['rival.com']],
  ])('leaves out %s', (_, exclude) => {
    const queries = [query('shoes', ['www.mine.com', 'www.rival.com', 'other.com'])];
    const domains = countTopDomains(queries, { exclude }).map((d) => d.domain);
    expect(domains).not.toContain(exclude[0]);
    expect(domains).toContain('other.com');
  });

  it.each([
    [
      'more appearances first',
      [query('k1', ['x.com', 'late.com']), query('k2', ['y.com', 'late.com']), query('k3', ['early.com'])],
      ['late.com', 'early.com'],
    ],
    ['equal appearances: the better best position first', [query('k1', ['b.com', 'a.com'])], ['b.com', 'a.com']],
    [
      'equal best: the better average first',
      [query('k1', ['a.com', 'b.com']), query('k2', ['b.com', 'x.com', 'y.com', 'a.com'])],
      ['b.com', 'a.com'],
    ],
    [
      'all equal: by domain',
      [query('k1', ['b.com', 'a.com']), query('k2', ['a.com', 'b.com'])],
      ['a.com', 'b.com'],
    ],
  ])('orders ties: %s', (_, queries, first) => {
    const domains = countTopDomains(queries, { exclude: ['x.com', 'y.com'] }).map((d) => d.domain);
    expect(domains.slice(0, first.length)).toEqual(first);
  });

  it('keeps each keyword once (any case) with every location and engine it ranks in, best position first', () => {
    const queries = [
      query('Running Shoes', ['x.com', 'x.com', 'rival.com'], { location: 'gb' }),
      query('running shoes', ['rival.com'], { engine: 'bing' }),
      query('trail shoes', ['x.com', 'rival.com']),
    ];
    expect(countTopDomains(queries, { exclude: [] }).find((d) => d.domain === 'rival.com')).toMatchObject({
      appearances: 3,
      keywords: ['running shoes', 'trail shoes'],
      locations: ['us', 'gb'],
      searchEngines: ['bing', 'google'],
    });
  });

  it('skips entries without a URL or a domain, keeping the positions after them', () => {
    const queries = [query('shoes', [null, '127.0.0.1', 'rival.com'])];
    expect(countTopDomains(queries, { exclude: [] })).toMatchObject([{ domain: 'rival.com', bestPosition: 3 }]);
  });

  it('answers at most `limit` domains and `keywordLimit` keywords each', () => {
    const queries = Array.from({ length: 4 }, (_, i) => query(`k${i}`, Array.from({ length: 10 }, (_, j) => `site-${j}.com`)));
    const domains = countTopDomains(queries, { exclude: [], limit: 3, keywordLimit: 2 });
    expect(domains.map((d) => d.domain)).toEqual(['site-0.com', 'site-1.com', 'site-2.com']);
    expect(domains[0]?.keywords).toEqual(['k0', 'k1']);
  });

  it('finds nothing in no queries', () => {
    expect(countTopDomains([], { exclude: [] })).toEqual([]);
  });
});
