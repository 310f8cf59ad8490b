import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StripeObject } from '../testing/fake-stripe';
import { signInAs, type SignedInUser } from '../testing/sign-in';
import { signStripeWebhook, stripeEventPayload } from '../testing/stripe-webhook-signature';
import { startStripeTestApp, TEST_PRICE_ENTERPRISE, TEST_PRICE_PRO, TEST_WEBHOOK_SECRET, type StripeTestApp } from '../testing/stripe-test-app';

describe('POST /api/v1/stripe/webhook', () => {
  let t: StripeTestApp;
  beforeAll(async () => {
    t = await startStripeTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  const plan = async (user: SignedInUser) => ((await t.get('/api/v1/me/plan', user.cookie)).json() as { plan: Record<string, unknown> }).plan;
  const status = async (user: SignedInUser) =>
    (await t.pool.query<{ s: string }>('select subscription_status as s from user_plans where user_id = $1', [user.userId])).rows[0]?.s;
  const eventsRecorded = async (id: string) => (await t.pool.query('select 1 from stripe_events where id = $1', [id])).rowCount;
  const received = (response: { statusCode: number; body: string }) => {
    expect(response.statusCode, response.body).toBe(200);
    expect(JSON.parse(response.body)).toEqual({ received: true });
  };

  /** A user who went through Checkout (customer stored); the session is returned open. */
  async function checkedOut(planType: 'pro' | 'enterprise' = 'pro'): Promise<{ user: SignedInUser; session: StripeObject }> {
    const user = await signInAs(t.pool);
    const response = await t.post('/api/v1/payments/checkout', user.cookie, { planType });
    const sessionId = (response.json() as { url: string }).url.split('/pay/')[1] ?? '';
    const session = t.stripe.sessions.get(sessionId);
    if (!session) throw new Error('no session');
    return { user, session };
  }

  /** A user on a paid subscription set up by the checkout.session.completed webhook alone (no confirm). */
  async function subscribed(planType: 'pro' | 'enterprise' = 'pro'): Promise<{ user: SignedInUser; subscription: StripeObject }> {
    const { user, session } = await checkedOut(planType);
    const subscription = t.stripe.completeCheckout(session.id);
    received(await t.sendEvent('checkout.session.completed', session));
    return { user, subscription };
  }

  it('checkout.session.completed with a valid signature puts the user on the paid plan', async () => {
    const { user, subscription } = await subscribed();
    expect(await plan(user)).toMatchObject({ planType: 'pro', isPaidSubscription: true, subscriptionId: subscription.id });
  });

  it('refuses a missing, wrong, tampered or stale signature with 400 and changes nothing', async () => {
    const { user, session } = await checkedOut();
    t.stripe.completeCheckout(session.id);
    const payload = stripeEventPayload('checkout.session.completed', session);
    const eventId = (JSON.parse(payload) as { id: string }).id;
    const stale = Math.floor(Date.now() / 1000) - 3600;
    const cases: [string, string, string | null][] = [
      ['missing', payload, null],
      ['garbage', payload, 'nonsense'],
      ['another secret', payload, signStripeWebhook(payload, 'whsec_someone_else')],
      ['tampered body', payload.replace('"livemode":false', '"livemode":true'), signStripeWebhook(payload, TEST_WEBHOOK_SECRET)],
      ['re-serialised body', JSON.stringify(JSON.parse(payload), null, 2), signStripeWebhook(payload, TEST_WEBHOOK_SECRET)],
      ['older than 5 minutes', payload, signStripeWebhook(payload, TEST_WEBHOOK_SECRET, stale)],
    ];
    for (const [name, body, signature] of cases) {
      const response = await t.webhook(body, { signature });
      expect(response.statusCode, name).toBe(400);
      expect(response.json(), name).toEqual({ error: { code: 'INVALID_SIGNATURE', message: 'Invalid Stripe signature.' } });
    }
    expect(await eventsRecorded(eventId)).toBe(0);
    expect(await plan(user)).toMatchObject({ planType: 'free', isPaidSubscription: false });
    // The same bytes, properly signed, are accepted.
    received(await t.webhook(payload));
    expect(await plan(user)).toMatchObject({ planType: 'pro', isPaidSubscription: true });
  });

  it('a replayed event changes nothing, even when Stripe now says something else', async () => {
    const { user, subscription } = await subscribed();
    t.stripe.setSubscriptionStatus(subscription.id, 'past_due');
    const payload = stripeEventPayload('customer.subscription.updated', subscription);
    received(await t.webhook(payload));
    expect(await status(user)).toBe('past_due');
    expect(await plan(user)).toMatchObject({ isPaidSubscription: false });

    t.stripe.setSubscriptionStatus(subscription.id, 'active');
    const reads = t.stripe.requests.length;
    received(await t.webhook(payload));
    received(await t.webhook(payload, { signature: signStripeWebhook(payload, TEST_WEBHOOK_SECRET, Math.floor(Date.now() / 1000) - 5) }));
    expect(await status(user)).toBe('past_due');
    expect(t.stripe.requests.length).toBe(reads);
  });

  it('delivers the same event twice at once: handled once', async () => {
    const { user, session } = await checkedOut();
    t.stripe.completeCheckout(session.id);
    const payload = stripeEventPayload('checkout.session.completed', session);
    const responses = await Promise.all([t.webhook(payload), t.webhook(payload), t.webhook(payload)]);
    for (const response of responses) received(response);
    expect(t.stripe.requests.filter((r) => r.path === `/v1/checkout/sessions/${session.id}`).length).toBe(1);
    expect(await plan(user)).toMatchObject({ planType: 'pro', isPaidSubscription: true });
  });

  it('customer.subscription.created for a subscription made outside Checkout: found by the stored customer', async () => {
    const { user, session } = await checkedOut();
    const subscription = t.stripe.createSubscription({ customer: String(session.customer), priceId: TEST_PRICE_ENTERPRISE });
    received(await t.sendEvent('customer.subscription.created', subscription));
    expect(await plan(user)).toMatchObject({ planType: 'enterprise', isPaidSubscription: true, subscriptionId: subscription.id });
  });

  it('customer.subscription.updated follows a plan change and a failed renewal', async () => {
    const { user, subscription } = await subscribed('pro');
    const item = (subscription.items as { data: { price: { id: string } }[] }).data[0];
    if (!item) throw new Error('no item');
    item.price.id = TEST_PRICE_ENTERPRISE;
    received(await t.sendEvent('customer.subscription.updated', subscription));
    expect(await plan(user)).toMatchObject({ planType: 'enterprise', isPaidSubscription: true });
    t.stripe.setSubscriptionStatus(subscription.id, 'unpaid');
    received(await t.sendEvent('customer.subscription.updated', subscription));
    expect(await status(user)).toBe('past_due');
    expect(await plan(user)).toMatchObject({ planType: 'free', isPaidSubscription: false, subscriptionId: subscription.id });
  });

  it('customer.subscription.deleted: back to free, active, without a subscription', async () => {
    const { user, subscription } = await subscribed();
    t.stripe.deleteSubscription(subscription.id);
    received(await t.sendEvent('customer.subscription.deleted', subscription));
    expect(await status(user)).toBe('active');
    expect(await plan(user)).toMatchObject({ planType: 'free', isPaidSubscription: false, subscriptionId: null });
    // With the subscription gone, the user may check out again.
    expect((await t.post('/api/v1/payments/checkout', user.cookie, {})).statusCode).toBe(200);
  });

  it('invoice.payment_failed makes the subscription past_due (not paid); invoice.paid makes it active again', async () => {
    const { user, subscription } = await subscribed();
    const failed = t.stripe.createInvoice({ subscription: subscription.id, status: 'open' });
    received(await t.sendEvent('invoice.payment_failed', failed));
    expect(await status(user)).toBe('past_due');
    expect(await plan(user)).toMatchObject({ isPaidSubscription: false, subscriptionId: subscription.id });

    const paid = t.stripe.createInvoice({ subscription: subscription.id, status: 'paid' });
    received(await t.sendEvent('invoice.paid', paid));
    expect(await status(user)).toBe('active');
    expect(await plan(user)).toMatchObject({ planType: 'pro', isPaidSubscription: true });

    // A failure reported for an invoice that Stripe now shows as paid is stale.
    Object.assign(failed, { status: 'paid' });
    received(await t.sendEvent('invoice.payment_failed', { ...failed, status: 'open' }));
    expect(await status(user)).toBe('active');
  });

  it('trusts only ids: the subscription as Stripe reports it wins over the event body', async () => {
    const { user, subscription } = await subscribed();
    t.stripe.deleteSubscription(subscription.id);
    received(await t.sendEvent('customer.subscription.updated', { ...subscription, status: 'active' }));
    expect(await plan(user)).toMatchObject({ planType: 'free', isPaidSubscription: false, subscriptionId: null });

    const second = await subscribed();
    received(await t.sendEvent('customer.subscription.deleted', { ...second.subscription, status: 'canceled' }));
    expect(await plan(second.user)).toMatchObject({ planType: 'pro', isPaidSubscription: true });

    // A forged body naming an enterprise price for someone else's subscription does nothing either.
    received(await t.sendEvent('customer.subscription.updated', { ...second.subscription, items: { data: [{ price: { id: TEST_PRICE_ENTERPRISE } }] } }));
    expect(await plan(second.user)).toMatchObject({ planType: 'pro' });
  });

  it('a completed session paid at an unknown price leaves the plan alone; unknown event types are acknowledged', async () => {
    const { user, session } = await checkedOut();
    t.stripe.completeCheckout(session.id, { priceId: 'price_someone_elses' });
    received(await t.sendEvent('checkout.session.completed', session));
    expect(await plan(user)).toMatchObject({ planType: 'free', subscriptionId: null });
    received(await t.sendEvent('customer.created', { id: 'cus_x', object: 'customer' }));
    received(await t.sendEvent('payment_intent.succeeded', { id: 'pi_x', object: 'payment_intent' }));
  });

  it('is exempt from the Origin check, while the other payment POSTs are not', async () => {
    const { user, session } = await checkedOut();
    t.stripe.completeCheckout(session.id);
    const payload = stripeEventPayload('checkout.session.completed', session);
    received(await t.webhook(payload, { headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' } }));
    expect(await plan(user)).toMatchObject({ planType: 'pro' });
    for (const url of ['/api/v1/payments/checkout', '/api/v1/payments/portal']) {
      const response = await t.app.inject({
        method: 'POST',
        url,
        payload: {},
        headers: { cookie: user.cookie, origin: 'https://evil.example' },
      });
      expect(response.statusCode, url).toBe(403);
      expect(response.json()).toMatchObject({ error: { code: 'BAD_ORIGIN' } });
    }
  });

  it('answers 503 when payments are on but no webhook secret is set', async () => {
    const noSecret = await startStripeTestApp({ STRIPE_WEBHOOK_SECRET: '' });
    try {
      const payload = stripeEventPayload('invoice.paid', { id: 'in_1', object: 'invoice' });
      const response = await noSecret.webhook(payload, { signature: signStripeWebhook(payload, '') });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toMatchObject({ error: { code: 'PAYMENTS_NOT_CONFIGURED' } });
    } finally {
      await noSecret.close();
    }
  });

  it('the price ids of the plans come from configuration', () => {
    expect([TEST_PRICE_PRO, TEST_PRICE_ENTERPRISE]).toEqual([t.config.stripe.pricePro, t.config.stripe.priceEnterprise]);
  });
});
