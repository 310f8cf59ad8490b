import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate } from '../db/migrate';
import { createPool } from '../db/pool';
import { startDatabase, type Database } from '../db/start-database';
import { createTestUser } from '../testing/auth-fixtures';
import { backupEmbedded, restoreEmbedded } from './admin-backup';
import { CommandError } from './admin-commands';

const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined };

describe('backup and restore of the embedded database', () => {
  let dataDir: string;
  let database: Database | undefined;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'rank-checker-backup-'));
  });
  afterAll(async () => {
    await database?.stop();
    await rm(dataDir, { recursive: true, force: true });
  });

  const emailsIn = async (url: string) => {
    const pool = createPool(url, { error: () => undefined }, { max: 1 });
    try {
      return (await pool.query<{ email: string }>('select email from users order by email')).rows.map((row) => row.email);
    } finally {
      await pool.end();
    }
  };

  it('backs up while it runs, and restores with it stopped: what was saved before the backup is back, what came after is not', async () => {
    const lines: string[] = [];
    const out = (line: string) => lines.push(line);
    database = await startDatabase({ databaseUrl: undefined, dataDir }, quiet);
    const pool = createPool(database.url, { error: () => undefined }, { max: 2 });
    await migrate(pool);
    const kept = await createTestUser(pool, { email: 'kept@example.com' });
    const file = await backupEmbedded({ dataDir, file: undefined, keep: 7, now: new Date('2026-11-29T10:00:00Z'), out });
    expect(path.basename(file)).toBe('rank-checker-20261129T100000Z.tar.gz');
    expect(lines[0]).toMatch(/^Backed up the embedded database to .+ \(\d+\.\d MB\)\.$/);
    await createTestUser(pool, { email: 'after-the-backup@example.com' });
    await expect(restoreEmbedded({ dataDir, file, now: new Date(), out })).rejects.toThrow(new CommandError('The embedded PostgreSQL is running: stop the app (and every process using DATA_DIR) first, then restore.'));
    await pool.end();
    await database.stop();
    database = undefined;

    await restoreEmbedded({ dataDir, file, now: new Date('2026-11-29T11:00:00Z'), out });
    expect(lines.at(-1)).toMatch(/kept in .+postgres\.before-restore-20261129T110000Z: delete it/);
    database = await startDatabase({ databaseUrl: undefined, dataDir }, quiet);
    expect(await emailsIn(database.url)).toEqual([kept.email]);
  }, 120_000);

  it('keeps the newest backups of the default directory and refuses a file that is no backup', async () => {
    const out = () => undefined;
    for (const hour of ['12', '13']) await backupEmbedded({ dataDir, file: undefined, keep: 2, now: new Date(`2026-11-29T${hour}:00:00Z`), out });
    expect((await readdir(path.join(dataDir, 'backups'))).filter((name) => name.endsWith('.tar.gz')).sort()).toEqual(['rank-checker-20261129T120000Z.tar.gz', 'rank-checker-20261129T130000Z.tar.gz']);
    await expect(restoreEmbedded({ dataDir, file: path.join(dataDir, 'nothing-here.tar.gz'), now: new Date(), out })).rejects.toThrow(CommandError);
  }, 120_000);
});
