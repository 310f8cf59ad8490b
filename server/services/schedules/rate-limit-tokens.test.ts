import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createPool, type Pool } from '../../db/pool';
import { pauseProvider, providerPausedUntil, takeProviderToken } from './rate-limit-tokens';

const NOW = new Date('2004-02-02T10:00:00Z');
const rules = { perHour: 3600, maxWaitMs: 5_000, monthlyBudget: null };

describe('the SERP request bucket in PostgreSQL', () => {
  let processes: Pool[];

  beforeAll(() => {
    processes = [0, 1].map(() => createPool(inject('databaseUrl'), { error: () => undefined }, { max: 6 }));
  });
  afterAll(async () => {
    await Promise.all(processes.map((pool) => pool.end()));
  });

  it('is one bucket for every process: tokens taken at once are promised one second apart, never twice', async () => {
    const provider = 'bucket-test-shared';
    const takes = await Promise.all(
      Array.from({ length: 10 }, (_, i) => takeProviderToken(processes[i % 2] as Pool, provider, rules, NOW)),
    );
    const grants = takes.map((take) => take.grant);
    const waits = grants.flatMap((grant) => (grant.kind === 'granted' ? [grant.waitMs] : [])).sort((a, b) => a - b);
    // One at once and five promised within the five seconds a caller may wait; the rest are told to come back.
    expect(waits).toEqual([0, 1000, 2000, 3000, 4000, 5000]);
    expect(grants.filter((grant) => grant.kind === 'busy')).toHaveLength(4);
  });

  it('a pause after a 429 holds every process until it ends', async () => {
    const provider = 'bucket-test-paused';
    const until = new Date(NOW.getTime() + 90_000);
    await pauseProvider(processes[0] as Pool, provider, rules, until, NOW);
    expect(await providerPausedUntil(processes[1] as Pool, provider, NOW)).toEqual(until);
    expect((await takeProviderToken(processes[1] as Pool, provider, rules, NOW)).grant).toEqual({ kind: 'paused', until });
    // A shorter pause reported later does not end it early.
    await pauseProvider(processes[1] as Pool, provider, rules, new Date(NOW.getTime() + 1000), NOW);
    expect(await providerPausedUntil(processes[0] as Pool, provider, NOW)).toEqual(until);
    expect((await takeProviderToken(processes[0] as Pool, provider, rules, until)).grant).toEqual({ kind: 'granted', waitMs: 1000 });
    expect(await providerPausedUntil(processes[0] as Pool, provider, until)).toBeNull();
  });
});
