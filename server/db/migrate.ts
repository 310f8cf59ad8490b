import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DATA_MIGRATIONS, type DataMigration } from './data-migrations';
import type { Pool } from './pool';

export const MIGRATIONS_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

// Any constant shared by every process of the app: two processes starting at once apply migrations one at
// a time, and the second finds them done.
const MIGRATION_LOCK_ID = 727_001;

/** Every migration this code knows, in the order they apply: the SQL files of `dir` and the data steps. */
export async function migrationNames(dir = MIGRATIONS_DIR, steps: Record<string, DataMigration> = DATA_MIGRATIONS): Promise<string[]> {
  const sqlFiles = (await readdir(dir)).filter((name) => /^\d+_.+\.sql$/.test(name));
  return [...sqlFiles, ...Object.keys(steps)].sort();
}

/** How many of `names` the database has applied (schema_migrations, which the first migration run creates). */
export async function countApplied(pool: Pool, names: readonly string[]): Promise<number> {
  const { rows } = await pool.query<{ count: number }>(
    'select count(*)::int as count from schema_migrations where name = any($1)',
    [names],
  );
  return rows[0]?.count ?? 0;
}

/**
 * Applies the numbered plain-SQL files of `dir` (001_name.sql, 002_...) and the numbered data steps (rows
 * rewritten by code the database cannot run, such as core's keyword key) that are not yet recorded in
 * schema_migrations, in order of their names, each in its own transaction, under a session advisory lock.
 * Returns the names applied by this call.
 */
export async function migrate(pool: Pool, dir = MIGRATIONS_DIR, steps: Record<string, DataMigration> = DATA_MIGRATIONS): Promise<string[]> {
  const files = await migrationNames(dir, steps);
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
    try {
      await client.query(`create table if not exists schema_migrations (
        name text primary key,
        applied_at timestamptz not null default now()
      )`);
      const done = await client.query<{ name: string }>('select name from schema_migrations');
      const applied = new Set(done.rows.map((row) => row.name));
      const newlyApplied: string[] = [];
      for (const file of files) {
        if (applied.has(file)) continue;
        const step = steps[file];
        const sql = step ? null : await readFile(path.join(dir, file), 'utf8');
        await client.query('begin');
        try {
          // The pool's statement_timeout guards requests; a migration (an index on a large table) may take longer.
          await client.query('set local statement_timeout = 0');
          if (step) await step(client);
          else await client.query(sql ?? '');
          await client.query('insert into schema_migrations (name) values ($1)', [file]);
          await client.query('commit');
        } catch (error) {
          await client.query('rollback').catch(() => undefined);
          throw new Error(`Migration ${file} failed: ${(error as Error).message}`, { cause: error });
        }
        newlyApplied.push(file);
      }
      return newlyApplied;
    } finally {
      await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]);
    }
  } finally {
    client.release();
  }
}
