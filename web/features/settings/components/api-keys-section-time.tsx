const UNITS: Array<[Intl.RelativeTimeFormatUnit, number]> = [
  ['year', 365 * 24 * 60 * 60],
  ['month', 30 * 24 * 60 * 60],
  ['week', 7 * 24 * 60 * 60],
  ['day', 24 * 60 * 60],
  ['hour', 60 * 60],
  ['minute', 60],
];

const relative = new Intl.RelativeTimeFormat('en', { numeric: 'always' });
const day = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });
const moment = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/**
 * How long ago a key was last used: '5 minutes ago', '2 days ago'; under a minute (or a clock a little
 * behind the server's) is 'just now'. Whole units rounded down, as people read them.
 */
export function lastUsedText(iso: string, now: Date): string {
  const seconds = Math.floor((now.getTime() - new Date(iso).getTime()) / 1000);
  if (!Number.isFinite(seconds) || seconds < 60) return 'just now';
  for (const [unit, size] of UNITS) {
    if (seconds >= size) return relative.format(-Math.floor(seconds / size), unit);
  }
  return 'just now';
}

/** The day a key was made, in the reader's locale. */
export function CreatedDate({ iso }: { iso: string }) {
  return <time dateTime={iso}>{day.format(new Date(iso))}</time>;
}

/** When a key was last used, relative, with the exact moment on hover; 'Never' for an unused key. */
export function LastUsed({ iso, now }: { iso: string | null; now: Date }) {
  if (iso === null) return <>Never</>;
  return (
    <time dateTime={iso} title={moment.format(new Date(iso))}>
      {lastUsedText(iso, now)}
    </time>
  );
}
