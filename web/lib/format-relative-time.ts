const UNITS: Array<[Intl.RelativeTimeFormatUnit, number]> = [
  ['year', 365 * 24 * 60 * 60],
  ['month', 30 * 24 * 60 * 60],
  ['week', 7 * 24 * 60 * 60],
  ['day', 24 * 60 * 60],
  ['hour', 60 * 60],
  ['minute', 60],
];

let formatter: Intl.RelativeTimeFormat | undefined;

/**
 * How long ago something happened (spec §3's notification times, an API key's last use), as '5 minutes ago' or
 * '2 days ago'; under a minute (or a clock a little ahead of the server's) is 'just now'. Counts are whole units rounded down, as people read them.
 */
export function formatRelativeTime(iso: string, now: Date): string {
  const seconds = Math.floor((now.getTime() - new Date(iso).getTime()) / 1000);
  if (!Number.isFinite(seconds) || seconds < 60) return 'just now';
  // Built on first use: the bell renders on every signed-in page, most of them without the panel open.
  formatter ??= new Intl.RelativeTimeFormat('en', { numeric: 'always' });
  for (const [unit, size] of UNITS) {
    if (seconds >= size) return formatter.format(-Math.floor(seconds / size), unit);
  }
  return 'just now';
}
