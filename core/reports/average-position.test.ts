import { describe, expect, it } from 'vitest';
import { averagePosition } from './average-position';

describe('averagePosition', () => {
  it.each([
    { lastRanks: [], expected: null },
    { lastRanks: [0, 0], expected: null },
    { lastRanks: [3, 8, 0], expected: 5.5 },
    { lastRanks: [1, 2, 2], expected: 1.7 },
    { lastRanks: [10], expected: 10 },
  ])('$lastRanks -> $expected', ({ lastRanks, expected }) => {
    expect(averagePosition(lastRanks.map((lastRank) => ({ lastRank })))).toBe(expected);
  });
});
