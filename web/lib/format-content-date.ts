const FORMAT = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });

/**
 * "2026-11-22" → "November 22, 2026". Content dates are calendar days, read as UTC so the build's render
 * and every visitor's browser show the same day.
 */
export function formatContentDate(isoDay: string): string {
  return FORMAT.format(new Date(`${isoDay}T00:00:00Z`));
}
