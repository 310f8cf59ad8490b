import { useContext } from 'react';
import { QueryClientContext } from '@tanstack/react-query';
import type { MePlan } from '../../../../contracts/plan';
import { apiJson } from '../../../lib/api-client';
import { USER_DATA_KEY } from '../../../lib/query-keys';
import { useAction } from '../../../lib/use-action';
import { planQueryKey, readMePlan } from './get-plan';

export type TrialPlanType = 'pro' | 'enterprise';

/** POST /api/v1/me/trial — starts the account's one 3-day trial (no card) and answers the new plan. */
export function startTrial(planType: TrialPlanType): Promise<MePlan> {
  return readMePlan(apiJson<unknown>('/me/trial', { method: 'POST', json: { planType } }));
}

/**
 * Starts the trial and shows the new plan everywhere at once (badge, menu, checker). The pricing page offers it
 * to guests too (who are sent to sign up), so it does not load the data layer; a signed-in user's page has.
 */
export function useStartTrial() {
  const queryClient = useContext(QueryClientContext);
  return useAction({
    action: startTrial,
    onSuccess: (plan) => {
      queryClient?.setQueryData(planQueryKey, plan);
      // Anything else of the user's that depends on the plan is refreshed too.
      void queryClient?.invalidateQueries({ queryKey: USER_DATA_KEY, refetchType: 'active' });
    },
  });
}
