import type { MePlan } from '../../../contracts/plan';
import { tierFeatures } from '../../../core/plans/feature-access';
import { maxTrackedQueries, type TrackingLimits } from '../../../core/plans/tracking-limits';
import type { Queryable } from '../../db/pool';
import { getDailyUsage } from './get-daily-usage';
import { loadUserPlan } from '../plans/load-user-plan';

/** What GET /api/v1/me/plan says beside the stored plan, from configuration. */
export interface MePlanSettings {
  paymentsConfigured: boolean;
  limits: TrackingLimits;
  /** Provider searches scheduled checks may make in a month (SERP_MONTHLY_BUDGET); null when unset. */
  searchBudget: number | null;
}

/** GET /api/v1/me/plan: the plan, today's allowance, what the plan may use and hold, and whether payments are on. */
export async function getMePlan(db: Queryable, userId: string, now: Date, settings: MePlanSettings): Promise<MePlan> {
  const state = await loadUserPlan(db, userId, now);
  const features = tierFeatures(state.tier);
  return {
    plan: state.plan,
    dailyLimit: await getDailyUsage(db, userId, state, now),
    features: { ...features, engines: [...features.engines] },
    payments: { configured: settings.paymentsConfigured },
    tracking: { maxQueries: maxTrackedQueries(state.tier, settings.limits) },
    searchBudget: settings.searchBudget,
  };
}
