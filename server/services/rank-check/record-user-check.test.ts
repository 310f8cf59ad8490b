import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import type { ScannedRankCheck } from './run-rank-check';
import { createPool, type Pool } from '../../db/pool';
import { insertVerifiedUser } from '../../testing/sign-in';
import { normalizeRankCheckRequest } from './normalize-request';
import { recordingAlertSenders, testCheckEffects } from '../../testing/check-effects';
import { recordUserCheck } from './record-user-check';

const NOW = new Date('2026-04-10T15:00:00Z');

function resultFor(input: ReturnType<typeof normalizeRankCheckRequest>, overrides: Partial<ScannedRankCheck> = {}): ScannedRankCheck {
  return {
    rank: 14,
    page: 2,
    type: 'organic',
    matchedUrl: 'https://www.example.com/shoes',
    otherPositions: [],
    checkedAt: NOW.toISOString(),
    source: 'serpapi',
    simulated: false,
    pagesScanned: 2,
    resultsScanned: 20,
    keyword: input.keyword,
    websiteUrl: input.websiteUrl,
    location: input.location,
    searchEngine: input.engine,
    device: input.device,
    locationTargeting: { level: 'country', note: null },
    competitors: input.competitors.map(({ url }, index) => ({ url, rank: index === 0 ? 3 : 0, page: index === 0 ? 1 : 0, matchedUrl: null })),
    ...overrides,
  };
}

