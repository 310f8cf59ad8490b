import { randomBytes, randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import { MIGRATIONS_DIR } from '../../db/migrate';
import { createPool, type Pool } from '../../db/pool';
import { saveCheck } from '../../testing/history-rows';
import { insertVerifiedUser } from '../../testing/sign-in';

describe('018_achievements.sql', () => {
  let pool: Pool;
  beforeAll(() => {
    pool = createPool(inject('databaseUrl'), { error: () => undefined }, { max: 2 });
  });
  afterAll(() => pool.end());

  it('seeds the seven achievements of spec §9 and the first AI Overview citation, with their goals as data', async () => {
    const { rows } = await pool.query(
      'select code, name, category, metric, threshold from achievement_definitions order by category, name',
    );
    expect(rows).toEqual([
      { code: 'first_check', name: 'First Check', category: 'Getting started', metric: 'checks', threshold: 1 },
      { code: 'ai_overview_cited', name: 'AI Cited', category: 'Rankings', metric: 'ai_overview_citations', threshold: 1 },
      { code: 'top_10_elite', name: 'Top 10 Elite', category: 'Rankings', metric: 'best_rank', threshold: 10 },
      { code: 'top_3_legend', name: 'Top 3 Legend', category: 'Rankings', metric: 'best_rank', threshold: 3 },
      { code: 'top_50_club', name: 'Top 50 Club', category: 'Rankings', metric: 'best_rank', threshold: 50 },
      { code: 'data_collector', name: 'Data Collector', category: 'Tracking', metric: 'checks', threshold: 100 },
      { code: 'keyword_explorer', name: 'Keyword Explorer', category: 'Tracking', metric: 'distinct_keywords', threshold: 25 },
      { code: 'track_master', name: 'Track Master', category: 'Tracking', metric: 'distinct_keywords', threshold: 10 },
    ]);
  });

  it('unlocks what checks saved before it already reached, dated when they reached it, without notifications', async () => {
    // The migration runs in a schema of its own over minimal users and search_history tables, so the shared
    // test database's rows are untouched.
    const schema = `achievements_migration_${randomBytes(4).toString('hex')}`;
    const sql = await readFile(path.join(MIGRATIONS_DIR, '018_achievements.sql'), 'utf8');
    const client = await pool.connect();
    try {
      await client.query(`create schema ${schema}`);
      await client.query(`set search_path to ${schema}`);
      await client.query(`create table users (id uuid primary key);
        create table search_history (
          id bigint generated always as identity primary key,
          user_id uuid not null references users (id) on delete cascade,
          keyword text not null,
          rank_position integer not null,
          checked_at timestamptz not null
        )`);
      const [busy, idle, fresh] = [randomUUID(), randomUUID(), randomUUID()];
      await client.query('insert into users (id) values ($1), ($2), ($3)', [busy, idle, fresh]);
      const day = (n: number) => new Date(Date.UTC(2026, 0, 1) + n * 86_400_000);
      // busy: 100 checks on days 0..99 of keywords kw 0..kw 29 (repeating, kw 0 also as 'KW 0'), ranked
      // #60 until day 40, #9 on day 40 and #2 on day 70.
      for (let n = 0; n < 100; n += 1) {
        const keyword = n === 30 ? 'KW 0' : `kw ${n % 30}`;
        const rank = n === 70 ? 2 : n === 40 ? 9 : n < 40 ? 60 : 0;
        await client.query('insert into search_history (user_id, keyword, rank_position, checked_at) values ($1, $2, $3, $4)', [busy, keyword, rank, day(n)]);
      }
      // idle: two checks, not found.
      for (const n of [0, 1]) {
        await client.query('insert into search_history (user_id, keyword, rank_position, checked_at) values ($1, $2, 0, $3)', [idle, 'kw', day(n)]);
      }

      await client.query(sql);

      const { rows } = await client.query<{ user_id: string; code: string; unlocked_at: Date }>(
        `select ua.user_id, d.code, ua.unlocked_at from user_achievements ua join achievement_definitions d on d.id = ua.achievement_id
          order by ua.user_id, d.code`,
      );
      const of = (userId: string) => Object.fromEntries(rows.filter((row) => row.user_id === userId).map((row) => [row.code, row.unlocked_at]));
      expect(of(busy)).toEqual({
        first_check: day(0),
        track_master: day(9),
        keyword_explorer: day(24),
        data_collector: day(99),
        top_50_club: day(40),
        top_10_elite: day(40),
        top_3_legend: day(70),
      });
      expect(of(idle)).toEqual({ first_check: day(0) });
      expect(of(fresh)).toEqual({});
    } finally {
      await client.query(`drop schema if exists ${schema} cascade`).catch(() => undefined);
      await client.query('reset search_path').catch(() => undefined);
      client.release();
    }
  });
});

describe('043_ai_overview_achievement.sql', () => {
  let pool: Pool;
  beforeAll(() => {
    pool = createPool(inject('databaseUrl'), { error: () => undefined }, { max: 2 });
  });
  afterAll(() => pool.end());

  it('unlocks AI Cited for checks saved before it that were cited, dated by the first, and for no one else', async () => {
    const sql = await readFile(path.join(MIGRATIONS_DIR, '043_ai_overview_achievement.sql'), 'utf8');
    const backfill = sql.slice(sql.indexOf('insert into user_achievements'));
    const { userId: cited } = await insertVerifiedUser(pool);
    const { userId: uncited } = await insertVerifiedUser(pool);
    const overview = (sitePosition: number | null) => ({ state: 'cited' as const, sources: 4, sitePosition, competitors: [] });
    await saveCheck(pool, cited, { keyword: 'a', checkedAt: new Date('2026-05-02T10:00:00Z'), aiOverview: overview(2) });
    await saveCheck(pool, cited, { keyword: 'b', checkedAt: new Date('2026-05-01T10:00:00Z'), aiOverview: overview(1) });
    await saveCheck(pool, uncited, { keyword: 'a', aiOverview: overview(null) });
    await saveCheck(pool, uncited, { keyword: 'b', aiOverview: { state: 'unreadable', reason: 'x' } });
    await pool.query(backfill);
    await pool.query(backfill);
    const unlocked = await pool.query<{ user_id: string; unlocked_at: Date }>(
      `select u.user_id, u.unlocked_at from user_achievements u join achievement_definitions d on d.id = u.achievement_id
        where d.code = 'ai_overview_cited' and u.user_id = any($1::uuid[])`,
      [[cited, uncited]],
    );
    expect(unlocked.rows).toEqual([{ user_id: cited, unlocked_at: new Date('2026-05-01T10:00:00Z') }]);
  });
});
