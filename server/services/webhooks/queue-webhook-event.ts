import type { Queryable } from '../../db/pool';
import { insertPendingDeliveries } from '../../db/queries/webhook-deliveries';
import { selectActiveWebhookEndpointIds } from '../../db/queries/webhook-endpoints';
import { addWebhookAttemptJobs } from '../../db/queries/webhook-jobs';
import { DELIVER_WEBHOOK, DELIVER_WEBHOOK_JOB_ATTEMPTS } from './webhook-delivery-job';
import { webhookEnvelope, type WebhookEvent } from './webhook-event';
import { newMessageId } from './webhook-secret';

export type { WebhookEvent, WebhookEventType } from './webhook-event';

/**
 * Sends `event` to each of the user's active endpoints: one logged message per endpoint and one job for its
 * first attempt, inside the caller's transaction (the one saving the check), so the messages exist exactly
 * when what caused them commits. Returns how many were queued: 0 when the user has no active endpoint, which
 * costs one indexed query.
 */
export async function queueWebhookEvent(db: Queryable, jobSchema: string, userId: string, event: WebhookEvent, now: Date): Promise<number> {
  const endpointIds = await selectActiveWebhookEndpointIds(db, userId);
  if (endpointIds.length === 0) return 0;
  const payload = webhookEnvelope(event.type, event.data, now);
  const deliveryIds = await insertPendingDeliveries(
    db,
    endpointIds.map((endpointId) => ({ messageId: newMessageId(), endpointId, payload })),
    now,
  );
  await addWebhookAttemptJobs(
    db,
    jobSchema,
    DELIVER_WEBHOOK,
    deliveryIds.map((deliveryId) => ({ deliveryId, attempt: 1, runAt: null })),
    DELIVER_WEBHOOK_JOB_ATTEMPTS,
  );
  return deliveryIds.length;
}
