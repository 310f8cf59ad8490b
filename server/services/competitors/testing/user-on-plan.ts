import type { Queryable } from '../../../db/pool';
import { signInAs, type SignedInUser } from '../../../testing/sign-in';

export type TestPlan = 'free' | 'trial' | 'pro' | 'enterprise' | 'expired-trial';

const DAY_MS = 24 * 3600 * 1000;

/** A signed-in user on `plan` as of `now` (no user_plans row is the free plan; an expired trial reads as free). */
export async function userOnPlan(db: Queryable, plan: TestPlan, now: Date): Promise<SignedInUser> {
  const user = await signInAs(db, undefined, now);
  const rows: Record<Exclude<TestPlan, 'free'>, [string, string, Date | null]> = {
    trial: ['pro', 'trialing', new Date(now.getTime() + 2 * DAY_MS)],
    'expired-trial': ['pro', 'trialing', new Date(now.getTime() - DAY_MS)],
    pro: ['pro', 'active', null],
    enterprise: ['enterprise', 'active', null],
  };
  if (plan !== 'free') {
    const [planType, status, trialEndsAt] = rows[plan];
    await db.query('insert into user_plans (user_id, plan_type, subscription_status, trial_ends_at) values ($1, $2, $3, $4)', [
      user.userId,
      planType,
      status,
      trialEndsAt,
    ]);
  }
  return user;
}
