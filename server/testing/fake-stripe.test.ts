import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStripeClient } from '../adapters/payments/stripe-client';
import { parseConfig } from '../config';
import { startFakeStripe, type FakeStripe } from './fake-stripe';
import { parseStripeForm } from './stripe-form';
import { signStripeWebhook, stripeEventPayload } from './stripe-webhook-signature';

describe('parseStripeForm', () => {
  it.each([
    ['a=1&b=two', { a: '1', b: 'two' }],
    ['metadata[user_id]=u1', { metadata: { user_id: 'u1' } }],
    ['line_items[0][price]=p&line_items[0][quantity]=1', { line_items: [{ price: 'p', quantity: '1' }] }],
    ['x[1]=b&x[0]=a', { x: ['a', 'b'] }],
    ['success_url=http%3A%2F%2Fa%2Fs%3Fid%3D%7BCHECKOUT_SESSION_ID%7D', { success_url: 'http://a/s?id={CHECKOUT_SESSION_ID}' }],
    ['', {}],
  ])('%s', (body, expected) => {
    expect(parseStripeForm(body)).toEqual(expected);
  });
});

describe('fake Stripe with the real stripe-node client', () => {
  let fake: FakeStripe;
  let stripe: Stripe;
  beforeAll(async () => {
    fake = await startFakeStripe({ prices: ['price_pro'] });
    const config = parseConfig({ STRIPE_SECRET_KEY: fake.secretKey, STRIPE_PRICE_PRO: 'price_pro', STRIPE_API_BASE: fake.url });
    const client = createStripeClient(config.stripe);
    if (!client) throw new Error('expected a client');
    stripe = client;
  });
  afterAll(async () => {
    await fake.close();
  });

  it('creates a customer and a subscription Checkout Session from bracket-encoded form bodies', async () => {
    const customer = await stripe.customers.create({ email: 'a@example.com', metadata: { user_id: 'u1' } });
    expect(customer).toMatchObject({ object: 'customer', email: 'a@example.com', metadata: { user_id: 'u1' } });
    expect(customer.id).toMatch(/^cus_/);
    const session = await stripe.checkout.sessions.create({
      mode: 'subscription',
      customer: customer.id,
      line_items: [{ price: 'price_pro', quantity: 1 }],
      success_url: 'http://app/payment/success?session_id={CHECKOUT_SESSION_ID}',
      client_reference_id: 'u1',
    });
    expect(session).toMatchObject({ object: 'checkout.session', status: 'open', payment_status: 'unpaid', customer: customer.id });
    expect(session.id).toMatch(/^cs_test_/);
    expect(session.url).toBe(`${fake.url}/pay/${session.id}`);
    const request = fake.requests.at(-1);
    expect(request).toMatchObject({ method: 'POST', path: '/v1/checkout/sessions', authorization: `Bearer ${fake.secretKey}` });
    expect(request?.params.line_items).toEqual([{ price: 'price_pro', quantity: '1' }]);
    expect(request?.stripeVersion).toBe('2026-10-28.endive');

    const subscription = fake.completeCheckout(session.id);
    const paid = await stripe.checkout.sessions.retrieve(session.id);
    expect(paid).toMatchObject({ status: 'complete', payment_status: 'paid', subscription: subscription.id });
    expect('_price' in paid).toBe(false);
    const read = await stripe.subscriptions.retrieve(subscription.id);
    expect(read).toMatchObject({ object: 'subscription', status: 'active', customer: customer.id });
    expect(read.items.data[0]?.price.id).toBe('price_pro');
  });

  it('answers unknown ids and prices with Stripe errors the client turns into StripeInvalidRequestError', async () => {
    const error = await stripe.subscriptions.retrieve('sub_missing').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
    expect(error).toMatchObject({ statusCode: 404, code: 'resource_missing', message: "No such subscription: 'sub_missing'" });
    const price = await stripe.checkout.sessions
      .create({ mode: 'subscription', line_items: [{ price: 'price_nope', quantity: 1 }], success_url: 'http://a' })
      .catch((e: unknown) => e);
    expect(price).toMatchObject({ statusCode: 404, message: "No such price: 'price_nope'" });
  });

  it('refuses a wrong secret key with 401', async () => {
    const wrong = createStripeClient({ ...parseConfig({}).stripe, secretKey: 'sk_test_wrong', pricePro: 'p', configured: true, apiBase: fake.url });
    const error = await wrong?.customers.create({}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Stripe.errors.StripeAuthenticationError);
  });

  it('hosts a checkout page whose Pay button completes the session and returns to the success URL', async () => {
    const session = await stripe.checkout.sessions.create({
      mode: 'subscription',
      line_items: [{ price: 'price_pro', quantity: 1 }],
      success_url: 'http://app/payment/success?session_id={CHECKOUT_SESSION_ID}',
      cancel_url: 'http://app/payment/cancel',
    });
    const pageHtml = await (await fetch(String(session.url))).text();
    expect(pageHtml).toContain('Pay');
    expect(pageHtml).toContain('http://app/payment/cancel');
    const paid = await fetch(String(session.url), { method: 'POST', redirect: 'manual' });
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toBe(`http://app/payment/success?session_id=${session.id}`);
    expect(fake.sessions.get(session.id)).toMatchObject({ status: 'complete', payment_status: 'paid' });
  });

  it('signs webhook payloads exactly as stripe-node verifies them', () => {
    const payload = stripeEventPayload('invoice.paid', { id: 'in_1', object: 'invoice' });
    const header = signStripeWebhook(payload, 'whsec_test');
    const event = stripe.webhooks.constructEvent(payload, header, 'whsec_test');
    expect(event).toMatchObject({ type: 'invoice.paid', data: { object: { id: 'in_1' } } });
    expect(() => stripe.webhooks.constructEvent(payload, header, 'whsec_other')).toThrow(Stripe.errors.StripeSignatureVerificationError);
    expect(() => stripe.webhooks.constructEvent(`${payload} `, header, 'whsec_test')).toThrow(/No signatures found/);
    const old = signStripeWebhook(payload, 'whsec_test', Math.floor(Date.now() / 1000) - 600);
    expect(() => stripe.webhooks.constructEvent(payload, old, 'whsec_test')).toThrow(/tolerance/);
  });
});

describe('createStripeClient', () => {
  it.each([
    [{}, false],
    [{ STRIPE_SECRET_KEY: 'sk_test_1' }, false],
    [{ STRIPE_PRICE_PRO: 'price_1' }, false],
    [{ STRIPE_SECRET_KEY: 'sk_test_1', STRIPE_PRICE_PRO: 'price_1' }, true],
  ])('payments configured for %j: %s', (env, configured) => {
    const config = parseConfig(env);
    expect(config.stripe.configured).toBe(configured);
    expect(createStripeClient(config.stripe) !== null).toBe(configured);
  });
});
