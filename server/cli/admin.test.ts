import { execFile } from 'node:child_process';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { startEmbeddedPostgres, type EmbeddedPostgres } from '../db/embedded-postgres';
import { createPool, type Pool } from '../db/pool';
import { APP_DATABASE } from '../db/start-database';
import { insertVerifiedUser } from '../testing/sign-in';

const ADMIN = fileURLToPath(new URL('./admin.ts', import.meta.url));
const exec = promisify(execFile);

/** `npm run admin -- ...argv` as a separate process with the given database settings. */
async function runAdmin(env: Record<string, string>, ...argv: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  const { DATABASE_URL: _ignored, ...inherited } = process.env;
  try {
    const { stdout, stderr } = await exec(process.execPath, ['--import', 'tsx', ADMIN, ...argv], { env: { ...inherited, ...env }, timeout: 60_000 });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code?: number; stdout?: string; stderr?: string };
    return { code: failed.code ?? -1, stdout: failed.stdout ?? '', stderr: failed.stderr ?? '' };
  }
}

describe('npm run admin (spawned)', () => {
  let pool: Pool;
  beforeAll(() => {
    pool = createPool(inject('databaseUrl'), { error: () => undefined }, { max: 2 });
  });
  afterAll(() => pool.end());

  it('works on DATABASE_URL with exit codes 0 done, 1 failed, 2 wrong usage', async () => {
    const user = await insertVerifiedUser(pool);
    const env = { DATABASE_URL: inject('databaseUrl') };
    const [show, missing, usage, help] = await Promise.all([
      runAdmin(env, 'show', user.email),
      runAdmin(env, 'show', 'nobody-at-all@example.com'),
      runAdmin(env, 'set-plan', user.email, 'basic'),
      runAdmin({}, 'help'),
    ]);
    expect(show).toMatchObject({ code: 0 });
    expect(show.stdout).toContain(`E-mail:          ${user.email}`);
    expect(show.stdout).toContain('Checks today:    0 of 3');
    expect(missing).toMatchObject({ code: 1, stderr: "No user with e-mail or id 'nobody-at-all@example.com'\n" });
    expect(usage.code).toBe(2);
    expect(usage.stderr).toMatch(/^Invalid plan type 'basic': use free, pro or enterprise\n\nRank Checker operator commands/);
    expect(help).toMatchObject({ code: 0 });
    expect(help.stdout).toContain('Usage: npm run admin -- <command> [options]');
  });
});

describe('npm run admin beside an app running the embedded database', () => {
  let dataDir: string;
  let server: EmbeddedPostgres;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'rank-checker-admin-'));
    await chmod(dataDir, 0o755);
    // This test process plays the running app: it owns the server in DATA_DIR, so a second start is refused.
    const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined };
    server = await startEmbeddedPostgres({ dataDir, database: APP_DATABASE, logger: quiet, preferredPort: 0, settings: { fsync: 'off' } });
  });
  afterAll(async () => {
    await server.stop();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('connects to the running server instead of starting another', async () => {
    const first = await runAdmin({ DATA_DIR: dataDir }, 'users');
    expect(first).toMatchObject({ code: 0, stdout: expect.stringContaining('0 users') });
    const appPool = createPool(server.url, { error: () => undefined }, { max: 1 });
    try {
      // The CLI migrated the database and the server kept running for the app.
      await appPool.query("insert into users (email, email_verified_at) values ('owner@example.com', now())");
    } finally {
      await appPool.end();
    }
    const second = await runAdmin({ DATA_DIR: dataDir }, 'set-plan', 'owner@example.com', 'pro', '--trial-days', '1');
    expect(second.code).toBe(0);
    expect(second.stdout).toContain('Plan:            pro trial, 1 day left');
  }, 120_000);
});
