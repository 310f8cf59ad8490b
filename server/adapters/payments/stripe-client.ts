import Stripe from 'stripe';
import type { Config } from '../../config';

/**
 * The Stripe API version this code was written against. Pinned so a change of the account's default version in
 * the dashboard cannot change the shape of the objects we read (subscription items, invoice parents).
 */
export const STRIPE_API_VERSION = '2026-10-28.endive' as const satisfies Stripe.LatestApiVersion;

/** Requests to Stripe give up after this long; a checkout button must not hang for the default 80 s. */
export const STRIPE_TIMEOUT_MS = 10_000;

/**
 * A Stripe client for the configured secret key, or null when payments are off. STRIPE_API_BASE (a local fake
 * in tests) replaces Stripe's host, port and protocol. One network retry: Stripe adds idempotency keys to
 * retried POSTs, so a retry cannot create a second customer or session.
 */
export function createStripeClient(stripe: Config['stripe']): Stripe | null {
  if (!stripe.configured || !stripe.secretKey) return null;
  return new Stripe(stripe.secretKey, {
    apiVersion: STRIPE_API_VERSION,
    timeout: STRIPE_TIMEOUT_MS,
    maxNetworkRetries: 1,
    telemetry: false,
    ...(stripe.apiBase ? apiBaseOptions(stripe.apiBase) : {}),
  });
}

function apiBaseOptions(apiBase: string): { host: string; port: number; protocol: 'http' | 'https' } {
  const url = new URL(apiBase);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  const port = url.port ? Number(url.port) : protocol === 'http' ? 80 : 443;
  return { host: url.hostname, port, protocol };
}
