import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SerpApiAccount, SerpApiAccountResult } from '../../adapters/serp/serpapi/fetch-account';
import { metricsRegistry } from '../../metrics/metrics';
import { createRunnerDeps } from './runner-deps';
import { watchSerpAccount } from './serp-account-watch';

const ACCOUNT: SerpApiAccount = { searchesPerMonth: 30000, searchesLeft: 5958, thisMonthUsage: 24042, thisHourSearches: 87, rateLimitPerHour: 6000, renewalDate: '2026-12-17' };

const gauge = async (name: string) => (await metricsRegistry.getSingleMetric(name)?.get())?.values[0]?.value;

describe('watchSerpAccount', () => {
  afterEach(() => vi.useRealTimers());

  it('takes the hourly limit from the account, reads it again every hour, and keeps the last figures when a read fails', async () => {
    vi.useFakeTimers();
    const answers: SerpApiAccountResult[] = [
      { ok: true, account: ACCOUNT },
      { ok: false, reason: 'the Account API answered HTTP 503' },
      { ok: true, account: { ...ACCOUNT, rateLimitPerHour: 8000, searchesLeft: 1200 } },
    ];
    const logger = { info: vi.fn(), warn: vi.fn() };
    const onLow = vi.fn(async () => undefined);
    const watch = await watchSerpAccount({ read: async () => answers.shift()!, logger, intervalMs: 60_000, onLow });
    expect(onLow).not.toHaveBeenCalled();
    expect(watch.perHour()).toBe(6000);
    expect(await gauge('rank_checker_serpapi_searches_left')).toBe(5958);

    await vi.advanceTimersByTimeAsync(60_000);
    expect(watch.perHour()).toBe(6000);
    expect(logger.warn).toHaveBeenCalledWith({ reason: 'the Account API answered HTTP 503' }, expect.stringContaining('could not read it'));

    await vi.advanceTimersByTimeAsync(60_000);
    expect(watch.perHour()).toBe(8000);
    expect(await gauge('rank_checker_serpapi_rate_limit_per_hour')).toBe(8000);
    // 1,200 of 30,000 left: under a tenth, said to the operator.
    expect(logger.warn).toHaveBeenLastCalledWith(expect.objectContaining({ searchesLeft: 1200 }), expect.stringContaining('only 1200 of 30000 searches left this month (renews 2026-12-17)'));
    // …and the users with schedules are told (once a month: warnScheduleOwnersOnce).
    expect(onLow).toHaveBeenCalledWith(expect.objectContaining({ searchesLeft: 1200, renewalDate: '2026-12-17' }));
    watch.stop();
  });

  it('sizes the scheduled checks’ request bucket with it unless SERP_RATE_LIMIT_PER_HOUR is set', async () => {
    let accountLimit: number | undefined;
    const runnerWith = (rateLimitPerHour: number | undefined) =>
      createRunnerDeps({
        pool: {} as never,
        jobSchema: 'graphile_worker',
        logger: { info: () => undefined, warn: () => undefined, error: () => undefined } as never,
        now: () => new Date(),
        options: {
          provider: { name: 'serpapi', simulated: false, cacheable: true, fetchPage: async () => ({ ok: true, page: { entries: [], ended: true } }) } as never,
          serp: { cacheTtlSeconds: 0, timeoutMs: 1000, maxConcurrentRequests: 1, baiduLinkBaseUrl: 'http://127.0.0.1:9', rateLimitPerHour, monthlyBudget: undefined },
          userAgent: 'test',
          accountPerHour: () => accountLimit,
        },
      });
    const unset = runnerWith(undefined);
    expect(unset.rules.perHour).toBe(1000);
    accountLimit = 6000;
    expect(unset.rules.perHour).toBe(6000);
    expect(runnerWith(250).rules.perHour).toBe(250);
  });
});
