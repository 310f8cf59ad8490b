import pg from 'pg';

// int8 (count(*), sum of ints, bigserial ids) arrives as a string by default because it can exceed 2^53.
// Our int8 values are counts and ids far below that, so read them as numbers.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number.parseInt(value, 10));

export type Pool = pg.Pool;
export type PoolClient = pg.PoolClient;
/** Anything that runs a query: the pool itself or a client holding a transaction. */
export type Queryable = Pick<pg.Pool, 'query'> | pg.PoolClient;

export interface PoolLogger {
  error(obj: unknown, message: string): void;
}

/**
 * A pg.Pool whose every client handles its errors, idle or checked out. pg-pool listens for the error of an
 * idle client only and removes that listener when it hands the client out (a transaction, graphile-worker's
 * LISTEN connection): a connection dropped then (the database stopped or restarted) would be an unhandled
 * 'error' event, and Node exits on those. The query in flight fails on its own and the request answers 503.
 */
export function createPool(
  connectionString: string,
  logger: PoolLogger,
  options: { max?: number; statementTimeoutMs?: number } = {},
): Pool {
  const pool = new pg.Pool({
    connectionString,
    // Connections are only held for queries: no provider request ever waits on one (cached-serp-fetcher).
    max: options.max ?? 20,
    // A query that runs away fails instead of pinning a connection the rest of the app needs.
    ...(options.statementTimeoutMs ? { statement_timeout: options.statementTimeoutMs } : {}),
    idleTimeoutMillis: 30_000,
    connectionTimeoutMillis: 10_000,
    application_name: 'rank-checker',
  });
  pool.on('error', (error) => logger.error({ err: error }, 'PostgreSQL idle client error'));
  pool.on('connect', (client) => {
    client.on('error', (error) => logger.error({ err: error }, 'PostgreSQL client error'));
  });
  return pool;
}

/**
 * Runs fn inside BEGIN/COMMIT on one client; rolls back and rethrows on error. A client whose rollback fails
 * too (its connection is gone) is discarded rather than returned to the pool for the next request to trip on.
 */
export async function withTransaction<T>(pool: Pool, fn: (client: PoolClient) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  let broken = false;
  try {
    await client.query('begin');
    const result = await fn(client);
    await client.query('commit');
    return result;
  } catch (error) {
    await client.query('rollback').catch(() => (broken = true));
    throw error;
  } finally {
    client.release(broken);
  }
}
