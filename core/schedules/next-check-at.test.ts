import { describe, expect, it } from 'vitest';
import { nextCheckAt } from './next-check-at';
import type { IntervalType, ScheduleTime } from './schedule-timing';
import { localDateTimeOf } from './local-wall-time';

const NEW_YEAR = '2026-01-01T00:00:00Z';

function next(
  intervalType: IntervalType,
  intervalValue: number,
  customSchedule: Partial<ScheduleTime> | null,
  anchor: string,
  after: string,
  zone: string,
): string {
  return nextCheckAt({ intervalType, intervalValue, customSchedule, anchor: new Date(anchor) }, new Date(after), zone).toISOString();
}

type Time = Partial<ScheduleTime> | null;

describe('nextCheckAt: daily across DST', () => {
  it.each<[string, Time, string, string, string]>([
    // zone, time, after, expected, why
    ['Europe/Berlin', { hour: 2, minute: 30 }, '2026-03-28T12:00:00Z', '2026-03-29T01:00:00.000Z', '02:30 skipped: 03:00 CEST, the jump'],
    ['Europe/Berlin', { hour: 2, minute: 30 }, '2026-03-29T01:00:00Z', '2026-03-30T00:30:00.000Z', 'the day after, CEST'],
    ['Europe/Berlin', { hour: 2, minute: 30 }, '2026-10-24T12:00:00Z', '2026-10-25T00:30:00.000Z', '02:30 twice: the first, CEST'],
    ['Europe/Berlin', { hour: 2, minute: 30 }, '2026-10-25T00:30:00Z', '2026-10-26T01:30:00.000Z', 'never the repeat at 01:30Z'],
    ['Europe/Berlin', { hour: 8, minute: 0 }, '2026-03-28T07:00:00Z', '2026-03-29T06:00:00.000Z', '08:00 CET then CEST'],
    ['America/New_York', { hour: 2, minute: 30 }, '2026-03-07T12:00:00Z', '2026-03-08T07:00:00.000Z', '02:30 skipped: 03:00 EDT'],
    ['America/New_York', { hour: 2, minute: 0 }, '2026-03-07T12:00:00Z', '2026-03-08T07:00:00.000Z', '02:00 skipped: 03:00 EDT'],
    ['America/New_York', { hour: 3, minute: 0 }, '2026-03-08T06:59:00Z', '2026-03-08T07:00:00.000Z', '03:00 EDT exists'],
    ['America/New_York', { hour: 1, minute: 30 }, '2026-10-31T12:00:00Z', '2026-11-01T05:30:00.000Z', '01:30 twice: the first, EDT'],
    ['America/New_York', { hour: 1, minute: 30 }, '2026-11-01T05:30:00Z', '2026-11-02T06:30:00.000Z', 'runs once that night'],
    ['America/New_York', { hour: 8, minute: 0 }, '2026-03-08T11:59:00Z', '2026-03-08T12:00:00.000Z', '08:00 EDT'],
    ['America/New_York', { hour: 8, minute: 0 }, '2026-03-08T12:00:00Z', '2026-03-09T12:00:00.000Z', 'strictly after'],
    ['Asia/Kolkata', { hour: 8, minute: 0 }, '2026-11-24T00:00:00Z', '2026-11-24T02:30:00.000Z', '+05:30, no DST'],
    ['Asia/Kolkata', { hour: 0, minute: 15 }, '2026-11-24T18:44:00Z', '2026-11-24T18:45:00.000Z', 'just after local midnight'],
    ['Australia/Lord_Howe', { hour: 2, minute: 15 }, '2026-10-03T00:00:00Z', '2026-10-03T15:30:00.000Z', '02:00 jumps to 02:30: the jump'],
    ['Australia/Lord_Howe', { hour: 1, minute: 45 }, '2026-04-04T00:00:00Z', '2026-04-04T14:45:00.000Z', '01:45 twice (+11, +10:30): the first'],
    ['Australia/Lord_Howe', { hour: 1, minute: 45 }, '2026-04-04T14:45:00Z', '2026-04-05T15:15:00.000Z', 'not the repeat half an hour on'],
    ['UTC', null, '2026-12-31T23:00:00Z', '2027-01-01T08:00:00.000Z', 'no time chosen: 08:00, across the year'],
    ['Europe/Berlin', null, '2026-11-24T12:00:00Z', '2026-11-25T07:00:00.000Z', 'no time chosen: 08:00 CET'],
  ])('%s daily at %j after %s -> %s (%s)', (zone, time, after, expected) => {
    expect(next('daily', 1, time, NEW_YEAR, after, zone)).toBe(expected);
  });
});

