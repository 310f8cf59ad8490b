import { readFile } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import { clusterPaths, readClusterState } from './cluster-files';
import { SUPERUSER } from './init-cluster';
import { isAlive, processName } from './processes';

/**
 * The connection string of the embedded PostgreSQL already running in DATA_DIR (started by the app), or
 * undefined when none runs or it does not answer. Tools such as the admin CLI use it to work beside a running
 * app: starting a second server on the same cluster is refused (clearStaleServer), and would not be wanted.
 */
export async function findRunningEmbeddedPostgres(dataDir: string, database: string): Promise<string | undefined> {
  const paths = clusterPaths(dataDir);
  const state = await readClusterState(paths.stateFile);
  if (!state) return undefined;
  let lines: string[];
  try {
    lines = (await readFile(path.join(paths.clusterDir, 'postmaster.pid'), 'utf8')).split('\n');
  } catch {
    return undefined;
  }
  const pid = Number.parseInt(lines[0] ?? '', 10);
  // Line 4 of postmaster.pid is the port the server listens on; the stored port is the fallback.
  const port = Number.parseInt(lines[3] ?? '', 10) || state.port;
  if (!Number.isInteger(pid) || pid <= 0 || !port || !isAlive(pid) || (await processName(pid)) !== 'postgres') return undefined;
  const url = `postgres://${SUPERUSER}:${encodeURIComponent(state.password)}@127.0.0.1:${port}/${encodeURIComponent(database)}`;
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3_000 });
  client.on('error', () => undefined);
  try {
    await client.connect();
    await client.query('select 1');
    return url;
  } catch {
    return undefined;
  } finally {
    await client.end().catch(() => undefined);
  }
}
