import type { Queryable } from '../pool';

/**
 * Tables whose rows count as "activity" of an account, in the spec's order of the existence check (§5:
 * registering with Google is blocked when the account already has any activity record). Each has a user_id
 * column, and they are asked in the spec's order.
 */
export const ACTIVITY_TABLES = ['search_history', 'scheduled_checks', 'notifications', 'alert_rules', 'competitor_tracking'] as const;

/** Whether the user has a row in any activity table; stops at the first table that has one. */
export async function hasAccountActivity(db: Queryable, userId: string): Promise<boolean> {
  for (const table of ACTIVITY_TABLES) {
    const { rows } = await db.query<{ found: boolean }>(
      `select exists (select 1 from ${table} where user_id = $1) as found`,
      [userId],
    );
    if (rows[0]?.found) return true;
  }
  return false;
}
