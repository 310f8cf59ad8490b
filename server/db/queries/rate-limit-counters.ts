import type { Queryable } from '../pool';

/**
 * Adds one to the counter of (bucket, key, window) and returns the new count. Atomic: concurrent requests
 * each see a distinct count, so a burst cannot slip past the limit.
 */
export async function incrementRateLimitCounter(db: Queryable, bucket: string, key: string, windowStart: Date): Promise<number> {
  const { rows } = await db.query<{ count: number }>(
    `insert into rate_limit_counters (bucket, key, window_start, count) values ($1, $2, $3, 1)
     on conflict (bucket, key, window_start) do update set count = rate_limit_counters.count + 1
     returning count`,
    [bucket, key, windowStart],
  );
  return rows[0]?.count ?? 1;
}

/** The current count of (bucket, key, window), 0 when nothing was counted. */
export async function readRateLimitCounter(db: Queryable, bucket: string, key: string, windowStart: Date): Promise<number> {
  const { rows } = await db.query<{ count: number }>(
    'select count from rate_limit_counters where bucket = $1 and key = $2 and window_start = $3',
    [bucket, key, windowStart],
  );
  return rows[0]?.count ?? 0;
}

/** Drops counters of windows that started before `before` (they no longer limit anything). */
export async function deleteRateLimitCountersBefore(db: Queryable, before: Date): Promise<number> {
  const { rowCount } = await db.query('delete from rate_limit_counters where window_start < $1', [before]);
  return rowCount ?? 0;
}

/** Drops every counter keyed by `key` (an e-mail of a deleted account). */
export async function deleteRateLimitCountersForKey(db: Queryable, key: string): Promise<void> {
  await db.query('delete from rate_limit_counters where key = $1', [key]);
}
