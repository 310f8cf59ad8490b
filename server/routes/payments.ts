import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema } from '../../contracts/api-error';
import { checkoutRequestSchema, confirmCheckoutSchema, redirectUrlSchema } from '../../contracts/plan';
import type { Pool } from '../db/pool';
import { requireUser } from '../plugins/session';
import { workspaceOf } from '../plugins/workspace';
import { confirmCheckout } from '../services/payments/confirm-checkout';
import { openBillingPortal } from '../services/payments/open-billing-portal';
import type { PaymentsDeps } from '../services/payments/payments-deps';
import { startCheckout } from '../services/payments/start-checkout';
import { getPlanForUser } from '../services/plans/load-user-plan';

export interface PaymentRouteOptions {
  deps: Omit<PaymentsDeps, 'db' | 'logger'> & { pool: Pool };
}

const confirmQuerySchema = z.object({ session_id: z.string().min(1).max(255) });
const errors = { '4xx': apiErrorSchema, '5xx': apiErrorSchema };

/**
 * Paying for a plan with Stripe (signed in): POST /api/v1/payments/checkout starts a Checkout Session,
 * GET /api/v1/payments/confirm checks the session the browser came back with on the server and applies it,
 * POST /api/v1/payments/portal opens the Billing Portal. 503 PAYMENTS_NOT_CONFIGURED without Stripe keys.
 */
export async function paymentRoutes(app: FastifyInstance, options: PaymentRouteOptions): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { pool, ...rest } = options.deps;
  const deps: PaymentsDeps = { ...rest, db: pool, logger: app.log };
  // Before validation: a signed-out caller hears 401, whatever the request says.
  api.addHook('onRequest', async (request) => {
    requireUser(request);
  });
  api.post(
    '/api/v1/payments/checkout',
    {
      schema: {
        'x-error-codes': ['ALREADY_SUBSCRIBED', 'NOT_A_MEMBER', 'PAYMENTS_NOT_CONFIGURED', 'PAYMENT_PROVIDER_ERROR', 'ROLE_FORBIDDEN', 'SECOND_STEP_REQUIRED', 'TWO_STEP_REQUIRED_BY_TEAM'],
        operationId: 'createCheckout',
        summary: 'Start a subscription checkout',
        description: 'Starts a Stripe Checkout for a monthly Pro or Enterprise subscription and answers the URL of its payment page.',
        tags: ['payments'],
        body: checkoutRequestSchema,
        response: { 200: redirectUrlSchema, ...errors },
      },
    },
    async (request, reply) => {
      // The plan paid for is the workspace's; the person paying is the one at the keyboard (its owner, decision 025).
      const url = await startCheckout({ ...deps, logger: request.log }, { id: workspaceOf(request), email: requireUser(request).email }, request.body.planType);
      return reply.header('cache-control', 'no-store').send({ url });
    },
  );
  api.get(
    '/api/v1/payments/confirm',
    {
      schema: {
        'x-error-codes': ['NOT_A_MEMBER', 'NOT_FOUND', 'PAYMENTS_NOT_CONFIGURED', 'PAYMENT_PENDING', 'PAYMENT_PROVIDER_ERROR', 'ROLE_FORBIDDEN', 'TWO_STEP_REQUIRED_BY_TEAM'],
        operationId: 'confirmCheckout',
        summary: 'Confirm a completed checkout',
        description: 'Reads a completed Checkout Session from Stripe, puts the account on the plan paid for and answers that plan.',
        tags: ['payments'],
        querystring: confirmQuerySchema,
        response: { 200: confirmCheckoutSchema, ...errors },
      },
    },
    async (request, reply) => {
      const id = workspaceOf(request);
      await confirmCheckout({ ...deps, logger: request.log }, id, request.query.session_id);
      const plan = await getPlanForUser(pool, id, deps.now());
      return reply.header('cache-control', 'no-store').send({ plan });
    },
  );
  api.post(
    '/api/v1/payments/portal',
    {
      schema: {
        'x-error-codes': ['NOT_A_MEMBER', 'NO_SUBSCRIPTION', 'PAYMENTS_NOT_CONFIGURED', 'PAYMENT_PROVIDER_ERROR', 'ROLE_FORBIDDEN', 'SECOND_STEP_REQUIRED', 'TWO_STEP_REQUIRED_BY_TEAM'],
        operationId: 'openBillingPortal',
        summary: 'Open the billing portal',
        description: "Opens Stripe's Billing Portal, where the subscription, card and invoices are managed, and answers its URL.",
        tags: ['payments'],
        response: { 200: redirectUrlSchema, ...errors },
      },
    },
    async (request, reply) => {
      const url = await openBillingPortal({ ...deps, logger: request.log }, workspaceOf(request));
      return reply.header('cache-control', 'no-store').send({ url });
    },
  );
}
