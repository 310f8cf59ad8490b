import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Pricing } from '../../../../contracts/plan';
import { ApiError, apiJson } from '../../../lib/api-client';
import { readPricing } from '../lib/read-pricing';

/** GET /api/v1/pricing — public prices from the server's configuration (only the lazy pricing page asks). */
export async function getPricing(): Promise<Pricing> {
  const pricing = readPricing(await apiJson<unknown>('/pricing'));
  if (!pricing) throw new ApiError('BAD_RESPONSE', 'Unexpected response from the server', 200);
  return pricing;
}

export const pricingQueryOptions = queryOptions({ queryKey: ['pricing'], queryFn: getPricing, staleTime: 5 * 60_000 });

export function usePricing() {
  return useQuery(pricingQueryOptions);
}
