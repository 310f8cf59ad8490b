import { AppError } from '../../errors';
import { PAYMENT_MESSAGES } from './payment-messages';
import { idOf, requireStripe, type PaymentsDeps } from './payments-deps';
import { callStripe, isStripeMissing } from './stripe-errors';
import { syncSubscription } from './sync-subscription';

const notFound = () => new AppError('NOT_FOUND', PAYMENT_MESSAGES.sessionNotFound);

/**
 * Confirms a Checkout Session the browser came back with: reads it from Stripe, refuses one that is not this
 * user's (404, as if it did not exist), answers 409 PAYMENT_PENDING until it is complete and paid, then reads
 * its subscription from Stripe and puts the user on that plan. The session id is the only thing taken from
 * the client.
 */
export async function confirmCheckout(deps: PaymentsDeps, userId: string, sessionId: string): Promise<void> {
  const stripe = requireStripe(deps);
  if (!/^cs_\w{1,250}$/.test(sessionId)) throw notFound();
  const session = await callStripe(() =>
    stripe.checkout.sessions.retrieve(sessionId).catch((error: unknown) => {
      if (isStripeMissing(error)) throw notFound();
      throw error;
    }),
  );
  if (session.client_reference_id !== userId) throw notFound();
  const paid = session.payment_status === 'paid' || session.payment_status === 'no_payment_required';
  const subscriptionId = idOf(session.subscription);
  if (session.status !== 'complete' || !paid || !subscriptionId) {
    throw new AppError('PAYMENT_PENDING', PAYMENT_MESSAGES.paymentPending);
  }
  await syncSubscription(deps, subscriptionId, { userId });
}
