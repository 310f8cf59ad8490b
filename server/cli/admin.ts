import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ConfigError, parseConfig } from '../config';
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

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    console.error(error instanceof ConfigError ? error.message : `Failed: ${error instanceof Error ? error.message : String(error)}`);
    process.exitCode = 1;
  },
);
