import type { Pricing } from '../../../../contracts/plan';
import { PLAN_TYPES } from '../../../../core/plans/plan-info';

const isInteger = (value: unknown): value is number => Number.isInteger(value);

/**
 * GET /api/v1/pricing's answer (contracts/plan.ts pricingSchema, checked by hand: the pricing page's first load
 * carries no schema library), or null when it is not one (a proxy's page, an older server).
 */
export function readPricing(value: unknown): Pricing | null {
  if (typeof value !== 'object' || value === null) return null;
  const { currency, plans, payments, trialDays } = value as Record<string, unknown>;
  if (typeof currency !== 'string' || !Array.isArray(plans) || !isInteger(trialDays)) return null;
  if (typeof payments !== 'object' || payments === null || typeof (payments as Record<string, unknown>).configured !== 'boolean') return null;
  const read: Pricing['plans'] = [];
  for (const plan of plans as unknown[]) {
    if (typeof plan !== 'object' || plan === null) return null;
    const { planType, monthlyPrice, trackedQueries } = plan as Record<string, unknown>;
    if (!PLAN_TYPES.includes(planType as Pricing['plans'][number]['planType'])) return null;
    if (!(monthlyPrice === null || typeof monthlyPrice === 'number') || !isInteger(trackedQueries)) return null;
    read.push({ planType: planType as Pricing['plans'][number]['planType'], monthlyPrice, trackedQueries });
  }
  return { currency, plans: read, payments: { configured: (payments as { configured: boolean }).configured }, trialDays };
}
