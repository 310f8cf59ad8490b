import { AppError } from '../../errors';
import { getUserPlanRow } from '../../db/queries/user-plans';
import { PAYMENT_MESSAGES } from './payment-messages';
import { requireStripe, type PaymentsDeps } from './payments-deps';
import { callStripe } from './stripe-errors';

/**
 * A Stripe Billing Portal session for the user's customer (Manage Subscription), returning to /settings.
 * 409 NO_SUBSCRIPTION for a user who never went through Checkout (no customer).
 */
export async function openBillingPortal(deps: PaymentsDeps, userId: string): Promise<string> {
  const stripe = requireStripe(deps);
  const customer = (await getUserPlanRow(deps.db, userId))?.stripe_customer_id;
  if (!customer) throw new AppError('NO_SUBSCRIPTION', PAYMENT_MESSAGES.noSubscription);
  const portal = await callStripe(() =>
    stripe.billingPortal.sessions.create({ customer, return_url: `${deps.appUrl}/settings` }),
  );
  return portal.url;
}
