import { describe, expect, it } from 'vitest';
import { formatRelativeTime } from './format-relative-time';

const NOW = new Date('2026-11-24T12:00:00.000Z');
const ago = (seconds: number) => new Date(NOW.getTime() - seconds * 1000).toISOString();

describe('formatRelativeTime', () => {
  it.each([
    [0, 'just now'],
    [59, 'just now'],
    [-30, 'just now'],
    [60, '1 minute ago'],
    [5 * 60 + 59, '5 minutes ago'],
    [60 * 60, '1 hour ago'],
    [23 * 60 * 60, '23 hours ago'],
    [24 * 60 * 60, '1 day ago'],
    [2 * 24 * 60 * 60, '2 days ago'],
    [7 * 24 * 60 * 60, '1 week ago'],
    [29 * 24 * 60 * 60, '4 weeks ago'],
    [30 * 24 * 60 * 60, '1 month ago'],
    [400 * 24 * 60 * 60, '1 year ago'],
  ])('%i s ago reads %s', (seconds, text) => {
    expect(formatRelativeTime(ago(seconds), NOW)).toBe(text);
  });

  it("reads an unreadable date as 'just now' rather than 'NaN'", () => {
    expect(formatRelativeTime('not a date', NOW)).toBe('just now');
  });
});
