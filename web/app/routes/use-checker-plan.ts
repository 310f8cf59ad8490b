import type { PlanInfo } from '../../../contracts/plan';
import { usePlan, usePlanInfo } from '../../features/plans/api/get-plan';
import type { CheckerAccess } from '../../features/rank-check/components/checker-access';

export interface CheckerPlan {
  /** The plan for banners and prompts: undefined while unknown, free if it cannot be read. */
  plan: PlanInfo | undefined;
  /** What the checker may offer; undefined while the plan is not known (the server decides meanwhile). */
  access: CheckerAccess | undefined;
  dailyLimitReached: boolean;
}

/** The signed-in user's plan as the checker needs it; nothing for guests. */
export function useCheckerPlan(signedIn: boolean): CheckerPlan {
  const me = usePlan(signedIn);
  const plan = usePlanInfo(signedIn);
  if (!signedIn || !me.data) return { plan, access: undefined, dailyLimitReached: false };
  const { features, dailyLimit } = me.data;
  const full = features.competitorTracking || features.engines.length > 1;
  return { plan, access: full ? 'full' : 'free', dailyLimitReached: !dailyLimit.allowed };
}
