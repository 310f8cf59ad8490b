const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;

/**
 * 'Last checked' text of a result: 'Just now' under 2 s (and for a clock slightly ahead), 'N seconds ago' under
 * 60 s, 'N minute(s) ago' under 60 min, else 'More than an hour ago'. Counts are whole units rounded down.
 * `now` is passed in so the card can tick it and tests can pin it.
 */
export function lastCheckedText(checkedAt: Date, now: Date): string {
  const elapsed = now.getTime() - checkedAt.getTime();
  if (elapsed < 2 * SECOND) return 'Just now';
  if (elapsed < MINUTE) return `${Math.floor(elapsed / SECOND)} seconds ago`;
  if (elapsed < HOUR) {
    const minutes = Math.floor(elapsed / MINUTE);
    return minutes === 1 ? '1 minute ago' : `${minutes} minutes ago`;
  }
  return 'More than an hour ago';
}
