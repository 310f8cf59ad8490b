import { describe, expect, it } from 'vitest';
import { bandDistribution } from './band-distribution';

const counts = (lastRanks: number[]) => bandDistribution(lastRanks.map((lastRank) => ({ lastRank }))).map((b) => b.count);

describe('bandDistribution', () => {
  // Counts in band order: top10, top30, top50, beyond50, not-found.
  const cases: { name: string; lastRanks: number[]; expected: number[] }[] = [
    { name: 'no queries: every band listed, all zero', lastRanks: [], expected: [0, 0, 0, 0, 0] },
    { name: 'rank 1 is top 10', lastRanks: [1], expected: [1, 0, 0, 0, 0] },
    { name: 'rank 10 is still top 10', lastRanks: [10], expected: [1, 0, 0, 0, 0] },
    { name: 'rank 11 is top 30', lastRanks: [11], expected: [0, 1, 0, 0, 0] },
    { name: 'rank 30 is top 30', lastRanks: [30], expected: [0, 1, 0, 0, 0] },
    { name: 'rank 31 is top 50', lastRanks: [31], expected: [0, 0, 1, 0, 0] },
    { name: 'rank 50 is top 50', lastRanks: [50], expected: [0, 0, 1, 0, 0] },
    { name: 'rank 51 needs improvement', lastRanks: [51], expected: [0, 0, 0, 1, 0] },
    { name: 'rank 100 needs improvement', lastRanks: [100], expected: [0, 0, 0, 1, 0] },
    { name: '0 is not found', lastRanks: [0], expected: [0, 0, 0, 0, 1] },
    { name: 'a mix', lastRanks: [3, 7, 0, 25, 0, 64, 45, 10, 11], expected: [3, 2, 1, 1, 2] },
  ];
  it.each(cases)('$name', ({ lastRanks, expected }) => {
    expect(counts(lastRanks)).toEqual(expected);
  });

  it('labels each band as the result card does, in order', () => {
    expect(bandDistribution([{ lastRank: 2 }])).toEqual([
      { band: 'top10', label: 'Top 10 - Excellent!', count: 1 },
      { band: 'top30', label: 'Top 30 - Good', count: 0 },
      { band: 'top50', label: 'Top 50 - Fair', count: 0 },
      { band: 'beyond50', label: 'Needs Improvement', count: 0 },
      { band: 'not-found', label: 'Not Found', count: 0 },
    ]);
  });
});
