import type { Queryable } from '../pool';

/**
 * Takes the lease on `key` for `ms` milliseconds when nobody holds it or the holder's lease ran out.
 * True when `holder` now has it.
 */
export async function takeSerpFetchLease(db: Queryable, key: string, holder: string, ms: number): Promise<boolean> {
  const { rowCount } = await db.query(
    `insert into serp_fetch_leases (key, holder, expires_at) values ($1, $2, now() + make_interval(secs => $3::float8 / 1000))
     on conflict (key) do update set holder = excluded.holder, expires_at = excluded.expires_at
       where serp_fetch_leases.expires_at <= now()`,
    [key, holder, ms],
  );
  return (rowCount ?? 0) > 0;
}

/** True while someone holds an unexpired lease on `key`. */
export async function isSerpFetchLeased(db: Queryable, key: string): Promise<boolean> {
  const { rowCount } = await db.query('select 1 from serp_fetch_leases where key = $1 and expires_at > now()', [key]);
  return (rowCount ?? 0) > 0;
}

/** Gives the lease back, only if `holder` still has it. */
export async function releaseSerpFetchLease(db: Queryable, key: string, holder: string): Promise<void> {
  await db.query('delete from serp_fetch_leases where key = $1 and holder = $2', [key, holder]);
}

/** Deletes leases that ran out (their holders died); returns how many. */
export async function deleteExpiredSerpFetchLeases(db: Queryable): Promise<number> {
  const result = await db.query('delete from serp_fetch_leases where expires_at <= now()');
  return result.rowCount ?? 0;
}
