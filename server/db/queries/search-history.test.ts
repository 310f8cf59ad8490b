import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { saveCheck } from '../../testing/history-rows';
import { insertVerifiedUser } from '../../testing/sign-in';
import { createPool, type Pool } from '../pool';
import { selectDashboardStats, selectRecentChecks } from './search-history';

describe('search-history queries', () => {
  let pool: Pool;
  beforeAll(() => {
    pool = createPool(inject('databaseUrl'), { error: () => undefined }, { max: 4 });
  });
  afterAll(async () => {
    await pool.end();
  });

  it('stats: count, average of positive ranks rounded (not-found excluded), last check', async () => {
    const { userId } = await insertVerifiedUser(pool);
    expect(await selectDashboardStats(pool, userId)).toEqual({ total_checks: 0, average_rank: null, last_checked_at: null });

    await saveCheck(pool, userId, { rankPosition: 0, pageNumber: 0, resultType: 'not found' });
    expect(await selectDashboardStats(pool, userId)).toMatchObject({ total_checks: 1, average_rank: null });

    // (3 + 4) / 2 = 3.5 rounds to 4; the not-found check is not averaged.
    await saveCheck(pool, userId, { rankPosition: 3, checkedAt: new Date('2026-03-02T08:00:00Z') });
    await saveCheck(pool, userId, { rankPosition: 4, checkedAt: new Date('2026-03-01T09:00:00Z') });
    expect(await selectDashboardStats(pool, userId)).toEqual({
      total_checks: 3,
      average_rank: 4,
      last_checked_at: new Date('2026-03-02T08:00:00Z'),
    });
    // (3 + 4 + 8) / 3 = 5
    await saveCheck(pool, userId, { rankPosition: 8, checkedAt: new Date('2026-02-01T00:00:00Z') });
    expect(await selectDashboardStats(pool, userId)).toMatchObject({ total_checks: 4, average_rank: 5 });
  });

  it('refuses a check of a device the app does not know', async () => {
    const { userId } = await insertVerifiedUser(pool);
    await saveCheck(pool, userId, { device: 'mobile' });
    await expect(saveCheck(pool, userId, { device: 'tablet' as 'mobile' })).rejects.toThrow(/search_history_device_known/);
  });

  it('recent checks: newest first, limited, previous rank of the same site/keyword/engine/location only', async () => {
    const { userId } = await insertVerifiedUser(pool);
    const at = (hour: number) => new Date(Date.UTC(2026, 2, 1, hour));
    await saveCheck(pool, userId, { rankPosition: 12, checkedAt: at(1) });
    await saveCheck(pool, userId, { rankPosition: 7, searchEngine: 'bing', checkedAt: at(2) });
    await saveCheck(pool, userId, { rankPosition: 9, location: 'gb', checkedAt: at(3) });
    await saveCheck(pool, userId, { rankPosition: 4, keyword: 'trail shoes', checkedAt: at(4) });
    await saveCheck(pool, userId, { rankPosition: 3, websiteUrl: 'example.org', checkedAt: at(5) });
    await saveCheck(pool, userId, { rankPosition: 0, pageNumber: 0, resultType: 'not found', checkedAt: at(6) });
    // (3 + 4 + 8) / 3 = 5
    await saveCheck(pool, userId, { rankPosition: 8, checkedAt: at(7) });

    const recent = await selectRecentChecks(pool, userId, 10);
    expect(recent.map((r) => [r.rank_position, r.previous_rank])).toEqual([
      [8, 0], // the not-found check before it is its previous rank
      [0, 12],
      [3, null], // other site
      [4, null], // other keyword
      [9, null], // other location
      [7, null], // other engine
      [12, null], // the first of its query
    ]);
    expect((await selectRecentChecks(pool, userId, 2)).map((r) => r.rank_position)).toEqual([8, 0]);
  });

  it('orders checks saved at the same instant by insertion', async () => {
    const { userId } = await insertVerifiedUser(pool);
    await saveCheck(pool, userId, { rankPosition: 20 });
    await saveCheck(pool, userId, { rankPosition: 10 });
    const recent = await selectRecentChecks(pool, userId, 5);
    expect(recent.map((r) => [r.rank_position, r.previous_rank])).toEqual([
      [10, 20],
      [20, null],
    ]);
  });

  it("never returns another user's rows", async () => {
    const a = await insertVerifiedUser(pool);
    const b = await insertVerifiedUser(pool);
    await saveCheck(pool, a.userId, { rankPosition: 2 });
    await saveCheck(pool, b.userId, { rankPosition: 6, checkedAt: new Date('2026-03-01T11:00:00Z') });
    const recentB = await selectRecentChecks(pool, b.userId, 50);
    expect(recentB.map((r) => [r.rank_position, r.previous_rank])).toEqual([[6, null]]);
    expect(await selectDashboardStats(pool, b.userId)).toMatchObject({ total_checks: 1, average_rank: 6 });
  });
});
