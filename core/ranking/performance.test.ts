import { describe, expect, it } from 'vitest';
import { performancePercentage } from './performance';

describe('performancePercentage', () => {
  it.each([
    [0, 0],
    [1, 95],
    [3, 95],
    [4, 85],
    [10, 85],
    [11, 65],
    [30, 65],
    [31, 45],
    [50, 45],
    [51, 25],
    [100, 25],
  ])('rank %i -> %i%%', (rank, percentage) => {
    expect(performancePercentage(rank)).toBe(percentage);
  });
});
