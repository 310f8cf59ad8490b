import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { migrationNames } from '../db/migrate';
import { createPool, type Pool } from '../db/pool';
import { checkReadiness } from './readiness';

describe('checkReadiness', () => {
  let pool: Pool;
  let migrations: string[];
  beforeAll(async () => {
    pool = createPool(inject('databaseUrl'), { error: () => undefined }, { max: 2 });
    migrations = await migrationNames();
  });
  afterAll(() => pool.end());

  it('is ready with the database up, every migration applied, the runner up and no shutdown', async () => {
    expect(await checkReadiness(pool, { migrations, jobs: { running: () => true }, draining: () => false })).toEqual({ ready: true, database: true, migrations: true, jobs: true, draining: false });
  });

  it('is not while a newer release waits for its migrations, the runner is down, or shutdown began', async () => {
    const newer = [...migrations, '999_from_a_newer_release.sql'];
    expect(await checkReadiness(pool, { migrations: newer, jobs: null, draining: () => false })).toMatchObject({ ready: false, migrations: false, jobs: null });
    expect(await checkReadiness(pool, { migrations, jobs: { running: () => false }, draining: () => false })).toMatchObject({ ready: false, jobs: false });
    expect(await checkReadiness(pool, { migrations, jobs: null, draining: () => true })).toMatchObject({ ready: false, draining: true, database: true });
  });
});
