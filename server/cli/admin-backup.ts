import { spawn } from 'node:child_process';
import { cp, lstat, mkdir, mkdtemp, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import { clusterPaths } from '../db/embedded/cluster-files';
import { findRunningEmbeddedPostgres } from '../db/embedded/running-server';
import { isAlive } from '../db/embedded/processes';
import { APP_DATABASE } from '../db/start-database';
import { CommandError } from './admin-commands';

const NAME = /^rank-checker-\d{8}T\d{6}Z\.tar\.gz$/;

// What PostgreSQL's low-level base backup leaves out of the copy (docs: "Making a Base Backup Using the Low Level
// API"): the running server's own files and what it rebuilds at start. WAL is added after, from the backup's start.
const SKIPPED = new Set(['postmaster.pid', 'postmaster.opts', 'pg_internal.init']);
const EMPTIED = new Set(['pg_wal', 'pg_replslot', 'pg_dynshmem', 'pg_notify', 'pg_serial', 'pg_snapshots', 'pg_stat_tmp', 'pg_subtrans']);

function run(command: string, args: string[], okCodes = [0]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'ignore', 'pipe'] });
    let err = '';
    child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
    child.once('error', reject);
    child.once('exit', (code) => (okCodes.includes(code ?? -1) ? resolve() : reject(new Error(`${command} exited ${code}: ${err.trim()}`))));
  });
}

const stamp = (now: Date) => now.toISOString().replace(/[-:]/g, '').replace(/\.\d+Z$/, 'Z');

/**
 * A hot backup of the embedded PostgreSQL while the app runs, with its own binaries (no pg_dump of the right major
 * version is needed): PostgreSQL's low-level base backup. A temporary replication slot keeps the WAL from the start;
 * pg_backup_start checkpoints; the data directory is copied as it is (files changing meanwhile are mended by WAL
 * replay); pg_backup_stop gives the backup_label; the WAL written since is added; all of it goes into one tar.gz.
 */
export async function backupEmbedded(options: { dataDir: string; file: string | undefined; keep: number; now: Date; out: (line: string) => void }): Promise<string> {
  const { clusterDir } = clusterPaths(options.dataDir);
  const url = await findRunningEmbeddedPostgres(options.dataDir, APP_DATABASE);
  if (!url) throw new CommandError(`No embedded PostgreSQL is running in ${options.dataDir}: start the app (npm start) first; a backup is taken while it runs.`);
  const backupsDir = path.join(options.dataDir, 'backups');
  const file = path.resolve(options.file ?? path.join(backupsDir, `rank-checker-${stamp(options.now)}.tar.gz`));
  await mkdir(path.dirname(file), { recursive: true });
  const staging = await mkdtemp(path.join(path.dirname(file), '.backup-'));
  const client = new pg.Client({ connectionString: url });
  client.on('error', () => undefined);
  try {
    await client.connect();
    // Temporary: dropped when this session ends, however it ends.
    await client.query('select pg_create_physical_replication_slot($1, true, true)', [`rank_checker_backup_${process.pid}`]);
    await client.query('select pg_backup_start($1, true)', [`rank-checker ${stamp(options.now)}`]);
    await cp(clusterDir, staging, {
      recursive: true,
      filter: (source) => {
        const relative = path.relative(clusterDir, source);
        const parts = relative.split(path.sep);
        if (SKIPPED.has(path.basename(source)) || parts.some((part) => part.startsWith('pgsql_tmp'))) return false;
        return !(parts.length > 1 && EMPTIED.has(parts[0]!));
      },
    });
    const { rows } = await client.query<{ labelfile: string; spcmapfile: string | null }>('select labelfile, spcmapfile from pg_backup_stop(false)');
    await writeFile(path.join(staging, 'backup_label'), rows[0]!.labelfile);
    if (rows[0]!.spcmapfile) await writeFile(path.join(staging, 'tablespace_map'), rows[0]!.spcmapfile);
    // The WAL from the backup's start (kept by the slot) through its end, for the restored server to replay.
    for (const segment of await readdir(path.join(clusterDir, 'pg_wal'))) {
      const source = path.join(clusterDir, 'pg_wal', segment);
      if ((await lstat(source)).isFile()) await cp(source, path.join(staging, 'pg_wal', segment));
    }
    await run('tar', ['-czf', `${file}.partial`, '-C', staging, '.']);
    await rename(`${file}.partial`, file);
  } finally {
    await client.end().catch(() => undefined);
    await rm(staging, { recursive: true, force: true });
    await rm(`${file}.partial`, { force: true });
  }
  const size = (await stat(file)).size;
  options.out(`Backed up the embedded database to ${file} (${(size / 1_048_576).toFixed(1)} MB).`);
  if (!options.file) {
    const old = (await readdir(backupsDir)).filter((name) => NAME.test(name)).sort().reverse().slice(options.keep);
    for (const name of old) await rm(path.join(backupsDir, name));
    if (old.length > 0) options.out(`Removed ${old.length} older backup(s) from ${backupsDir}, keeping the newest ${options.keep}.`);
  }
  return file;
}

