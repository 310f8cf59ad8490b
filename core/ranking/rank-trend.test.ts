import { describe, expect, it } from 'vitest';
import { rankTrend, trendText, type RankTrend } from './rank-trend';

describe('rankTrend', () => {
  it.each<[number, number | null | undefined, RankTrend, number]>([
    [5, null, 'new', 0],
    [5, undefined, 'new', 0],
    [0, null, 'new', 0],
    [3, 8, 'improving', 5],
    [1, 2, 'improving', 1],
    [8, 3, 'dropping', -5],
    [100, 1, 'dropping', -99],
    [7, 7, 'stable', 0],
    [0, 0, 'stable', 0],
    [42, 0, 'improving', 59],
    [100, 0, 'improving', 1],
    [0, 42, 'dropping', -59],
    [0, 100, 'dropping', -1],
  ])('current %i, previous %s -> %s (%i)', (current, previous, trend, change) => {
    expect(rankTrend(current, previous)).toEqual({ trend, change });
  });
});

describe('trendText', () => {
  it.each<[number, number | null, string]>([
    [5, null, 'First check'],
    [3, 8, 'Up 5 from #8'],
    [8, 3, 'Down 5 from #3'],
    [7, 7, 'Unchanged at #7'],
    [0, 0, 'Still not found'],
    [42, 0, 'Entered the results at #42'],
    [0, 5, 'Dropped out of the results (was #5)'],
    [0, 100, 'Dropped out of the results (was #100)'],
  ])('current %i, previous %s -> %s', (current, previous, text) => {
    expect(trendText(current, previous)).toBe(text);
  });
});
