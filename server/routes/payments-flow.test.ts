import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAs } from '../testing/sign-in';
import { startStripeTestApp, TEST_APP_URL, TEST_WEBHOOK_SECRET, type StripeTestApp } from '../testing/stripe-test-app';

describe('the whole payment flow over HTTP, Stripe delivering its webhooks to the listening app', () => {
  let t: StripeTestApp;
  beforeAll(async () => {
    t = await startStripeTestApp();
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = t.app.server.address() as AddressInfo;
    t.stripe.setWebhook({ url: `http://127.0.0.1:${port}/api/v1/stripe/webhook`, secret: TEST_WEBHOOK_SECRET });
  });
  afterAll(async () => {
    await t.close();
  });

  it('pay page -> webhook -> success page confirms; canceling in Stripe brings the user back to free', async () => {
    const user = await signInAs(t.pool);
    const { url } = (await t.post('/api/v1/payments/checkout', user.cookie, { planType: 'pro' })).json() as { url: string };
    const page = await fetch(url);
    expect(await page.text()).toContain(`${TEST_APP_URL}/payment/cancel`);

    const paid = await fetch(url, { method: 'POST', redirect: 'manual' });
    expect(paid.status).toBe(303);
    const success = new URL(String(paid.headers.get('location')));
    expect(`${success.origin}${success.pathname}`).toBe(`${TEST_APP_URL}/payment/success`);
    // The webhook arrived before the browser was sent back.
    const plan = async () => ((await t.get('/api/v1/me/plan', user.cookie)).json() as { plan: Record<string, unknown> }).plan;
    expect(await plan()).toMatchObject({ planType: 'pro', isPaidSubscription: true });
    const confirmed = await t.get(`/api/v1/payments/confirm?session_id=${success.searchParams.get('session_id') ?? ''}`, user.cookie);
    expect(confirmed.json()).toMatchObject({ plan: { planType: 'pro', isPaidSubscription: true } });

    const subscriptionId = String((await plan()).subscriptionId);
    const control = await fetch(`${t.stripe.url}/_test/subscriptions/${subscriptionId}`, { method: 'POST', body: JSON.stringify({ deleted: true }) });
    expect(control.status).toBe(200);
    expect(await plan()).toMatchObject({ planType: 'free', isPaidSubscription: false, subscriptionId: null });
  });
});
