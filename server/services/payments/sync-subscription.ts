import { findUserIdByCustomerId, findUserIdBySubscriptionId } from '../../db/queries/user-plans';
import { applySubscriptionPlan, endSubscriptionPlan, userExists } from './payment-plan-queries';
import { idOf, requireStripe, type PaymentsDeps } from './payments-deps';
import { callStripe } from './stripe-errors';
import { subscriptionOutcome } from './subscription-plan';

export type SyncResult = 'applied' | 'ended' | 'ignored' | 'no-user';

/**
 * Reads the subscription from Stripe (never from a client or an event body) and sets the owner's user_plans
 * to match. The owner is `userId` when the caller has verified it (a confirmed Checkout Session), else the
 * account holding the subscription or its customer id, else the user_id the checkout put in its metadata.
 * `paymentFailed` (an unpaid invoice) makes an active subscription past_due: no longer a paid subscription.
 */
export async function syncSubscription(
  deps: PaymentsDeps,
  subscriptionId: string,
  options: { userId?: string; paymentFailed?: boolean } = {},
): Promise<SyncResult> {
  const stripe = requireStripe(deps);
  const subscription = await callStripe(() => stripe.subscriptions.retrieve(subscriptionId));
  const outcome = subscriptionOutcome(subscription, deps.prices);
  if (outcome.kind === 'ended') {
    await endSubscriptionPlan(deps.db, subscription.id, deps.now());
    return 'ended';
  }
  if (outcome.kind === 'ignore') {
    deps.logger.warn({ subscriptionId: subscription.id, reason: outcome.reason }, 'Stripe subscription left as is');
    return 'ignored';
  }
  const customerId = idOf(subscription.customer);
  const metadataUser = subscription.metadata?.user_id;
  const userId =
    options.userId ??
    (await findUserIdBySubscriptionId(deps.db, subscription.id)) ??
    (customerId ? await findUserIdByCustomerId(deps.db, customerId) : undefined) ??
    (metadataUser && (await userExists(deps.db, metadataUser)) ? metadataUser : undefined);
  if (!userId) {
    deps.logger.warn({ subscriptionId: subscription.id, customerId }, 'Stripe subscription of no known account');
    return 'no-user';
  }
  const status = options.paymentFailed ? 'past_due' : outcome.status;
  await applySubscriptionPlan(
    deps.db,
    userId,
    { planType: outcome.planType, status, subscriptionId: subscription.id, customerId },
    deps.now(),
  );
  return 'applied';
}
