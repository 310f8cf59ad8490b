import { describe, expect, it } from 'vitest';
import { dailyCheckLimit, FREE_DAILY_CHECKS, GUEST_DAILY_CHECKS, isDailyLimitReached, startOfUtcDay } from './daily-limit';

describe('dailyCheckLimit', () => {
  it.each([
    ['guest', 1],
    ['free', 3],
  ] as const)('%s -> %i', (tier, limit) => {
    expect(dailyCheckLimit(tier)).toBe(limit);
  });

  it('matches the spec constants', () => {
    expect([GUEST_DAILY_CHECKS, FREE_DAILY_CHECKS]).toEqual([1, 3]);
  });
});

describe('startOfUtcDay', () => {
  it.each([
    ['2026-03-01T12:34:56.789Z', '2026-03-01T00:00:00.000Z'],
    ['2026-03-01T00:00:00.000Z', '2026-03-01T00:00:00.000Z'],
    ['2026-03-01T23:59:59.999Z', '2026-03-01T00:00:00.000Z'],
    ['2024-02-29T08:00:00+09:00', '2024-02-28T00:00:00.000Z'],
    ['2025-12-31T23:00:00-05:00', '2026-01-01T00:00:00.000Z'],
  ])('%s -> %s', (input, expected) => {
    expect(startOfUtcDay(new Date(input)).toISOString()).toBe(expected);
  });
});

describe('isDailyLimitReached', () => {
  it.each([
    [0, 3, false],
    [2, 3, false],
    [3, 3, true],
    [4, 3, true],
    [0, 1, false],
    [1, 1, true],
  ])('%i used of %i -> %s', (used, limit, reached) => {
    expect(isDailyLimitReached(used, limit)).toBe(reached);
  });
});
