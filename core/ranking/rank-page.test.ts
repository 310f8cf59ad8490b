import { describe, expect, it } from 'vitest';
import { ENGINE_PAGING } from '../search/paging';
import { SEARCH_ENGINES } from '../search/engines';
import { absolutePosition, pageOfRank, resultTypeOf } from './rank-page';

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

describe('absolutePosition', () => {
  it.each([
    [1, 10, 1, 1],
    [1, 10, 10, 10],
    [2, 10, 1, 11],
    [2, 10, 3, 13],
    [10, 10, 5, 95],
    [10, 10, 10, 100],
    [2, 20, 1, 21],
    [3, 50, 4, 104],
  ])('page %i of %i, position %i on the page -> %i', (page, pageSize, onPage, expected) => {
    expect(absolutePosition(page, pageSize, onPage)).toBe(expected);
  });

  it.each(SEARCH_ENGINES)('%s: the last page covers position 100', (engine) => {
    const { pageSize } = ENGINE_PAGING[engine];
    const lastPage = Math.ceil(100 / pageSize);
    expect(absolutePosition(lastPage, pageSize, 100 - (lastPage - 1) * pageSize)).toBe(100);
    expect(absolutePosition(2, pageSize, 1)).toBe(pageSize + 1);
  });
});
