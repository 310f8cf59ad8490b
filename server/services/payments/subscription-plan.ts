import type Stripe from 'stripe';
import type { Config } from '../../config';

/** What a Stripe subscription means for the user's plan. */
export type SubscriptionOutcome =
  | { kind: 'plan'; planType: 'pro' | 'enterprise'; status: 'active' | 'past_due' }
  /** Canceled or expired: the user is back on free. */
  | { kind: 'ended' }
  /** Nothing to change: not started yet (incomplete) or a price this server does not sell. */
  | { kind: 'ignore'; reason: string };

const ACTIVE = new Set(['active', 'trialing']);
const OWING = new Set(['past_due', 'unpaid', 'paused']);
const ENDED = new Set(['canceled', 'incomplete_expired']);

/**
 * Maps a subscription as Stripe reports it to our plan: the plan by its price id (STRIPE_PRICE_PRO or
 * STRIPE_PRICE_ENTERPRISE), the status to active (active, trialing — Stripe grants access) or past_due (a
 * payment is owed: not a paid subscription any more), canceled/expired to 'ended'.
 */
export function subscriptionOutcome(
  subscription: Pick<Stripe.Subscription, 'status' | 'items'>,
  prices: Pick<Config['stripe'], 'pricePro' | 'priceEnterprise'>,
): SubscriptionOutcome {
  if (ENDED.has(subscription.status)) return { kind: 'ended' };
  const priceIds = subscription.items.data.map((item) => item.price.id);
  const planType = prices.priceEnterprise && priceIds.includes(prices.priceEnterprise)
    ? 'enterprise'
    : prices.pricePro && priceIds.includes(prices.pricePro)
      ? 'pro'
      : undefined;
  if (!planType) return { kind: 'ignore', reason: `unknown price ${priceIds.join(', ') || '(none)'}` };
  if (ACTIVE.has(subscription.status)) return { kind: 'plan', planType, status: 'active' };
  if (OWING.has(subscription.status)) return { kind: 'plan', planType, status: 'past_due' };
  return { kind: 'ignore', reason: `status ${subscription.status}` };
}
