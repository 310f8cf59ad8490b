import { randomBytes, randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import { MIGRATIONS_DIR } from '../migrate';
import { createPool, type Pool } from '../pool';
import { fillQueryIdentity } from './030-query-identity-keys';

const migration = (name: string) => readFile(path.join(MIGRATIONS_DIR, name), 'utf8');

describe('029–031: one identity for the checks and schedules saved before it', () => {
  let pool: Pool;
  beforeAll(() => {
    pool = createPool(inject('databaseUrl'), { error: () => undefined }, { max: 2 });
  });
  afterAll(() => pool.end());

  it('fills every key, writes sites in display form, joins old checks into one trend and keeps the oldest of twin schedules', async () => {
    // In a schema of its own over the columns the migrations touch, so the shared database's rows are untouched.
    const schema = `query_identity_${randomBytes(4).toString('hex')}`;
    const client = await pool.connect();
    try {
      await client.query(`create schema ${schema}`);
      await client.query(`set search_path to ${schema}`);
      await client.query(`
        create table search_history (
          id bigint generated always as identity primary key, user_id uuid not null, website_url text not null,
          keyword text not null, search_engine text not null default 'google', location text not null default 'us',
          device text not null default 'desktop', rank_position integer not null, checked_at timestamptz not null);
        create index search_history_user_query on search_history (user_id, website_url, keyword, search_engine, location, device, checked_at, id);
        create table scheduled_checks (
          id bigint generated always as identity primary key, user_id uuid not null, website_url text not null,
          keyword text not null, search_engine text not null default 'google', location text not null default 'us',
          device text not null default 'desktop', created_at timestamptz not null);
        create unique index scheduled_checks_user_query on scheduled_checks (user_id, website_url, keyword, search_engine, location, device);`);
      const user = randomUUID();
      const day = (n: number) => new Date(Date.UTC(2026, 5, n));
      for (const [site, keyword, rank, n] of [
        ['example.com', 'Matcha Latte Recipe', 37, 1],
        ['example.com', 'matcha latte recipe', 30, 2],
        ['https://www.Example.com/', 'MATCHA LATTE RECIPE', 25, 3],
        ['example.com', 'matcha tea', 4, 4],
      ] as const) {
        await client.query('insert into search_history (user_id, website_url, keyword, rank_position, checked_at) values ($1, $2, $3, $4, $5)', [user, site, keyword, rank, day(n)]);
      }
      for (const [keyword, n] of [['Blue Matcha Tins', 1], ['blue matcha tins', 2], ['green tins', 3]] as const) {
        await client.query('insert into scheduled_checks (user_id, website_url, keyword, created_at) values ($1, $2, $3, $4)', [user, 'example.com', keyword, day(n)]);
      }

      await client.query(await migration('029_query_identity.sql'));
      await fillQueryIdentity(client);
      await client.query(await migration('031_query_identity_indexes.sql'));

      const checks = await client.query<{ website_url: string; keyword: string; keyword_key: string }>(
        'select website_url, keyword, keyword_key from search_history order by checked_at',
      );
      expect(checks.rows).toEqual([
        { website_url: 'example.com', keyword: 'Matcha Latte Recipe', keyword_key: 'matcha latte recipe' },
        { website_url: 'example.com', keyword: 'matcha latte recipe', keyword_key: 'matcha latte recipe' },
        { website_url: 'example.com', keyword: 'MATCHA LATTE RECIPE', keyword_key: 'matcha latte recipe' },
        { website_url: 'example.com', keyword: 'matcha tea', keyword_key: 'matcha tea' },
      ]);
      const kept = await client.query<{ keyword: string }>('select keyword from scheduled_checks order by created_at');
      expect(kept.rows.map((row) => row.keyword)).toEqual(['Blue Matcha Tins', 'green tins']);
      // The key is required from now on, and a second spelling of a scheduled query is refused by the index.
      await expect(client.query(`insert into search_history (user_id, website_url, keyword, rank_position, checked_at) values ($1, 'example.com', 'x', 1, now())`, [user])).rejects.toThrow(/keyword_key/);
      await expect(
        client.query(`insert into scheduled_checks (user_id, website_url, keyword, keyword_key, created_at) values ($1, 'example.com', 'GREEN TINS', 'green tins', now())`, [user]),
      ).rejects.toThrow(/scheduled_checks_user_query/);
    } finally {
      await client.query('reset search_path').catch(() => undefined);
      await client.query(`drop schema if exists ${schema} cascade`).catch(() => undefined);
      client.release();
    }
  });
});
