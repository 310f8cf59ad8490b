import { isLocationCode, locationLabel } from '../../../../core/search/locations';

const dateTimeFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });
const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });
const timeFormat = new Intl.DateTimeFormat(undefined, { timeStyle: 'short' });
const shortDateFormat = new Intl.DateTimeFormat(undefined, { month: 'short', day: 'numeric' });

/** A check's time in the browser's own time zone, e.g. "Mar 1, 2026, 12:00 PM". */
export function formatCheckedAt(iso: string): string {
  return dateTimeFormat.format(new Date(iso));
}

/** Date and time apart, for a narrow table column. */
export function formatCheckedAtParts(iso: string): { date: string; time: string } {
  const at = new Date(iso);
  return { date: dateFormat.format(at), time: timeFormat.format(at) };
}

/** Compact day for chart ticks, e.g. "Mar 1". */
export function formatShortDate(iso: string): string {
  return shortDateFormat.format(new Date(iso));
}

/** Saved locations are codes; one from an older list still shows something readable. */
export function formatLocation(code: string): string {
  return isLocationCode(code) ? locationLabel(code) : code.toUpperCase();
}

/** 'featured_snippet' -> 'Featured snippet'. */
export function formatResultType(type: string): string {
  const words = type.replace(/[_-]+/g, ' ').trim();
  return words ? words.charAt(0).toUpperCase() + words.slice(1) : '—';
}
