import { describe, expect, it } from 'vitest';
import { nextScheduledRun, scheduledReportPeriod, type ReportFrequency } from './schedule';

describe('nextScheduledRun', () => {
  it.each<[ReportFrequency, string, string, string]>([
    // 2026-05-06 is a Wednesday.
    ['weekly', '2026-05-06T12:00:00Z', 'UTC', '2026-05-11T08:00:00.000Z'],
    // Monday before 08:00 -> that same morning; at or after 08:00 -> a week later.
    ['weekly', '2026-05-11T07:59:59Z', 'UTC', '2026-05-11T08:00:00.000Z'],
    ['weekly', '2026-05-11T08:00:00Z', 'UTC', '2026-05-18T08:00:00.000Z'],
    // Sunday evening in UTC is already Monday in Auckland (+12 in May): Monday 08:00 NZST = Sunday 20:00 UTC.
    ['weekly', '2026-05-10T19:00:00Z', 'Pacific/Auckland', '2026-05-10T20:00:00.000Z'],
    ['weekly', '2026-05-10T21:00:00Z', 'Pacific/Auckland', '2026-05-17T20:00:00.000Z'],
    // Kathmandu +05:45.
    ['weekly', '2026-05-06T00:00:00Z', 'Asia/Kathmandu', '2026-05-11T02:15:00.000Z'],
    // New York springs forward at 02:00 on Sunday 2026-03-08: Monday 08:00 EDT is 12:00 UTC.
    ['weekly', '2026-03-05T12:00:00Z', 'America/New_York', '2026-03-09T12:00:00.000Z'],
    ['monthly', '2026-05-06T12:00:00Z', 'UTC', '2026-06-01T08:00:00.000Z'],
    ['monthly', '2026-12-15T12:00:00Z', 'UTC', '2027-01-01T08:00:00.000Z'],
    ['monthly', '2026-05-01T07:00:00Z', 'UTC', '2026-05-01T08:00:00.000Z'],
    ['monthly', '2026-05-01T08:00:00Z', 'UTC', '2026-06-01T08:00:00.000Z'],
    // Berlin is +01 in February, +02 in April: 23:30 UTC on 31 March is already 1 April 01:30 there.
    ['monthly', '2026-02-10T00:00:00Z', 'Europe/Berlin', '2026-03-01T07:00:00.000Z'],
    ['monthly', '2026-03-31T23:30:00Z', 'Europe/Berlin', '2026-04-01T06:00:00.000Z'],
    ['monthly', '2026-04-01T06:00:00Z', 'Europe/Berlin', '2026-05-01T06:00:00.000Z'],
    // Santiago: clocks jump from 00:00 to 01:00 on 2026-09-06 (a Sunday); the 1st of October is unaffected.
    ['monthly', '2026-09-05T12:00:00Z', 'America/Santiago', '2026-10-01T11:00:00.000Z'],
  ])('%s from %s in %s -> %s', (frequency, now, timeZone, expected) => {
    expect(nextScheduledRun(frequency, new Date(now), timeZone).toISOString()).toBe(expected);
  });
});

describe('scheduledReportPeriod', () => {
  it.each<[ReportFrequency, string, string, { from: string; to: string }]>([
    ['weekly', '2026-05-11T08:00:00Z', 'UTC', { from: '2026-05-04', to: '2026-05-10' }],
    // Monday 08:00 in Auckland is Sunday in UTC; the period is read in Auckland's calendar.
    ['weekly', '2026-05-10T20:00:00Z', 'Pacific/Auckland', { from: '2026-05-04', to: '2026-05-10' }],
    ['weekly', '2026-01-05T08:00:00Z', 'UTC', { from: '2025-12-29', to: '2026-01-04' }],
    ['monthly', '2026-03-01T08:00:00Z', 'UTC', { from: '2026-02-01', to: '2026-02-28' }],
    ['monthly', '2024-03-01T08:00:00Z', 'UTC', { from: '2024-02-01', to: '2024-02-29' }],
    ['monthly', '2027-01-01T08:00:00Z', 'UTC', { from: '2026-12-01', to: '2026-12-31' }],
    ['monthly', '2026-05-01T06:00:00Z', 'Europe/Berlin', { from: '2026-04-01', to: '2026-04-30' }],
  ])('%s at %s in %s -> %j', (frequency, slot, timeZone, expected) => {
    expect(scheduledReportPeriod(frequency, new Date(slot), timeZone)).toEqual(expected);
  });
});
