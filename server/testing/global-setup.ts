import { randomBytes } from 'node:crypto';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { startEmbeddedPostgres } from '../db/embedded-postgres';
import { Logger, runMigrations } from 'graphile-worker';
import { migrate } from '../db/migrate';
import { createPool } from '../db/pool';
import { createJobPool } from '../jobs/start-job-runner';
import { TEST_JOB_SCHEMAS } from './test-job-schemas';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A freshly created and migrated database for this test run. */
    databaseUrl: string;
  }
}

const quietLogger = {
  info: () => undefined,
  warn: (message: string) => console.warn(`[test postgres] ${message}`),
  error: (message: string) => console.error(`[test postgres] ${message}`),
};

/**
 * Integration tests run against real PostgreSQL: TEST_DATABASE_URL's server when set, otherwise a throwaway
 * embedded cluster in a temp dir. Either way a new database is created and migrated for this run and
 * removed afterwards.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const external = process.env.TEST_DATABASE_URL;
  if (external) {
    const name = `rank_checker_test_${randomBytes(4).toString('hex')}`;
    await adminQuery(external, `create database ${name}`);
    const url = withDatabase(external, name);
    await migrateDatabase(url);
    project.provide('databaseUrl', url);
    return async () => {
      await adminQuery(external, `drop database if exists ${name} with (force)`);
    };
  }

  const dataDir = await mkdtemp(path.join(tmpdir(), 'rank-checker-test-'));
  // mkdtemp makes it 700; as root the cluster runs as the postgres user, which must be able to enter it.
  await chmod(dataDir, 0o755);
  const server = await startEmbeddedPostgres({
    dataDir,
    database: 'rank_checker_test',
    logger: quietLogger,
    preferredPort: 0,
    // A throwaway cluster: durability buys nothing and costs seconds.
    settings: { fsync: 'off', synchronous_commit: 'off', full_page_writes: 'off' },
  });
  await migrateDatabase(server.url);
  project.provide('databaseUrl', server.url);
  return async () => {
    await server.stop();
    await rm(dataDir, { recursive: true, force: true });
  };
}

async function migrateDatabase(url: string): Promise<void> {
  const pool = createPool(url, { error: (obj, message) => console.error(message, obj) }, { max: 2 });
  try {
    await migrate(pool);
    // Apps queue account e-mails in graphile-worker's schema even when no runner takes them. Test apps that read
    // mail run their own job runner on one of the spare schemas (build-test-app), migrated here once: a runner
    // shuts down when it sees another schema being migrated under it.
    const quiet = new Logger(() => () => undefined);
    const jobPool = createJobPool(url, { error: () => undefined });
    try {
      for (const schema of ['graphile_worker', ...TEST_JOB_SCHEMAS]) await runMigrations({ pgPool: jobPool, schema, logger: quiet });
    } finally {
      await jobPool.end();
    }
  } finally {
    await pool.end();
  }
}

async function adminQuery(url: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}
