import type { WebhookTestResult } from '../../../contracts/webhook';
import type { Queryable } from '../../db/pool';
import { insertFinishedDelivery, pruneDeliveries } from '../../db/queries/webhook-deliveries';
import type { SafeFetch } from '../../http/safe-fetch/safe-fetch';
import { sendWebhook } from './send-webhook';
import { serializeEnvelope, webhookEnvelope, WEBHOOK_TEST_EVENT } from './webhook-event';
import { findWebhookEndpoint } from './webhook-endpoints';
import { newMessageId } from './webhook-secret';
import { consumeRateLimit, type RateLimitRule } from '../usage/rate-limiter';

/**
 * Tests one account may send an hour. Each is a request from our server to an address its owner names, answered
 * with what came back: plenty to set up a receiver, too few to use our server to probe other people's hosts.
 */
export const WEBHOOK_TEST_LIMIT: RateLimitRule = {
  bucket: 'webhook_test:account',
  limit: 20,
  windowMs: 60 * 60_000,
  message: 'You can send up to 20 test webhooks an hour. Please try again later.',
};

export interface SendTestWebhookDeps {
  db: Queryable;
  safeFetch: SafeFetch;
  userAgent: string;
}

/**
 * "Send test": one signed webhook.test message now, while the owner waits (10 s at most), logged with its
 * outcome, whatever events the endpoint receives. Sent to a turned-off endpoint too, so its owner can check it works before turning it back on; it
 * neither counts towards nor clears the failures that turn an endpoint off, and it is never retried.
 */
export async function sendTestWebhook(deps: SendTestWebhookDeps, userId: string, endpointId: string, now: Date): Promise<WebhookTestResult> {
  const endpoint = await findWebhookEndpoint(deps.db, userId, endpointId);
  await consumeRateLimit(deps.db, WEBHOOK_TEST_LIMIT, userId, now);
  const payload = webhookEnvelope(
    WEBHOOK_TEST_EVENT,
    // The events it receives, so a receiver being set up can see what to expect.
    { message: 'A test from Rank Checker: this endpoint receives webhooks.', endpointId: endpoint.id, events: endpoint.events },
    now,
  );
  const messageId = newMessageId();
  const outcome = await sendWebhook(deps.safeFetch, {
    url: endpoint.url,
    secret: endpoint.secret,
    messageId,
    body: serializeEnvelope(payload),
    at: now,
    userAgent: deps.userAgent,
  });
  await insertFinishedDelivery(deps.db, {
    messageId,
    endpointId: endpoint.id,
    payload,
    attempts: 1,
    status: outcome.ok ? 'succeeded' : 'failed',
    lastStatus: outcome.status,
    lastError: outcome.error,
    responseMs: outcome.durationMs,
    attemptedAt: now,
  });
  await pruneDeliveries(deps.db, endpoint.id);
  return { ok: outcome.ok, status: outcome.status, durationMs: outcome.durationMs, error: outcome.error, messageId };
}
