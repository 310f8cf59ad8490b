import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import { createPool, withTransaction, type Pool, type Queryable } from '../../db/pool';
import { saveCheck } from '../../testing/history-rows';
import { insertVerifiedUser } from '../../testing/sign-in';
import { unlockAchievements } from './unlock-achievements';

const NOW = new Date('2026-11-24T09:00:00Z');
const RANK_CODES = ['top_50_club', 'top_10_elite', 'top_3_legend'];

describe('unlockAchievements', () => {
  let pool: Pool;
  beforeAll(() => {
    pool = createPool(inject('databaseUrl'), { error: () => undefined }, { max: 6 });
  });
  afterAll(() => pool.end());

  const newUser = async () => (await insertVerifiedUser(pool)).userId;
  const unlockedCodes = async (userId: string) =>
    (
      await pool.query<{ code: string }>(
        `select d.code from user_achievements ua join achievement_definitions d on d.id = ua.achievement_id
          where ua.user_id = $1 order by d.code`,
        [userId],
      )
    ).rows.map((row) => row.code);
  const notifications = async (userId: string) =>
    (
      await pool.query<{ type: string; title: string; message: string; created_at: Date }>(
        'select type, title, message, created_at from notifications where user_id = $1 order by title',
        [userId],
      )
    ).rows;
  /** `count` checks of different keywords (kw 0, kw 1, ...), not found unless a rank is given. */
  const saveChecks = async (userId: string, count: number, fields: { keyword?: (i: number) => string; rankPosition?: number } = {}) => {
    for (let i = 0; i < count; i += 1) {
      await saveCheck(pool, userId, { keyword: fields.keyword?.(i) ?? `kw ${i}`, rankPosition: fields.rankPosition ?? 0 });
    }
  };

  it('unlocks AI Cited with the first check whose AI Overview cites the site, never for one unreadable or citing others', async () => {
    const userId = await newUser();
    await saveCheck(pool, userId, { keyword: 'a', aiOverview: { state: 'unreadable', reason: 'Google could not generate it' } });
    await saveCheck(pool, userId, { keyword: 'b', aiOverview: { state: 'cited', sources: 3, sitePosition: null, competitors: [] } });
    await unlockAchievements(pool, userId, NOW);
    expect(await unlockedCodes(userId)).not.toContain('ai_overview_cited');
    await saveCheck(pool, userId, { keyword: 'c', aiOverview: { state: 'cited', sources: 3, sitePosition: 1, competitors: [] } });
    expect((await unlockAchievements(pool, userId, NOW)).map((row) => row.code)).toEqual(['ai_overview_cited']);
    expect(await notifications(userId)).toContainEqual(expect.objectContaining({ title: expect.stringContaining('AI Cited') }));
  });

  it('unlocks nothing for a user without checks', async () => {
    const userId = await newUser();
    expect(await unlockAchievements(pool, userId, NOW)).toEqual([]);
    expect(await unlockedCodes(userId)).toEqual([]);
    expect(await notifications(userId)).toEqual([]);
  });

  it('unlocks First Check with the first check, once, with one achievement notification', async () => {
    const userId = await newUser();
    await saveChecks(userId, 1);
    expect(await unlockAchievements(pool, userId, NOW)).toEqual([
      {
        code: 'first_check',
        name: 'First Check',
        description: 'Your first rank check, saved to your history.',
        category: 'Getting started',
        unlockedAt: NOW,
      },
    ]);
    expect(await unlockAchievements(pool, userId, new Date(NOW.getTime() + 60_000))).toEqual([]);
    await saveChecks(userId, 1, { keyword: () => 'another' });
    expect(await unlockAchievements(pool, userId, new Date(NOW.getTime() + 120_000))).toEqual([]);

    expect(await unlockedCodes(userId)).toEqual(['first_check']);
    expect(await notifications(userId)).toEqual([
      { type: 'achievement', title: 'Achievement unlocked: First Check', message: 'Your first rank check, saved to your history.', created_at: NOW },
    ]);
    const { rows } = await pool.query<{ unlocked_at: Date }>('select unlocked_at from user_achievements where user_id = $1', [userId]);
    expect(rows).toEqual([{ unlocked_at: NOW }]);
  });

  it('unlocks Track Master at 10 different keywords and Keyword Explorer at 25; a keyword in other letter case is the same one', async () => {
    const userId = await newUser();
    await saveChecks(userId, 9);
    await saveChecks(userId, 3, { keyword: (i) => `KW ${i}` });
    expect((await unlockAchievements(pool, userId, NOW)).map((a) => a.code)).toEqual(['first_check']);

    await saveChecks(userId, 1, { keyword: () => 'kw 9' });
    expect((await unlockAchievements(pool, userId, NOW)).map((a) => a.code)).toEqual(['track_master']);

    await saveChecks(userId, 14, { keyword: (i) => `kw ${i + 10}` });
    expect(await unlockAchievements(pool, userId, NOW)).toEqual([]);
    await saveChecks(userId, 1, { keyword: () => 'kw 24' });
    expect((await unlockAchievements(pool, userId, NOW)).map((a) => a.code)).toEqual(['keyword_explorer']);
    expect((await notifications(userId)).map((n) => n.title)).toEqual([
      'Achievement unlocked: First Check',
      'Achievement unlocked: Keyword Explorer',
      'Achievement unlocked: Track Master',
    ]);
  });

  it('counts a keyword checked for many sites once, and keywords spread over sites each once', async () => {
    const userId = await newUser();
    for (let site = 0; site < 12; site += 1) await saveCheck(pool, userId, { websiteUrl: `site-${site}.com`, keyword: 'shared keyword', rankPosition: 0 });
    expect((await unlockAchievements(pool, userId, NOW)).map((a) => a.code)).toEqual(['first_check']);
    // With 'shared keyword', 9 more on alternating sites (one of them also on a third site) make 10.
    for (let i = 0; i < 9; i += 1) await saveCheck(pool, userId, { websiteUrl: i % 2 ? 'b.com' : 'a.com', keyword: `kw ${i}`, rankPosition: 0 });
    await saveCheck(pool, userId, { websiteUrl: 'c.com', keyword: 'kw 0', rankPosition: 0 });
    expect((await unlockAchievements(pool, userId, NOW)).map((a) => a.code)).toEqual(['track_master']);
  });

  it('unlocks Data Collector at the 100th check, not the 99th', async () => {
    const userId = await newUser();
    await saveChecks(userId, 99, { keyword: () => 'same keyword' });
    expect((await unlockAchievements(pool, userId, NOW)).map((a) => a.code)).toEqual(['first_check']);
    await saveChecks(userId, 1, { keyword: () => 'same keyword' });
    expect((await unlockAchievements(pool, userId, NOW)).map((a) => a.code)).toEqual(['data_collector']);
  });

  it('unlocks each rank goal at its rank or better; not found (0) and #51 count for none', async () => {
    const userId = await newUser();
    await saveChecks(userId, 2, { rankPosition: 0 });
    await saveChecks(userId, 1, { rankPosition: 51 });
    expect((await unlockAchievements(pool, userId, NOW)).map((a) => a.code)).toEqual(['first_check']);

    const steps: [number, string[]][] = [
      [50, ['top_50_club']],
      [11, []],
      [10, ['top_10_elite']],
      [4, []],
      [3, ['top_3_legend']],
      [1, []],
    ];
    for (const [rank, codes] of steps) {
      await saveChecks(userId, 1, { rankPosition: rank });
      expect((await unlockAchievements(pool, userId, NOW)).map((a) => a.code), `after #${rank}`).toEqual(codes);
    }
    expect((await unlockedCodes(userId)).filter((code) => RANK_CODES.includes(code)).sort()).toEqual([...RANK_CODES].sort());
  });

  it('unlocks every rank goal at once for a first check at #2, in category then name order', async () => {
    const userId = await newUser();
    await saveChecks(userId, 1, { rankPosition: 2 });
    expect((await unlockAchievements(pool, userId, NOW)).map((a) => a.name)).toEqual([
      'First Check',
      'Top 10 Elite',
      'Top 3 Legend',
      'Top 50 Club',
    ]);
    expect(await notifications(userId)).toHaveLength(4);
  });

  it('of two open transactions reaching the same achievements, only the one that commits first announces them', async () => {
    const userId = await newUser();
    await saveChecks(userId, 1, { rankPosition: 7 });
    const [first, second] = [await pool.connect(), await pool.connect()];
    try {
      await first.query('begin');
      await second.query('begin');
      expect((await unlockAchievements(first, userId, NOW)).map((a) => a.code)).toEqual(['first_check', 'top_10_elite', 'top_50_club']);
      // The second insert waits on the first transaction's rows; once those commit it inserts nothing.
      const waiting = unlockAchievements(second, userId, NOW);
      await first.query('commit');
      expect(await waiting).toEqual([]);
      await second.query('commit');
    } finally {
      first.release();
      second.release();
    }
    expect((await notifications(userId)).map((n) => n.title)).toEqual([
      'Achievement unlocked: First Check',
      'Achievement unlocked: Top 10 Elite',
      'Achievement unlocked: Top 50 Club',
    ]);
  });

  it('parallel calls, each in its own transaction, announce each achievement exactly once', async () => {
    const userId = await newUser();
    await saveChecks(userId, 1, { rankPosition: 30 });
    const outcomes = await Promise.all([0, 1, 2, 3].map(() => withTransaction(pool, (client) => unlockAchievements(client, userId, NOW))));
    expect(outcomes.flat().map((a) => a.code).sort()).toEqual(['first_check', 'top_50_club']);
    expect((await notifications(userId)).map((n) => n.title)).toEqual(['Achievement unlocked: First Check', 'Achievement unlocked: Top 50 Club']);
  });

  it('unlocks nothing when the saving transaction rolls back', async () => {
    const userId = await newUser();
    await expect(
      withTransaction(pool, async (client) => {
        await saveCheck(client, userId, { rankPosition: 1 });
        expect(await unlockAchievements(client, userId, NOW)).toHaveLength(4);
        throw new Error('the check failed to save');
      }),
    ).rejects.toThrow('the check failed to save');
    expect(await unlockedCodes(userId)).toEqual([]);
    expect(await notifications(userId)).toEqual([]);
  });

  it('reads nothing but the definitions once every achievement is unlocked', async () => {
    const userId = await newUser();
    await saveChecks(userId, 100, { keyword: (i) => `kw ${i % 25}`, rankPosition: 1 });
    await saveCheck(pool, userId, { keyword: 'cited', rankPosition: 1, aiOverview: { state: 'cited', sources: 4, sitePosition: 2, competitors: [] } });
    expect(await unlockAchievements(pool, userId, NOW)).toHaveLength(8);
    let queries = 0;
    const counting: Queryable = {
      query: ((...args: Parameters<Pool['query']>) => {
        queries += 1;
        return (pool.query as (...a: unknown[]) => unknown)(...args);
      }) as Pool['query'],
    };
    expect(await unlockAchievements(counting, userId, NOW)).toEqual([]);
    expect(queries).toBe(1);
  });
});
