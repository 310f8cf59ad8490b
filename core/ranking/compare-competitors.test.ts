import { describe, expect, it } from 'vitest';
import { compareWithCompetitors, type CompetitorComparison } from './compare-competitors';

describe('compareWithCompetitors', () => {
  it.each<[number, number[], CompetitorComparison, number | null, 60 | 40]>([
    [5, [10, 20], 'ahead', 15, 60],
    [14, [10, 20], 'ahead', 15, 60],
    [16, [10, 20], 'behind', 15, 40],
    [15, [10, 20], 'neutral', 15, 40],
    [3, [0, 9], 'ahead', 9, 60],
    [12, [0, 9, 0], 'behind', 9, 40],
    [1, [1], 'neutral', 1, 40],
    [0, [10, 20], 'not-found', 15, 40],
    [0, [], 'not-found', null, 40],
    [7, [], 'neutral', null, 40],
    [7, [0, 0, 0], 'neutral', null, 40],
    [50, [2, 4, 9], 'behind', 5, 40],
  ])('rank %i vs %j -> %s', (rank, competitors, comparison, average, barWidth) => {
    expect(compareWithCompetitors(rank, competitors)).toEqual({ comparison, average, barWidth });
  });
});
