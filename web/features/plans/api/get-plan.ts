import { queryOptions } from '@tanstack/react-query';
import type { MePlan, PlanInfo } from '../../../../contracts/plan';
import { ApiError, apiJson } from '../../../lib/api-client';
import { USER_DATA_KEY } from '../../../lib/query-keys';
import { useLazyQuery } from '../../../lib/use-lazy-query';
import { FALLBACK_PLAN } from '../lib/plan-display';

// Under USER_DATA_KEY: dropped on sign-out and refreshed with the rest of the user's data after each check.
export const planQueryKey = [...USER_DATA_KEY, 'plan'] as const;

// The navbar shows the plan on every page, home included, so zod stays out (contracts are imported for types
// only); a shape check guards against an unexpected answer.
export function isMePlan(value: unknown): value is MePlan {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, Record<string, unknown> | undefined>;
  const { plan, dailyLimit, features, payments } = v;
  return (
    typeof plan?.planType === 'string' &&
    typeof plan.isTrial === 'boolean' &&
    typeof plan.trialDaysRemaining === 'number' &&
    typeof plan.isPaidSubscription === 'boolean' &&
    typeof plan.trialAvailable === 'boolean' &&
    typeof dailyLimit?.limit === 'number' &&
    typeof dailyLimit.remaining === 'number' &&
    typeof dailyLimit.allowed === 'boolean' &&
    Array.isArray(features?.engines) &&
    typeof features.competitorTracking === 'boolean' &&
    typeof payments?.configured === 'boolean'
  );
}

/** Reads a MePlan answer (GET /me/plan, POST /me/trial). */
export async function readMePlan(promise: Promise<unknown>): Promise<MePlan> {
  const body = await promise;
  if (!isMePlan(body)) throw new ApiError('BAD_RESPONSE', 'Unexpected response from the server', 200);
  return body;
}

/** GET /api/v1/me/plan — the plan, today's allowance, the features it includes and whether payments work. */
export function getPlan(): Promise<MePlan> {
  return readMePlan(apiJson<unknown>('/me/plan'));
}

export const planQueryOptions = queryOptions({ queryKey: planQueryKey, queryFn: getPlan });

/**
 * The signed-in user's plan; asks nothing while nobody is signed in. The navbar shows it on every page, so it is
 * a lazy query: a guest's page does not load the data layer for it (decision 005).
 */
export function usePlan(signedIn: boolean) {
  return useLazyQuery({ ...planQueryOptions, enabled: signedIn });
}

/** The signed-in user's plan info: undefined while it loads, free when it cannot be read (spec §8). */
export function usePlanInfo(signedIn: boolean): PlanInfo | undefined {
  const plan = usePlan(signedIn);
  if (!signedIn) return undefined;
  if (plan.data) return plan.data.plan;
  return plan.isError ? FALLBACK_PLAN : undefined;
}
