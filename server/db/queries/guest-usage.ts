import type { Queryable } from '../pool';

export type GuestUsageKind = 'guest' | 'ip';

export interface GuestUsageKey {
  /** Calendar day in UTC, 'YYYY-MM-DD'. */
  day: string;
  kind: GuestUsageKind;
  key: string;
}

interface InsertedRow {
  id: number;
}

/**
 * Reserves one use for (day, kind, key). Returns the row id, or undefined when that key already used its
 * check that day. Concurrent inserts of the same key wait on each other and exactly one gets a row.
 */
export async function insertGuestUsage(db: Queryable, usage: GuestUsageKey): Promise<number | undefined> {
  const { rows } = await db.query<InsertedRow>(
    `insert into guest_usage (day, kind, key) values ($1::date, $2, $3)
     on conflict (day, kind, key) do nothing
     returning id`,
    [usage.day, usage.kind, usage.key],
  );
  return rows[0]?.id;
}

/** Gives reserved uses back (a check that failed must not count). */
export async function deleteGuestUsage(db: Queryable, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  await db.query('delete from guest_usage where id = any($1::bigint[])', [ids]);
}

/** Deletes the reservations of days before `day` ('YYYY-MM-DD'); they no longer limit anything. */
export async function deleteGuestUsageBefore(db: Queryable, day: string): Promise<number> {
  const { rowCount } = await db.query('delete from guest_usage where day < $1::date', [day]);
  return rowCount ?? 0;
}
