/** Spec §3 user_plans.plan_type. */
export const PLAN_TYPES = ['free', 'pro', 'enterprise'] as const;
export type PlanType = (typeof PLAN_TYPES)[number];

export function isPlanType(value: string): value is PlanType {
  return (PLAN_TYPES as readonly string[]).includes(value);
}

/** Spec §4: a trial lasts 3 days, to the end of the day. */
export const TRIAL_DAYS = 3;

/** A user's stored plan (user_plans), as the rules read it. */
export interface PlanRecord {
  planType: string;
  /** active | trialing | past_due | canceled */
  subscriptionStatus: string;
  subscriptionId: string | null;
  trialEndsAt: Date | null;
  /** Set when the one free trial started; never cleared. */
  trialUsedAt: Date | null;
}

/** Spec §3 'Plan info of the user' (the API's planInfoSchema). */
export interface PlanInfo {
  planType: PlanType;
  isTrial: boolean;
  trialDaysRemaining: number;
  isPaidSubscription: boolean;
  subscriptionId: string | null;
  /** ISO end of the trial while on one. */
  trialEndsAt: string | null;
  /** Whether the account may still start its one free trial. */
  trialAvailable: boolean;
}

/** Spec §4: a user with no plan record is free and active. */
export const FREE_PLAN: PlanInfo = {
  planType: 'free',
  isTrial: false,
  trialDaysRemaining: 0,
  isPaidSubscription: false,
  subscriptionId: null,
  trialEndsAt: null,
  trialAvailable: true,
};
