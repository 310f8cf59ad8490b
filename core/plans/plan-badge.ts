import type { PlanInfo } from './plan-info';

/** The navbar's plan badge. */
export interface PlanBadge {
  text: string;
  /** Shown with a crown icon. */
  crown: boolean;
  /** The trial badge pulses. */
  pulsing: boolean;
}

type BadgeInput = Pick<PlanInfo, 'planType' | 'isTrial' | 'trialDaysRemaining' | 'isPaidSubscription' | 'subscriptionId'>;

/**
 * Spec §4: a paid subscription or a subscription id shows 'Pro' with a crown; otherwise a trial shows
 * 'Trial (Nd)', pulsing ('Trial (last day)' on the day it ends); otherwise pro or enterprise shows 'Pro' or
 * 'Enterprise'; otherwise 'Free'.
 * @example planBadge({ ...plan, isTrial: true, trialDaysRemaining: 3 }) // { text: 'Trial (3d)', crown: false, pulsing: true }
 */
export function planBadge(plan: BadgeInput): PlanBadge {
  if (plan.isPaidSubscription || plan.subscriptionId) return { text: 'Pro', crown: true, pulsing: false };
  if (plan.isTrial) {
    // "Trial (0d)" would read as over while the trial still runs until tonight.
    const left = plan.trialDaysRemaining > 0 ? `${plan.trialDaysRemaining}d` : 'last day';
    return { text: `Trial (${left})`, crown: false, pulsing: true };
  }
  if (plan.planType === 'pro') return { text: 'Pro', crown: false, pulsing: false };
  if (plan.planType === 'enterprise') return { text: 'Enterprise', crown: false, pulsing: false };
  return { text: 'Free', crown: false, pulsing: false };
}

/** An upsell entry of the avatar menu. */
export interface UpsellItem {
  label: 'Pay Now' | 'Upgrade to Pro' | 'Manage Subscription';
  href: '/payment' | '/pricing' | '/settings';
}

/**
 * The avatar menu's upsell entry for a plan: 'Manage Subscription' (/settings) with a paid subscription (or
 * any subscription id, as the badge reads it); 'Pay Now' (/payment) on a trial without one; 'Upgrade to Pro'
 * (/pricing) on the free plan; nothing on a plan granted without a subscription.
 */
export function avatarUpsellItems(plan: BadgeInput): UpsellItem[] {
  if (plan.isPaidSubscription || plan.subscriptionId) return [{ label: 'Manage Subscription', href: '/settings' }];
  if (plan.isTrial) return [{ label: 'Pay Now', href: '/payment' }];
  if (plan.planType === 'free') return [{ label: 'Upgrade to Pro', href: '/pricing' }];
  return [];
}
