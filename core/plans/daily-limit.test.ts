import { describe, expect, it } from 'vitest';
import {
  dailyCheckLimit,
  dailyLimitInfo,
  FREE_DAILY_CHECKS,
  GUEST_DAILY_CHECKS,
  isDailyLimitReached,
  startOfUtcDay,
  UNLIMITED,
  type AccessTier,
} from './daily-limit';

describe('dailyCheckLimit', () => {
  it.each([
    ['guest', 1],
    ['free', 3],
    ['trial', -1],
    ['pro', -1],
    ['enterprise', -1],
  ] as const)('%s -> %i', (tier, limit) => {
    expect(dailyCheckLimit(tier)).toBe(limit);
  });

  it('matches the spec constants', () => {
    expect([GUEST_DAILY_CHECKS, FREE_DAILY_CHECKS, UNLIMITED]).toEqual([1, 3, -1]);
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
    [0, -1, false],
    [1000, -1, false],
  ])('%i used of %i -> %s', (used, limit, reached) => {
    expect(isDailyLimitReached(used, limit)).toBe(reached);
  });
});

describe('dailyLimitInfo', () => {
  const resetsAt = new Date('2026-03-02T11:00:00.000Z');
  it.each<[AccessTier, number, { allowed: boolean; limit: number; remaining: number }]>([
    ['free', 0, { allowed: true, limit: 3, remaining: 3 }],
    ['free', 2, { allowed: true, limit: 3, remaining: 1 }],
    ['free', 3, { allowed: false, limit: 3, remaining: 0 }],
    // More than the limit (e.g. saved while on a trial that has since ended) never goes negative.
    ['free', 7, { allowed: false, limit: 3, remaining: 0 }],
    ['guest', 1, { allowed: false, limit: 1, remaining: 0 }],
    ['trial', 50, { allowed: true, limit: -1, remaining: -1 }],
    ['pro', 0, { allowed: true, limit: -1, remaining: -1 }],
    ['enterprise', 9, { allowed: true, limit: -1, remaining: -1 }],
  ])('%s with %i used -> %j', (tier, used, expected) => {
    expect(dailyLimitInfo(tier, used, resetsAt)).toEqual({ ...expected, used, resetsAt: '2026-03-02T11:00:00.000Z' });
  });
});
