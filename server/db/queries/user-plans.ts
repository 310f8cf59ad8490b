import type { PlanRecord } from '../../../core/plans/plan-info';
import type { Queryable } from '../pool';

/** A user_plans row. No row means free and active. */
export interface UserPlanRow {
  user_id: string;
  plan_type: string;
  /** active | trialing | past_due | canceled */
  subscription_status: string;
  subscription_id: string | null;
  stripe_customer_id: string | null;
  trial_ends_at: Date | null;
  trial_used_at: Date | null;
  updated_at: Date;
}

/** Columns a caller may set; fields left out keep their stored value (or the column default on insert). */
export interface UserPlanFields {
  planType?: 'free' | 'pro' | 'enterprise';
  subscriptionStatus?: 'active' | 'trialing' | 'past_due' | 'canceled';
  subscriptionId?: string | null;
  stripeCustomerId?: string | null;
  trialEndsAt?: Date | null;
  trialUsedAt?: Date | null;
}

const COLUMNS = 'user_id, plan_type, subscription_status, subscription_id, stripe_customer_id, trial_ends_at, trial_used_at, updated_at';

const FIELD_COLUMNS: Record<keyof UserPlanFields, string> = {
  planType: 'plan_type',
  subscriptionStatus: 'subscription_status',
  subscriptionId: 'subscription_id',
  stripeCustomerId: 'stripe_customer_id',
  trialEndsAt: 'trial_ends_at',
  trialUsedAt: 'trial_used_at',
};

/** A user_plans row's columns as a left join reads them beside another table: all null when there is no row. */
export type JoinedPlanColumns = { [K in keyof Omit<UserPlanRow, 'user_id'>]: UserPlanRow[K] | null };

/** The user_plans columns a left join `p` selects for joinedPlanRow (updated_at as plan_updated_at). */
export const JOINED_PLAN_COLUMNS = `p.plan_type, p.subscription_status, p.subscription_id, p.stripe_customer_id, p.trial_ends_at,
  p.trial_used_at, p.updated_at as plan_updated_at`;

/** The plan row of a left-joined read (JOINED_PLAN_COLUMNS), undefined when the user has none (free). */
export function joinedPlanRow(
  userId: string,
  row: Omit<JoinedPlanColumns, 'updated_at'> & { plan_updated_at: Date | null },
): UserPlanRow | undefined {
  const { plan_type, subscription_status, plan_updated_at } = row;
  if (plan_type === null || subscription_status === null || plan_updated_at === null) return undefined;
  return {
    user_id: userId,
    plan_type,
    subscription_status,
    subscription_id: row.subscription_id,
    stripe_customer_id: row.stripe_customer_id,
    trial_ends_at: row.trial_ends_at,
    trial_used_at: row.trial_used_at,
    updated_at: plan_updated_at,
  };
}

/** The row as the plan rules (core/plans) read it; a left join's empty row (no plan row) is undefined: free. */
export function toPlanRecord(
  row: Pick<JoinedPlanColumns, 'plan_type' | 'subscription_status' | 'subscription_id' | 'trial_ends_at' | 'trial_used_at'> | undefined,
): PlanRecord | undefined {
  if (!row || row.plan_type === null || row.subscription_status === null) return undefined;
  return {
    planType: row.plan_type,
    subscriptionStatus: row.subscription_status,
    subscriptionId: row.subscription_id,
    trialEndsAt: row.trial_ends_at,
    trialUsedAt: row.trial_used_at,
  };
}

/**
 * SQL true when the plan of `alias` (a user_plans row) is in force and one of the plan types in parameter
 * `typesParam`: for reads that pick many users' rows at once. It restates core/plans resolvePlan — a stored
 * type counts only with status 'active' (trialing is a trial; past_due and canceled are free) — and
 * user-plans.test checks the two agree on every combination; the plan rules stay the final say for one user.
 * @example planInForceSql('p', '$3') // "(p.subscription_status = 'active' and p.plan_type = any($3::text[]))"
 */
export function planInForceSql(alias: string, typesParam: string): string {
  return `(${alias}.subscription_status = 'active' and ${alias}.plan_type = any(${typesParam}::text[]))`;
}

/** The user's plan row, or undefined (free). */
export async function getUserPlanRow(db: Queryable, userId: string): Promise<UserPlanRow | undefined> {
  const { rows } = await db.query<UserPlanRow>(`select ${COLUMNS} from user_plans where user_id = $1`, [userId]);
  return rows[0];
}

/**
 * The user's plan row locked until the transaction ends (created as free/active first when missing), so a
 * read-decide-write on one user's plan (trial start, webhook) cannot interleave. Must run in a transaction.
 */
export async function lockUserPlanRow(db: Queryable, userId: string, now: Date): Promise<UserPlanRow> {
  await db.query('insert into user_plans (user_id, updated_at) values ($1, $2) on conflict (user_id) do nothing', [userId, now]);
  const { rows } = await db.query<UserPlanRow>(`select ${COLUMNS} from user_plans where user_id = $1 for update`, [userId]);
  const row = rows[0];
  if (!row) throw new Error(`user_plans row of ${userId} vanished (user deleted?)`);
  return row;
}

