import { describe, expect, it } from 'vitest';
import type { KeywordSeries } from '../../../../contracts/history';
import { averageText, movementText, rankText, seriesChartRows } from './series-chart-data';

const series: KeywordSeries = {
  query: { site: 'example.com', keyword: 'shoes', engine: 'google', location: 'us', device: 'desktop' },
  points: [
    { checkedAt: '2026-03-01T10:00:00.000Z', rank: 12, competitors: [{ url: 'rival.com', rank: 3 }], simulated: false, aiOverview: { state: 'cited', sitePosition: 2, sources: 5 } },
    { checkedAt: '2026-03-02T10:00:00.000Z', rank: 0, competitors: [{ url: 'rival.com', rank: 0 }, { url: 'other.org', rank: 40 }], simulated: false, aiOverview: { state: 'cited', sitePosition: 1, sources: 3 } },
    { checkedAt: '2026-03-03T10:00:00.000Z', rank: 5, competitors: [], simulated: false, aiOverview: { state: 'cited', sitePosition: null, sources: 4 } },
  ],
  competitors: ['rival.com', 'other.org'],
  stats: { checks: 3, best: 5, worst: 12, average: 8.5, firstRank: 12, lastRank: 5, movement: 7 },
  truncated: false,
};

describe('seriesChartRows', () => {
  it('breaks the site line where it was not found, marks those checks at the bottom, and marks AI Overview citations where the site stands', () => {
    expect(seriesChartRows(series)).toEqual([
      { checkedAt: '2026-03-01T10:00:00.000Z', site: 12, notFound: null, cited: 12, citation: 'Cited #2 of 5 sources', c0: 3, c1: null },
      { checkedAt: '2026-03-02T10:00:00.000Z', site: null, notFound: 100, cited: 100, citation: 'Cited #1 of 3 sources', c0: null, c1: 40 },
      { checkedAt: '2026-03-03T10:00:00.000Z', site: 5, notFound: null, cited: null, citation: 'Not cited (4 sources)', c0: null, c1: null },
    ]);
  });
});

describe('wording', () => {
  it.each([
    [7, 'Up 7 places'],
    [1, 'Up 1 place'],
    [-3, 'Down 3 places'],
    [0, 'No change'],
    [null, 'Never found'],
  ])('movement %s -> %s', (movement, text) => {
    expect(movementText(movement)).toBe(text);
  });

  it.each([
    [8.5, '#8.5'],
    [7, '#7'],
    [12.345, '#12.3'],
    [null, '—'],
  ])('average %s -> %s', (average, text) => {
    expect(averageText(average)).toBe(text);
  });

  it.each([
    [4, '#4'],
    [0, 'Not found'],
    [null, '—'],
  ])('rank %s -> %s', (rank, text) => {
    expect(rankText(rank)).toBe(text);
  });
});
