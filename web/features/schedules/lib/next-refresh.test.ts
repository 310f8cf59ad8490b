import { describe, expect, it } from 'vitest';
import { makeScheduledCheck } from '../testing/schedule-fakes';
import { nextRefreshMs } from './next-refresh';

const now = Date.parse('2026-11-24T10:00:00Z');
const at = (iso: string, isActive = true) => makeScheduledCheck({ nextCheckAt: iso, isActive });

describe('nextRefreshMs', () => {
  it.each([
    ['nothing loaded', undefined, false],
    ['no schedules', [], false],
    ['only paused ones', [at('2026-11-24T10:05:00Z', false)], false],
    ['one due in 5 minutes', [at('2026-11-24T10:05:00Z')], 5 * 60_000 + 30_000],
    ['the soonest of several', [at('2026-11-24T12:00:00Z'), at('2026-11-24T10:02:00Z'), at('2026-11-24T10:01:00Z', false)], 150_000],
    ['one overdue', [at('2026-11-24T09:00:00Z')], 30_000],
    ['one due in a day', [at('2026-11-25T10:00:00Z')], 600_000],
  ] as const)('%s', (_name, items, ms) => {
    expect(nextRefreshMs(items, now)).toBe(ms);
  });
});
