const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/**
 * "2026-11-22" → "November 22, 2026". Content dates are calendar days, written out from their parts so the
 * build's render and every visitor's browser show the same day (no time zone involved), and without an
 * Intl.DateTimeFormat, whose first use costs tens of milliseconds on a slow phone.
 */
export function formatContentDate(isoDay: string): string {
  const [year, month, day] = isoDay.split('-').map(Number);
  return `${MONTHS[(month ?? 1) - 1]} ${day}, ${year}`;
}
