import { describe, expect, it } from 'vitest';
import { MAX_REPORT_DAYS, parseIsoDay, periodBounds, periodDays, periodLengthDays, periodProblem } from './report-period';

describe('parseIsoDay', () => {
  it.each([
    ['2026-05-01', { year: 2026, month: 5, day: 1 }],
    ['2024-02-29', { year: 2024, month: 2, day: 29 }],
    ['2026-02-29', null],
    ['2026-13-01', null],
    ['2026-5-1', null],
    ['yesterday', null],
  ])('%s', (day, expected) => {
    expect(parseIsoDay(day)).toEqual(expected);
  });
});

describe('periodProblem', () => {
  it.each([
    ['2026-05-01', '2026-05-01', null],
    ['2026-05-01', '2026-05-31', null],
    ['2025-01-01', '2025-12-31', null], // 365 days
    ['2024-01-01', '2024-12-31', null], // 366 days, a leap year
    ['2025-01-01', '2026-01-01', null], // 366 days
    ['2025-01-01', '2026-01-02', `A report covers at most ${MAX_REPORT_DAYS} days.`],
    ['2026-05-10', '2026-05-09', 'The start date must be on or before the end date.'],
    ['2026-02-30', '2026-03-01', 'Dates must be real calendar days (YYYY-MM-DD).'],
  ])('%s .. %s', (from, to, expected) => {
    expect(periodProblem(from, to)).toBe(expected);
  });
});

describe('periodLengthDays and periodDays', () => {
  it('counts both ends', () => {
    expect(periodLengthDays('2026-05-01', '2026-05-07')).toBe(7);
    expect(periodDays('2026-02-27', '2026-03-02')).toEqual(['2026-02-27', '2026-02-28', '2026-03-01', '2026-03-02']);
    expect(periodDays('2024-12-31', '2025-01-01')).toEqual(['2024-12-31', '2025-01-01']);
  });
});

describe('periodBounds', () => {
  it.each([
    { zone: 'UTC', from: '2026-05-01', to: '2026-05-07', start: '2026-05-01T00:00:00.000Z', end: '2026-05-08T00:00:00.000Z' },
    { zone: 'Asia/Kathmandu', from: '2026-05-01', to: '2026-05-01', start: '2026-04-30T18:15:00.000Z', end: '2026-05-01T18:15:00.000Z' },
    // Berlin springs forward on 2026-03-29: that day has 23 hours.
    { zone: 'Europe/Berlin', from: '2026-03-29', to: '2026-03-29', start: '2026-03-28T23:00:00.000Z', end: '2026-03-29T22:00:00.000Z' },
    // New York falls back on 2026-11-01: that day has 25 hours.
    { zone: 'America/New_York', from: '2026-11-01', to: '2026-11-01', start: '2026-11-01T04:00:00.000Z', end: '2026-11-02T05:00:00.000Z' },
    { zone: 'Pacific/Auckland', from: '2026-01-01', to: '2026-01-31', start: '2025-12-31T11:00:00.000Z', end: '2026-01-31T11:00:00.000Z' },
  ])('$zone $from..$to', ({ zone, from, to, start, end }) => {
    const bounds = periodBounds(from, to, zone);
    expect(bounds.start.toISOString()).toBe(start);
    expect(bounds.endExclusive.toISOString()).toBe(end);
  });

  it('refuses a day that does not exist', () => {
    expect(() => periodBounds('2026-02-30', '2026-03-01', 'UTC')).toThrow(RangeError);
  });
});
