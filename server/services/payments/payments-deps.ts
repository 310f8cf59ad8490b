import type { FastifyBaseLogger } from 'fastify';
import type Stripe from 'stripe';
import type { Config } from '../../config';
import type { Queryable } from '../../db/pool';
import { AppError } from '../../errors';
import { PAYMENT_MESSAGES } from './payment-messages';

export interface PaymentsDeps {
  db: Queryable;
  /** Null when payments are not configured (no secret key or no Pro price). */
  stripe: Stripe | null;
  prices: Pick<Config['stripe'], 'pricePro' | 'priceEnterprise'>;
  appUrl: string;
  now: () => Date;
  logger: Pick<FastifyBaseLogger, 'info' | 'warn'>;
}

/** The Stripe client, or 503 PAYMENTS_NOT_CONFIGURED. */
export function requireStripe(deps: Pick<PaymentsDeps, 'stripe'>): Stripe {
  if (!deps.stripe) throw new AppError('PAYMENTS_NOT_CONFIGURED', PAYMENT_MESSAGES.notConfigured);
  return deps.stripe;
}

/** The id of an expandable Stripe field (a string id, or the object when expanded). */
export function idOf(value: string | { id: string } | null | undefined): string | null {
  if (!value) return null;
  return typeof value === 'string' ? value : value.id;
}
