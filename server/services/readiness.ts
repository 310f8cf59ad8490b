import { countApplied } from '../db/migrate';
import type { Pool } from '../db/pool';
import { pingDatabase } from './ping-database';

/** What decides whether this process should be sent work, beside its database. */
export interface ReadinessSource {
  /** Every migration this code needs (migrationNames at start). */
  migrations: readonly string[];
  /** The job runner of a process that runs jobs; null for a web-only process. */
  jobs: { running(): boolean } | null;
  /** Set once shutdown begins: a load balancer stops sending requests while in-flight ones finish. */
  draining: () => boolean;
}

export interface ReadinessReport {
  ready: boolean;
  database: boolean;
  migrations: boolean;
  /** null when this process runs no jobs. */
  jobs: boolean | null;
  draining: boolean;
}

const PING_TIMEOUT_MS = 2_000;

/**
 * Ready: the database answers, every migration of this code is applied (a process of a newer release waits while
 * an older one still serves), the job runner is up where this process runs jobs, and it is not shutting down.
 */
export async function checkReadiness(pool: Pool, source: ReadinessSource): Promise<ReadinessReport> {
  const draining = source.draining();
  const database = await pingDatabase(pool, PING_TIMEOUT_MS).catch(() => false);
  const migrations = database && (await countApplied(pool, source.migrations).catch(() => -1)) === source.migrations.length;
  const jobs = source.jobs ? source.jobs.running() : null;
  return { ready: !draining && database && migrations && jobs !== false, database, migrations, jobs, draining };
}
