import { addLocalDays, startOfLocalDate, type LocalDate } from '../plans/local-day';

/** The longest period a report may cover: a leap year. */
export const MAX_REPORT_DAYS = 366;

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_MS = 86_400_000;

/** A yyyy-mm-dd day as a LocalDate, or null when it is not a real calendar day (2026-02-30). */
export function parseIsoDay(day: string): LocalDate | null {
  const match = ISO_DAY.exec(day);
  if (!match) return null;
  const [year, month, date] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const check = new Date(Date.UTC(year, month - 1, date));
  if (check.getUTCFullYear() !== year || check.getUTCMonth() !== month - 1 || check.getUTCDate() !== date) return null;
  return { year, month, day: date };
}

/** A LocalDate as yyyy-mm-dd. */
export function formatIsoDay(date: LocalDate): string {
  const pad = (value: number, width: number) => String(value).padStart(width, '0');
  return `${pad(date.year, 4)}-${pad(date.month, 2)}-${pad(date.day, 2)}`;
}

function toDay(day: string): LocalDate {
  const parsed = parseIsoDay(day);
  if (!parsed) throw new RangeError(`not a calendar day: ${day}`);
  return parsed;
}

/** Days in the period from `from` to `to`, both inclusive (0 or less when `to` is before `from`). */
export function periodLengthDays(from: string, to: string): number {
  const a = toDay(from);
  const b = toDay(to);
  return Math.round((Date.UTC(b.year, b.month - 1, b.day) - Date.UTC(a.year, a.month - 1, a.day)) / DAY_MS) + 1;
}

/**
 * Why a period cannot be reported on, as a message for the user, or null when it is fine: both days must be
 * real calendar days, `from` not after `to`, and at most MAX_REPORT_DAYS days in all.
 * @example periodProblem('2026-05-10', '2026-05-01') // 'The start date must be on or before the end date.'
 */
export function periodProblem(from: string, to: string): string | null {
  if (!parseIsoDay(from) || !parseIsoDay(to)) return 'Dates must be real calendar days (YYYY-MM-DD).';
  const days = periodLengthDays(from, to);
  if (days < 1) return 'The start date must be on or before the end date.';
  if (days > MAX_REPORT_DAYS) return `A report covers at most ${MAX_REPORT_DAYS} days.`;
  return null;
}

/**
 * The instants a period of local days covers: [start, endExclusive), from the first instant of `from` to the
 * first instant of the day after `to`, both in `timeZone` (so DST days are 23 or 25 hours long).
 * @example periodBounds('2026-05-01', '2026-05-01', 'Asia/Kathmandu') // 2026-04-30T18:15Z .. 2026-05-01T18:15Z
 */
export function periodBounds(from: string, to: string, timeZone: string): { start: Date; endExclusive: Date } {
  return {
    start: startOfLocalDate(toDay(from), timeZone),
    endExclusive: startOfLocalDate(addLocalDays(toDay(to), 1), timeZone),
  };
}

/** Every day of the period, oldest first, as yyyy-mm-dd. */
export function periodDays(from: string, to: string): string[] {
  const first = toDay(from);
  const days: string[] = [];
  for (let i = 0; i < periodLengthDays(from, to); i += 1) days.push(formatIsoDay(addLocalDays(first, i)));
  return days;
}
