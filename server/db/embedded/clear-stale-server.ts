import { readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import type { LauncherLogger } from './launcher-logger';
import { isAlive, processName, stopPostmaster } from './processes';

/**
 * Makes the cluster directory startable after the app was killed (kill -9, crash, power loss):
 * - postmaster.pid names a live postgres whose owning app is gone -> that orphaned server is stopped gently;
 * - postmaster.pid names a live postgres whose owning app still runs -> refuse: another instance uses DATA_DIR;
 * - postmaster.pid names a dead pid, or a pid reused by an unrelated process -> the stale file is removed
 *   (PostgreSQL itself refuses to start when the pid in the file is alive, whatever that process is).
 * `ownerFile` holds the pid of the app process that started the server.
 */
export async function clearStaleServer(clusterDir: string, ownerFile: string, logger: LauncherLogger): Promise<void> {
  const pidFile = path.join(clusterDir, 'postmaster.pid');
  const postmasterPid = await readPid(pidFile);
  if (postmasterPid === undefined) return;

  const alive = isAlive(postmasterPid) && (await processName(postmasterPid)) === 'postgres';
  if (!alive) {
    logger.warn(`Removing stale ${pidFile} (pid ${postmasterPid} is not running PostgreSQL)`);
    await rm(pidFile, { force: true });
    return;
  }

  const ownerPid = await readPid(ownerFile);
  if (ownerPid !== undefined && ownerPid !== process.pid && isAlive(ownerPid) && (await processName(ownerPid)) === 'node') {
    throw new Error(
      `The embedded PostgreSQL in ${clusterDir} is in use by another running instance of the app (pid ${ownerPid}). ` +
        'Stop it first, or give this instance its own DATA_DIR.',
    );
  }
  logger.warn(`Stopping orphaned embedded PostgreSQL (pid ${postmasterPid}) left behind by an app that did not shut down`);
  if (!(await stopPostmaster(postmasterPid))) {
    throw new Error(`Could not stop the orphaned PostgreSQL (pid ${postmasterPid}); stop it by hand and start again`);
  }
}

async function readPid(file: string): Promise<number | undefined> {
  try {
    const first = (await readFile(file, 'utf8')).split('\n')[0]?.trim() ?? '';
    const pid = Number.parseInt(first, 10);
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}
