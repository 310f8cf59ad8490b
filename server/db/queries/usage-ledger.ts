import type { Queryable } from '../pool';

/** Records one check against the user's allowance (in the transaction that saves it). */
export async function insertCheckUsage(db: Queryable, userId: string, usedAt: Date, localDay: string): Promise<void> {
  await db.query('insert into check_usage (user_id, used_at, local_day) values ($1, $2, $3::date)', [userId, usedAt, localDay]);
}

/**
 * Checks the user used "today": since the start of today in their current time zone, or labelled with today's
 * date when they were used. The second half stops a time-zone hop from opening a new day: after moving west
 * the date is still the one the checks were labelled with; after moving east the day's start is earlier, so
 * the first half still covers them. A check can only be labelled today within a day and a half either side of
 * `dayStart`, which bounds the index range read.
 */
export async function countCheckUsageToday(db: Queryable, userId: string, dayStart: Date, localDay: string): Promise<number> {
  const { rows } = await db.query<{ count: number }>(
    `select count(*)::int as count
       from check_usage
      where user_id = $1
        and used_at >= $2::timestamptz - interval '2 days'
        and (used_at >= $2 or local_day = $3::date)`,
    [userId, dayStart, localDay],
  );
  return rows[0]?.count ?? 0;
}
