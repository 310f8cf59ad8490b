import type { ScheduledCheck } from '../../../../contracts/scheduled-check';
import { jsonResponse } from '../../../testing/fake-api';
import type { ScheduleRun } from '../api/schedule-runs';

/** A daily 08:00 schedule of 'running shoes' on example.com (Google, US, desktop), last at #7 from #9. */
export function makeScheduledCheck(overrides: Partial<ScheduledCheck> = {}): ScheduledCheck {
  return {
    id: '1',
    websiteUrl: 'example.com',
    keyword: 'running shoes',
    location: 'us',
    searchEngine: 'google',
    device: 'desktop',
    competitorUrls: [],
    intervalType: 'daily',
    intervalValue: 1,
    customSchedule: { minute: 0, hour: 8, weekday: 1, monthDay: 1 },
    isActive: true,
    nextCheckAt: new Date(Date.now() + 3 * 3_600_000).toISOString(),
    lastRunAt: new Date(Date.now() - 21 * 3_600_000).toISOString(),
    lastStatus: 'succeeded',
    lastError: null,
    lastRank: 7,
    previousRank: 9,
    estimatedSearchesPerMonth: 305,
    createdAt: '2026-11-01T08:00:00.000Z',
    ...overrides,
  };
}

export function makeRun(overrides: Partial<ScheduleRun> = {}): ScheduleRun {
  return {
    id: '100',
    slotAt: '2026-11-24T08:00:00.000Z',
    status: 'succeeded',
    attempts: 1,
    error: null,
    rank: 7,
    finishedAt: '2026-11-24T08:00:12.000Z',
    ...overrides,
  };
}

type Handler = (request: { url: URL; method: string; body: unknown }) => Response | Promise<Response>;

/**
 * Routes of the scheduled-check API over `items`, keeping changes as the server would: PUT replaces the
 * fields sent, DELETE removes, run now queues a run that `runs` (per id) answers. Spread into fakeApi()
 * beside other routes; override single routes after the spread.
 */
export function scheduleRoutes(items: ScheduledCheck[], runs: Record<string, ScheduleRun[]> = {}): Record<string, Handler> {
  let current = items.map((item) => ({ ...item }));
  const base = '/api/v1/me/scheduled-checks';
  return {
    [`GET ${base}`]: () => jsonResponse({ items: current }),
    ...Object.fromEntries(
      items.flatMap((item) => [
        [
          `PUT ${base}/${item.id}`,
          ({ body }: { body: unknown }) => {
            current = current.map((s) => (s.id === item.id ? { ...s, ...(body as Partial<ScheduledCheck>) } : s));
            return jsonResponse(current.find((s) => s.id === item.id));
          },
        ],
        [
          `DELETE ${base}/${item.id}`,
          () => {
            current = current.filter((s) => s.id !== item.id);
            return new Response(null, { status: 204 });
          },
        ],
        [`GET ${base}/${item.id}/runs`, () => jsonResponse({ items: runs[item.id] ?? [] })],
        [`POST ${base}/${item.id}/run`, () => jsonResponse(makeRun({ id: `run-${item.id}`, status: 'queued', rank: null, finishedAt: null }), 202)],
      ]),
    ),
  };
}
