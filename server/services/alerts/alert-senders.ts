import type { Queryable } from '../../db/pool';
import { queueAlertEmail } from '../alert-emails/queue-alert-email';
import { checkWebhookEvents, type SavedCheckEvent } from '../webhooks/check-webhook-events';
import { queueWebhookEvent, queueWebhookEvents } from '../webhooks/queue-webhook-event';
import type { AlertMessage, AlertSenders } from './deliver-check-alerts';

/** The `alert.fired` webhook payload: what fired, on which check, and the same words the panel shows. */
export const alertWebhookData = (message: AlertMessage) => ({
  rule: message.rule,
  ...message.query,
  rank: message.rank,
  previousRank: message.previousRank,
  event: message.event,
  title: message.text.title,
  message: message.text.message,
  checkedAt: message.at.toISOString(),
});

/**
 * The saved check's own webhook events (check.completed, rank.changed), which need no alert rule: the webhook
 * channel on the same job schema. Returns how many messages were queued (0 for a user without a subscribed
 * endpoint, after one indexed read).
 */
export interface CheckEventSender {
  checkEvents(db: Queryable, userId: string, check: SavedCheckEvent, now: Date): Promise<number>;
}

/** The e-mail and webhook channels of alert rules and the check's own webhook events, queuing their work inside the check's transaction. */
export function createAlertSenders(options: { jobSchema: string }): AlertSenders & CheckEventSender {
  return {
    email: (db, userId, message) =>
      queueAlertEmail(
        db,
        options.jobSchema,
        userId,
        { title: message.text.title, message: message.text.message, ...message.query, rank: message.rank, previousRank: message.previousRank },
        message.at,
      ),
    webhook: async (db, userId, message) =>
      (await queueWebhookEvent(db, options.jobSchema, userId, { type: 'alert.fired', data: alertWebhookData(message) }, message.at)) > 0,
    checkEvents: (db, userId, check, now) => queueWebhookEvents(db, options.jobSchema, userId, checkWebhookEvents(check), now),
  };
}
