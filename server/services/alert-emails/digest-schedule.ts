import { addLocalDays, localDateOf, startOfLocalDate, type LocalDate } from '../../../core/plans/local-day';
import { formatIsoDay } from '../../../core/reports/report-period';

const MINUTE_MS = 60_000;
const HOUR_MS = 3_600_000;
const formatters = new Map<string, Intl.DateTimeFormat>();

/** Minutes since local midnight that the zone's clock shows at `instant`. */
function wallMinutes(instant: number, timeZone: string): number {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', { timeZone, hourCycle: 'h23', hour: 'numeric', minute: 'numeric' });
    formatters.set(timeZone, formatter);
  }
  const parts = Object.fromEntries(formatter.formatToParts(instant).map((part) => [part.type, part.value]));
  return Number(parts.hour) * 60 + Number(parts.minute);
}

/**
 * The first instant of local date `date` at which the zone's clock shows `hour`:00 or later. On the night
 * the clocks spring forward over that hour (02:00 in New York in March) it is the jump itself (03:00); on the
 * night they fall back it is the first of the repeated hours. Undefined in the rare day that never reaches the
 * hour. Found by halving the day, to the minute: "the clock shows at least hour:00" only turns true once a day.
 */
export function digestInstantOn(date: LocalDate, hour: number, timeZone: string): Date | undefined {
  const start = startOfLocalDate(date, timeZone).getTime();
  const end = startOfLocalDate(addLocalDays(date, 1), timeZone).getTime();
  const reached = (minutes: number) => wallMinutes(start + minutes * MINUTE_MS, timeZone) >= hour * 60;
  let high = Math.ceil((end - start) / MINUTE_MS) - 1;
  if (!reached(high)) return undefined;
  let low = -1; // reached(low) is false, or low is before the day
  while (high - low > 1) {
    const middle = Math.floor((low + high) / 2);
    if (reached(middle)) high = middle;
    else low = middle;
  }
  return new Date(start + high * MINUTE_MS);
}

/** When a user's daily digest is due at `now`: the local date it belongs to (yyyy-mm-dd), or undefined. */
export interface DigestSlot {
  localDate: string;
  /** The instant the digest hour began that day. */
  at: Date;
}

/**
 * The digest slot `now` falls in: from the first instant of the local day showing `hour`:00, for one hour.
 * An hourly pass therefore finds each user due exactly once a day, in every zone (also those 30 or 45 minutes
 * off the hour) and across DST changes; a pass outside the hour finds nothing.
 * @example digestSlotAt(new Date('2026-07-01T06:00:00Z'), 'Europe/Berlin', 8) // { localDate: '2026-07-01', at: 2026-07-01T06:00Z }
 */
export function digestSlotAt(now: Date, timeZone: string, hour: number): DigestSlot | undefined {
  const date = localDateOf(now, timeZone);
  const at = digestInstantOn(date, hour, timeZone);
  if (!at || now.getTime() < at.getTime() || now.getTime() >= at.getTime() + HOUR_MS) return undefined;
  return { localDate: formatIsoDay(date), at };
}
