import type { ServerResponse } from 'node:http';
import type { FakeStripe } from './fake-stripe';

const escape = (value: unknown) =>
  String(value).replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

function page(res: ServerResponse, status: number, title: string, body: string): void {
  res.writeHead(status, { 'content-type': 'text/html; charset=utf-8' });
  res.end(`<!doctype html><html><head><meta charset="utf-8"><link rel="icon" href="data:,"><title>${escape(title)}</title></head><body><h1>${escape(title)}</h1>${body}</body></html>`);
}

function redirect(res: ServerResponse, location: string): void {
  res.writeHead(303, { location });
  res.end();
}

function json(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}

/**
 * What a browser (or a spec in another process) sees of the fake besides the API:
 * - GET /pay/:sessionId: the "hosted checkout" with a Pay button (POST /pay/:sessionId completes the session
 *   and 303s to its success_url, {CHECKOUT_SESSION_ID} filled in) and a Cancel link to its cancel_url.
 * - GET /portal/:portalSessionId: the "billing portal" with a link back to its return_url.
 * - POST /_test/subscriptions/:id {"status": "..."} sets a subscription's status; {"deleted": true} cancels it.
 * With a webhook endpoint configured, paying and these changes also send the matching signed event.
 *   GET /_test/state answers the sessions and subscriptions as JSON.
 * Returns false when the path is none of these.
 */
export async function handleFakeStripePages(
  fake: FakeStripe,
  method: string,
  target: URL,
  body: string,
  res: ServerResponse,
): Promise<boolean> {
  const [, area, id] = target.pathname.split('/');
  if (area === 'pay' && id) {
    const session = fake.sessions.get(id);
    if (!session) page(res, 404, 'Checkout session not found', '');
    else if (method === 'POST') {
      if (session.status === 'open') {
        fake.completeCheckout(id);
        await fake.sendWebhook('checkout.session.completed', session);
      }
      redirect(res, String(session.success_url).replaceAll('{CHECKOUT_SESSION_ID}', id));
    } else {
      const cancel = session.cancel_url ? `<a href="${escape(session.cancel_url)}">Cancel</a>` : '';
      page(
        res,
        200,
        'Fake Stripe Checkout',
        `<p>Session ${escape(id)} (${escape(session.status)}), price ${escape(session._price)}</p>` +
          `<form method="post" action="/pay/${escape(id)}"><button type="submit">Pay</button></form>${cancel}`,
      );
    }
    return true;
  }
  if (area === 'portal' && id && method === 'GET') {
    const portal = fake.portalSessions.get(id);
    if (!portal) page(res, 404, 'Portal session not found', '');
    else page(res, 200, 'Fake Stripe Billing Portal', `<p>Customer ${escape(portal.customer)}</p><a href="${escape(portal.return_url)}">Return</a>`);
    return true;
  }
  if (area === '_test') {
    const [, , resource, subscriptionId] = target.pathname.split('/');
    try {
      if (method === 'GET' && resource === 'state') {
        json(res, 200, { sessions: [...fake.sessions.values()], subscriptions: [...fake.subscriptions.values()] });
      } else if (method === 'POST' && resource === 'subscriptions' && subscriptionId) {
        const change = JSON.parse(body || '{}') as { status?: string; deleted?: boolean };
        const updated = change.deleted
          ? fake.deleteSubscription(subscriptionId)
          : fake.setSubscriptionStatus(subscriptionId, String(change.status));
        await fake.sendWebhook(change.deleted ? 'customer.subscription.deleted' : 'customer.subscription.updated', updated);
        json(res, 200, updated);
      } else json(res, 404, { error: 'unknown test control' });
    } catch (error) {
      json(res, 400, { error: String(error) });
    }
    return true;
  }
  return false;
}
