import { describe, expect, it } from 'vitest';
import { rankChange, type KeywordSummary } from './keyword-summary';
import { biggestMovers } from './movers';

/** A query that went from `first` to `last` (0 = not found). */
function q(
  keyword: string,
  first: number,
  last: number,
  engine: KeywordSummary['engine'] = 'google',
  device: KeywordSummary['device'] = 'desktop',
): KeywordSummary {
  const change = rankChange(first, last);
  return { keyword, engine, location: 'us', device, checks: 2, simulated: false, firstRank: first, lastRank: last, bestRank: null, change };
}
const names = (list: KeywordSummary[]) => list.map((k) => `${k.keyword}:${k.change}`);

describe('biggestMovers', () => {
  const cases: { name: string; keywords: KeywordSummary[]; up: string[]; down: string[] }[] = [
    { name: 'nothing tracked', keywords: [], up: [], down: [] },
    { name: 'unchanged queries are in neither list', keywords: [q('a', 5, 5), q('b', 0, 0)], up: [], down: [] },
    { name: 'one gain', keywords: [q('a', 12, 4)], up: ['a:8'], down: [] },
    { name: 'one loss', keywords: [q('a', 4, 12)], up: [], down: ['a:-8'] },
    { name: 'entering the top 100 counts from 101', keywords: [q('a', 0, 40)], up: ['a:61'], down: [] },
    { name: 'dropping out of the top 100 counts to 101', keywords: [q('a', 100, 0)], up: [], down: ['a:-1'] },
    { name: 'from not found to first is the largest possible gain', keywords: [q('a', 0, 1), q('b', 50, 1)], up: ['a:100', 'b:49'], down: [] },
    {
      name: 'largest first in each direction',
      keywords: [q('a', 10, 8), q('b', 30, 5), q('c', 5, 30), q('d', 8, 10), q('e', 20, 19)],
      up: ['b:25', 'a:2', 'e:1'],
      down: ['c:-25', 'd:-2'],
    },
    {
      name: 'equal moves are ordered by keyword',
      keywords: [q('zebra', 10, 5), q('apple', 10, 5), q('mango', 10, 5)],
      up: ['apple:5', 'mango:5', 'zebra:5'],
      down: [],
    },
    {
      name: 'equal losses are ordered by keyword',
      keywords: [q('b', 5, 10), q('a', 1, 6)],
      up: [],
      down: ['a:-5', 'b:-5'],
    },
    {
      name: 'at most five up, the largest',
      keywords: [1, 2, 3, 4, 5, 6, 7].map((n) => q(`k${n}`, 50, 50 - n)),
      up: ['k7:7', 'k6:6', 'k5:5', 'k4:4', 'k3:3'],
      down: [],
    },
    {
      name: 'at most five down, the largest',
      keywords: [1, 2, 3, 4, 5, 6].map((n) => q(`k${n}`, 10, 10 + n)),
      up: [],
      down: ['k6:-6', 'k5:-5', 'k4:-4', 'k3:-3', 'k2:-2'],
    },
    {
      name: 'the fifth place tie goes to the earlier keyword',
      keywords: [q('f', 9, 8), q('e', 9, 8), q('a', 20, 10), q('b', 20, 11), q('c', 20, 12), q('d', 20, 13)],
      up: ['a:10', 'b:9', 'c:8', 'd:7', 'e:1'],
      down: [],
    },
  ];
  it.each(cases)('$name', ({ keywords, up, down }) => {
    const movers = biggestMovers(keywords);
    expect(names(movers.up)).toEqual(up);
    expect(names(movers.down)).toEqual(down);
  });

  it('the same keyword on two engines: ties broken by engine', () => {
    const movers = biggestMovers([q('shoes', 9, 3, 'google'), q('shoes', 9, 3, 'bing')]);
    expect(movers.up.map((k) => k.engine)).toEqual(['bing', 'google']);
  });

  it('the same keyword on mobile and desktop: ties broken by device, desktop first', () => {
    const movers = biggestMovers([q('shoes', 9, 3, 'google', 'mobile'), q('shoes', 9, 3, 'google', 'desktop')]);
    expect(movers.up.map((k) => k.device)).toEqual(['desktop', 'mobile']);
  });

  it('takes a custom limit and leaves its input alone', () => {
    const input = [q('b', 9, 3), q('a', 9, 1)];
    expect(names(biggestMovers(input, 1).up)).toEqual(['a:8']);
    expect(input.map((k) => k.keyword)).toEqual(['b', 'a']);
  });
});
