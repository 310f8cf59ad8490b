import { describe, expect, it } from 'vitest';
import type { PageSpeedRunRow } from '../../db/queries/pagespeed-runs';
import { PAGESPEED_MESSAGES, pageSpeedState } from './pagespeed-state';
import { PAGESPEED_STALE_MS } from './snapshot-limits';
import { PAGESPEED_RESULT as result } from '../../testing/pagespeed-result';

const STARTED = new Date('2026-11-24T10:00:00Z');
const RUN_ID = '3f6c1d2e-9b8a-4c7d-8e5f-1a2b3c4d5e6f';
const at = (ms: number) => new Date(STARTED.getTime() + ms);


function run(overrides: Partial<PageSpeedRunRow> = {}): PageSpeedRunRow {
  return {
    id: RUN_ID,
    url: 'https://example.com/',
    status: 'pending',
    result: null,
    error_reason: null,
    error_message: null,
    created_at: STARTED,
    finished_at: null,
    ...overrides,
  };
}

describe('pageSpeedState', () => {
  it.each([
    ['a pending run just started', run(), at(0), { status: 'pending', runId: RUN_ID, startedAt: STARTED.toISOString() }],
    ['a pending run at exactly 3 minutes', run(), at(PAGESPEED_STALE_MS), { status: 'pending', runId: RUN_ID, startedAt: STARTED.toISOString() }],
    [
      'a pending run past 3 minutes (its worker is gone)',
      run(),
      at(PAGESPEED_STALE_MS + 1),
      { status: 'unavailable', reason: 'failed', message: PAGESPEED_MESSAGES.stale, runId: RUN_ID },
    ],
    [
      'a ready run, however old',
      run({ status: 'ready', result, finished_at: at(40_000) }),
      at(30 * 24 * 3_600_000),
      { status: 'ready', runId: RUN_ID, result },
    ],
    [
      'a run refused by the quota',
      run({ status: 'failed', error_reason: 'rate_limited', error_message: 'Quota.', finished_at: at(1_000) }),
      at(2_000),
      { status: 'unavailable', reason: 'rate_limited', message: 'Quota.', runId: RUN_ID },
    ],
  ] as const)('%s', (_case, row, now, expected) => {
    expect(pageSpeedState(null, row, now)).toEqual(expected);
  });

  it.each([
    ['not_configured', { status: 'unavailable', reason: 'not_configured', message: PAGESPEED_MESSAGES.not_configured }],
    ['sign_in', { status: 'unavailable', reason: 'sign_in', message: PAGESPEED_MESSAGES.sign_in }],
    ['blocked', { status: 'unavailable', reason: 'failed', message: PAGESPEED_MESSAGES.blocked }],
  ] as const)('names no run when PageSpeed was skipped (%s)', (skipped, expected) => {
    expect(pageSpeedState(skipped, undefined, STARTED)).toEqual(expected);
  });
});
