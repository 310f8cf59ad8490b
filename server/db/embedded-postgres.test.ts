import { chmod, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmbeddedPostgres, type EmbeddedPostgres } from './embedded-postgres';
import { isAlive, waitForExit } from './embedded/processes';

const CHILD_SCRIPT = fileURLToPath(new URL('../testing/embedded-postgres-child.ts', import.meta.url));

const logger = { info: () => undefined, warn: () => undefined, error: () => undefined };
const settings = { fsync: 'off', synchronous_commit: 'off' };

async function query<T extends pg.QueryResultRow>(url: string, sql: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(sql)).rows;
  } finally {
    await client.end();
  }
}

async function postmasterPid(clusterDir: string): Promise<number> {
  return Number((await readFile(path.join(clusterDir, 'postmaster.pid'), 'utf8')).split('\n')[0]);
}

describe('startEmbeddedPostgres', () => {
  let dataDir: string;
  let server: EmbeddedPostgres | undefined;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'rank-checker-embedded-'));
    await chmod(dataDir, 0o755);
  });
  afterAll(async () => {
    await server?.stop();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('initialises a cluster, creates the app database and keeps data across a clean restart', async () => {
    server = await startEmbeddedPostgres({ dataDir, database: 'app', logger, preferredPort: 0, settings });
    await query(server.url, 'create table kept (n int); insert into kept values (7)');
    const [version] = await query<{ server_version_num: string }>(server.url, 'show server_version_num');
    expect(Number(version?.server_version_num)).toBeGreaterThanOrEqual(180000);
    const { port } = server;
    await server.stop();
    expect(await readFile(path.join(dataDir, 'postgres.owner'), 'utf8').catch(() => 'gone')).toBe('gone');

    server = await startEmbeddedPostgres({ dataDir, database: 'app', logger, preferredPort: 0, settings });
    expect(server.port).toBe(port); // the port is remembered in DATA_DIR
    expect(await query(server.url, 'select n from kept')).toEqual([{ n: 7 }]);
  });

  it('recovers when the app was killed and left its server running', async () => {
    if (!server) throw new Error('previous test did not start a server');
    const orphan = await postmasterPid(server.clusterDir);
    // What `kill -9` of the app leaves behind: the server keeps running and the recorded owner is dead.
    await writeFile(path.join(dataDir, 'postgres.owner'), '999999\n');
    const previous = server;
    server = await startEmbeddedPostgres({ dataDir, database: 'app', logger, preferredPort: 0, settings });
    expect(isAlive(orphan)).toBe(false);
    expect(await postmasterPid(server.clusterDir)).not.toBe(orphan);
    expect(await query(server.url, 'select n from kept')).toEqual([{ n: 7 }]);
    await previous.stop(); // its process is gone: nothing to do, no error
  });

  it('removes a stale postmaster.pid whose process is gone', async () => {
    if (!server) throw new Error('previous test did not start a server');
    await server.stop();
    const pidFile = path.join(server.clusterDir, 'postmaster.pid');
    await writeFile(pidFile, `999999\n${server.clusterDir}\n`);
    server = await startEmbeddedPostgres({ dataDir, database: 'app', logger, preferredPort: 0, settings });
    expect(await query(server.url, 'select n from kept')).toEqual([{ n: 7 }]);
  });

  it('stops the server soon after the app is killed outright (kill -9), so none is left running', async () => {
    const own = await mkdtemp(path.join(tmpdir(), 'rank-checker-killed-'));
    await chmod(own, 0o755);
    const child = spawn(process.execPath, ['--import', 'tsx', CHILD_SCRIPT, own], { stdio: ['ignore', 'pipe', 'inherit'] });
    try {
      const [line] = (await once(child.stdout, 'data')) as [Buffer];
      const { postmasterPid } = JSON.parse(line.toString()) as { postmasterPid: number };
      expect(isAlive(postmasterPid)).toBe(true);
      child.kill('SIGKILL');
      expect(await waitForExit(postmasterPid, 20_000)).toBe(true);
    } finally {
      child.kill('SIGKILL');
      await rm(own, { recursive: true, force: true });
    }
  });

  it('starts the server again when it stops while the app runs (killed, out of memory)', async () => {
    const messages: string[] = [];
    const own = await mkdtemp(path.join(tmpdir(), 'rank-checker-restarted-'));
    await chmod(own, 0o755);
    const supervised = await startEmbeddedPostgres({
      dataDir: own,
      database: 'app',
      logger: { info: (m) => messages.push(m), warn: (m) => messages.push(m), error: (m) => messages.push(m) },
      preferredPort: 0,
      // Durable commits (not this file's fsync=off): the row must survive the kill.
    });
    try {
      await query(supervised.url, 'create table kept (n int); insert into kept values (8)');
      const killed = await postmasterPid(supervised.clusterDir);
      process.kill(killed, 'SIGKILL');
      expect(await waitForExit(killed, 20_000)).toBe(true);
      // Wait for the event itself: the server answering again.
      await expect.poll(() => query(supervised.url, 'select n from kept').catch(() => []), { timeout: 60_000, interval: 200 }).toEqual([{ n: 8 }]);
      expect(await postmasterPid(supervised.clusterDir)).not.toBe(killed);
      expect(messages).toContain('Embedded PostgreSQL stopped unexpectedly (SIGKILL); starting it again in 1 s');
      // The server may answer a moment before the launcher has noted that it is back.
      await expect.poll(() => messages.includes('Embedded PostgreSQL is running again'), { timeout: 30_000 }).toBe(true);
    } finally {
      await supervised.stop();
      await rm(own, { recursive: true, force: true });
    }
  }, 90_000);

  it('refuses to take over a server another live instance of the app owns', async () => {
    if (!server) throw new Error('previous test did not start a server');
    // The parent of this test process is a live node process (vitest's main process).
    await writeFile(path.join(dataDir, 'postgres.owner'), `${process.ppid}\n`);
    await expect(
      startEmbeddedPostgres({ dataDir, database: 'app', logger, preferredPort: 0, settings }),
    ).rejects.toThrow(/in use by another running instance/);
    await writeFile(path.join(dataDir, 'postgres.owner'), `${process.pid}\n`);
  });
});
