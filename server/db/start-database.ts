import type { Config } from '../config';
import { startEmbeddedPostgres } from './embedded-postgres';
import type { LauncherLogger } from './embedded/launcher-logger';

export const APP_DATABASE = 'rank_checker';

export interface Database {
  url: string;
  kind: 'embedded' | 'external';
  /** For logs: where the data lives, without credentials. */
  description: string;
  /** Stops the embedded server (no-op for an external database). Close pools first. */
  stop(): Promise<void>;
}

/** DATABASE_URL when set; otherwise the embedded PostgreSQL under DATA_DIR. */
export async function startDatabase(config: Pick<Config, 'databaseUrl' | 'dataDir'>, logger: LauncherLogger): Promise<Database> {
  if (config.databaseUrl) {
    return { url: config.databaseUrl, kind: 'external', description: maskUrl(config.databaseUrl), stop: async () => undefined };
  }
  const embedded = await startEmbeddedPostgres({ dataDir: config.dataDir, database: APP_DATABASE, logger });
  return {
    url: embedded.url,
    kind: 'embedded',
    description: `embedded PostgreSQL in ${embedded.clusterDir} on 127.0.0.1:${embedded.port}`,
    stop: () => embedded.stop(),
  };
}

/** postgres://user:secret@host:5432/db -> postgres://user:***@host:5432/db */
export function maskUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return 'postgres://(unparseable URL)';
  }
}