describe('recordUserCheck', () => {
  let pool: Pool;
  const savedSince = async (userId: string, since: Date) =>
    (await pool.query('select 1 from search_history where user_id = $1 and checked_at >= $2', [userId, since])).rowCount;
  beforeAll(() => {
    pool = createPool(inject('databaseUrl'), { error: () => undefined }, { max: 25 });
  });
  afterAll(async () => {
    await pool.end();
  });

  it('saves the display URL, the normalised keyword, the result and the competitors with their ranks', async () => {
    const { userId } = await insertVerifiedUser(pool);
    const input = normalizeRankCheckRequest({
      websiteUrl: '  https://www.Example.com/ ',
      keyword: 'Running   Shoes__ ',
      location: 'gb',
      searchEngine: 'google',
      device: 'desktop',
      competitorUrls: ['https://rival.com/', 'other.org'],
    });
    const { row: saved, previousRank } = await recordUserCheck(pool, { userId, input, result: resultFor(input) }, NOW, testCheckEffects());
    expect(previousRank).toBeNull();
    const { rows } = await pool.query('select * from search_history where id = $1', [saved.id]);
    expect(rows[0]).toMatchObject({
      user_id: userId,
      website_url: 'example.com',
      keyword: input.keyword,
      location: 'gb',
      search_engine: 'google',
      rank_position: 14,
      page_number: 2,
      result_type: 'organic',
      competitors: [
        { url: 'rival.com', rank: 3 },
        { url: 'other.org', rank: 0 },
      ],
      checked_at: NOW,
    });
    expect(input.keyword).not.toMatch(/[_ ]$/);
  });

  it('stores a not-found check as rank 0, page 0, "not found"', async () => {
    const { userId } = await insertVerifiedUser(pool);
    const input = normalizeRankCheckRequest({ websiteUrl: 'shop.example.com/deals', keyword: 'deals', location: 'us', searchEngine: 'google', device: 'desktop' });
    const { row: saved } = await recordUserCheck(pool, { userId, input, result: resultFor(input, { rank: 0, page: 0, type: 'not found' }) }, NOW, testCheckEffects());
    expect(saved).toMatchObject({ website_url: 'shop.example.com/deals', rank_position: 0, page_number: 0, result_type: 'not found', competitors: [] });
  });

  it('saves the device, the provider and how far the scan reached, and answers the previous rank of the same query', async () => {
    const { userId } = await insertVerifiedUser(pool);
    const desktop = normalizeRankCheckRequest({ websiteUrl: 'example.com', keyword: 'trend', location: 'us', searchEngine: 'bing', device: 'desktop' });
    const mobile = { ...desktop, device: 'mobile' as const };
    const first = await recordUserCheck(pool, { userId, input: desktop, result: resultFor(desktop, { rank: 5, source: 'demo', simulated: true, resultsScanned: 100 }) }, NOW, testCheckEffects());
    expect(first.row).toMatchObject({ device: 'desktop', source: 'demo', results_scanned: 100 });
    expect(first.previousRank).toBeNull();
    // Another device is another query: no previous rank.
    const phone = await recordUserCheck(pool, { userId, input: mobile, result: resultFor(mobile, { rank: 9, resultsScanned: 37 }) }, NOW, testCheckEffects());
    expect(phone.row).toMatchObject({ device: 'mobile', source: 'serpapi', results_scanned: 37 });
    expect(phone.previousRank).toBeNull();
    const second = await recordUserCheck(pool, { userId, input: desktop, result: resultFor(desktop, { rank: 0 }) }, NOW, testCheckEffects());
    expect(second.previousRank).toBe(5);
  });

  it('refuses the 4th check of a UTC day with DAILY_LIMIT_REACHED and saves nothing for it', async () => {
    const { userId } = await insertVerifiedUser(pool);
    const input = normalizeRankCheckRequest({ websiteUrl: 'example.com', keyword: 'limit', location: 'us', searchEngine: 'google', device: 'desktop' });
    // Yesterday's check does not count towards today.
    await recordUserCheck(pool, { userId, input, result: resultFor(input, { checkedAt: '2026-04-09T23:59:59Z' }) }, new Date('2026-04-09T23:59:59Z'), testCheckEffects());
    for (let i = 0; i < 3; i += 1) await recordUserCheck(pool, { userId, input, result: resultFor(input) }, NOW, testCheckEffects());
    await expect(recordUserCheck(pool, { userId, input, result: resultFor(input) }, NOW, testCheckEffects())).rejects.toMatchObject({
      code: 'DAILY_LIMIT_REACHED',
      status: 429,
      message: "You've used all 3 daily checks",
    });
    expect(await savedSince(userId, new Date('2026-04-10T00:00:00Z'))).toBe(3);
    // The next UTC day starts a new allowance.
    const tomorrow = new Date('2026-04-11T00:00:01Z');
    await recordUserCheck(pool, { userId, input, result: resultFor(input, { checkedAt: tomorrow.toISOString() }) }, tomorrow, testCheckEffects());
  });

  it('of 20 parallel saves at limit-1, exactly one succeeds', async () => {
    const { userId } = await insertVerifiedUser(pool);
    const input = normalizeRankCheckRequest({ websiteUrl: 'example.com', keyword: 'race', location: 'us', searchEngine: 'google', device: 'desktop' });
    for (let i = 0; i < 2; i += 1) await recordUserCheck(pool, { userId, input, result: resultFor(input) }, NOW, testCheckEffects());
    // Open 20 connections first, so the saves really overlap instead of queueing behind connection set-up.
    await Promise.all(Array.from({ length: 20 }, () => pool.query('select pg_sleep(0.02)')));
    const outcomes = await Promise.allSettled(
      Array.from({ length: 20 }, () => recordUserCheck(pool, { userId, input, result: resultFor(input) }, NOW, testCheckEffects())),
    );
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(1);
    const refused = outcomes.filter((o): o is PromiseRejectedResult => o.status === 'rejected');
    expect(refused).toHaveLength(19);
    for (const o of refused) expect(o.reason).toMatchObject({ code: 'DAILY_LIMIT_REACHED' });
    expect(await savedSince(userId, new Date('2026-04-10T00:00:00Z'))).toBe(3);
  });

  it('keeps the check when the alert rules fail: the plain rank alert is written instead and the fault logged', async () => {
    const { userId } = await insertVerifiedUser(pool);
    const input = normalizeRankCheckRequest({ websiteUrl: 'example.com', keyword: 'fallback', location: 'us', searchEngine: 'google', device: 'desktop' });
    await recordUserCheck(pool, { userId, input, result: resultFor(input, { rank: 15 }) }, NOW, testCheckEffects());
    const broken = recordingAlertSenders();
    broken.senders.email = async () => {
      throw new Error('mail queue down');
    };
    const effects = testCheckEffects(broken.senders);
    const { row } = await recordUserCheck(pool, { userId, input, result: resultFor(input, { rank: 8 }) }, NOW, effects);
    expect(row.rank_position).toBe(8);
    const { rows } = await pool.query(`select type, title, rank_position from notifications where user_id = $1 and type <> 'achievement'`, [userId]);
    expect(rows).toEqual([{ type: 'milestone', title: 'Top 10 reached', rank_position: 8 }]);
    expect(effects.errors).toHaveLength(1);
  });

  it('keeps the ranking page, so the next check can tell it changed', async () => {
    const { userId } = await insertVerifiedUser(pool);
    const input = normalizeRankCheckRequest({ websiteUrl: 'example.com', keyword: 'page moves', location: 'us', searchEngine: 'google', device: 'desktop' });
    await pool.query(
      `insert into alert_rules (user_id, name, trigger_type, created_at, updated_at) values ($1, 'Page', 'url_changed', $2, $2)`,
      [userId, NOW],
    );
    await pool.query('update users set alert_rules_seeded = true where id = $1', [userId]);
    await recordUserCheck(pool, { userId, input, result: resultFor(input, { rank: 4, matchedUrl: 'https://example.com/a' }) }, NOW, testCheckEffects());
    await recordUserCheck(pool, { userId, input, result: resultFor(input, { rank: 4, matchedUrl: 'https://example.com/b' }) }, NOW, testCheckEffects());
    const { rows } = await pool.query(`select title, message from notifications where user_id = $1 and type <> 'achievement'`, [userId]);
    expect(rows).toEqual([
      { title: 'Ranking page changed', message: '“page moves” for example.com now ranks #4 with https://example.com/b (was https://example.com/a).' },
    ]);
  });
});
