import type Stripe from 'stripe';
import { isStripeMissing, callStripe } from './stripe-errors';

/**
 * Ends a subscription at once because its account is being deleted: nobody should keep paying for an
 * account that no longer exists. A subscription Stripe no longer knows is already over. Any other failure
 * stops the deletion (502), so the user can try again rather than be billed for a deleted account.
 */
export async function cancelSubscriptionForDeletion(stripe: Stripe, subscriptionId: string): Promise<void> {
  await callStripe(async () => {
    try {
      await stripe.subscriptions.cancel(subscriptionId, { invoice_now: false, prorate: false });
    } catch (error) {
      if (!isStripeMissing(error)) throw error;
    }
  });
}
