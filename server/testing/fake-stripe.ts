import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { parseStripeForm, type FormValue } from './stripe-form';
import { handleFakeStripePages } from './fake-stripe-pages';
import { signStripeWebhook, stripeEventPayload } from './stripe-webhook-signature';

export { signStripeWebhook, stripeEventPayload };

export type StripeObject = Record<string, unknown> & { id: string; object: string };

/** One API request the fake received (pages and test controls are not logged). */
export interface FakeStripeRequest {
  method: string;
  /** e.g. /v1/checkout/sessions */
  path: string;
  /** The decoded form body (POST) or query (GET). */
  params: Record<string, FormValue>;
  authorization: string | undefined;
  idempotencyKey: string | undefined;
  stripeVersion: string | undefined;
}

export interface FakeStripe {
  /** http://127.0.0.1:PORT — give it to the app as STRIPE_API_BASE. */
  url: string;
  secretKey: string;
  requests: FakeStripeRequest[];
  customers: Map<string, StripeObject>;
  sessions: Map<string, StripeObject>;
  subscriptions: Map<string, StripeObject>;
  invoices: Map<string, StripeObject>;
  portalSessions: Map<string, StripeObject>;
  /** Pays an open Checkout Session: complete + paid, with a new active subscription of its price (or `priceId`). */
  completeCheckout(sessionId: string, options?: { priceId?: string }): StripeObject;
  /** A subscription made outside Checkout (e.g. in the dashboard). */
  createSubscription(options: { customer: string; priceId: string; status?: string }): StripeObject;
  setSubscriptionStatus(id: string, status: string): StripeObject;
  /** Cancels at once, as DELETE /v1/subscriptions/:id does: Stripe keeps answering with status canceled. */
  deleteSubscription(id: string): StripeObject;
  createInvoice(options: { subscription: string; status: 'open' | 'paid' }): StripeObject;
  /**
   * Delivers an event about `object` to the webhook endpoint given at start, signed like Stripe; answers the
   * app's status (null without a webhook endpoint). The hosted pages and HTTP controls call it themselves.
   */
  sendWebhook(type: string, object: StripeObject): Promise<number | null>;
  /** Sets (or with null removes) the webhook endpoint, e.g. once the app listens. */
  setWebhook(webhook: { url: string; secret: string } | null): void;
  close(): Promise<void>;
}

export const fakeStripeId = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;
const nowSeconds = () => Math.floor(Date.now() / 1000);

class StripeApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: { type: string; message: string; code?: string; param?: string },
  ) {
    super(body.message);
  }
}

const missing = (kind: string, id: string) =>
  new StripeApiError(404, { type: 'invalid_request_error', code: 'resource_missing', message: `No such ${kind}: '${id}'`, param: 'id' });
const required = (param: string) =>
  new StripeApiError(400, { type: 'invalid_request_error', code: 'parameter_missing', message: `Missing required param: ${param}.`, param });

function get(map: Map<string, StripeObject>, kind: string, id: string): StripeObject {
  const found = map.get(id);
  if (!found) throw missing(kind, id);
  return found;
}

const text = (value: FormValue | undefined): string | undefined => (typeof value === 'string' && value !== '' ? value : undefined);
const record = (value: FormValue | undefined): Record<string, FormValue> =>
  typeof value === 'object' && !Array.isArray(value) ? value : {};

/**
 * A local HTTP server (127.0.0.1) speaking the parts of Stripe's REST API the app calls: form-encoded POST
 * /v1/customers, /v1/checkout/sessions, /v1/billing_portal/sessions and GET /v1/checkout/sessions/:id,
 * /v1/subscriptions/:id, /v1/invoices/:id, with Bearer auth and Stripe-shaped objects and errors. A session's
 * `url` is a tiny hosted "checkout" page on the fake whose Pay button completes it and redirects to the
 * success URL, so browser specs can walk the real flow (see fake-stripe-pages). `prices` are the price ids
 * the account knows.
 */
