import { useCallback, useEffect, useState } from 'react';
import type { Pricing } from '../../../../contracts/plan';
import { ApiError, apiJson } from '../../../lib/api-client';
import { readPricing } from '../lib/read-pricing';

/** GET /api/v1/pricing — public prices from the server's configuration (only the lazy pricing page asks). */
export async function getPricing(): Promise<Pricing> {
  const pricing = readPricing(await apiJson<unknown>('/pricing'));
  if (!pricing) throw new ApiError('BAD_RESPONSE', 'Unexpected response from the server', 200);
  return pricing;
}

interface PricingState {
  data: Pricing | undefined;
  isError: boolean;
  /** Asks again (the page's "Try again"). */
  refetch: () => void;
}

/**
 * The prices, asked for as the pricing page opens. Kept by the page, not in react-query: a guest's pricing page
 * does not load the data layer (decision 005). A failed request shows the page's error and its "Try again".
 */
export function usePricing(): PricingState {
  const [data, setData] = useState<Pricing | undefined>(undefined);
  const [isError, setError] = useState(false);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let live = true;
    getPricing().then(
      (pricing) => {
        if (!live) return;
        setData(pricing);
        setError(false);
      },
      () => {
        if (live) setError(true);
      },
    );
    return () => {
      live = false;
    };
  }, [attempt]);
  const refetch = useCallback(() => {
    setError(false);
    setAttempt((n) => n + 1);
  }, []);
  return { data, isError, refetch };
}
