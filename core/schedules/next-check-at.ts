import { instantOfLocalTime, localDateTimeOf, wallClockMs } from './local-wall-time';
import { DEFAULT_SCHEDULE_TIME, type ScheduleTime, type ScheduleTiming } from './schedule-timing';

const MINUTE_MS = 60_000;
const HOUR_MS = 3_600_000;
const DAY_MS = 86_400_000;

interface LocalDate {
  year: number;
  month: number;
  day: number;
}

/** Days since 1970-01-01 of a calendar date. */
function dayNumber(date: LocalDate): number {
  return Math.round(Date.UTC(date.year, date.month - 1, date.day) / DAY_MS);
}

function dateOfDayNumber(days: number): LocalDate {
  const date = new Date(days * DAY_MS);
  return { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() };
}

function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/**
 * Slots counted in calendar units from the anchor: `slotOf(k)` is the k-th unit's slot (unit 0 holds the
 * anchor). The first slot is the first one at or after the anchor; the answer is the first one after `after`.
 */
function nextCalendarSlot(slotOf: (unit: number) => Date, anchor: Date, after: Date, step: number, unitsToAfter: number): Date {
  const start = slotOf(0).getTime() >= anchor.getTime() ? 0 : 1;
  // Start a unit before the estimate: a slot's instant can sit either side of `after` by a DST shift.
  let unit = Math.max(start, start + Math.floor((unitsToAfter - 1 - start) / step) * step);
  for (;;) {
    const slot = slotOf(unit);
    if (slot.getTime() > after.getTime()) return slot;
    unit += step;
  }
}

/**
 * The first slot of a schedule strictly after `after`, in the user's time zone.
 *
 * - hourly: every N hours of elapsed time from the first :minute at or after the anchor. Runs keep their
 *   spacing through DST changes (a 25-hour day has 25 hourly runs); where a zone shifts by half an hour
 *   (Australia/Lord_Howe) the local minute moves with the clock until it shifts back.
 * - daily, weekly, monthly: at hour:minute local on every N-th day, week (on `weekday`) or month (on
 *   `monthDay`, the month's last day when it is shorter), counted in calendar units from the anchor's.
 *   A time the clocks skip runs at the first instant after it (the jump); a time shown twice runs once, at
 *   its first occurrence.
 *
 * @example nextCheckAt({ intervalType: 'daily', intervalValue: 1, customSchedule: { hour: 2, minute: 30 },
 *   anchor: new Date('2026-01-01T00:00:00Z') }, new Date('2026-03-08T06:00:00Z'), 'America/New_York')
 * // 2026-03-08T07:00:00.000Z (02:30 does not exist that night: 03:00 EDT)
 */
export function nextCheckAt(schedule: ScheduleTiming, after: Date, timeZone: string): Date {
  const time: ScheduleTime = { ...DEFAULT_SCHEDULE_TIME, ...schedule.customSchedule };
  const step = Math.max(1, Math.floor(schedule.intervalValue));
  const { anchor } = schedule;

  if (schedule.intervalType === 'hourly') {
    const first = firstLocalMinuteAtOrAfter(anchor, time.minute, timeZone);
    const period = step * HOUR_MS;
    if (first.getTime() > after.getTime()) return first;
    const periods = Math.floor((after.getTime() - first.getTime()) / period) + 1;
    return new Date(first.getTime() + periods * period);
  }

  const anchorLocal = localDateTimeOf(anchor, timeZone);
  const afterLocal = localDateTimeOf(after, timeZone);
  const at = (date: LocalDate): Date => instantOfLocalTime({ ...date, hour: time.hour, minute: time.minute }, timeZone);

  if (schedule.intervalType === 'daily') {
    const day0 = dayNumber(anchorLocal);
    return nextCalendarSlot((unit) => at(dateOfDayNumber(day0 + unit)), anchor, after, step, dayNumber(afterLocal) - day0);
  }

  if (schedule.intervalType === 'weekly') {
    // Week 0 holds the first `weekday` on or after the anchor's local date.
    const anchorDay = dayNumber(anchorLocal);
    const anchorWeekday = new Date(anchorDay * DAY_MS).getUTCDay();
    const day0 = anchorDay + ((time.weekday - anchorWeekday + 7) % 7);
    return nextCalendarSlot(
      (unit) => at(dateOfDayNumber(day0 + unit * 7)),
      anchor,
      after,
      step,
      Math.floor((dayNumber(afterLocal) - day0) / 7),
    );
  }

  const month0 = anchorLocal.year * 12 + anchorLocal.month - 1;
  const monthSlot = (unit: number): Date => {
    const index = month0 + unit;
    const year = Math.floor(index / 12);
    const month = (index % 12) + 1;
    return at({ year, month, day: Math.min(time.monthDay, daysInMonth(year, month)) });
  };
  return nextCalendarSlot(monthSlot, anchor, after, step, afterLocal.year * 12 + afterLocal.month - 1 - month0);
}

/** The first instant at or after `from` (to the minute) whose local clock reads `minute` past the hour. */
function firstLocalMinuteAtOrAfter(from: Date, minute: number, timeZone: string): Date {
  const start = Math.ceil(from.getTime() / MINUTE_MS) * MINUTE_MS;
  let best: number | undefined;
  // The offsets in force over the next two hours are the only candidates; each gives one UTC minute.
  for (const probe of [start, start + HOUR_MS, start + 2 * HOUR_MS]) {
    const offsetMinutes = Math.round((wallClockMs(probe, timeZone) - probe) / MINUTE_MS);
    const utcMinute = (((minute - offsetMinutes) % 60) + 60) % 60;
    const first = start + ((utcMinute - new Date(start).getUTCMinutes() + 60) % 60) * MINUTE_MS;
    for (const candidate of [first, first + HOUR_MS, first + 2 * HOUR_MS]) {
      if (localDateTimeOf(new Date(candidate), timeZone).minute !== minute) continue;
      if (best === undefined || candidate < best) best = candidate;
      break;
    }
  }
  // Every real zone shows each minute at least once in three hours; the start is a safe answer otherwise.
  return new Date(best ?? start);
}
