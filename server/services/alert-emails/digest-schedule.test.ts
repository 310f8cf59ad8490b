import { describe, expect, it } from 'vitest';
import { localDateOf } from '../../../core/plans/local-day';
import { formatIsoDay } from '../../../core/reports/report-period';
import { digestInstantOn, digestSlotAt } from './digest-schedule';

const HOUR_MS = 3_600_000;
const utc = (iso: string) => new Date(`${iso}Z`);

describe('digestInstantOn', () => {
  it.each([
    // zone, local date, hour, instant (UTC)
    ['UTC', '2026-11-24', 8, '2026-11-24T08:00'],
    ['Europe/Berlin', '2026-01-15', 8, '2026-01-15T07:00'],
    ['Europe/Berlin', '2026-07-01', 8, '2026-07-01T06:00'],
    ['Asia/Kathmandu', '2026-05-01', 8, '2026-05-01T02:15'],
    ['Pacific/Chatham', '2026-05-01', 0, '2026-04-30T11:15'],
    // New York springs forward at 02:00 EST on 8 March 2026: 02:00 never shows, the jump (03:00 EDT) stands in.
    ['America/New_York', '2026-03-08', 2, '2026-03-08T07:00'],
    ['America/New_York', '2026-03-08', 8, '2026-03-08T12:00'],
    // It falls back at 02:00 EDT on 1 November: 01:00 shows twice, the first one counts.
    ['America/New_York', '2026-11-01', 1, '2026-11-01T05:00'],
    ['America/New_York', '2026-11-01', 8, '2026-11-01T13:00'],
  ])('%s %s at %i:00 is %s', (timeZone, day, hour, expected) => {
    const [year, month, date] = day.split('-').map(Number) as [number, number, number];
    expect(digestInstantOn({ year, month, day: date }, hour, timeZone)?.toISOString()).toBe(utc(expected).toISOString());
  });
});

describe('digestSlotAt', () => {
  it.each([
    ['2026-07-01T06:00', 'Europe/Berlin', 8, '2026-07-01'],
    ['2026-07-01T06:59', 'Europe/Berlin', 8, '2026-07-01'],
    ['2026-07-01T07:00', 'Europe/Berlin', 8, undefined],
    ['2026-07-01T05:59', 'Europe/Berlin', 8, undefined],
    // 03:00 UTC is 08:45 in Kathmandu: the one hourly pass inside its 08:00 hour.
    ['2026-05-01T03:00', 'Asia/Kathmandu', 8, '2026-05-01'],
    ['2026-05-01T02:00', 'Asia/Kathmandu', 8, undefined],
    // Local date, not UTC date: 23:00 in Los Angeles on 23 November is 07:00 UTC on the 24th.
    ['2026-11-24T07:00', 'America/Los_Angeles', 23, '2026-11-23'],
    // The spring-forward day: 12:00 UTC is 08:00 EDT; 13:00 UTC would be 08:00 only in winter time.
    ['2026-03-08T12:00', 'America/New_York', 8, '2026-03-08'],
    ['2026-03-08T13:00', 'America/New_York', 8, undefined],
    ['2026-03-08T07:00', 'America/New_York', 2, '2026-03-08'],
    ['2026-11-01T05:00', 'America/New_York', 1, '2026-11-01'],
    ['2026-11-01T06:00', 'America/New_York', 1, undefined],
  ])('at %s in %s with hour %i: %s', (now, timeZone, hour, localDate) => {
    expect(digestSlotAt(utc(now), timeZone, hour)?.localDate).toBe(localDate);
  });

  // Hourly passes over days with clock changes (and zones 30 or 45 minutes off the hour, and one whose DST
  // step is 30 minutes): every local day is due in exactly one pass, whatever the hour.
  it.each([
    ['America/New_York', ['2026-03-06', '2026-10-30']],
    ['Europe/Berlin', ['2026-03-27', '2026-10-23']],
    ['America/Santiago', ['2026-04-02', '2026-09-04']],
    ['Australia/Lord_Howe', ['2026-04-02', '2026-10-02']],
    ['Asia/Kathmandu', ['2026-06-01']],
  ])('%s: one pass a day for every hour', (timeZone, starts) => {
    for (const start of starts) {
      const from = utc(`${start}T00:00`).getTime();
      for (let hour = 0; hour < 24; hour += 1) {
        const due = new Map<string, number>();
        for (let at = from; at < from + 5 * 24 * HOUR_MS; at += HOUR_MS) {
          const slot = digestSlotAt(new Date(at), timeZone, hour);
          if (slot) due.set(slot.localDate, (due.get(slot.localDate) ?? 0) + 1);
        }
        // The days wholly inside the passes: from the second local date to the second to last.
        const first = localDateOf(new Date(from), timeZone);
        const days = [1, 2, 3].map((ahead) => formatIsoDay(localDateOf(new Date(from + (ahead + 0.5) * 24 * HOUR_MS), timeZone)));
        expect(days.map((day) => [day, due.get(day)]), `${timeZone} from ${formatIsoDay(first)} at ${hour}:00`).toEqual(days.map((day) => [day, 1]));
      }
    }
  });
});
