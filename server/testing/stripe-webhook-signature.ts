import { createHmac, randomBytes } from 'node:crypto';

/**
 * The Stripe-Signature header Stripe would send with `payload`: `t=<unix seconds>,v1=<hex HMAC-SHA256 of
 * "<t>.<payload>" keyed with the endpoint secret>` (as stripe-node's own verifier recomputes it).
 */
export function signStripeWebhook(payload: string, secret: string, timestamp = Math.floor(Date.now() / 1000)): string {
  const signature = createHmac('sha256', secret).update(`${timestamp}.${payload}`, 'utf8').digest('hex');
  return `t=${timestamp},v1=${signature}`;
}

/** A webhook event body as Stripe sends it: a snapshot of `object` under data.object, with a fresh evt_ id. */
export function stripeEventPayload(type: string, object: Record<string, unknown>, options: { id?: string; created?: number } = {}): string {
  return JSON.stringify({
    id: options.id ?? `evt_test_${randomBytes(12).toString('hex')}`,
    object: 'event',
    api_version: '2026-10-28.endive',
    created: options.created ?? Math.floor(Date.now() / 1000),
    data: { object },
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
  });
}
