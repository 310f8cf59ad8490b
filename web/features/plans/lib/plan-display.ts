import type { PlanInfo } from '../../../../contracts/plan';
import {
  avatarUpsellItems,
  planBadge as coreBadge,
  type PlanBadge as PlanBadgeText,
  type UpsellItem,
} from '../../../../core/plans/plan-badge';

export type { PlanBadgeText, UpsellItem };

/**
 * A running trial, as the server (its clock) says: a trial lasts until its end, the end of its last day, when 0
 * days remain; an ended one is answered as free.
 */
export function isOnTrial(plan: PlanInfo): boolean {
  return plan.isTrial;
}

/** Days remaining are never negative, whatever an older answer says. */
function normalize(plan: PlanInfo): PlanInfo {
  return plan.trialDaysRemaining < 0 ? { ...plan, trialDaysRemaining: 0 } : plan;
}

/**
 * Spec §4 plan badge (rules in core/plans): a paid subscription or a subscription id shows 'Pro' with a
 * crown; otherwise a trial shows 'Trial (Nd)' (pulsing); otherwise 'Pro', 'Enterprise' or 'Free'.
 */
export function planBadge(plan: PlanInfo): PlanBadgeText {
  return coreBadge(normalize(plan));
}

/**
 * Spec §2 avatar menu (rules in core/plans): 'Pay Now' (/payment) for trial users without a paid
 * subscription, 'Upgrade to Pro' (/pricing) on the free plan, 'Manage Subscription' (/settings) for
 * subscribers; nothing for a plan granted without a subscription.
 */
export function upsellItem(plan: PlanInfo): UpsellItem | null {
  return avatarUpsellItems(normalize(plan))[0] ?? null;
}

/** Free and not on a trial: who sees upgrade banners, the upgrade dialog and the upgrade hints. */
export function isFreePlan(plan: PlanInfo): boolean {
  return !plan.isPaidSubscription && normalize(plan).planType === 'free';
}

const PLAN_NAMES = { free: 'Free', pro: 'Pro', enterprise: 'Enterprise' } as const;

/** 'Free plan', 'Pro plan', 'Enterprise plan' — the plan's name in the avatar menu and settings. */
export function planLabel(plan: PlanInfo): string {
  return `${PLAN_NAMES[normalize(plan).planType]} plan`;
}

/** '3 days left', '1 day left', 'ends today' — what remains of a trial. */
export function trialDaysLeft(days: number): string {
  if (days <= 0) return 'ends today';
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
