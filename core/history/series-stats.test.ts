import { describe, expect, it } from 'vitest';
import { seriesStats, type SeriesStats } from './series-stats';

describe('seriesStats', () => {
  it.each<[string, number[], SeriesStats]>([
    ['no checks', [], { checks: 0, best: null, worst: null, average: null, firstRank: 0, lastRank: 0, movement: null }],
    ['one found check', [7], { checks: 1, best: 7, worst: 7, average: 7, firstRank: 7, lastRank: 7, movement: 0 }],
    ['never found', [0, 0], { checks: 2, best: null, worst: null, average: null, firstRank: 0, lastRank: 0, movement: null }],
    ['moved up 8 -> 3', [8, 5, 3], { checks: 3, best: 3, worst: 8, average: 5.3, firstRank: 8, lastRank: 3, movement: 5 }],
    ['moved down 2 -> 40', [2, 40], { checks: 2, best: 2, worst: 40, average: 21, firstRank: 2, lastRank: 40, movement: -38 }],
    ['not-found left out of the maths', [0, 8, 0, 3, 0], { checks: 5, best: 3, worst: 8, average: 5.5, firstRank: 0, lastRank: 0, movement: 5 }],
    ['average rounded to one decimal', [1, 1, 2], { checks: 3, best: 1, worst: 2, average: 1.3, firstRank: 1, lastRank: 2, movement: -1 }],
    ['average .x5 rounds up', [1, 2, 2, 2], { checks: 4, best: 1, worst: 2, average: 1.8, firstRank: 1, lastRank: 2, movement: -1 }],
  ])('%s', (_why, ranks, expected) => {
    expect(seriesStats(ranks.map((rank) => ({ rank })))).toEqual(expected);
  });
});
