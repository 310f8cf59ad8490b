import type { LightMyRequestResponse } from 'fastify';
import { createDemoProvider } from '../adapters/serp/demo/create-demo-provider';
import { buildTestApp, type TestApp } from './build-test-app';
import { startFakeStripe, type FakeStripe } from './fake-stripe';
import { signStripeWebhook, stripeEventPayload } from './stripe-webhook-signature';
import { uniqueIp } from './guest-client';

export const TEST_PRICE_PRO = 'price_test_pro';
export const TEST_PRICE_ENTERPRISE = 'price_test_enterprise';
export const TEST_WEBHOOK_SECRET = 'whsec_test_rank_checker';
export const TEST_APP_URL = 'http://app.example.test';

export interface StripeTestApp extends TestApp {
  stripe: FakeStripe;
  /** POST as the signed-in browser would (the app's own origin). */
  post(url: string, cookie: string, body?: unknown): Promise<LightMyRequestResponse>;
  get(url: string, cookie: string): Promise<LightMyRequestResponse>;
  /** Delivers a webhook as Stripe would: the exact payload, signed with the endpoint secret unless `signature` says otherwise. */
  webhook(payload: string, options?: { signature?: string | null; headers?: Record<string, string> }): Promise<LightMyRequestResponse>;
  /** Builds and delivers an event about `object`. */
  sendEvent(type: string, object: Record<string, unknown>): Promise<LightMyRequestResponse>;
}

/** The real app with payments on, talking to a fresh fake Stripe. */
export async function startStripeTestApp(env: Record<string, string> = {}): Promise<StripeTestApp> {
  const stripe = await startFakeStripe({ prices: [TEST_PRICE_PRO, TEST_PRICE_ENTERPRISE] });
  const t = await buildTestApp({
    serpProvider: createDemoProvider(),
    env: {
      APP_URL: TEST_APP_URL,
      STRIPE_SECRET_KEY: stripe.secretKey,
      STRIPE_WEBHOOK_SECRET: TEST_WEBHOOK_SECRET,
      STRIPE_API_BASE: stripe.url,
      STRIPE_PRICE_PRO: TEST_PRICE_PRO,
      STRIPE_PRICE_ENTERPRISE: TEST_PRICE_ENTERPRISE,
      ...env,
    },
  });
  const webhook: StripeTestApp['webhook'] = (payload, options = {}) => {
    const signature = options.signature === undefined ? signStripeWebhook(payload, TEST_WEBHOOK_SECRET) : options.signature;
    return t.app.inject({
      method: 'POST',
      url: '/api/v1/stripe/webhook',
      payload,
      remoteAddress: uniqueIp(),
      headers: {
        'content-type': 'application/json; charset=utf-8',
        ...(signature === null ? {} : { 'stripe-signature': signature }),
        ...options.headers,
      },
    });
  };
  return {
    ...t,
    stripe,
    post: (url, cookie, body) =>
      t.app.inject({
        method: 'POST',
        url,
        remoteAddress: uniqueIp(),
        headers: { cookie, origin: TEST_APP_URL },
        ...(body === undefined ? {} : { payload: body as Record<string, unknown> }),
      }),
    get: (url, cookie) => t.app.inject({ method: 'GET', url, headers: { cookie } }),
    webhook,
    sendEvent: (type, object) => webhook(stripeEventPayload(type, object)),
    close: async () => {
      await t.close();
      await stripe.close();
    },
  };
}
