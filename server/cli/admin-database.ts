import type { Config } from '../config';
import { findRunningEmbeddedPostgres } from '../db/embedded/running-server';
import type { LauncherLogger } from '../db/embedded/launcher-logger';
import { APP_DATABASE, maskUrl, startDatabase } from '../db/start-database';

export interface AdminDatabase {
  url: string;
  description: string;
  /** Stops an embedded server this process started; nothing otherwise. */
  stop(): Promise<void>;
}

/**
 * The server's database: DATABASE_URL when set; otherwise the embedded PostgreSQL in DATA_DIR — the one the
 * running app started when there is one (a second server on the cluster is refused while the app owns it),
 * else one started just for this command and stopped after it.
 */
export async function connectAdminDatabase(config: Pick<Config, 'databaseUrl' | 'dataDir'>, logger: LauncherLogger): Promise<AdminDatabase> {
  if (config.databaseUrl) return { url: config.databaseUrl, description: maskUrl(config.databaseUrl), stop: async () => undefined };
  const running = await findRunningEmbeddedPostgres(config.dataDir, APP_DATABASE);
  if (running) return { url: running, description: `the running embedded PostgreSQL in ${config.dataDir}`, stop: async () => undefined };
  const started = await startDatabase(config, logger);
  return { url: started.url, description: started.description, stop: () => started.stop() };
}