describe('nextCheckAt: every N days and weeks counts from the anchor', () => {
  it.each<[IntervalType, number, Time, string, string, string, string, string]>([
    // type, N, time, anchor, after, zone, expected, why
    ['daily', 3, { hour: 8, minute: 0 }, '2026-11-24T10:00:00Z', '2026-11-24T10:00:00Z', 'UTC', '2026-11-25T08:00:00.000Z', 'today 08:00 passed: tomorrow first'],
    ['daily', 3, { hour: 8, minute: 0 }, '2026-11-24T10:00:00Z', '2026-11-25T08:00:00Z', 'UTC', '2026-11-28T08:00:00.000Z', 'then every 3 days'],
    ['daily', 3, { hour: 8, minute: 0 }, '2026-11-24T10:00:00Z', '2026-11-26T00:00:00Z', 'UTC', '2026-11-28T08:00:00.000Z', 'between slots'],
    ['daily', 3, { hour: 8, minute: 0 }, '2026-11-24T10:00:00Z', '2027-03-01T09:00:00Z', 'UTC', '2027-03-04T08:00:00.000Z', 'months later, same phase (99 days after 25 Nov)'],
    ['daily', 2, { hour: 2, minute: 30 }, '2026-03-27T00:00:00Z', '2026-03-27T01:30:00Z', 'Europe/Berlin', '2026-03-29T01:00:00.000Z', 'N=2 onto the skipped 02:30'],
    ['daily', 2, { hour: 2, minute: 30 }, '2026-03-27T00:00:00Z', '2026-03-29T01:00:00Z', 'Europe/Berlin', '2026-03-31T00:30:00.000Z', 'N=2 after the jump, CEST'],
    ['daily', 1, { hour: 9, minute: 0 }, '2026-11-24T10:00:00Z', '2026-11-20T00:00:00Z', 'UTC', '2026-11-25T09:00:00.000Z', 'never before the anchor'],
    ['weekly', 1, { weekday: 1, hour: 8, minute: 0 }, '2026-11-24T10:00:00Z', '2026-11-24T10:00:00Z', 'UTC', '2026-11-30T08:00:00.000Z', 'Tuesday anchor: next Monday'],
    ['weekly', 2, { weekday: 2, hour: 9, minute: 0 }, '2026-11-24T10:00:00Z', '2026-11-24T10:00:00Z', 'UTC', '2026-12-01T09:00:00.000Z', 'today 09:00 passed: next Tuesday'],
    ['weekly', 2, { weekday: 2, hour: 9, minute: 0 }, '2026-11-24T10:00:00Z', '2026-12-01T09:00:00Z', 'UTC', '2026-12-15T09:00:00.000Z', 'then every 2 weeks'],
    ['weekly', 2, { weekday: 2, hour: 9, minute: 0 }, '2026-11-24T10:00:00Z', '2026-12-08T09:00:00Z', 'UTC', '2026-12-15T09:00:00.000Z', 'the off week is skipped'],
    ['weekly', 3, { weekday: 0, hour: 12, minute: 0 }, '2026-11-24T10:00:00Z', '2027-01-01T00:00:00Z', 'UTC', '2027-01-10T12:00:00.000Z', 'Sundays 29 Nov, 20 Dec, 10 Jan'],
    ['weekly', 1, { weekday: 0, hour: 2, minute: 30 }, NEW_YEAR, '2026-03-07T12:00:00Z', 'America/New_York', '2026-03-08T07:00:00.000Z', 'Sunday 02:30 skipped: 03:00 EDT'],
    ['weekly', 1, { weekday: 0, hour: 1, minute: 30 }, NEW_YEAR, '2026-10-31T12:00:00Z', 'America/New_York', '2026-11-01T05:30:00.000Z', 'Sunday 01:30 twice: the first'],
    ['weekly', 1, { weekday: 3, hour: 23, minute: 0 }, NEW_YEAR, '2026-11-24T00:00:00Z', 'Asia/Kolkata', '2026-11-25T17:30:00.000Z', 'Wednesday 23:00 IST'],
  ])('%s every %i at %j from %s, after %s in %s -> %s (%s)', (type, n, time, anchor, after, zone, expected) => {
    expect(next(type, n, time, anchor, after, zone)).toBe(expected);
  });
});

