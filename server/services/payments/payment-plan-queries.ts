import type { Queryable } from '../../db/pool';
import { findUserById } from '../../db/queries/users';
import type { PlanType } from '../../../contracts/plan';

/**
 * Stores the user's Stripe customer unless one is stored already, and returns the one that is stored: two
 * checkouts racing keep the first customer (the other stays unused in Stripe).
 */
export async function keepCustomerId(db: Queryable, userId: string, customerId: string, now: Date): Promise<string> {
  const { rows } = await db.query<{ id: string }>(
    `insert into user_plans (user_id, stripe_customer_id, updated_at) values ($1, $2, $3)
     on conflict (user_id) do update
       set stripe_customer_id = coalesce(user_plans.stripe_customer_id, excluded.stripe_customer_id),
           updated_at = case when user_plans.stripe_customer_id is null then excluded.updated_at else user_plans.updated_at end
     returning stripe_customer_id as id`,
    [userId, customerId, now],
  );
  return rows[0]?.id ?? customerId;
}

/** Whether `userId` (taken from Stripe metadata, so any string) names an existing account. */
export async function userExists(db: Queryable, userId: string): Promise<boolean> {
  if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(userId)) return false;
  return (await findUserById(db, userId)) !== undefined;
}

export interface SubscriptionPlan {
  planType: Exclude<PlanType, 'free'>;
  status: 'active' | 'past_due';
  subscriptionId: string;
  customerId: string | null;
}

/**
 * Puts the user on a Stripe subscription's plan and status; the trial ends (trial_used_at stays). A
 * subscription that is not active does not replace another one the user holds (a stale event about an old
 * subscription must not push a renewed subscriber off their plan). Returns whether the row changed.
 */
export async function applySubscriptionPlan(db: Queryable, userId: string, plan: SubscriptionPlan, now: Date): Promise<boolean> {
  const { rowCount } = await db.query(
    `insert into user_plans (user_id, plan_type, subscription_status, subscription_id, stripe_customer_id, trial_ends_at, updated_at)
     values ($1, $2, $3, $4, $5, null, $6)
     on conflict (user_id) do update
       set plan_type = excluded.plan_type,
           subscription_status = excluded.subscription_status,
           subscription_id = excluded.subscription_id,
           stripe_customer_id = coalesce(user_plans.stripe_customer_id, excluded.stripe_customer_id),
           trial_ends_at = null,
           updated_at = excluded.updated_at
     where user_plans.subscription_id is null
        or user_plans.subscription_id = excluded.subscription_id
        or excluded.subscription_status = 'active'`,
    [userId, plan.planType, plan.status, plan.subscriptionId, plan.customerId, now],
  );
  return (rowCount ?? 0) > 0;
}

/** The subscription ended: whoever holds it goes back to free and active (spec: no subscription = free). */
export async function endSubscriptionPlan(db: Queryable, subscriptionId: string, now: Date): Promise<boolean> {
  const { rowCount } = await db.query(
    `update user_plans
        set plan_type = 'free', subscription_status = 'active', subscription_id = null, trial_ends_at = null, updated_at = $2
      where subscription_id = $1`,
    [subscriptionId, now],
  );
  return (rowCount ?? 0) > 0;
}

/** Records a webhook event as handled; false when it was handled before (a replay or a duplicate delivery). */
export async function recordStripeEvent(db: Queryable, event: { id: string; type: string }, now: Date): Promise<boolean> {
  const { rowCount } = await db.query(
    'insert into stripe_events (id, type, received_at) values ($1, $2, $3) on conflict (id) do nothing',
    [event.id, event.type, now],
  );
  return (rowCount ?? 0) > 0;
}
