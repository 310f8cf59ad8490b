import { addLocalDays, localDateOf, startOfLocalDate, type LocalDate } from '../plans/local-day';
import { formatIsoDay } from './report-period';

export type ReportFrequency = 'weekly' | 'monthly';

/** Scheduled reports go out at this local hour, so they are in the inbox at the start of the working day. */
export const SCHEDULED_REPORT_HOUR = 8;

const HOUR_MS = 3_600_000;
const minuteFormatters = new Map<string, Intl.DateTimeFormat>();

/** Minutes since local midnight of `instant` in the zone. */
function localMinutes(instant: Date, timeZone: string): number {
  let formatter = minuteFormatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', { timeZone, hourCycle: 'h23', hour: 'numeric', minute: 'numeric' });
    minuteFormatters.set(timeZone, formatter);
  }
  const parts = Object.fromEntries(formatter.formatToParts(instant).map((part) => [part.type, part.value]));
  return Number(parts.hour) * 60 + Number(parts.minute);
}

/**
 * The instant the local clock shows SCHEDULED_REPORT_HOUR:00 on `date`. Counted from the day's start and then
 * corrected by what the clock actually shows, so a DST change earlier that night does not shift it an hour.
 */
function sendInstantOn(date: LocalDate, timeZone: string): Date {
  const guess = new Date(startOfLocalDate(date, timeZone).getTime() + SCHEDULED_REPORT_HOUR * HOUR_MS);
  const drift = localMinutes(guess, timeZone) - SCHEDULED_REPORT_HOUR * 60;
  return new Date(guess.getTime() - drift * 60_000);
}

/**
 * When a schedule next sends: the first Monday 08:00 (weekly) or first 1st-of-the-month 08:00 (monthly), local
 * time in `timeZone`, strictly after `now`.
 * @example nextScheduledRun('weekly', new Date('2026-05-06T12:00:00Z'), 'UTC') // 2026-05-11T08:00:00.000Z
 */
export function nextScheduledRun(frequency: ReportFrequency, now: Date, timeZone: string): Date {
  const today = localDateOf(now, timeZone);
  for (let ahead = 0; ; ahead += 1) {
    const date = frequency === 'weekly' ? addLocalDays(today, ahead) : firstOfMonth(today, ahead);
    if (frequency === 'weekly' && weekday(date) !== 1) continue;
    const instant = sendInstantOn(date, timeZone);
    if (instant.getTime() > now.getTime()) return instant;
  }
}

/**
 * The period a report sent at `slot` covers, as yyyy-mm-dd days in `timeZone`: weekly, the 7 days before the
 * slot's day (Monday..Sunday of the week before); monthly, the whole calendar month before the slot's month.
 * @example scheduledReportPeriod('monthly', new Date('2026-03-01T08:00:00Z'), 'UTC') // { from: '2026-02-01', to: '2026-02-28' }
 */
export function scheduledReportPeriod(frequency: ReportFrequency, slot: Date, timeZone: string): { from: string; to: string } {
  const day = localDateOf(slot, timeZone);
  if (frequency === 'weekly') {
    return { from: formatIsoDay(addLocalDays(day, -7)), to: formatIsoDay(addLocalDays(day, -1)) };
  }
  const thisMonth = firstOfMonth(day, 0);
  return { from: formatIsoDay(firstOfMonth(day, -1)), to: formatIsoDay(addLocalDays(thisMonth, -1)) };
}

/** The 1st of the month `months` months after `date`'s month. */
function firstOfMonth(date: LocalDate, months: number): LocalDate {
  const first = new Date(Date.UTC(date.year, date.month - 1 + months, 1));
  return { year: first.getUTCFullYear(), month: first.getUTCMonth() + 1, day: 1 };
}

/** 0 = Sunday .. 6 = Saturday. */
function weekday(date: LocalDate): number {
  return new Date(Date.UTC(date.year, date.month - 1, date.day)).getUTCDay();
}
