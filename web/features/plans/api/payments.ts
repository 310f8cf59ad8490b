import type { PlanInfo } from '../../../../contracts/plan';
import { ApiError, apiJson } from '../../../lib/api-client';

export type PaidPlanType = 'pro' | 'enterprise';

function readUrl(body: unknown): string {
  const url = typeof body === 'object' && body !== null ? (body as { url?: unknown }).url : undefined;
  if (typeof url !== 'string' || !/^https?:\/\//.test(url)) {
    throw new ApiError('BAD_RESPONSE', 'Unexpected response from the server', 200);
  }
  return url;
}

/** POST /api/v1/payments/checkout — the URL of a Stripe Checkout Session for the plan. */
export async function createCheckout(planType: PaidPlanType): Promise<string> {
  return readUrl(await apiJson<unknown>('/payments/checkout', { method: 'POST', json: { planType } }));
}

/** POST /api/v1/payments/portal — the URL of a Stripe Billing Portal session (returns to /settings). */
export async function createPortalSession(): Promise<string> {
  return readUrl(await apiJson<unknown>('/payments/portal', { method: 'POST', json: {} }));
}

/**
 * GET /api/v1/payments/confirm?session_id= — the server asks Stripe about the Checkout Session and answers
 * the plan it set; PAYMENT_PENDING (409) while Stripe has not finished.
 */
export async function confirmCheckout(sessionId: string): Promise<PlanInfo> {
  const body = await apiJson<{ plan?: PlanInfo }>(`/payments/confirm?session_id=${encodeURIComponent(sessionId)}`);
  if (typeof body?.plan?.planType !== 'string') throw new ApiError('BAD_RESPONSE', 'Unexpected response from the server', 200);
  return body.plan;
}

/** Leaves the app for a payment page; a function so tests can watch it. */
export function leaveFor(url: string): void {
  window.location.assign(url);
}

/** True when `error` is an API error with this code (codes added after the client was built included). */
export function hasErrorCode(error: unknown, code: string): boolean {
  return error instanceof ApiError && (error.code as string) === code;
}
