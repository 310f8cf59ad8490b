import type { Queryable } from '../pool';

/** Serialises the in-flight count and insert of one user's checks until the transaction ends. */
export async function lockUserChecksInFlight(db: Queryable, userId: string): Promise<void> {
  await db.query(`select pg_advisory_xact_lock(hashtextextended('checks_in_flight:' || $1, 0))`, [userId]);
}

/** The user's checks still running at `now` (rows of dead processes expire). */
export async function countChecksInFlight(db: Queryable, userId: string, now: Date): Promise<number> {
  const { rows } = await db.query<{ count: number }>(
    'select count(*)::int as count from checks_in_flight where user_id = $1 and expires_at > $2',
    [userId, now],
  );
  return rows[0]?.count ?? 0;
}

export async function insertCheckInFlight(db: Queryable, row: { id: string; userId: string; now: Date; expiresAt: Date }): Promise<void> {
  await db.query('insert into checks_in_flight (id, user_id, started_at, expires_at) values ($1, $2, $3, $4)', [
    row.id,
    row.userId,
    row.now,
    row.expiresAt,
  ]);
}

export async function deleteCheckInFlight(db: Queryable, id: string): Promise<void> {
  await db.query('delete from checks_in_flight where id = $1', [id]);
}

/** Drops rows that expired (their process died mid-check); returns how many. */
export async function deleteExpiredChecksInFlight(db: Queryable, now: Date): Promise<number> {
  const { rowCount } = await db.query('delete from checks_in_flight where expires_at <= $1', [now]);
  return rowCount ?? 0;
}
