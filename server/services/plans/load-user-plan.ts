import type { AccessTier } from '../../../core/plans/daily-limit';
import { userTimeZone } from '../../../core/plans/local-day';
import type { PlanInfo, PlanRecord } from '../../../core/plans/plan-info';
import { planTier, resolvePlan } from '../../../core/plans/resolve-plan';
import type { Queryable } from '../../db/pool';
import { expireTrial, shortenTrial, toPlanRecord } from '../../db/queries/user-plans';
import { selectPlanContext } from '../../db/queries/user-time-zone';

/** A signed-in user's plan as of now, with what limits and features follow from it. */
export interface UserPlanState {
  plan: PlanInfo;
  /** Whose limits and features apply: 'trial' during a live trial, else the plan type. */
  tier: AccessTier;
  /** The user's IANA zone: their calendar day decides the daily allowance. */
  timeZone: string;
  /** The stored row as read (before any correction). */
  record: PlanRecord | undefined;
}

/**
 * Reads the user's plan and applies the spec's rules (core/plans/resolve-plan). A trial that has expired is
 * stored as free/active/no end and an overlong one is cut back right here, so every later read agrees.
 * A stored zone this runtime does not know (the tz database changes) counts as UTC.
 */
export async function loadUserPlan(db: Queryable, userId: string, now: Date): Promise<UserPlanState> {
  const context = await selectPlanContext(db, userId);
  const timeZone = userTimeZone(context?.timeZone);
  const record = toPlanRecord(context?.plan);
  const { plan, correction } = resolvePlan(record, now, timeZone);
  if (correction?.kind === 'expire-trial') await expireTrial(db, userId, now);
  if (correction?.kind === 'shorten-trial') await shortenTrial(db, userId, correction.trialEndsAt, now);
  return { plan, tier: planTier(plan), timeZone, record };
}

/** Spec §3 'Plan info of the user' at `now` (an expired trial is converted and stored on the way). */
export async function getPlanForUser(db: Queryable, userId: string, now: Date): Promise<PlanInfo> {
  return (await loadUserPlan(db, userId, now)).plan;
}
