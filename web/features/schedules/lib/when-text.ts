const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** Days between the local calendar days of `from` and `to` (DST-proof: counts dates, not 24-hour blocks). */
function calendarDays(from: Date, to: Date): number {
  const day = (d: Date) => Date.UTC(d.getFullYear(), d.getMonth(), d.getDate());
  return Math.round((day(to) - day(from)) / (24 * HOUR));
}

/**
 * How far `iso` is from `now`, in words: 'in 5 minutes', 'in 3 hours', 'tomorrow', 'in 4 days', '2 hours
 * ago', 'yesterday'. Within a minute either way it is 'now'. Days count local calendar days, so 23:30 → 00:10
 * is 'tomorrow', as a person would say.
 */
export function relativeText(iso: string, now: Date): string {
  const when = new Date(iso);
  const diff = when.getTime() - now.getTime();
  const format = new Intl.RelativeTimeFormat('en', { numeric: 'auto' });
  if (Math.abs(diff) < MINUTE) return 'now';
  if (Math.abs(diff) < HOUR) return format.format(Math.trunc(diff / MINUTE), 'minute');
  const days = calendarDays(now, when);
  if (Math.abs(diff) < 12 * HOUR || days === 0) return format.format(Math.round(diff / HOUR), 'hour');
  return format.format(days, 'day');
}

/** The date and time in the reader's zone and locale, with the year only when it is not this year's. */
export function absoluteText(iso: string, now: Date, locale?: string): string {
  const when = new Date(iso);
  return new Intl.DateTimeFormat(locale, {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    ...(when.getFullYear() === now.getFullYear() ? {} : { year: 'numeric' }),
    hour: '2-digit',
    minute: '2-digit',
  }).format(when);
}

/**
 * The next run as the list shows it: 'in 3 hours', or 'due now' when its time has come (the runner picks it
 * up within the minute, or as soon as workers are back after an outage).
 */
export function nextRunText(nextCheckAt: string, now: Date): string {
  return new Date(nextCheckAt).getTime() <= now.getTime() + 30_000 ? 'due now' : relativeText(nextCheckAt, now);
}
