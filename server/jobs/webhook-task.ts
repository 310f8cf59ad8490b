import type { Task } from 'graphile-worker';
import { deliverWebhook, type DeliverWebhookDeps } from '../services/webhooks/deliver-webhook';
import { DELIVER_WEBHOOK, deliverWebhookPayloadSchema } from './webhook-delivery-job';

export { DELIVER_WEBHOOK } from './webhook-delivery-job';

/**
 * graphile-worker task making one attempt at one webhook message. A failed attempt is not a failed job: it is
 * recorded and the next attempt queued on the webhook schedule (services/webhooks/retry-schedule.ts). The job
 * throws, and graphile-worker retries it, only when the work itself could not be done (database errors).
 */
export function webhookTask(deps: DeliverWebhookDeps): Task {
  return async (payload, helpers) => {
    const parsed = deliverWebhookPayloadSchema.safeParse(payload);
    // A malformed payload can never succeed: log it and finish instead of retrying.
    if (!parsed.success) {
      helpers.logger.error(`Ignoring ${DELIVER_WEBHOOK} job with a bad payload`);
      return;
    }
    const { deliveryId, attempt } = parsed.data;
    const result = await deliverWebhook(deps, deliveryId, attempt);
    helpers.logger.debug(`Webhook delivery ${deliveryId}, attempt ${attempt}: ${result}`);
  };
}
