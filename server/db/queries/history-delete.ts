import type { Queryable } from '../pool';

/** Deletes those of `ids` that are the user's checks; others' ids match nothing. Returns how many went. */
export async function deleteHistoryRows(db: Queryable, userId: string, ids: readonly string[]): Promise<number> {
  if (ids.length === 0) return 0;
  const { rowCount } = await db.query('delete from search_history where user_id = $1 and id = any($2::bigint[])', [userId, ids]);
  return rowCount ?? 0;
}
