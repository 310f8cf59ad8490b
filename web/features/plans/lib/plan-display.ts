import type { PlanInfo } from '../../../../contracts/plan';
import { paths } from '../../../config/paths';

export interface PlanBadgeText {
  text: string;
  /** Paid subscribers: a crown before the text. */
  crown: boolean;
  /** A running trial pulses (unless the visitor prefers reduced motion). */
  pulsing: boolean;
}

/**
 * Spec §4 plan badge: a paid subscription or a subscription id shows 'Pro' with a crown; otherwise a trial
 * shows 'Trial (Nd)' (pulsing); otherwise pro or enterprise shows 'Pro' or 'Enterprise'; otherwise 'Free'.
 * A trial with 0 days left counts as free.
 */
export function planBadge(plan: PlanInfo): PlanBadgeText {
  if (plan.isPaidSubscription || plan.subscriptionId) return { text: 'Pro', crown: true, pulsing: false };
  if (isOnTrial(plan)) return { text: `Trial (${plan.trialDaysRemaining}d)`, crown: false, pulsing: true };
  if (!isFreePlan(plan) && plan.planType === 'pro') return { text: 'Pro', crown: false, pulsing: false };
  if (!isFreePlan(plan) && plan.planType === 'enterprise') return { text: 'Enterprise', crown: false, pulsing: false };
  return { text: 'Free', crown: false, pulsing: false };
}

/** A running trial: days remaining never negative, and 0 left counts as free (spec §4). */
export function isOnTrial(plan: PlanInfo): boolean {
  return plan.isTrial && plan.trialDaysRemaining > 0;
}

/** Free and not on a trial: who sees upgrade banners, the upgrade dialog and the upgrade hints. */
export function isFreePlan(plan: PlanInfo): boolean {
  return !isOnTrial(plan) && !plan.isPaidSubscription && (plan.planType === 'free' || plan.isTrial);
}

export interface UpsellItem {
  label: 'Pay Now' | 'Upgrade to Pro' | 'Manage Subscription';
  href: string;
}

/**
 * Spec §2 avatar menu: 'Pay Now' (/payment) for trial users without a paid subscription, 'Upgrade to Pro'
 * (/pricing) on the free plan, 'Manage Subscription' (/settings) for paid subscribers; nothing otherwise.
 */
export function upsellItem(plan: PlanInfo): UpsellItem | null {
  if (plan.isPaidSubscription) return { label: 'Manage Subscription', href: paths.settings };
  if (isOnTrial(plan)) return { label: 'Pay Now', href: paths.payment };
  if (isFreePlan(plan)) return { label: 'Upgrade to Pro', href: paths.pricing };
  return null;
}

const PLAN_NAMES = { free: 'Free', pro: 'Pro', enterprise: 'Enterprise' } as const;

/** 'Free plan', 'Pro plan', 'Enterprise plan' — the plan's name in the avatar menu and settings. */
export function planLabel(plan: PlanInfo): string {
  return `${isFreePlan(plan) ? 'Free' : PLAN_NAMES[plan.planType]} plan`;
}

/** '3 days left', '1 day left' — what remains of a trial. */
export function trialDaysLeft(days: number): string {
  return `${days} ${days === 1 ? 'day' : 'days'} left`;
}

/** Spec §8 data codes: plan errors fall back to free (no trial offered: it may already be used). */
export const FALLBACK_PLAN: PlanInfo = {
  planType: 'free',
  isTrial: false,
  trialDaysRemaining: 0,
  isPaidSubscription: false,
  subscriptionId: null,
  trialEndsAt: null,
  trialAvailable: false,
};
