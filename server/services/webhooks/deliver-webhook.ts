import { withTransaction, type Pool, type PoolClient } from '../../db/pool';
import { lockDeliveryToSend, pruneDeliveries, recordDeliveryAttempt, type DeliveryToSend } from '../../db/queries/webhook-deliveries';
import { countWebhookFailure, resetWebhookFailures } from '../../db/queries/webhook-endpoints';
import { addWebhookAttemptJobs } from '../../db/queries/webhook-jobs';
import type { SafeFetch } from '../../http/safe-fetch/safe-fetch';
import { nextAttemptAt, WEBHOOK_DISABLE_AFTER_FAILURES } from './retry-schedule';
import { sendWebhook, type WebhookAttemptOutcome } from './send-webhook';
import { DELIVER_WEBHOOK, DELIVER_WEBHOOK_JOB_ATTEMPTS } from '../../jobs/webhook-delivery-job';
import { serializeEnvelope } from './webhook-event';

export interface DeliverWebhookDeps {
  pool: Pool;
  /** Built with WEBHOOK_ALLOW_PRIVATE_HOSTS: only public addresses unless the operator allowed others. */
  safeFetch: SafeFetch;
  userAgent: string;
  /** graphile-worker's schema, where the next attempt is queued. */
  jobSchema: string;
  now: () => Date;
  /** Jitter of the retry schedule (Math.random unless a test pins it). */
  random?: () => number;
}

/** What one attempt job did: sent, failed and queued again, given up on, or nothing (deleted, or already made). */
export type DeliverWebhookResult = 'succeeded' | 'retrying' | 'failed' | 'skipped';

const DISABLED_REASON = `Turned off after ${WEBHOOK_DISABLE_AFTER_FAILURES} failed attempts in a row.`;
const NOT_SENT = 'Not sent: the endpoint is turned off.';

async function recordFailure(
  client: PoolClient,
  deps: DeliverWebhookDeps,
  delivery: DeliveryToSend,
  attempt: number,
  outcome: WebhookAttemptOutcome,
  at: Date,
): Promise<DeliverWebhookResult> {
  // A 410 turns the endpoint off at once; any other failure counts towards the limit.
  const gone = outcome.next === 'gone';
  const reason = gone ? `Turned off because ${outcome.error?.replace(/^The/, 'the') ?? 'the endpoint is gone.'}` : DISABLED_REASON;
  const disabledNow = await countWebhookFailure(client, delivery.endpoint_id, gone ? 1 : WEBHOOK_DISABLE_AFTER_FAILURES, reason, at);
  const next = outcome.next === 'retry' && !disabledNow ? nextAttemptAt(attempt, at, deps.random) : null;
  await recordDeliveryAttempt(client, delivery.id, {
    attempts: attempt,
    status: next ? 'pending' : 'failed',
    lastStatus: outcome.status,
    lastError: outcome.error,
    responseMs: outcome.durationMs,
    nextAttemptAt: next,
    attemptedAt: at,
  });
  if (!next) {
    await pruneDeliveries(client, delivery.endpoint_id);
    return 'failed';
  }
  await addWebhookAttemptJobs(client, deps.jobSchema, DELIVER_WEBHOOK, [{ deliveryId: delivery.id, attempt: attempt + 1, runAt: next }], DELIVER_WEBHOOK_JOB_ATTEMPTS);
  return 'retrying';
}

/**
 * Makes attempt `attempt` of one message. The message is locked for the attempt, and its outcome, the endpoint's
 * failure count and the next attempt's job are written in the same transaction: a worker that dies mid-way
 * leaves the attempt to be made again (at least once, as webhooks are; receivers drop repeats by webhook-id),
 * and never a message that is neither done nor queued. Holding the row over the request (10 s at most) is
 * what makes a second job for the same attempt wait and then find it made.
 */
export async function deliverWebhook(deps: DeliverWebhookDeps, deliveryId: number, attempt: number): Promise<DeliverWebhookResult> {
  return withTransaction(deps.pool, async (client) => {
    const delivery = await lockDeliveryToSend(client, deliveryId);
    if (!delivery || delivery.status !== 'pending' || delivery.attempts >= attempt) return 'skipped';
    const at = deps.now();
    if (!delivery.endpoint_active) {
      // Turned off (by its owner or after failures) since the message was queued: nothing more goes to it.
      await recordDeliveryAttempt(client, delivery.id, {
        attempts: delivery.attempts,
        status: 'failed',
        lastStatus: delivery.last_status,
        lastError: NOT_SENT,
        responseMs: delivery.response_ms,
        nextAttemptAt: null,
        attemptedAt: delivery.last_attempt_at ?? at,
      });
      return 'failed';
    }
    const outcome = await sendWebhook(deps.safeFetch, {
      url: delivery.url,
      secret: delivery.secret,
      messageId: delivery.message_id,
      body: serializeEnvelope(delivery.payload),
      at,
      userAgent: deps.userAgent,
    });
    if (!outcome.ok) return recordFailure(client, deps, delivery, attempt, outcome, at);
    await recordDeliveryAttempt(client, delivery.id, {
      attempts: attempt,
      status: 'succeeded',
      lastStatus: outcome.status,
      lastError: null,
      responseMs: outcome.durationMs,
      nextAttemptAt: null,
      attemptedAt: at,
    });
    await resetWebhookFailures(client, delivery.endpoint_id);
    await pruneDeliveries(client, delivery.endpoint_id);
    return 'succeeded';
  });
}
