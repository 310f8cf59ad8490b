import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDemoProvider } from '../adapters/serp/demo/create-demo-provider';
import { buildTestApp, type TestApp } from '../testing/build-test-app';
import { signInAs, type SignedInUser } from '../testing/sign-in';
import { startStripeTestApp, TEST_APP_URL, TEST_PRICE_ENTERPRISE, TEST_PRICE_PRO, type StripeTestApp } from '../testing/stripe-test-app';

const NOT_CONFIGURED = { error: { code: 'PAYMENTS_NOT_CONFIGURED', message: "Upgrading online isn't available right now. Contact us at /contact to upgrade." } };

describe('payments: Checkout, confirmation and the Billing Portal against a fake Stripe', () => {
  let t: StripeTestApp;
  beforeAll(async () => {
    t = await startStripeTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  const planRow = async (userId: string) =>
    (await t.pool.query('select * from user_plans where user_id = $1', [userId])).rows[0] as Record<string, unknown> | undefined;
  const sessionIdOf = (url: string) => url.split('/pay/')[1] ?? '';
  const requestsTo = (path: string) => t.stripe.requests.filter((r) => r.path === path);

  async function checkout(user: SignedInUser, planType?: string): Promise<string> {
    const response = await t.post('/api/v1/payments/checkout', user.cookie, planType ? { planType } : {});
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    return (response.json() as { url: string }).url;
  }

  it('answers 401 without a session', async () => {
    for (const [method, url] of [['POST', '/api/v1/payments/checkout'], ['GET', '/api/v1/payments/confirm?session_id=cs_test_1'], ['POST', '/api/v1/payments/portal']] as const) {
      const response = await t.app.inject({ method, url, ...(method === 'POST' ? { payload: {} } : {}) });
      expect(response.statusCode, url).toBe(401);
    }
  });

  it('checkout creates a customer once and a subscription session with the plan price, the user id and the return URLs', async () => {
    const user = await signInAs(t.pool);
    const before = t.stripe.requests.length;
    const url = await checkout(user, 'pro');
    const sessionId = sessionIdOf(url);
    expect(url).toBe(`${t.stripe.url}/pay/${sessionId}`);
    expect(sessionId).toMatch(/^cs_test_/);

    const sent = t.stripe.requests.slice(before);
    expect(sent.map((r) => `${r.method} ${r.path}`)).toEqual(['POST /v1/customers', 'POST /v1/checkout/sessions']);
    expect(sent[0]?.params).toEqual({ email: user.email, metadata: { user_id: user.userId } });
    const customerId = [...t.stripe.customers.values()].find((c) => c.email === user.email)?.id;
    expect(customerId).toMatch(/^cus_/);
    expect(sent[1]?.params).toEqual({
      mode: 'subscription',
      customer: customerId,
      client_reference_id: user.userId,
      metadata: { user_id: user.userId, plan_type: 'pro' },
      subscription_data: { metadata: { user_id: user.userId } },
      line_items: [{ price: TEST_PRICE_PRO, quantity: '1' }],
      success_url: `${TEST_APP_URL}/payment/success?session_id={CHECKOUT_SESSION_ID}`,
      cancel_url: `${TEST_APP_URL}/payment/cancel`,
    });
    expect(sent.every((r) => r.authorization === `Bearer ${t.stripe.secretKey}`)).toBe(true);
    // The customer is stored; the plan is still free until Stripe says it is paid.
    expect(await planRow(user.userId)).toMatchObject({ stripe_customer_id: customerId, plan_type: 'free', subscription_id: null });

    // A second checkout (Enterprise this time; no planType means pro) reuses the customer.
    const customersBefore = requestsTo('/v1/customers').length;
    await checkout(user, 'enterprise');
    await checkout(user);
    expect(requestsTo('/v1/customers').length).toBe(customersBefore);
    const [enterprise, pro] = requestsTo('/v1/checkout/sessions').slice(-2);
    expect(enterprise?.params).toMatchObject({ customer: customerId, line_items: [{ price: TEST_PRICE_ENTERPRISE }] });
    expect(pro?.params).toMatchObject({ customer: customerId, line_items: [{ price: TEST_PRICE_PRO }] });
  });

  it('refuses a plan that is not for sale with 400', async () => {
    const user = await signInAs(t.pool);
    const response = await t.post('/api/v1/payments/checkout', user.cookie, { planType: 'free' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: { code: 'INVALID_INPUT' } });
  });

  it('confirm: a paid session puts the user on the paid plan (read from Stripe), and a second checkout is refused', async () => {
    const user = await signInAs(t.pool);
    const sessionId = sessionIdOf(await checkout(user, 'pro'));
    const subscription = t.stripe.completeCheckout(sessionId);
    const confirmed = await t.get(`/api/v1/payments/confirm?session_id=${sessionId}`, user.cookie);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json()).toEqual({
      plan: {
        planType: 'pro',
        isTrial: false,
        trialDaysRemaining: 0,
        isPaidSubscription: true,
        subscriptionId: subscription.id,
        trialEndsAt: null,
        trialAvailable: false,
      },
    });
    expect(requestsTo(`/v1/checkout/sessions/${sessionId}`).at(-1)?.method).toBe('GET');
    expect(requestsTo(`/v1/subscriptions/${subscription.id}`).length).toBeGreaterThan(0);
    const mePlan = await t.get('/api/v1/me/plan', user.cookie);
    expect(mePlan.json()).toMatchObject({ plan: { planType: 'pro', isPaidSubscription: true }, payments: { configured: true } });
    // Confirming again (a reload of /payment/success) changes nothing.
    expect((await t.get(`/api/v1/payments/confirm?session_id=${sessionId}`, user.cookie)).json()).toEqual(confirmed.json());

    const again = await t.post('/api/v1/payments/checkout', user.cookie, { planType: 'enterprise' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      error: { code: 'ALREADY_SUBSCRIBED', message: 'You already have a subscription. Use Manage Subscription to change or cancel it.' },
    });
  });

  it('confirm: the plan follows the price actually paid, Enterprise included', async () => {
    const user = await signInAs(t.pool);
    const sessionId = sessionIdOf(await checkout(user, 'enterprise'));
    t.stripe.completeCheckout(sessionId);
    const confirmed = await t.get(`/api/v1/payments/confirm?session_id=${sessionId}`, user.cookie);
    expect(confirmed.json()).toMatchObject({ plan: { planType: 'enterprise', isPaidSubscription: true } });
  });

  it('confirm: paying during the trial ends the trial (it cannot be started again)', async () => {
    const user = await signInAs(t.pool);
    expect((await t.post('/api/v1/me/trial', user.cookie, { planType: 'pro' })).statusCode).toBe(200);
    expect(await planRow(user.userId)).toMatchObject({ subscription_status: 'trialing' });
    const sessionId = sessionIdOf(await checkout(user));
    t.stripe.completeCheckout(sessionId);
    const confirmed = await t.get(`/api/v1/payments/confirm?session_id=${sessionId}`, user.cookie);
    expect(confirmed.json()).toMatchObject({ plan: { planType: 'pro', isTrial: false, trialEndsAt: null, isPaidSubscription: true } });
    const row = await planRow(user.userId);
    expect(row).toMatchObject({ subscription_status: 'active', trial_ends_at: null });
    expect(row?.trial_used_at).toBeInstanceOf(Date);
  });

  it("confirm: someone else's session, an unknown one or a malformed id is 404 and changes nothing", async () => {
    const owner = await signInAs(t.pool);
    const other = await signInAs(t.pool);
    const sessionId = sessionIdOf(await checkout(owner));
    t.stripe.completeCheckout(sessionId);
    for (const id of [sessionId, 'cs_test_unknown', 'not-a-session', 'cs_test_a%2F..%2Fb']) {
      const response = await t.get(`/api/v1/payments/confirm?session_id=${id}`, other.cookie);
      expect(response.statusCode, id).toBe(404);
      expect(response.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'Checkout session not found.' } });
    }
    expect(await planRow(other.userId)).toBeUndefined();
    expect(await planRow(owner.userId)).toMatchObject({ plan_type: 'free', subscription_id: null });
  });

  it('confirm: a session that is still open or unpaid is 409 PAYMENT_PENDING', async () => {
    const user = await signInAs(t.pool);
    const sessionId = sessionIdOf(await checkout(user));
    const pending = await t.get(`/api/v1/payments/confirm?session_id=${sessionId}`, user.cookie);
    expect(pending.statusCode).toBe(409);
    expect(pending.json()).toEqual({ error: { code: 'PAYMENT_PENDING', message: 'The payment is not complete yet.' } });
    Object.assign(t.stripe.sessions.get(sessionId) ?? {}, { status: 'complete', payment_status: 'unpaid' });
    expect((await t.get(`/api/v1/payments/confirm?session_id=${sessionId}`, user.cookie)).statusCode).toBe(409);
    expect(await planRow(user.userId)).toMatchObject({ plan_type: 'free', subscription_id: null });
  });

  it('portal: 409 NO_SUBSCRIPTION before any checkout, then a Billing Portal session for the customer returning to /settings', async () => {
    const user = await signInAs(t.pool);
    const none = await t.post('/api/v1/payments/portal', user.cookie);
    expect(none.statusCode).toBe(409);
    expect(none.json()).toEqual({ error: { code: 'NO_SUBSCRIPTION', message: 'You have no subscription to manage yet.' } });

    const sessionId = sessionIdOf(await checkout(user));
    t.stripe.completeCheckout(sessionId);
    const portal = await t.post('/api/v1/payments/portal', user.cookie);
    expect(portal.statusCode).toBe(200);
    const { url } = portal.json() as { url: string };
    expect(url).toMatch(new RegExp(`^${t.stripe.url}/portal/bps_`));
    const customer = (await planRow(user.userId))?.stripe_customer_id;
    expect(requestsTo('/v1/billing_portal/sessions').at(-1)?.params).toEqual({ customer, return_url: `${TEST_APP_URL}/settings` });
  });
});

