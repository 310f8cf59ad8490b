import { AppError } from '../../errors';
import { getUserPlanRow } from '../../db/queries/user-plans';
import { keepCustomerId } from './payment-plan-queries';
import { PAYMENT_MESSAGES } from './payment-messages';
import { requireStripe, type PaymentsDeps } from './payments-deps';
import { callStripe } from './stripe-errors';

/**
 * Starts a Stripe Checkout for a monthly subscription to `planType` and returns its URL. The user's Stripe
 * customer is created once and reused; client_reference_id and metadata carry the user id so the session
 * and its subscription lead back to the account. A user who holds a subscription already is sent to Manage
 * Subscription instead (409), so nobody pays twice.
 */
export async function startCheckout(
  deps: PaymentsDeps,
  user: { id: string; email: string },
  planType: 'pro' | 'enterprise',
): Promise<string> {
  const stripe = requireStripe(deps);
  const price = planType === 'enterprise' ? deps.prices.priceEnterprise : deps.prices.pricePro;
  if (!price) throw new AppError('PAYMENTS_NOT_CONFIGURED', PAYMENT_MESSAGES.enterpriseNotConfigured);
  const row = await getUserPlanRow(deps.db, user.id);
  if (row?.subscription_id) throw new AppError('ALREADY_SUBSCRIBED', PAYMENT_MESSAGES.alreadySubscribed);

  let customerId = row?.stripe_customer_id ?? null;
  if (!customerId) {
    const customer = await callStripe(() => stripe.customers.create({ email: user.email, metadata: { user_id: user.id } }));
    customerId = await keepCustomerId(deps.db, user.id, customer.id, deps.now());
  }
  const customer = customerId;
  const session = await callStripe(() =>
    stripe.checkout.sessions.create({
      mode: 'subscription',
      customer,
      client_reference_id: user.id,
      metadata: { user_id: user.id, plan_type: planType },
      subscription_data: { metadata: { user_id: user.id } },
      line_items: [{ price, quantity: 1 }],
      success_url: `${deps.appUrl}/payment/success?session_id={CHECKOUT_SESSION_ID}`,
      cancel_url: `${deps.appUrl}/payment/cancel`,
    }),
  );
  if (!session.url) throw new AppError('PAYMENT_PROVIDER_ERROR', PAYMENT_MESSAGES.providerFailed);
  return session.url;
}
