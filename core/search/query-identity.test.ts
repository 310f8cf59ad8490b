import { describe, expect, it } from 'vitest';
import { keywordKey, queryKey, sameKeyword, searchKey } from './query-identity';

describe('query identity', () => {
  it.each([
    ['Matcha Latte Recipe', 'matcha latte recipe'],
    ['  matcha   latte\trecipe __ ', 'matcha latte recipe'],
    // "é" as one code point and as "e" + combining accent are one keyword.
    ['caf\u00e9 cr\u00e8me', 'caf\u00e9 cr\u00e8me'],
    ['cafe\u0301 cre\u0300me', 'caf\u00e9 cr\u00e8me'],
    ['ÄRGER Straße', 'ärger straße'],
    ['北京 烤鸭', '北京 烤鸭'],
  ])('keywordKey(%j) is %j', (typed, key) => {
    expect(keywordKey(typed)).toBe(key);
  });

  it('tells spellings of one keyword from other keywords', () => {
    expect(sameKeyword('Blue Matcha Tins', 'blue  matcha tins ')).toBe(true);
    expect(sameKeyword('blue matcha tins', 'blue matcha tin')).toBe(false);
    // Inner underscores are part of the keyword; only trailing ones are dropped when it is stored.
    expect(sameKeyword('seo_tools', 'seo tools')).toBe(false);
  });

  it('keys a query by site, engine, location, device and keyword key, and a results page without the site', () => {
    const query = { site: 'example.com', keyword: 'Running Shoes', engine: 'google', location: 'us', device: 'desktop' } as const;
    expect(queryKey(query)).toBe(queryKey({ ...query, keyword: ' running  shoes' }));
    for (const other of [{ site: 'example.com/blog' }, { engine: 'bing' }, { location: 'gb' }, { device: 'mobile' }, { keyword: 'shoes' }]) {
      expect(queryKey({ ...query, ...other })).not.toBe(queryKey(query));
    }
    expect(searchKey(query)).toBe(searchKey({ ...query, keyword: 'RUNNING SHOES' }));
    expect(searchKey(query)).not.toBe(searchKey({ ...query, device: 'mobile' }));
  });
});