export async function startFakeStripe(options: {
  secretKey?: string;
  prices: string[];
  port?: number;
  /** Where events go (the app's /api/v1/stripe/webhook) and the endpoint secret they are signed with. */
  webhook?: { url: string; secret: string };
}): Promise<FakeStripe> {
  const secretKey = options.secretKey ?? 'sk_test_fake_stripe';
  const prices = new Set(options.prices);
  const server = createServer();
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', resolve);
  });
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  let webhook = options.webhook ?? null;

  const fake: FakeStripe = {
    url,
    secretKey,
    requests: [],
    customers: new Map(),
    sessions: new Map(),
    subscriptions: new Map(),
    invoices: new Map(),
    portalSessions: new Map(),
    completeCheckout(sessionId, completion = {}) {
      const session = get(fake.sessions, 'checkout.session', sessionId);
      if (session.status !== 'open') throw new Error(`checkout session ${sessionId} is ${String(session.status)}`);
      const subscription = fake.createSubscription({
        customer: String(session.customer),
        priceId: completion.priceId ?? String(session._price),
      });
      subscription.metadata = session._subscriptionMetadata ?? {};
      Object.assign(session, { status: 'complete', payment_status: 'paid', subscription: subscription.id });
      return subscription;
    },
    createSubscription({ customer, priceId, status = 'active' }) {
      const id = fakeStripeId('sub');
      const subscription: StripeObject = {
        id,
        object: 'subscription',
        status,
        customer,
        cancel_at_period_end: false,
        created: nowSeconds(),
        livemode: false,
        metadata: {},
        items: {
          object: 'list',
          data: [{ id: fakeStripeId('si'), object: 'subscription_item', price: { id: priceId, object: 'price' }, quantity: 1, subscription: id }],
          has_more: false,
          url: `/v1/subscription_items?subscription=${id}`,
        },
      };
      fake.subscriptions.set(id, subscription);
      return subscription;
    },
    setSubscriptionStatus(id, status) {
      return Object.assign(get(fake.subscriptions, 'subscription', id), { status });
    },
    deleteSubscription(id) {
      return Object.assign(get(fake.subscriptions, 'subscription', id), { status: 'canceled', canceled_at: nowSeconds() });
    },
    createInvoice({ subscription, status }) {
      const sub = get(fake.subscriptions, 'subscription', subscription);
      const invoice: StripeObject = {
        id: fakeStripeId('in'),
        object: 'invoice',
        status,
        customer: sub.customer,
        livemode: false,
        parent: { type: 'subscription_details', quote_details: null, subscription_details: { subscription, metadata: {} } },
      };
      fake.invoices.set(invoice.id, invoice);
      return invoice;
    },
    setWebhook(next) {
      webhook = next;
    },
    async sendWebhook(type, object) {
      if (!webhook) return null;
      const payload = stripeEventPayload(type, publicView(object));
      const response = await fetch(webhook.url, {
        method: 'POST',
        headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': signStripeWebhook(payload, webhook.secret) },
        body: payload,
      });
      await response.body?.cancel();
      return response.status;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };

  /** Answers one /v1 API call. */
  function api(method: string, path: string, params: Record<string, FormValue>): StripeObject {
    const [, , resource, second, third] = path.split('/');
    if (method === 'POST' && path === '/v1/customers') {
      const customer: StripeObject = {
        id: fakeStripeId('cus'),
        object: 'customer',
        email: text(params.email) ?? null,
        metadata: record(params.metadata),
        created: nowSeconds(),
        livemode: false,
      };
      fake.customers.set(customer.id, customer);
      return customer;
    }
    if (method === 'POST' && path === '/v1/checkout/sessions') return createCheckoutSession(params);
    if (method === 'POST' && path === '/v1/billing_portal/sessions') {
      const customer = text(params.customer);
      if (!customer) throw required('customer');
      get(fake.customers, 'customer', customer);
      const id = fakeStripeId('bps');
      const portal: StripeObject = {
        id,
        object: 'billing_portal.session',
        customer,
        return_url: text(params.return_url) ?? null,
        url: `${url}/portal/${id}`,
        created: nowSeconds(),
        livemode: false,
      };
      fake.portalSessions.set(id, portal);
      return portal;
    }
    if (method === 'GET' && resource === 'checkout' && second === 'sessions' && third) {
      return publicView(get(fake.sessions, 'checkout.session', third));
    }
    if (method === 'GET' && resource === 'subscriptions' && second) return get(fake.subscriptions, 'subscription', second);
    if (method === 'DELETE' && resource === 'subscriptions' && second) return fake.deleteSubscription(second);
    if (method === 'GET' && resource === 'invoices' && second) return get(fake.invoices, 'invoice', second);
    throw new StripeApiError(404, { type: 'invalid_request_error', message: `Unrecognized request URL (${method}: ${path}).` });
  }

  function createCheckoutSession(params: Record<string, FormValue>): StripeObject {
    if (text(params.mode) !== 'subscription') throw required('mode');
    const successUrl = text(params.success_url);
    if (!successUrl) throw required('success_url');
    const customer = text(params.customer);
    if (customer) get(fake.customers, 'customer', customer);
    const lineItems = Array.isArray(params.line_items) ? params.line_items : [];
    const price = text(record(lineItems[0]).price);
    if (!price) throw required('line_items[0][price]');
    if (!prices.has(price)) throw missing('price', price);
    const id = `cs_test_${randomBytes(16).toString('hex')}`;
    const session: StripeObject = {
      id,
      object: 'checkout.session',
      mode: 'subscription',
      status: 'open',
      payment_status: 'unpaid',
      customer: customer ?? null,
      client_reference_id: text(params.client_reference_id) ?? null,
      metadata: record(params.metadata),
      success_url: successUrl,
      cancel_url: text(params.cancel_url) ?? null,
      subscription: null,
      url: `${url}/pay/${id}`,
      created: nowSeconds(),
      livemode: false,
      // Not part of Stripe's session object (line items need an expand); kept for completeCheckout.
      _price: price,
      _subscriptionMetadata: record(record(params.subscription_data).metadata),
    };
    fake.sessions.set(id, session);
    return publicView(session);
  }

  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    void (async () => {
      let body = '';
      for await (const chunk of req) body += String(chunk);
      const target = new URL(req.url ?? '/', url);
      if (!target.pathname.startsWith('/v1/')) {
        const handled = await handleFakeStripePages(fake, req.method ?? 'GET', target, body, res).catch((error: unknown) => {
          send(res, 500, { error: { type: 'api_error', message: String(error) } });
          return true;
        });
        if (!handled) send(res, 404, { error: { type: 'invalid_request_error', message: 'Not found' } });
        return;
      }
      const method = req.method ?? 'GET';
      const params = parseStripeForm(method === 'GET' ? target.search.slice(1) : body);
      const header = (name: string) => (typeof req.headers[name] === 'string' ? (req.headers[name] as string) : undefined);
      fake.requests.push({
        method,
        path: target.pathname,
        params,
        authorization: header('authorization'),
        idempotencyKey: header('idempotency-key'),
        stripeVersion: header('stripe-version'),
      });
      try {
        // Stripe takes the key as a Bearer token or as the Basic auth user name (curl -u sk_test_...:).
        const basic = `Basic ${Buffer.from(`${secretKey}:`).toString('base64')}`;
        if (header('authorization') !== `Bearer ${secretKey}` && header('authorization') !== basic) {
          throw new StripeApiError(401, { type: 'invalid_request_error', message: 'Invalid API Key provided.' });
        }
        send(res, 200, api(method, target.pathname, params));
      } catch (error) {
        if (error instanceof StripeApiError) send(res, error.status, { error: error.body });
        else send(res, 500, { error: { type: 'api_error', message: String(error) } });
      }
    })();
  });
  return fake;
}

/** The object as Stripe shows it, without the fake's own bookkeeping fields. */
function publicView(object: StripeObject): StripeObject {
  return Object.fromEntries(Object.entries(object).filter(([key]) => !key.startsWith('_'))) as StripeObject;
}

function send(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json', 'request-id': fakeStripeId('req') });
  res.end(JSON.stringify(body));
}
