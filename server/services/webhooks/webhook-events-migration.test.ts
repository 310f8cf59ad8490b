import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { MIGRATIONS_DIR } from '../../db/migrate';
import { createPool, type Pool } from '../../db/pool';
import { insertVerifiedUser } from '../../testing/sign-in';

/**
 * Migration 025 replayed inside a transaction that is rolled back: the table as it was before it (no events
 * column), one endpoint made then, the migration, and what each endpoint receives.
 */
describe('migration 025: webhook events', () => {
  let pool: Pool;
  beforeAll(() => {
    pool = createPool(inject('databaseUrl'), { error: () => undefined }, { max: 2 });
  });
  afterAll(async () => {
    await pool.end();
  });

  it('keeps endpoints made before it on alert.fired only, gives new ones all four, and refuses none or unknown ones', async () => {
    const { userId } = await insertVerifiedUser(pool);
    const sql = await readFile(path.join(MIGRATIONS_DIR, '025_webhook_events.sql'), 'utf8');
    const client = await pool.connect();
    const insert = (url: string, events?: string) =>
      // returning *: before the migration there is no events column to name.
      client.query<{ events?: string[] }>(
        `insert into webhook_endpoints (user_id, url, secret, ${events === undefined ? '' : 'events, '}created_at, updated_at)
         values ($1, $2, 'whsec_c2VjcmV0', ${events === undefined ? '' : `'${events}', `}now(), now()) returning *`,
        [userId, url],
      );
    try {
      await client.query('begin');
      await client.query('alter table webhook_endpoints drop constraint webhook_endpoints_events_known');
      await client.query('alter table webhook_endpoints drop column events');
      await insert('https://hooks.example.com/before');

      await client.query(sql);
      const before = await client.query<{ events: string[] }>('select events from webhook_endpoints where user_id = $1', [userId]);
      expect(before.rows).toEqual([{ events: ['alert.fired'] }]);
      expect((await insert('https://hooks.example.com/after')).rows[0]?.events).toEqual(['check.completed', 'rank.changed', 'alert.fired', 'schedule.failed']);

      await client.query('savepoint refused');
      await expect(insert('https://hooks.example.com/none', '{}')).rejects.toThrow(/webhook_endpoints_events_known/);
      await client.query('rollback to savepoint refused');
      await expect(insert('https://hooks.example.com/unknown', '{check.failed}')).rejects.toThrow(/webhook_endpoints_events_known/);
    } finally {
      await client.query('rollback');
      client.release();
    }
  });
});
