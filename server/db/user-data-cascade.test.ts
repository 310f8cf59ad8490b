import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createPool, type Pool } from './pool';

/** Deleting an account removes all of it: every table that points at a user goes with the user. */
describe('user data in the schema', () => {
  let pool: Pool;
  beforeAll(() => {
    pool = createPool(inject('databaseUrl'), { error: () => undefined }, { max: 1 });
  });
  afterAll(() => pool.end());

  it('deletes every row that refers to a user with the user (on delete cascade)', async () => {
    const { rows } = await pool.query<{ table_name: string; deletes: string }>(
      `select conrelid::regclass::text as table_name, confdeltype as deletes
         from pg_constraint where contype = 'f' and confrelid = 'users'::regclass order by 1`,
    );
    expect(rows.map((r) => r.table_name)).toEqual(expect.arrayContaining(['notifications', 'alert_rules', 'webhook_endpoints', 'user_achievements']));
    expect(rows.filter((r) => r.deletes !== 'c')).toEqual([]);
  });
});
