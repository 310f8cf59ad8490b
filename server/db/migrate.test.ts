import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import { migrate } from './migrate';
import { createPool, type Pool } from './pool';

describe('migrate', () => {
  let pool: Pool;
  let dir: string;
  beforeAll(async () => {
    pool = createPool(inject('databaseUrl'), { error: () => undefined }, { max: 6 });
    dir = await mkdtemp(path.join(tmpdir(), 'rank-checker-migrations-'));
  });
  afterAll(async () => {
    await pool.end();
    await rm(dir, { recursive: true, force: true });
  });

  it('has applied the project migrations, and applying again does nothing', async () => {
    expect(await migrate(pool)).toEqual([]);
    const { rows } = await pool.query<{ name: string }>('select name from schema_migrations order by name');
    expect(rows.map((r) => r.name)).toEqual(expect.arrayContaining(['001_serp_cache.sql', '002_guest_usage.sql']));
  });

  it('applies new files in order, once, even when three processes start together', async () => {
    const id = randomBytes(4).toString('hex');
    await writeFile(path.join(dir, `001_${id}_a.sql`), `create table t_${id} (n int);`);
    await writeFile(path.join(dir, `002_${id}_b.sql`), `insert into t_${id} values (1);`);
    await writeFile(path.join(dir, 'README.md'), 'not a migration');
    const results = await Promise.all([migrate(pool, dir), migrate(pool, dir), migrate(pool, dir)]);
    expect(results.flat().sort()).toEqual([`001_${id}_a.sql`, `002_${id}_b.sql`]);
    const { rows } = await pool.query<{ total: number }>(`select count(*) as total from t_${id}`);
    expect(rows[0]?.total).toBe(1); // also shows count(*) arrives as a number
  });

  it('rolls a failing migration back and names it', async () => {
    const id = randomBytes(4).toString('hex');
    const failing = path.join(dir, `003_${id}_bad.sql`);
    await writeFile(failing, `create table bad_${id} (n int); select nonsense from nowhere;`);
    await expect(migrate(pool, dir)).rejects.toThrow(`Migration 003_${id}_bad.sql failed`);
    const { rows } = await pool.query<{ present: string | null }>(`select to_regclass('bad_${id}') as present`);
    expect(rows[0]?.present).toBeNull();
    await rm(failing);
  });
});
