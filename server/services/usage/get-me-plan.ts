import type { MePlan } from '../../../contracts/plan';
import { tierFeatures } from '../../../core/plans/feature-access';
import type { Queryable } from '../../db/pool';
import { getDailyUsage } from './get-daily-usage';
import { loadUserPlan } from '../plans/load-user-plan';

/** GET /api/v1/me/plan: the plan, today's allowance, what the plan may use, and whether payments are on. */
export async function getMePlan(db: Queryable, userId: string, now: Date, paymentsConfigured: boolean): Promise<MePlan> {
  const state = await loadUserPlan(db, userId, now);
  const features = tierFeatures(state.tier);
  return {
    plan: state.plan,
    dailyLimit: await getDailyUsage(db, userId, state, now),
    features: { ...features, engines: [...features.engines] },
    payments: { configured: paymentsConfigured },
  };
}
