import { describe, expect, it } from 'vitest';
import { rankTicks } from './rank-ticks';

describe('rankTicks', () => {
  it.each([
    [1, [1]],
    [3, [1, 2, 3]],
    [4.5, [1, 2, 3, 4, 5]],
    [8, [1, 2, 4, 6, 8]],
    [18.8, [1, 5, 10, 15, 20]],
    [32, [1, 10, 20, 30, 40]],
    [64, [1, 20, 40, 60, 80]],
    [100, [1, 20, 40, 60, 80, 100]],
  ])('worst %s -> %o', (worst, ticks) => {
    expect(rankTicks(worst)).toEqual(ticks);
  });
});
