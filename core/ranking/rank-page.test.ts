import { describe, expect, it } from 'vitest';
import { pageOfRank, resultTypeOf } from './rank-page';

describe('pageOfRank and resultTypeOf', () => {
  it.each([
    [0, 0, 'not found'],
    [1, 1, 'organic'],
    [9, 1, 'organic'],
    [10, 1, 'organic'],
    [11, 2, 'organic'],
    [20, 2, 'organic'],
    [21, 3, 'organic'],
    [50, 5, 'organic'],
    [51, 6, 'organic'],
    [95, 10, 'organic'],
    [100, 10, 'organic'],
  ] as const)('rank %i is on page %i (%s)', (rank, page, type) => {
    expect(pageOfRank(rank)).toBe(page);
    expect(resultTypeOf(rank)).toBe(type);
  });
});
