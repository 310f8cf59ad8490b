import type { Queryable } from '../pool';
import type { UserPlanRow } from './user-plans';

/** What deciding a user's plan and day needs: their time zone and their plan row (undefined: no row). */
export interface PlanContext {
  timeZone: string;
  plan: UserPlanRow | undefined;
}

type JoinedRow = Omit<UserPlanRow, 'user_id' | 'plan_type' | 'subscription_status' | 'updated_at'> & {
  time_zone: string;
  user_id: string | null;
  plan_type: string | null;
  subscription_status: string | null;
  updated_at: Date | null;
};

/** The user's time zone and plan row in one read; undefined when the user does not exist. */
export async function selectPlanContext(db: Queryable, userId: string): Promise<PlanContext | undefined> {
  const { rows } = await db.query<JoinedRow>(
    `select u.time_zone, p.user_id, p.plan_type, p.subscription_status, p.subscription_id, p.stripe_customer_id,
            p.trial_ends_at, p.trial_used_at, p.updated_at
       from users u left join user_plans p on p.user_id = u.id
      where u.id = $1`,
    [userId],
  );
  const row = rows[0];
  if (!row) return undefined;
  const { time_zone: timeZone, user_id, plan_type, subscription_status, updated_at, ...rest } = row;
  if (user_id === null || plan_type === null || subscription_status === null || updated_at === null) return { timeZone, plan: undefined };
  return { timeZone, plan: { ...rest, user_id, plan_type, subscription_status, updated_at } };
}

/** Stores the user's IANA time zone (validated by the caller). Returns false when the user does not exist. */
export async function updateUserTimeZone(db: Queryable, userId: string, timeZone: string, now: Date): Promise<boolean> {
  const { rowCount } = await db.query('update users set time_zone = $2, updated_at = $3 where id = $1', [userId, timeZone, now]);
  return (rowCount ?? 0) > 0;
}
