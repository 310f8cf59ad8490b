import { describe, expect, it } from 'vitest';
import { lastCheckedText } from './last-checked';

const checkedAt = new Date('2025-06-01T12:00:00.000Z');
const after = (ms: number) => new Date(checkedAt.getTime() + ms);

describe('lastCheckedText', () => {
  it.each([
    [-5_000, 'Just now'],
    [0, 'Just now'],
    [1_999, 'Just now'],
    [2_000, '2 seconds ago'],
    [2_999, '2 seconds ago'],
    [59_000, '59 seconds ago'],
    [59_999, '59 seconds ago'],
    [60_000, '1 minute ago'],
    [119_999, '1 minute ago'],
    [120_000, '2 minutes ago'],
    [59 * 60_000, '59 minutes ago'],
    [60 * 60_000 - 1, '59 minutes ago'],
    [60 * 60_000, 'More than an hour ago'],
    [26 * 60 * 60_000, 'More than an hour ago'],
  ])('%i ms after the check -> %s', (elapsed, text) => {
    expect(lastCheckedText(checkedAt, after(elapsed))).toBe(text);
  });
});
