import type { Queryable } from '../pool';

/** The user's IANA time zone (users.time_zone); undefined when the user does not exist. */
export async function selectUserTimeZone(db: Queryable, userId: string): Promise<string | undefined> {
  const { rows } = await db.query<{ time_zone: string }>('select time_zone from users where id = $1', [userId]);
  return rows[0]?.time_zone;
}
