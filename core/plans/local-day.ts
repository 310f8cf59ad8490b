/**
 * Calendar days in an IANA time zone, computed with Intl.DateTimeFormat alone so it works in Node and in the
 * browser. A day's start is the first instant whose local date is that day: normally local midnight, but in
 * zones whose clocks jump at midnight (America/Santiago in spring) the day starts at the jump, 01:00.
 */

/** A local calendar date; month is 1-12. */
export interface LocalDate {
  year: number;
  month: number;
  day: number;
}

const DAY_MS = 86_400_000;
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The wall clock of `instant` in the zone, as if it were a UTC time (ms), to the second. */
export function wallClockMs(instant: number, timeZone: string): number {
  const parts: Record<string, number> = {};
  for (const part of formatterFor(timeZone).formatToParts(instant)) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return Date.UTC(parts.year ?? 0, (parts.month ?? 1) - 1, parts.day ?? 1, parts.hour ?? 0, parts.minute ?? 0, parts.second ?? 0);
}

/** Local time minus UTC at `instant`, in ms (e.g. +05:45 -> 20_700_000). */
export function offsetAt(instant: number, timeZone: string): number {
  return wallClockMs(instant, timeZone) - Math.floor(instant / 1000) * 1000;
}

/**
 * True when `timeZone` is a zone this runtime knows: IANA names such as 'Europe/Berlin' or 'Asia/Kathmandu',
 * and 'UTC'. Names are kept as given: ICU's canonical forms are older spellings ('Asia/Katmandu').
 */
export function isValidTimeZone(timeZone: string): boolean {
  if (timeZone.trim() === '' || timeZone.length > 64) return false;
  try {
    // Through the cache: building a formatter costs far more than reusing one, and valid zones are reused.
    formatterFor(timeZone);
    return true;
  } catch {
    return false;
  }
}

/**
 * The zone a user's days are counted in: theirs when this runtime knows it, else UTC (an account saved before
 * zones were asked for, or a zone a newer runtime knew). Every per-user day, limit and schedule reads it here.
 */
export function userTimeZone(timeZone: string | null | undefined): string {
  return timeZone !== null && timeZone !== undefined && isValidTimeZone(timeZone) ? timeZone : 'UTC';
}

/** The local calendar date of `now` in the zone. */
export function localDateOf(now: Date, timeZone: string): LocalDate {
  const wall = new Date(wallClockMs(now.getTime(), timeZone));
  return { year: wall.getUTCFullYear(), month: wall.getUTCMonth() + 1, day: wall.getUTCDate() };
}

/** `date` moved by `days` calendar days (negative moves back). */
export function addLocalDays(date: LocalDate, days: number): LocalDate {
  const moved = new Date(Date.UTC(date.year, date.month - 1, date.day + days));
  return { year: moved.getUTCFullYear(), month: moved.getUTCMonth() + 1, day: moved.getUTCDate() };
}

/**
 * The first instant of a local calendar date in the zone.
 * @example startOfLocalDate({ year: 2026, month: 1, day: 1 }, 'Asia/Kathmandu') // 2025-12-31T18:15:00.000Z
 */
export function startOfLocalDate(date: LocalDate, timeZone: string): Date {
  const midnight = Date.UTC(date.year, date.month - 1, date.day);
  // The instant is within a day of `midnight` read as UTC; the offsets in force around it are the candidates.
  const offsets = [...new Set([offsetAt(midnight - DAY_MS, timeZone), offsetAt(midnight, timeZone), offsetAt(midnight + DAY_MS, timeZone)])];
  let earliest: number | undefined;
  for (const offset of offsets) {
    const candidate = midnight - offset;
    if (offsetAt(candidate, timeZone) === offset && (earliest === undefined || candidate < earliest)) earliest = candidate;
  }
  if (earliest !== undefined) return new Date(earliest);
  // Midnight does not exist (the clocks jump over it): the day starts at the jump, the first instant whose
  // wall clock is past midnight.
  let low = midnight - Math.max(...offsets);
  let high = midnight - Math.min(...offsets);
  while (high - low > 1) {
    const middle = Math.floor((low + high) / 2);
    if (middle + offsetAt(middle, timeZone) >= midnight) high = middle;
    else low = middle;
  }
  return new Date(high);
}

/**
 * The start of `now`'s calendar day in the zone: checks since then are today's.
 * @example startOfLocalDay(new Date('2026-03-01T10:00:00Z'), 'Pacific/Auckland') // 2026-02-28T11:00:00.000Z (NZDT, +13)
 */
export function startOfLocalDay(now: Date, timeZone: string): Date {
  return startOfLocalDate(localDateOf(now, timeZone), timeZone);
}

/** The start of the next calendar day in the zone: when today's allowance renews. */
export function nextLocalMidnight(now: Date, timeZone: string): Date {
  return startOfLocalDate(addLocalDays(localDateOf(now, timeZone), 1), timeZone);
}

/**
 * The last millisecond (23:59:59.999 local) of the calendar day `daysAhead` days after `now`'s.
 * @example endOfLocalDay(new Date('2026-05-01T10:00:00Z'), 'UTC', 3) // 2026-05-04T23:59:59.999Z
 */
export function endOfLocalDay(now: Date, timeZone: string, daysAhead: number): Date {
  const next = startOfLocalDate(addLocalDays(localDateOf(now, timeZone), daysAhead + 1), timeZone);
  return new Date(next.getTime() - 1);
}

/** Whole calendar days from `from`'s local date to `to`'s (negative when `to` is earlier). */
export function localDaysBetween(from: Date, to: Date, timeZone: string): number {
  const a = localDateOf(from, timeZone);
  const b = localDateOf(to, timeZone);
  return Math.round((Date.UTC(b.year, b.month - 1, b.day) - Date.UTC(a.year, a.month - 1, a.day)) / DAY_MS);
}
