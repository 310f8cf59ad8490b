import { describe, expect, it } from 'vitest';
import { lastOutcome, rankText, scheduleTrend } from './outcome';

describe('lastOutcome', () => {
  it.each([
    [{ lastStatus: null, lastError: null }, 'none', 'No runs yet'],
    [{ lastStatus: 'succeeded', lastError: null }, 'ok', 'Last run ok'],
    [{ lastStatus: 'failed', lastError: 'the search engine did not answer' }, 'failed', 'Last run failed: the search engine did not answer'],
    [{ lastStatus: 'failed', lastError: null }, 'failed', 'Last run failed: the search could not be completed'],
    [{ lastStatus: 'skipped', lastError: 'your 3 checks for today were used' }, 'skipped', 'Skipped: your 3 checks for today were used'],
  ] as const)('%o is %s: %s', (schedule, kind, text) => {
    expect(lastOutcome(schedule)).toEqual({ kind, text });
  });
});

describe('rankText and scheduleTrend', () => {
  it.each([
    [null, null, null, null],
    [7, null, '#7', { trend: 'new', text: 'First check' }],
    [4, 9, '#4', { trend: 'improving', text: 'Up 5 from #9' }],
    [12, 8, '#12', { trend: 'dropping', text: 'Down 4 from #8' }],
    [5, 5, '#5', { trend: 'stable', text: 'Unchanged at #5' }],
    [0, 30, 'Not found', { trend: 'dropping', text: 'Dropped out of the results (was #30)' }],
    [40, 0, '#40', { trend: 'improving', text: 'Entered the results at #40' }],
  ] as const)('rank %s after %s', (lastRank, previousRank, text, trend) => {
    expect(rankText(lastRank)).toBe(text);
    expect(scheduleTrend({ lastRank, previousRank })).toEqual(trend);
  });
});
