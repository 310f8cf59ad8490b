import { z } from 'zod';
import type { FastifyInstance } from 'fastify';
import Stripe from 'stripe';
import type { Pool } from '../db/pool';
import { AppError } from '../errors';
import { applyStripeEvent } from '../services/payments/apply-stripe-event';
import { PAYMENT_MESSAGES } from '../services/payments/payment-messages';
import { requireStripe, type PaymentsDeps } from '../services/payments/payments-deps';

export const STRIPE_WEBHOOK_PATH = '/api/v1/stripe/webhook';

export interface StripeWebhookRouteOptions {
  deps: Omit<PaymentsDeps, 'db' | 'logger'> & { pool: Pool };
  webhookSecret: string | undefined;
}

const invalidSignature = (cause?: unknown) => new AppError('INVALID_SIGNATURE', PAYMENT_MESSAGES.invalidSignature, { cause });

/**
 * POST /api/v1/stripe/webhook. Registered as its own plugin so its JSON stays raw bytes: the Stripe-Signature
 * HMAC covers the exact body. Each event is recorded in stripe_events before it is applied, in one
 * transaction: a replay or a second delivery finds the id and changes nothing (200), while a failure rolls
 * the record back so Stripe's retry applies the event later.
 */
export async function stripeWebhookRoutes(app: FastifyInstance, options: StripeWebhookRouteOptions): Promise<void> {
  const { pool, ...rest } = options.deps;
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
  app.post(
    STRIPE_WEBHOOK_PATH,
    {
      bodyLimit: 1024 * 1024,
      schema: {
        'x-error-codes': ['INVALID_SIGNATURE', 'PAYMENTS_NOT_CONFIGURED', 'PAYMENT_PROVIDER_ERROR'],
        operationId: 'receiveStripeWebhook',
        summary: 'Stripe webhook: events signed with STRIPE_WEBHOOK_SECRET',
        description: "Receives Stripe's events about subscriptions and payments, signed with STRIPE_WEBHOOK_SECRET, and keeps each account's plan in step with them.",
        tags: ['payments'],
        response: { 200: z.object({ received: z.literal(true) }) },
      },
    },
    async (request, reply) => {
      const stripe = requireStripe(rest);
      if (!options.webhookSecret) throw new AppError('PAYMENTS_NOT_CONFIGURED', PAYMENT_MESSAGES.notConfigured);
      const signature = request.headers['stripe-signature'];
      if (typeof signature !== 'string' || !Buffer.isBuffer(request.body)) throw invalidSignature();
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(request.body, signature, options.webhookSecret, undefined, undefined, rest.now().getTime());
      } catch (error) {
        if (error instanceof Stripe.errors.StripeSignatureVerificationError) throw invalidSignature(error);
        throw new AppError('INVALID_INPUT', 'Invalid webhook payload.', { cause: error });
      }
      if (typeof event.id !== 'string' || typeof event.type !== 'string') throw new AppError('INVALID_INPUT', 'Invalid webhook payload.');
      const handled = await applyStripeEvent(pool, { ...rest, logger: request.log }, event);
      request.log.info({ eventId: event.id, type: event.type, duplicate: !handled }, 'Stripe webhook');
      return reply.send({ received: true });
    },
  );
}