describe('nextCheckAt: monthly, month ends and leap years', () => {
  it.each<[number, Time, string, string, string, string, string]>([
    // N, time, anchor, after, zone, expected, why
    [1, { monthDay: 31, hour: 8, minute: 0 }, NEW_YEAR, '2026-01-31T08:00:00Z', 'UTC', '2026-02-28T08:00:00.000Z', '31st in February: the 28th'],
    [1, { monthDay: 31, hour: 8, minute: 0 }, NEW_YEAR, '2026-02-28T08:00:00Z', 'UTC', '2026-03-31T08:00:00.000Z', 'back to the 31st'],
    [1, { monthDay: 31, hour: 8, minute: 0 }, NEW_YEAR, '2026-04-01T00:00:00Z', 'UTC', '2026-04-30T08:00:00.000Z', '31st in April: the 30th'],
    [1, { monthDay: 30, hour: 8, minute: 0 }, NEW_YEAR, '2028-02-01T00:00:00Z', 'UTC', '2028-02-29T08:00:00.000Z', '30th in a leap February: the 29th'],
    [1, { monthDay: 29, hour: 8, minute: 0 }, NEW_YEAR, '2028-02-01T00:00:00Z', 'UTC', '2028-02-29T08:00:00.000Z', 'the 29th exists in 2028'],
    [1, { monthDay: 29, hour: 8, minute: 0 }, NEW_YEAR, '2027-02-01T00:00:00Z', 'UTC', '2027-02-28T08:00:00.000Z', 'not in 2027'],
    [1, { monthDay: 31, hour: 23, minute: 30 }, NEW_YEAR, '2026-02-27T00:00:00Z', 'America/New_York', '2026-03-01T04:30:00.000Z', 'last day of February, late evening local'],
    [1, { monthDay: 1, hour: 0, minute: 0 }, NEW_YEAR, '2026-11-24T00:00:00Z', 'Asia/Kolkata', '2026-11-30T18:30:00.000Z', '1 Dec 00:00 IST'],
    [1, { monthDay: 8, hour: 2, minute: 30 }, NEW_YEAR, '2026-03-01T00:00:00Z', 'America/New_York', '2026-03-08T07:00:00.000Z', 'monthly onto the skipped hour'],
    [1, { monthDay: 25, hour: 2, minute: 30 }, NEW_YEAR, '2026-10-01T00:00:00Z', 'Europe/Berlin', '2026-10-25T00:30:00.000Z', 'monthly onto the repeated hour: first'],
    [3, { monthDay: 15, hour: 8, minute: 0 }, '2026-01-20T00:00:00Z', '2026-01-20T00:00:00Z', 'UTC', '2026-02-15T08:00:00.000Z', 'the 15th passed: next month first'],
    [3, { monthDay: 15, hour: 8, minute: 0 }, '2026-01-20T00:00:00Z', '2026-02-15T08:00:00Z', 'UTC', '2026-05-15T08:00:00.000Z', 'then every 3 months'],
    [3, { monthDay: 15, hour: 8, minute: 0 }, '2026-01-20T00:00:00Z', '2026-11-24T00:00:00Z', 'UTC', '2027-02-15T08:00:00.000Z', 'across the year'],
    [2, { monthDay: 1, hour: 8, minute: 0 }, '2026-11-01T00:00:00Z', '2026-11-24T00:00:00Z', 'UTC', '2027-01-01T08:00:00.000Z', 'N=2 from November'],
    [2, { monthDay: 31, hour: 8, minute: 0 }, '2026-12-01T00:00:00Z', '2027-01-01T00:00:00Z', 'UTC', '2027-02-28T08:00:00.000Z', 'N=2 onto a short February'],
  ])('every %i months at %j from %s, after %s in %s -> %s (%s)', (n, time, anchor, after, zone, expected) => {
    expect(next('monthly', n, time, anchor, after, zone)).toBe(expected);
  });
});

