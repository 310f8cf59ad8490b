import type { AccessTier } from './daily-limit';
import { endOfLocalDay, localDaysBetween } from './local-day';
import { FREE_PLAN, isPlanType, TRIAL_DAYS, type PlanInfo, type PlanRecord } from './plan-info';

/** A fix the stored record needs so it says what the rules read from it. */
export type PlanCorrection =
  /** The trial is over: back to free, active, no trial end. */
  | { kind: 'expire-trial' }
  /** The trial ran longer than allowed: it now ends here. */
  | { kind: 'shorten-trial'; trialEndsAt: Date }
  | null;

export interface ResolvedPlan {
  plan: PlanInfo;
  correction: PlanCorrection;
}

/**
 * The plan a user is on at `now`, by the spec's rules (§4):
 * - no record: free and active;
 * - paid only with a subscription id AND status active;
 * - a trial (status trialing) whose end has passed is free, active, without trial end (correction
 *   'expire-trial' so the caller stores that); one ending more than 3 calendar days ahead is cut back to the
 *   end of the day 3 days ahead ('shorten-trial');
 * - trial days remaining count calendar days in the user's time zone, never negative; the trial lasts until
 *   its end, the end of its last day (0 days remaining on that day), not until the midnight before it;
 * - past_due or canceled subscriptions are not paid and get the free plan's rights.
 * Days are counted in `timeZone` (the user's IANA zone).
 */
export function resolvePlan(record: PlanRecord | undefined, now: Date, timeZone: string): ResolvedPlan {
  if (!record) return { plan: FREE_PLAN, correction: null };
  const storedType = isPlanType(record.planType) ? record.planType : 'free';
  const isPaidSubscription = record.subscriptionId !== null && record.subscriptionStatus === 'active';
  const base = { isPaidSubscription, subscriptionId: record.subscriptionId, isTrial: false, trialDaysRemaining: 0, trialEndsAt: null };
  const withAvailability = (plan: Omit<PlanInfo, 'trialAvailable'>): PlanInfo => ({
    ...plan,
    trialAvailable: record.trialUsedAt === null && plan.planType === 'free' && record.subscriptionId === null,
  });

  if (record.subscriptionStatus === 'trialing' && !isPaidSubscription) {
    if (storedType === 'free' || record.trialEndsAt === null || record.trialEndsAt.getTime() <= now.getTime()) {
      return { plan: withAvailability({ ...base, planType: 'free' }), correction: { kind: 'expire-trial' } };
    }
    let trialEndsAt = record.trialEndsAt;
    let correction: PlanCorrection = null;
    if (localDaysBetween(now, trialEndsAt, timeZone) > TRIAL_DAYS) {
      trialEndsAt = endOfLocalDay(now, timeZone, TRIAL_DAYS);
      correction = { kind: 'shorten-trial', trialEndsAt };
    }
    const daysRemaining = Math.max(0, localDaysBetween(now, trialEndsAt, timeZone));
    const plan = { ...base, planType: storedType, isTrial: true, trialDaysRemaining: daysRemaining, trialEndsAt: trialEndsAt.toISOString() };
    return { plan: withAvailability(plan), correction };
  }

  const planType = record.subscriptionStatus === 'active' ? storedType : 'free';
  return { plan: withAvailability({ ...base, planType }), correction: null };
}

/** The tier whose limits and features a signed-in user gets: a live trial is 'trial', else the plan type. */
export function planTier(plan: Pick<PlanInfo, 'planType' | 'isTrial'>): AccessTier {
  return plan.isTrial ? 'trial' : plan.planType;
}
