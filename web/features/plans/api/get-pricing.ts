import { queryOptions, useQuery } from '@tanstack/react-query';
import { pricingSchema, type Pricing } from '../../../../contracts/plan';
import { ApiError, apiJson } from '../../../lib/api-client';

/** GET /api/v1/pricing — public prices from the server's configuration (only the lazy pricing page asks). */
export async function getPricing(): Promise<Pricing> {
  const parsed = pricingSchema.safeParse(await apiJson<unknown>('/pricing'));
  if (!parsed.success) throw new ApiError('BAD_RESPONSE', 'Unexpected response from the server', 200);
  return parsed.data;
}

export const pricingQueryOptions = queryOptions({ queryKey: ['pricing'], queryFn: getPricing, staleTime: 5 * 60_000 });

export function usePricing() {
  return useQuery(pricingQueryOptions);
}