/**
 * Creates or updates the user's plan row with the given fields only; returns the row as stored.
 * @example upsertUserPlan(db, userId, { planType: 'pro', subscriptionStatus: 'active', subscriptionId: 'sub_1' }, now)
 */
export async function upsertUserPlan(db: Queryable, userId: string, fields: UserPlanFields, now: Date): Promise<UserPlanRow> {
  const entries = (Object.keys(FIELD_COLUMNS) as (keyof UserPlanFields)[])
    .filter((key) => fields[key] !== undefined)
    .map((key) => [FIELD_COLUMNS[key], fields[key]] as const);
  const columns = entries.map(([column]) => column);
  const values = entries.map(([, value]) => value);
  const placeholders = columns.map((_, index) => `$${index + 3}`);
  const updates = [...columns.map((column) => `${column} = excluded.${column}`), 'updated_at = excluded.updated_at'];
  const { rows } = await db.query<UserPlanRow>(
    `insert into user_plans (user_id, updated_at${columns.map((c) => `, ${c}`).join('')})
     values ($1, $2${placeholders.map((p) => `, ${p}`).join('')})
     on conflict (user_id) do update set ${updates.join(', ')}
     returning ${COLUMNS}`,
    [userId, now, ...values],
  );
  const row = rows[0];
  if (!row) throw new Error('upsert into user_plans returned no row');
  return row;
}

/**
 * Spec §4: an expired trial becomes free, active, without trial end. Only a trial that really ended by `now`
 * is changed, so a plan that changed meanwhile (paid, new end) is left alone. Returns whether a row changed.
 */
export async function expireTrial(db: Queryable, userId: string, now: Date): Promise<boolean> {
  const { rowCount } = await db.query(
    `update user_plans
        set plan_type = 'free', subscription_status = 'active', trial_ends_at = null, updated_at = $2
      where user_id = $1 and subscription_status = 'trialing' and (trial_ends_at is null or trial_ends_at <= $2)`,
    [userId, now],
  );
  return (rowCount ?? 0) > 0;
}

/** Spec §4: a trial longer than allowed is cut back; only an ongoing trial ending later than `trialEndsAt`. */
export async function shortenTrial(db: Queryable, userId: string, trialEndsAt: Date, now: Date): Promise<void> {
  await db.query(
    `update user_plans set trial_ends_at = $2, updated_at = $3
      where user_id = $1 and subscription_status = 'trialing' and trial_ends_at > $2`,
    [userId, trialEndsAt, now],
  );
}

/** The subscription part of a plan, as a payment provider reports it. */
export interface SubscriptionFields {
  planType: 'free' | 'pro' | 'enterprise';
  subscriptionStatus: 'active' | 'trialing' | 'past_due' | 'canceled';
  subscriptionId: string | null;
}

/**
 * Sets the user's subscription. A subscription replaces any trial: trial_ends_at is cleared (trial_used_at
 * stays, so the trial is not offered again).
 */
export async function setSubscriptionByUserId(db: Queryable, userId: string, fields: SubscriptionFields, now: Date): Promise<UserPlanRow> {
  return upsertUserPlan(db, userId, { ...fields, trialEndsAt: null }, now);
}

/** Sets the subscription of whoever holds `subscriptionId`; returns their user id, or undefined when nobody does. */
export async function setSubscriptionBySubscriptionId(
  db: Queryable,
  subscriptionId: string,
  fields: SubscriptionFields,
  now: Date,
): Promise<string | undefined> {
  return updateSubscriptionWhere(db, 'subscription_id', subscriptionId, fields, now);
}

/** Sets the subscription of the user with this Stripe customer; returns their user id, or undefined. */
export async function setSubscriptionByCustomerId(
  db: Queryable,
  customerId: string,
  fields: SubscriptionFields,
  now: Date,
): Promise<string | undefined> {
  return updateSubscriptionWhere(db, 'stripe_customer_id', customerId, fields, now);
}

async function updateSubscriptionWhere(
  db: Queryable,
  column: 'subscription_id' | 'stripe_customer_id',
  value: string,
  fields: SubscriptionFields,
  now: Date,
): Promise<string | undefined> {
  const { rows } = await db.query<{ user_id: string }>(
    `update user_plans
        set plan_type = $2, subscription_status = $3, subscription_id = $4, trial_ends_at = null, updated_at = $5
      where ${column} = $1
      returning user_id`,
    [value, fields.planType, fields.subscriptionStatus, fields.subscriptionId, now],
  );
  return rows[0]?.user_id;
}

/** The user whose Stripe customer this is. */
export async function findUserIdByCustomerId(db: Queryable, customerId: string): Promise<string | undefined> {
  const { rows } = await db.query<{ user_id: string }>('select user_id from user_plans where stripe_customer_id = $1', [customerId]);
  return rows[0]?.user_id;
}

/** The user holding this Stripe subscription. */
export async function findUserIdBySubscriptionId(db: Queryable, subscriptionId: string): Promise<string | undefined> {
  const { rows } = await db.query<{ user_id: string }>('select user_id from user_plans where subscription_id = $1', [subscriptionId]);
  return rows[0]?.user_id;
}
