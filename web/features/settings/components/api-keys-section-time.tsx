import { formatRelativeTime } from '../../../lib/format-relative-time';

const day = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });
const moment = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** The day a key was made, in the reader's locale. */
export function CreatedDate({ iso }: { iso: string }) {
  return <time dateTime={iso}>{day.format(new Date(iso))}</time>;
}

/** When a key was last used, relative, with the exact moment on hover; 'Never' for an unused key. */
export function LastUsed({ iso, now }: { iso: string | null; now: Date }) {
  if (iso === null) return <>Never</>;
  return (
    <time dateTime={iso} title={moment.format(new Date(iso))}>
      {formatRelativeTime(iso, now)}
    </time>
  );
}
