/**
 * Wall-clock times in an IANA time zone, with Intl.DateTimeFormat alone (Node and the browser). A wall time
 * the clocks skip (02:30 on a spring-forward night) is read as the first instant after it, the moment the
 * clocks jump; a wall time the clocks show twice (01:30 on an autumn night) as its first occurrence.
 */
import { offsetAt, wallClockMs } from '../plans/local-day';

export { wallClockMs };

/** A local wall time; month is 1-12. */
export interface LocalDateTime {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
}

const DAY_MS = 86_400_000;
/** The local wall time of `instant` in the zone, to the minute. */
export function localDateTimeOf(instant: Date, timeZone: string): LocalDateTime {
  const wall = new Date(wallClockMs(instant.getTime(), timeZone));
  return {
    year: wall.getUTCFullYear(),
    month: wall.getUTCMonth() + 1,
    day: wall.getUTCDate(),
    hour: wall.getUTCHours(),
    minute: wall.getUTCMinutes(),
  };
}

/**
 * The instant a local wall time names in the zone.
 * @example instantOfLocalTime({ year: 2026, month: 3, day: 8, hour: 2, minute: 30 }, 'America/New_York')
 * // 2026-03-08T07:00:00.000Z: 02:30 is skipped, so 03:00 EDT, when the clocks jump
 */
export function instantOfLocalTime(local: LocalDateTime, timeZone: string): Date {
  const wall = Date.UTC(local.year, local.month - 1, local.day, local.hour, local.minute);
  // Offsets in force within a day either side are the only candidates; a valid reading keeps its offset.
  const offsets = [...new Set([offsetAt(wall - DAY_MS, timeZone), offsetAt(wall, timeZone), offsetAt(wall + DAY_MS, timeZone)])];
  let earliest: number | undefined;
  for (const offset of offsets) {
    const candidate = wall - offset;
    if (offsetAt(candidate, timeZone) === offset && (earliest === undefined || candidate < earliest)) earliest = candidate;
  }
  if (earliest !== undefined) return new Date(earliest);
  // Skipped by the clocks: the first instant whose wall clock reads at or past it.
  let low = wall - Math.max(...offsets);
  let high = wall - Math.min(...offsets);
  while (high - low > 1) {
    const middle = Math.floor((low + high) / 2);
    if (middle + offsetAt(middle, timeZone) >= wall) high = middle;
    else low = middle;
  }
  return new Date(high);
}