describe('nextCheckAt: hourly counts elapsed hours', () => {
  it.each<[number, number, string, string, string, string, string]>([
    // N, minute, anchor, after, zone, expected, why
    [1, 30, NEW_YEAR, '2026-11-01T05:45:00Z', 'America/New_York', '2026-11-01T06:30:00.000Z', '01:45 EDT -> 01:30 EST, an hour on'],
    [1, 0, NEW_YEAR, '2026-03-29T00:30:00Z', 'Europe/Berlin', '2026-03-29T01:00:00.000Z', '01:30 CET -> 03:00 CEST, an hour on'],
    [1, 0, NEW_YEAR, '2026-03-29T01:00:00Z', 'Europe/Berlin', '2026-03-29T02:00:00.000Z', 'strictly after'],
    [3, 15, '2026-11-24T10:00:00Z', '2026-11-24T09:00:00Z', 'UTC', '2026-11-24T10:15:00.000Z', 'first slot: the first :15 after the anchor'],
    [3, 15, '2026-11-24T10:00:00Z', '2026-11-24T10:15:00Z', 'UTC', '2026-11-24T13:15:00.000Z', 'then every 3 hours'],
    [3, 15, '2026-11-24T10:00:00Z', '2026-11-24T12:00:00Z', 'UTC', '2026-11-24T13:15:00.000Z', 'between slots'],
    [1, 0, '2026-11-24T00:00:00Z', '2026-11-24T00:00:00Z', 'Asia/Kolkata', '2026-11-24T00:30:00.000Z', '05:30 IST: 06:00 next'],
    [1, 0, '2026-11-24T00:00:00Z', '2026-11-24T00:30:00Z', 'Asia/Kolkata', '2026-11-24T01:30:00.000Z', '07:00 IST'],
    [2, 0, '2026-03-07T05:00:00Z', '2026-03-08T06:00:00Z', 'America/New_York', '2026-03-08T07:00:00.000Z', 'N=2 keeps 2 h spacing into EDT'],
    [1, 45, '2026-11-24T10:44:59Z', '2026-11-24T10:00:00Z', 'Asia/Kathmandu', '2026-11-24T11:00:00.000Z', '+05:45: :45 local is :00 UTC'],
    // Lord Howe moves by 30 minutes: the spacing holds, the local minute moves with the clock.
    [1, 0, NEW_YEAR, '2026-04-06T00:00:00Z', 'Australia/Lord_Howe', '2026-04-06T01:00:00.000Z', 'an hour on, 11:30 local in winter'],
  ])('every %i h at :%i from %s, after %s in %s -> %s (%s)', (n, minute, anchor, after, zone, expected) => {
    expect(next('hourly', n, { minute }, anchor, after, zone)).toBe(expected);
  });

  it.each([
    ['America/New_York', '2026-03-08T05:00:00Z', '2026-03-09T04:00:00Z', 23],
    ['America/New_York', '2026-11-01T04:00:00Z', '2026-11-02T05:00:00Z', 25],
    ['Europe/Berlin', '2026-10-24T22:00:00Z', '2026-10-25T23:00:00Z', 25],
    ['Asia/Kolkata', '2026-11-23T18:30:00Z', '2026-11-24T18:30:00Z', 24],
  ])('a local day in %s from %s to %s holds %i hourly runs', (zone, dayStart, dayEnd, runs) => {
    const schedule = { intervalType: 'hourly', intervalValue: 1, customSchedule: { minute: 0 }, anchor: new Date(NEW_YEAR) } as const;
    let count = 0;
    for (let at = nextCheckAt(schedule, new Date(Date.parse(dayStart) - 1), zone); at.getTime() < Date.parse(dayEnd); ) {
      count += 1;
      at = nextCheckAt(schedule, at, zone);
    }
    expect(count).toBe(runs);
  });
});

describe('nextCheckAt: a year of slots', () => {
  it.each([
    ['daily', 1, 'America/New_York'],
    ['daily', 2, 'Europe/Berlin'],
    ['weekly', 1, 'Australia/Lord_Howe'],
    ['monthly', 1, 'Asia/Kolkata'],
    ['monthly', 1, 'America/Santiago'],
  ] as const)('%s every %i in %s: one slot per unit, each at the chosen local time or just after a skipped one', (type, n, zone) => {
    const time = { minute: 30, hour: 2, weekday: 0, monthDay: 31 };
    const schedule = { intervalType: type, intervalValue: n, customSchedule: time, anchor: new Date(NEW_YEAR) };
    const seenDates = new Set<string>();
    let at = new Date(NEW_YEAR);
    for (let i = 0; i < (type === 'daily' ? 365 / n : type === 'weekly' ? 52 : 12); i += 1) {
      const slot = nextCheckAt(schedule, at, zone);
      expect(slot.getTime()).toBeGreaterThan(at.getTime());
      const local = localDateTimeOf(slot, zone);
      const date = `${local.year}-${local.month}-${local.day}`;
      expect(seenDates.has(date)).toBe(false);
      seenDates.add(date);
      // On time, or the clocks skipped 02:30 and it ran at the jump (never more than an hour late).
      const minutesLate = local.hour * 60 + local.minute - (2 * 60 + 30);
      expect(minutesLate === 0 || (minutesLate > 0 && minutesLate <= 60)).toBe(true);
      at = slot;
    }
  });
});
