import type { Queryable } from '../../db/pool';
import { insertPendingDeliveries, type NewWebhookDelivery } from '../../db/queries/webhook-deliveries';
import { selectSubscribedWebhookEndpoints } from '../../db/queries/webhook-endpoints';
import { addWebhookAttemptJobs } from '../../db/queries/webhook-jobs';
import { DELIVER_WEBHOOK, DELIVER_WEBHOOK_JOB_ATTEMPTS } from '../../jobs/webhook-delivery-job';
import { webhookEnvelope, type WebhookEvent } from './webhook-event';
import { newMessageId } from './webhook-secret';

export type { WebhookEvent, WebhookEventType } from './webhook-event';

/**
 * Sends each of `events` to the user's active endpoints subscribed to its type: one logged message per endpoint
 * and event, and one job for its first attempt, inside the caller's transaction (the one saving the check or
 * ending the run), so the messages exist exactly when what caused them commits. They are queued in the order
 * given, but attempts run in parallel and retries reorder them: receivers order by the envelope's data. Returns how many messages were queued: 0 when no active endpoint of the user takes any of
 * them, which costs one indexed query and nothing more.
 */
export async function queueWebhookEvents(db: Queryable, jobSchema: string, userId: string, events: readonly WebhookEvent[], now: Date): Promise<number> {
  if (events.length === 0) return 0;
  const endpoints = await selectSubscribedWebhookEndpoints(db, userId, [...new Set(events.map((event) => event.type))]);
  if (endpoints.length === 0) return 0;
  const deliveries: NewWebhookDelivery[] = [];
  for (const event of events) {
    const payload = webhookEnvelope(event.type, event.data, now);
    for (const endpoint of endpoints) {
      if (endpoint.events.includes(event.type)) deliveries.push({ messageId: newMessageId(), endpointId: endpoint.id, payload });
    }
  }
  const deliveryIds = await insertPendingDeliveries(db, deliveries, now);
  await addWebhookAttemptJobs(
    db,
    jobSchema,
    DELIVER_WEBHOOK,
    deliveryIds.map((deliveryId) => ({ deliveryId, attempt: 1, runAt: null })),
    DELIVER_WEBHOOK_JOB_ATTEMPTS,
  );
  return deliveryIds.length;
}

/** One event (an alert that fired): queueWebhookEvents for it alone. */
export async function queueWebhookEvent(db: Queryable, jobSchema: string, userId: string, event: WebhookEvent, now: Date): Promise<number> {
  return queueWebhookEvents(db, jobSchema, userId, [event], now);
}
