import { describe, expect, it } from 'vitest';
import { labelIndexes, percentAxis, rankAxis } from './chart-scale';

describe('rankAxis', () => {
  it.each([
    { values: [43.1, 45.8], expected: { min: 43, max: 47, ticks: [43, 44, 45, 46, 47] } },
    { values: [1, 2], expected: { min: 1, max: 5, ticks: [1, 2, 3, 4, 5] } },
    { values: [14.8, 26.2], expected: { min: 10, max: 30, ticks: [10, 15, 20, 25, 30] } },
    { values: [3, 97], expected: { min: 1, max: 100, ticks: [1, 20, 40, 60, 80, 100] } },
    { values: [7, 7], expected: { min: 7, max: 11, ticks: [7, 8, 9, 10, 11] } },
  ])('$values', ({ values, expected }) => {
    expect(rankAxis(values)).toEqual(expected);
  });
});

describe('labelIndexes', () => {
  it.each([
    { length: 0, count: 7, expected: [] },
    { length: 5, count: 7, expected: [0, 1, 2, 3, 4] },
    { length: 30, count: 7, expected: [0, 5, 10, 15, 20, 25, 29] },
    { length: 90, count: 7, expected: [0, 15, 30, 45, 60, 75, 89] },
    { length: 8, count: 7, expected: [0, 2, 4, 6, 7] },
  ])('$length days', ({ length, count, expected }) => {
    expect(labelIndexes(length, count)).toEqual(expected);
  });
});

describe('percentAxis', () => {
  it.each([
    [[0, 0], 5],
    [[3.2, 4.9], 5],
    [[18.2, 12], 20],
    [[58.1], 60],
    [[100], 100],
  ])('puts the top of %j at %d, in four steps from 0', (values, max) => {
    const axis = percentAxis(values);
    expect(axis.max).toBe(max);
    expect(axis.ticks).toEqual([0, max / 4, max / 2, (3 * max) / 4, max]);
  });
});
