import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startEmbeddedPostgres } from '../../server/db/embedded-postgres';
import { migrate } from '../../server/db/migrate';
import { createPool, type Pool } from '../../server/db/pool';

const quiet = { info: () => undefined, warn: (m: string) => console.warn(m), error: (m: string) => console.error(m) };

/** A throw-away migrated PostgreSQL for one benchmark run (BENCH_DATABASE_URL to use another server). */
export async function startBenchDatabase(): Promise<{ pool: Pool; url: string; stop(): Promise<void> }> {
  if (process.env.BENCH_DATABASE_URL) {
    const pool = createPool(process.env.BENCH_DATABASE_URL, { error: () => undefined }, { max: 20 });
    await migrate(pool);
    return { pool, url: process.env.BENCH_DATABASE_URL, stop: () => pool.end() };
  }
  const dataDir = await mkdtemp(path.join(tmpdir(), 'rank-checker-bench-'));
  const db = await startEmbeddedPostgres({ dataDir, database: 'bench', logger: quiet });
  const pool = createPool(db.url, { error: () => undefined }, { max: 20 });
  await migrate(pool);
  return {
    pool,
    url: db.url,
    stop: async () => {
      await pool.end();
      await db.stop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
