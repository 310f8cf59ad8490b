import { endOfLocalDay } from './local-day';
import { TRIAL_DAYS, type PlanRecord } from './plan-info';
import { resolvePlan } from './resolve-plan';

/** Spec §5: the plans a trial may be of. */
export const TRIAL_PLAN_TYPES = ['pro', 'enterprise'] as const;
export type TrialPlanType = (typeof TRIAL_PLAN_TYPES)[number];

/** User-facing reasons a trial cannot start. */
export const TRIAL_MESSAGES = {
  invalidPlanType: 'Invalid plan type',
  trialUsed: 'Your free trial has already been used.',
  alreadyOnPaidPlan: 'Your plan already includes everything a trial unlocks.',
} as const;

export type TrialDecision =
  | { ok: true; planType: TrialPlanType; trialEndsAt: Date }
  | { ok: false; reason: 'invalid-plan-type' | 'trial-used' | 'already-on-paid-plan' };

/**
 * Whether a user may start a trial of `requested` now, and until when: pro or enterprise only (spec:
 * 'Invalid plan type'), one trial per account, not while on a paid plan; it ends at the end of the day 3 days
 * ahead in the user's time zone.
 * @example decideTrialStart('pro', undefined, new Date('2026-05-01T10:00:00Z'), 'UTC')
 *   // { ok: true, planType: 'pro', trialEndsAt: 2026-05-04T23:59:59.999Z }
 */
export function decideTrialStart(requested: string, record: PlanRecord | undefined, now: Date, timeZone: string): TrialDecision {
  if (!(TRIAL_PLAN_TYPES as readonly string[]).includes(requested)) return { ok: false, reason: 'invalid-plan-type' };
  if (record?.trialUsedAt) return { ok: false, reason: 'trial-used' };
  const { plan } = resolvePlan(record, now, timeZone);
  if (plan.planType !== 'free' || plan.subscriptionId !== null) return { ok: false, reason: 'already-on-paid-plan' };
  return { ok: true, planType: requested as TrialPlanType, trialEndsAt: endOfLocalDay(now, timeZone, TRIAL_DAYS) };
}
