import { describe, expect, it } from 'vitest';
import { recommendationsFor } from './recommendations';

describe('recommendationsFor', () => {
  // One rank per band edge: not found, top 3, 4-10, 11-30, 31-50, 51-100.
  const ranks = [0, 1, 3, 4, 10, 11, 30, 31, 50, 51, 100];

  it.each(ranks)('rank %i gets 2-4 non-empty recommendations', (rank) => {
    const tips = recommendationsFor(rank);
    expect(tips.length).toBeGreaterThanOrEqual(2);
    expect(tips.length).toBeLessThanOrEqual(4);
    for (const tip of tips) expect(tip.trim().length).toBeGreaterThan(10);
  });

  it('gives the same advice within a band and different advice across bands', () => {
    const bands = [[0], [1, 3], [4, 10], [11, 30], [31, 50], [51, 100]];
    const firstOfEach = bands.map((band) => {
      const [first, ...rest] = band.map((rank) => recommendationsFor(rank));
      for (const tips of rest) expect(tips).toEqual(first);
      return JSON.stringify(first);
    });
    expect(new Set(firstOfEach).size).toBe(bands.length);
  });
});
