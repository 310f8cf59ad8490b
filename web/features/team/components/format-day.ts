const DAY = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });

/** '12 Jun 2026': when an invitation was sent or expires. */
export function formatDay(iso: string): string {
  return DAY.format(new Date(iso));
}
