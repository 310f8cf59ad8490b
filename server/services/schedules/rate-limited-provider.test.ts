import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { SerpProvider } from '../../adapters/serp/serp-provider';
import { createPool, type Pool } from '../../db/pool';
import { readSerpRateLimit } from '../../db/queries/serp-rate-limit';
import { createRateLimitedProvider } from './rate-limited-provider';

const NOW = new Date('2026-11-20T10:00:00Z');
const quiet = { warn: () => undefined, error: () => undefined };

describe('the rate-limited provider and deferred AI Overviews', () => {
  let pool: Pool;
  beforeAll(() => {
    pool = createPool(inject('databaseUrl'), { error: () => undefined }, { max: 2 });
  });
  afterAll(() => pool.end());

  /** A provider under its own name (the bucket is per provider), counting the follow-ups it was asked for. */
  function provider() {
    const asked: string[] = [];
    const inner: SerpProvider = {
      name: `test-${randomUUID().slice(0, 8)}`,
      simulated: false,
      cacheable: true,
      fetchPage: () => Promise.resolve({ ok: true, page: { entries: [], ended: true } }),
      fetchAiOverview: (token) => {
        asked.push(token);
        return Promise.resolve({ state: 'shown', references: [{ url: 'https://example.com/', title: 'E', source: 'E' }] });
      },
    };
    return { inner, asked };
  }
  const limited = (inner: SerpProvider, monthlyBudget: number | null) =>
    createRateLimitedProvider(inner, { pool, rules: { perHour: 1000, maxWaitMs: 60_000, monthlyBudget }, logger: quiet, now: () => NOW, sleep: () => Promise.resolve() });

  it('counts the follow-up as one more search of the month, as a page is', async () => {
    const { inner, asked } = provider();
    const { provider: wrapped, heldBack } = limited(inner, 10);
    await wrapped.fetchPage({ engine: 'google', location: 'us', device: 'desktop', keyword: 'k', start: 0 });
    expect(await wrapped.fetchAiOverview?.('token')).toMatchObject({ state: 'shown' });
    expect(asked).toEqual(['token']);
    expect((await readSerpRateLimit(pool, inner.name))?.month_used).toBe(2);
    expect(heldBack()).toBeNull();
  });

  it("leaves the overview unreadable, without asking the provider, when the month's budget is used; the run goes on", async () => {
    const { inner, asked } = provider();
    const { provider: wrapped, heldBack } = limited(inner, 1);
    await wrapped.fetchPage({ engine: 'google', location: 'us', device: 'desktop', keyword: 'k', start: 0 });
    const overview = await wrapped.fetchAiOverview?.('token');
    expect(overview?.state).toBe('unreadable');
    expect(asked).toEqual([]);
    expect(heldBack()).toBeNull();
  });
});
