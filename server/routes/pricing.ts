import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { pricingSchema, type Pricing } from '../../contracts/plan';
import { TRIAL_DAYS } from '../../core/plans/plan-info';
import { MAX_FREE_TRACKED_QUERIES, type TrackingLimits } from '../../core/plans/tracking-limits';

export interface PricingRouteOptions {
  pricing: { proMonthly: number; enterpriseMonthly: number; currency: string };
  paymentsConfigured: boolean;
  limits: TrackingLimits;
}

/** GET /api/v1/pricing: the public prices from configuration, for /pricing. */
export async function pricingRoutes(app: FastifyInstance, options: PricingRouteOptions): Promise<void> {
  const body: Pricing = {
    currency: options.pricing.currency,
    plans: [
      { planType: 'free', monthlyPrice: 0, trackedQueries: MAX_FREE_TRACKED_QUERIES },
      { planType: 'pro', monthlyPrice: options.pricing.proMonthly, trackedQueries: options.limits.pro },
      { planType: 'enterprise', monthlyPrice: options.pricing.enterpriseMonthly, trackedQueries: options.limits.enterprise },
    ],
    payments: { configured: options.paymentsConfigured },
    trialDays: TRIAL_DAYS,
  };
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/v1/pricing',
    {
      schema: {
        operationId: 'getPricing',
        summary: 'Plans and monthly prices',
        description: 'Answers the plans on offer, their monthly price and how many queries each tracks on a schedule (a keyword on one engine, location and device), for anyone to read.',
        tags: ['plans'],
        response: { 200: pricingSchema },
      },
    },
    async (_request, reply) => reply.header('cache-control', 'public, max-age=300').send(body),
  );
}
