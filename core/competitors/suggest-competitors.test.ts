import { describe, expect, it } from 'vitest';
import { suggestCompetitors } from './suggest-competitors';

const tracked = (url: string, keywords: string[], autoTrack = true) => ({ url, keywords, autoTrack });

describe('suggestCompetitors', () => {
  const candidates = [
    tracked('a.com', ['shoes']),
    tracked('b.com', ['running shoes']),
    tracked('off.com', ['running shoes'], false),
    tracked('c.com', ['boots', 'Running Shoes']),
    tracked('d.com', []),
    tracked('e.com', ['best running shoes']),
    tracked('f.com', ['running shoes']),
  ];
  const urls = (keyword: string, limit?: number) => suggestCompetitors(candidates, keyword, limit).map((c) => c.url);

  it.each([
    { keyword: 'running shoes', expected: ['b.com', 'c.com', 'f.com'] },
    { keyword: 'RUNNING  shoes_', expected: ['b.com', 'c.com', 'f.com'] },
    { keyword: 'shoes', expected: ['a.com', 'b.com', 'c.com'] },
    { keyword: 'boots', expected: ['c.com'] },
    { keyword: 'sandals', expected: [] },
    { keyword: '  ', expected: [] },
  ])('$keyword -> $expected', ({ keyword, expected }) => {
    expect(urls(keyword)).toEqual(expected);
  });

  it('puts exact matches before partial ones and honours the limit', () => {
    expect(urls('best running shoes', 10)).toEqual(['e.com', 'a.com', 'b.com', 'c.com', 'f.com']);
    expect(urls('running shoes', 1)).toEqual(['b.com']);
    expect(urls('running shoes', 0)).toEqual([]);
  });
});
