import type { Queryable } from '../pool';
import { fillQueryIdentity } from './030-query-identity-keys';

/** A data step: rewrites rows with code the database cannot run, inside migrate()'s transaction. */
export type DataMigration = (db: Queryable) => Promise<void>;

/**
 * The data steps, by the name schema_migrations records; migrate() runs them in name order among the SQL files
 * (030 runs after 029_*.sql and before 031_*.sql).
 */
export const DATA_MIGRATIONS: Record<string, DataMigration> = {
  '030_query_identity_keys': fillQueryIdentity,
};
