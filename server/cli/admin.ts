import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ConfigError, parseConfig, type Config } from '../config';
import { backupEmbedded, restoreEmbedded } from './admin-backup';
import type { AdminCommand } from './admin-args';
import { enqueueAccountMail } from '../jobs/enqueue-account-mail';
import type { MailContent } from '../services/mail/mail-layout';
import { migrate } from '../db/migrate';
import { createPool } from '../db/pool';
import { parseAdminArgs, UsageError, USAGE } from './admin-args';
import { connectAdminDatabase } from './admin-database';
import { CommandError, runAdminCommand } from './admin-commands';

/**
 * `npm run admin -- <command>`: operator commands on the server's database (see USAGE). Reads .env like
 * `npm start`. Exit codes: 0 done, 1 failed, 2 wrong usage.
 */
async function main(argv: string[]): Promise<number> {
  let command;
  try {
    command = parseAdminArgs(argv);
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    console.error(`${error.message}\n\n${USAGE}`);
    return 2;
  }
  if (command.kind === 'help') {
    console.log(USAGE);
    return 0;
  }

  const envFile = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../.env');
  if (existsSync(envFile)) process.loadEnvFile(envFile);
  const config = parseConfig(process.env);
  if (command.kind === 'backup' || command.kind === 'restore') return backupOrRestore(command, config);
  const quiet = { info: () => undefined, warn: (m: string) => console.error(m), error: (m: string) => console.error(m) };
  const database = await connectAdminDatabase(config, quiet);
  const pool = createPool(database.url, { error: () => undefined }, { max: 2 });
  try {
    // The same schema the server would have: a database no server has opened yet gets its tables here.
    await migrate(pool);
    const serp = { provider: config.serp.provider, monthlyBudget: config.serp.monthlyBudget ?? null };
    const mail = (to: string, content: MailContent) => enqueueAccountMail(pool, { to, ...content }).then(() => true, () => false);
    return await runAdminCommand(command, { pool, now: new Date(), serp, mail, appUrl: config.appUrl, out: (line) => console.log(line) });
  } catch (error) {
    if (error instanceof CommandError) {
      console.error(error.message);
      return 1;
    }
    throw error;
  } finally {
    await pool.end();
    await database.stop();
  }
}

/** Backup and restore of the embedded database: its files, not a connection (restore needs the server stopped). */
async function backupOrRestore(command: Extract<AdminCommand, { kind: 'backup' | 'restore' }>, config: Config): Promise<number> {
  if (config.databaseUrl) {
    console.error('DATABASE_URL points at your own PostgreSQL: back it up with its own tools (pg_dump of its version, or your provider\'s snapshots). See "Backups" in the README.');
    return 1;
  }
  const out = (line: string) => console.log(line);
  try {
    if (command.kind === 'backup') {
      await backupEmbedded({ dataDir: config.dataDir, file: command.file, keep: command.keep, now: new Date(), out });
      return 0;
    }
    if (!command.confirmed) {
      console.log(`Would replace the embedded database in ${config.dataDir} with ${command.file} (the current one is kept beside it).`);
      console.log('Stop the app first. Run again with --yes to restore.');
      return 2;
    }
    await restoreEmbedded({ dataDir: config.dataDir, file: command.file, now: new Date(), out });
    return 0;
  } catch (error) {
    if (error instanceof CommandError) {
      console.error(error.message);
      return 1;
    }
    throw error;
  }
}

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    console.error(error instanceof ConfigError ? error.message : `Failed: ${error instanceof Error ? error.message : String(error)}`);
    process.exitCode = 1;
  },
);
