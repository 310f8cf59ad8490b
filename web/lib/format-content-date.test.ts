import { describe, expect, it } from 'vitest';
import { formatContentDate } from './format-content-date';

describe('formatContentDate', () => {
  it('writes a calendar day as Intl’s en-US long date does, whatever the time zone', () => {
    const intl = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
    for (const day of ['2026-01-01', '2026-11-22', '2026-12-31', '2027-02-05']) {
      expect(formatContentDate(day)).toBe(intl.format(new Date(`${day}T00:00:00Z`)));
    }
  });
});