async function postmasterRuns(clusterDir: string): Promise<boolean> {
  try {
    const pid = Number.parseInt((await readFile(path.join(clusterDir, 'postmaster.pid'), 'utf8')).split('\n')[0] ?? '', 10);
    return Number.isInteger(pid) && pid > 0 && isAlive(pid);
  } catch {
    return false;
  }
}

/**
 * Puts a backup in place of the embedded cluster, with the app stopped. The cluster it replaces is kept beside it
 * (renamed) until the operator has checked the restored data. At the next start PostgreSQL replays the backup's WAL.
 */
export async function restoreEmbedded(options: { dataDir: string; file: string; now: Date; out: (line: string) => void }): Promise<void> {
  const { clusterDir } = clusterPaths(options.dataDir);
  if (await postmasterRuns(clusterDir)) throw new CommandError('The embedded PostgreSQL is running: stop the app (and every process using DATA_DIR) first, then restore.');
  const file = path.resolve(options.file);
  await stat(file).catch(() => {
    throw new CommandError(`No backup at ${file}.`);
  });
  const incoming = `${clusterDir}.restoring`;
  await rm(incoming, { recursive: true, force: true });
  await mkdir(incoming, { recursive: true, mode: 0o700 });
  try {
    await run('tar', ['-xzf', file, '-C', incoming]);
    const label = await readFile(path.join(incoming, 'backup_label'), 'utf8').catch(() => '');
    if (!label.includes('START WAL LOCATION')) throw new CommandError(`${file} is not a backup made by npm run admin -- backup (no backup_label in it).`);
    const version = (await readFile(path.join(incoming, 'PG_VERSION'), 'utf8')).trim();
    const current = await readFile(path.join(clusterDir, 'PG_VERSION'), 'utf8').then((text) => text.trim(), () => version);
    if (version !== current) throw new CommandError(`The backup is of PostgreSQL ${version}, and this embedded PostgreSQL is ${current}: restore it with PostgreSQL ${version}.`);
    // The restored files belong to whoever owned the cluster (the `postgres` user when the app runs as root).
    const owner = await stat(clusterDir).catch(() => undefined);
    if (owner && process.getuid?.() === 0) await run('chown', ['-R', `${owner.uid}:${owner.gid}`, incoming]);
  } catch (error) {
    await rm(incoming, { recursive: true, force: true });
    throw error;
  }
  const previous = `${clusterDir}.before-restore-${stamp(options.now)}`;
  await rename(clusterDir, previous).catch((error: NodeJS.ErrnoException) => {
    if (error.code !== 'ENOENT') throw error;
  });
  await rename(incoming, clusterDir);
  options.out(`Restored ${file} into ${clusterDir}. Start the app (npm start): PostgreSQL replays the backup's WAL first.`);
  options.out(`The database it replaced is kept in ${previous}: delete it once you have checked the restored data.`);
}
