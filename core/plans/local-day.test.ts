import { describe, expect, it } from 'vitest';
import {
  addLocalDays,
  endOfLocalDay,
  isValidTimeZone,
  localDateOf,
  localDaysBetween,
  nextLocalMidnight,
  startOfLocalDate,
  startOfLocalDay,
} from './local-day';

describe('startOfLocalDay and nextLocalMidnight', () => {
  it.each([
    // now, zone, start of the local day, next local midnight, why
    ['2026-03-01T12:34:56.789Z', 'UTC', '2026-03-01T00:00:00.000Z', '2026-03-02T00:00:00.000Z', 'UTC'],
    ['2026-03-01T00:00:00.000Z', 'UTC', '2026-03-01T00:00:00.000Z', '2026-03-02T00:00:00.000Z', 'exactly midnight'],
    ['2026-03-01T23:59:59.999Z', 'UTC', '2026-03-01T00:00:00.000Z', '2026-03-02T00:00:00.000Z', 'last ms of the day'],
    ['2026-03-01T10:00:00Z', 'Pacific/Auckland', '2026-02-28T11:00:00.000Z', '2026-03-01T11:00:00.000Z', 'NZDT +13: 23:00 local'],
    ['2026-03-01T11:00:00Z', 'Pacific/Auckland', '2026-03-01T11:00:00.000Z', '2026-03-02T11:00:00.000Z', 'NZDT: local midnight'],
    ['2026-06-01T13:00:00Z', 'Pacific/Auckland', '2026-06-01T12:00:00.000Z', '2026-06-02T12:00:00.000Z', 'NZST +12: next day already'],
    ['2026-04-05T05:00:00Z', 'Pacific/Auckland', '2026-04-04T11:00:00.000Z', '2026-04-05T12:00:00.000Z', 'DST ends: a 25 h day'],
    ['2026-09-27T00:00:00Z', 'Pacific/Auckland', '2026-09-26T12:00:00.000Z', '2026-09-27T11:00:00.000Z', 'DST starts: a 23 h day'],
    ['2026-03-08T12:00:00Z', 'America/New_York', '2026-03-08T05:00:00.000Z', '2026-03-09T04:00:00.000Z', 'DST starts: 23 h'],
    ['2026-11-01T12:00:00Z', 'America/New_York', '2026-11-01T04:00:00.000Z', '2026-11-02T05:00:00.000Z', 'DST ends: 25 h'],
    ['2026-03-08T04:59:59Z', 'America/New_York', '2026-03-07T05:00:00.000Z', '2026-03-08T05:00:00.000Z', 'the evening before'],
    ['2026-01-01T00:00:00Z', 'Asia/Kathmandu', '2025-12-31T18:15:00.000Z', '2026-01-01T18:15:00.000Z', '+05:45'],
    ['2025-12-31T18:14:59Z', 'Asia/Kathmandu', '2025-12-30T18:15:00.000Z', '2025-12-31T18:15:00.000Z', '+05:45, 23:59:59 local'],
    // Chile moves its clocks at midnight: 00:00 does not exist on 6 Sep 2026, the day starts at 01:00 -03.
    ['2026-09-06T12:00:00Z', 'America/Santiago', '2026-09-06T04:00:00.000Z', '2026-09-07T03:00:00.000Z', 'midnight skipped'],
    ['2026-09-05T12:00:00Z', 'America/Santiago', '2026-09-05T04:00:00.000Z', '2026-09-06T04:00:00.000Z', 'the day before the skip'],
    // ... and on 5 Apr 2026 goes back from 00:00 -03 to 23:00 -04: 4 Apr lasts 25 h.
    ['2026-04-04T12:00:00Z', 'America/Santiago', '2026-04-04T03:00:00.000Z', '2026-04-05T04:00:00.000Z', 'midnight repeated'],
  ])('%s in %s -> %s, next %s (%s)', (now, zone, start, next) => {
    expect(startOfLocalDay(new Date(now), zone).toISOString()).toBe(start);
    expect(nextLocalMidnight(new Date(now), zone).toISOString()).toBe(next);
  });
});

describe('endOfLocalDay', () => {
  it.each([
    ['2026-05-01T10:00:00Z', 'UTC', 3, '2026-05-04T23:59:59.999Z'],
    ['2026-05-01T10:00:00Z', 'UTC', 0, '2026-05-01T23:59:59.999Z'],
    ['2026-03-06T15:00:00Z', 'America/New_York', 3, '2026-03-10T03:59:59.999Z'],
    ['2026-03-01T10:00:00Z', 'Pacific/Auckland', 3, '2026-03-04T10:59:59.999Z'],
    ['2026-01-01T00:00:00Z', 'Asia/Kathmandu', 3, '2026-01-04T18:14:59.999Z'],
  ])('%s in %s, %i days ahead -> %s', (now, zone, days, expected) => {
    expect(endOfLocalDay(new Date(now), zone, days).toISOString()).toBe(expected);
  });
});

describe('local dates', () => {
  it.each([
    ['2026-03-01T10:00:00Z', 'Pacific/Auckland', { year: 2026, month: 3, day: 1 }],
    ['2026-03-01T11:00:00Z', 'Pacific/Auckland', { year: 2026, month: 3, day: 2 }],
    ['2026-03-01T03:00:00Z', 'America/New_York', { year: 2026, month: 2, day: 28 }],
    ['2024-02-29T08:00:00Z', 'UTC', { year: 2024, month: 2, day: 29 }],
  ])('localDateOf(%s, %s) -> %j', (now, zone, expected) => {
    expect(localDateOf(new Date(now), zone)).toEqual(expected);
  });

  it.each([
    [{ year: 2026, month: 12, day: 31 }, 1, { year: 2027, month: 1, day: 1 }],
    [{ year: 2024, month: 2, day: 28 }, 1, { year: 2024, month: 2, day: 29 }],
    [{ year: 2026, month: 3, day: 1 }, -1, { year: 2026, month: 2, day: 28 }],
  ])('addLocalDays(%j, %i) -> %j', (date, days, expected) => {
    expect(addLocalDays(date, days)).toEqual(expected);
  });

  it.each([
    ['2026-05-01T10:00:00Z', '2026-05-04T23:59:59.999Z', 'UTC', 3],
    ['2026-05-04T00:00:00Z', '2026-05-04T23:59:59.999Z', 'UTC', 0],
    ['2026-05-05T00:00:00Z', '2026-05-04T23:59:59.999Z', 'UTC', -1],
    // Across the New York spring-forward day (23 h) still counts calendar days.
    ['2026-03-07T23:30:00-05:00', '2026-03-10T03:59:59.999Z', 'America/New_York', 2],
  ])('localDaysBetween(%s, %s, %s) -> %i', (from, to, zone, expected) => {
    expect(localDaysBetween(new Date(from), new Date(to), zone)).toBe(expected);
  });

  it('startOfLocalDate is midnight UTC in UTC', () => {
    expect(startOfLocalDate({ year: 2026, month: 7, day: 4 }, 'UTC').toISOString()).toBe('2026-07-04T00:00:00.000Z');
  });
});

describe('isValidTimeZone', () => {
  it.each([
    ['UTC', true],
    ['Europe/Berlin', true],
    ['Asia/Kathmandu', true],
    ['America/New_York', true],
    ['Pacific/Auckland', true],
    ['Mars/Olympus_Mons', false],
    ['', false],
    ['   ', false],
    ['Not a zone', false],
    ['x'.repeat(65), false],
  ])('%j -> %s', (zone, valid) => {
    expect(isValidTimeZone(zone)).toBe(valid);
  });
});
