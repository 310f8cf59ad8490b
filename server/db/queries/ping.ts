import type { Queryable } from '../pool';

/** The cheapest round trip to PostgreSQL: resolves when the database answers. */
export async function selectOne(db: Queryable): Promise<void> {
  await db.query('select 1');
}
