import Stripe from 'stripe';
import { AppError } from '../../errors';
import { PAYMENT_MESSAGES } from './payment-messages';

/** Stripe answered that the object does not exist (a wrong or foreign id). */
export function isStripeMissing(error: unknown): boolean {
  return error instanceof Stripe.errors.StripeError && (error.code === 'resource_missing' || error.statusCode === 404);
}

/**
 * Runs a Stripe call; any failure becomes 502 PAYMENT_PROVIDER_ERROR for the user, with Stripe's own error kept
 * as the cause for the log (it may name ids and keys' last digits, never for the client).
 */
export async function callStripe<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw new AppError('PAYMENT_PROVIDER_ERROR', PAYMENT_MESSAGES.providerFailed, { cause: error });
  }
}
