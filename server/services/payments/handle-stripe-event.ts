import type Stripe from 'stripe';
import { endSubscriptionPlan, userExists } from './payment-plan-queries';
import { idOf, requireStripe, type PaymentsDeps } from './payments-deps';
import { callStripe, isStripeMissing } from './stripe-errors';
import { syncSubscription } from './sync-subscription';

/** The events that change a plan; Stripe may send others (they are acknowledged and ignored). */
export const HANDLED_STRIPE_EVENTS = [
  'checkout.session.completed',
  'customer.subscription.created',
  'customer.subscription.updated',
  'customer.subscription.deleted',
  'invoice.paid',
  'invoice.payment_failed',
] as const;

/** The id of the object an event is about; the rest of the event body is not trusted. */
function objectId(event: Stripe.Event): string | null {
  const id = (event.data.object as { id?: unknown }).id;
  return typeof id === 'string' && id !== '' ? id : null;
}

/**
 * Applies a verified webhook event to user_plans. Only the object's id is taken from the event: the session,
 * subscription or invoice is read again from Stripe, so a stale or replayed snapshot cannot set an old state.
 */
export async function handleStripeEvent(deps: PaymentsDeps, event: Stripe.Event): Promise<void> {
  const stripe = requireStripe(deps);
  const id = objectId(event);
  if (!id) return;
  switch (event.type) {
    case 'checkout.session.completed': {
      const session = await callStripe(() => stripe.checkout.sessions.retrieve(id));
      const subscriptionId = idOf(session.subscription);
      if (session.mode !== 'subscription' || session.status !== 'complete' || !subscriptionId) return;
      if (session.payment_status !== 'paid' && session.payment_status !== 'no_payment_required') return;
      const reference = session.client_reference_id;
      const userId = reference && (await userExists(deps.db, reference)) ? reference : undefined;
      await syncSubscription(deps, subscriptionId, userId ? { userId } : {});
      return;
    }
    case 'customer.subscription.created':
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted':
      try {
        await syncSubscription(deps, id);
      } catch (error) {
        // Stripe no longer knows it: a deleted subscription is over either way.
        if (event.type === 'customer.subscription.deleted' && isStripeMissing((error as Error).cause)) {
          await endSubscriptionPlan(deps.db, id, deps.now());
          return;
        }
        throw error;
      }
      return;
    case 'invoice.paid':
    case 'invoice.payment_failed': {
      const invoice = await callStripe(() => stripe.invoices.retrieve(id));
      const subscriptionId = idOf(invoice.parent?.subscription_details?.subscription);
      if (!subscriptionId) return;
      // A failure reported after the invoice got paid after all is stale: the subscription decides.
      const paymentFailed = event.type === 'invoice.payment_failed' && invoice.status !== 'paid';
      await syncSubscription(deps, subscriptionId, { paymentFailed });
      return;
    }
    default:
      return;
  }
}
