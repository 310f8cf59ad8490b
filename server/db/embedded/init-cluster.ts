import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chown, mkdir, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { RunAs } from './run-as-user';

export const SUPERUSER = 'postgres';

/** A minimal environment: PostgreSQL needs none of ours (and should not see API keys). */
export const POSTGRES_ENV = { LANG: 'C', LC_ALL: 'C' };

/**
 * Creates a new cluster with initdb: UTF-8, C collation (no dependence on the machine's locales),
 * password authentication for the superuser. The directory is created owned by `runAs` when we are root.
 */
export async function initCluster(options: {
  initdb: string;
  clusterDir: string;
  password: string;
  runAs: RunAs | undefined;
}): Promise<void> {
  const { initdb, clusterDir, password, runAs } = options;
  const existing = await readdir(clusterDir).catch(() => [] as string[]);
  if (existing.length > 0) {
    throw new Error(
      `${clusterDir} is not empty but holds no PostgreSQL cluster (no PG_VERSION); move it away and start again`,
    );
  }
  await mkdir(clusterDir, { recursive: true, mode: 0o700 });
  if (runAs) await chown(clusterDir, runAs.uid, runAs.gid);

  // initdb reads the password from a file; it must be readable by the user initdb runs as.
  const pwfile = path.join(tmpdir(), `rank-checker-pw-${randomBytes(6).toString('hex')}`);
  await writeFile(pwfile, `${password}\n`, { mode: 0o600 });
  try {
    if (runAs) await chown(pwfile, runAs.uid, runAs.gid);
    await run(initdb, [
      `--pgdata=${clusterDir}`,
      `--username=${SUPERUSER}`,
      `--pwfile=${pwfile}`,
      '--auth=scram-sha-256',
      '--encoding=UTF8',
      '--no-locale',
    ], runAs);
  } finally {
    await rm(pwfile, { force: true });
  }
}

function run(command: string, args: string[], runAs: RunAs | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      env: POSTGRES_ENV,
      stdio: ['ignore', 'pipe', 'pipe'],
      ...(runAs ? { uid: runAs.uid, gid: runAs.gid } : {}),
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('error', reject);
    child.once('close', (code, signal) => {
      if (code === 0) resolve();
      else reject(new Error(`initdb failed (code ${code ?? 'null'}, signal ${signal ?? 'null'}):\n${output.trim()}`));
    });
  });
}
