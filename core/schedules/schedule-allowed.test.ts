import { describe, expect, it } from 'vitest';
import type { AccessTier } from '../plans/daily-limit';
import type { SearchEngine } from '../search/engines';
import { scheduleAllowed, type ScheduleVerdict } from './schedule-allowed';
import type { IntervalType } from './schedule-timing';

describe('scheduleAllowed', () => {
  it.each<[AccessTier, IntervalType, SearchEngine, number, ScheduleVerdict]>([
    ['free', 'daily', 'google', 0, { allowed: true }],
    ['free', 'weekly', 'google', 0, { allowed: true }],
    ['free', 'hourly', 'google', 0, { allowed: false, restriction: { kind: 'interval', intervalType: 'hourly' } }],
    ['free', 'monthly', 'google', 0, { allowed: false, restriction: { kind: 'interval', intervalType: 'monthly' } }],
    ['free', 'daily', 'bing', 0, { allowed: false, restriction: { kind: 'engine', engine: 'bing' } }],
    ['free', 'hourly', 'bing', 2, { allowed: false, restriction: { kind: 'engine', engine: 'bing' } }],
    ['free', 'daily', 'google', 1, { allowed: false, restriction: { kind: 'competitors' } }],
    ['guest', 'daily', 'google', 0, { allowed: false, restriction: { kind: 'sign-up' } }],
    ['trial', 'hourly', 'yandex', 3, { allowed: true }],
    ['pro', 'monthly', 'baidu', 3, { allowed: true }],
    ['enterprise', 'hourly', 'duckduckgo', 0, { allowed: true }],
  ])('%s, %s on %s with %i competitors -> %j', (tier, intervalType, searchEngine, competitorCount, verdict) => {
    expect(scheduleAllowed(tier, { intervalType, searchEngine, competitorCount })).toEqual(verdict);
  });
});
