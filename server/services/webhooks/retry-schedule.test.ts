import { describe, expect, it } from 'vitest';
import { nextAttemptAt, WEBHOOK_MAX_ATTEMPTS } from './retry-schedule';

const AT = new Date('2026-11-24T09:00:00Z');
const after = (failedAttempt: number, random = () => 0) => nextAttemptAt(failedAttempt, AT, random)?.getTime() ?? null;

describe('webhook retry schedule', () => {
  it.each([
    [1, 5_000],
    [2, 5 * 60_000],
    [3, 30 * 60_000],
    [4, 2 * 3_600_000],
    [5, 5 * 3_600_000],
  ])('after attempt %i fails, waits %i ms', (failed, wait) => {
    expect(after(failed)).toBe(AT.getTime() + wait);
  });

  it('gives up after the sixth attempt', () => {
    expect(WEBHOOK_MAX_ATTEMPTS).toBe(6);
    expect(after(6)).toBeNull();
    expect(after(7)).toBeNull();
  });

  it('adds at most a tenth of the wait as jitter', () => {
    expect(after(2, () => 0.999_999)).toBeLessThanOrEqual(AT.getTime() + 330_000);
    expect(after(2, () => 0.5)).toBe(AT.getTime() + 315_000);
  });
});
