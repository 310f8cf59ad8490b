import type { Queryable } from '../pool';
import { JOINED_PLAN_COLUMNS, joinedPlanRow, type JoinedPlanColumns, type UserPlanRow } from './user-plans';

/** What deciding a user's plan and day needs: their time zone and their plan row (undefined: no row). */
export interface PlanContext {
  timeZone: string;
  plan: UserPlanRow | undefined;
}

type JoinedRow = Omit<JoinedPlanColumns, 'updated_at'> & { plan_updated_at: Date | null; time_zone: string };

/** The user's time zone and plan row in one read; undefined when the user does not exist. */
export async function selectPlanContext(db: Queryable, userId: string): Promise<PlanContext | undefined> {
  const { rows } = await db.query<JoinedRow>(
    `select u.time_zone, ${JOINED_PLAN_COLUMNS} from users u left join user_plans p on p.user_id = u.id where u.id = $1`,
    [userId],
  );
  const row = rows[0];
  return row && { timeZone: row.time_zone, plan: joinedPlanRow(userId, row) };
}

/** Stores the user's IANA time zone (validated by the caller). Returns false when the user does not exist. */
export async function updateUserTimeZone(db: Queryable, userId: string, timeZone: string, now: Date): Promise<boolean> {
  const { rowCount } = await db.query('update users set time_zone = $2, updated_at = $3 where id = $1', [userId, timeZone, now]);
  return (rowCount ?? 0) > 0;
}
