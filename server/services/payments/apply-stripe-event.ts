import type Stripe from 'stripe';
import { withTransaction, type Pool } from '../../db/pool';
import { handleStripeEvent } from './handle-stripe-event';
import { recordStripeEvent } from './payment-plan-queries';
import type { PaymentsDeps } from './payments-deps';

/**
 * Applies a verified webhook event at most once: it is recorded in stripe_events and applied in one
 * transaction, so a replay or a second delivery finds the id and changes nothing (false), while a failure
 * rolls the record back so Stripe's retry applies the event later.
 */
export async function applyStripeEvent(pool: Pool, deps: Omit<PaymentsDeps, 'db'>, event: Stripe.Event): Promise<boolean> {
  return withTransaction(pool, async (client) => {
    if (!(await recordStripeEvent(client, event, deps.now()))) return false;
    await handleStripeEvent({ ...deps, db: client }, event);
    return true;
  });
}