describe('payments when Stripe fails or is not configured', () => {
  let off: TestApp;
  let broken: StripeTestApp;
  beforeAll(async () => {
    off = await buildTestApp({ serpProvider: createDemoProvider(), env: { STRIPE_SECRET_KEY: 'sk_test_without_price' } });
    broken = await startStripeTestApp({ STRIPE_SECRET_KEY: 'sk_test_revoked', STRIPE_PRICE_ENTERPRISE: '' });
  });
  afterAll(async () => {
    await off.close();
    await broken.close();
  });

  it('answers 503 PAYMENTS_NOT_CONFIGURED everywhere, says so in GET /api/v1/me/plan, and the trial still works', async () => {
    const user = await signInAs(off.pool);
    const call = (method: 'GET' | 'POST', url: string) =>
      off.app.inject({ method, url, headers: { cookie: user.cookie }, ...(method === 'POST' ? { payload: {} } : {}) });
    for (const [method, url] of [['POST', '/api/v1/payments/checkout'], ['GET', '/api/v1/payments/confirm?session_id=cs_test_1'], ['POST', '/api/v1/payments/portal'], ['POST', '/api/v1/stripe/webhook']] as const) {
      const response = await call(method, url);
      expect(response.statusCode, url).toBe(503);
      expect(response.json()).toEqual(NOT_CONFIGURED);
    }
    expect((await call('GET', '/api/v1/me/plan')).json()).toMatchObject({ payments: { configured: false } });
    expect((await call('GET', '/api/v1/pricing')).json()).toMatchObject({ payments: { configured: false } });
    const trial = await off.app.inject({ method: 'POST', url: '/api/v1/me/trial', headers: { cookie: user.cookie }, payload: { planType: 'pro' } });
    expect(trial.json()).toMatchObject({ plan: { planType: 'pro', isTrial: true } });
  });

  it('answers 502 PAYMENT_PROVIDER_ERROR when Stripe refuses the key, and 503 for Enterprise without its price', async () => {
    const user = await signInAs(broken.pool);
    const failed = await broken.post('/api/v1/payments/checkout', user.cookie, { planType: 'pro' });
    expect(failed.statusCode).toBe(502);
    expect(failed.json()).toEqual({
      error: { code: 'PAYMENT_PROVIDER_ERROR', message: 'The payment provider could not be reached. Please try again.' },
    });
    expect(broken.stripe.requests.at(-1)?.authorization).toBe('Bearer sk_test_revoked');
    const enterprise = await broken.post('/api/v1/payments/checkout', user.cookie, { planType: 'enterprise' });
    expect(enterprise.statusCode).toBe(503);
    expect(enterprise.json()).toMatchObject({ error: { message: "The Enterprise plan can't be bought online right now. Contact us at /contact to upgrade." } });
  });
});
