import { queueAlertEmail } from '../alert-emails/queue-alert-email';
import { queueWebhookEvent } from '../webhooks/queue-webhook-event';
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

/** The e-mail and webhook channels of alert rules, queuing their work inside the check's transaction. */
export function createAlertSenders(options: { jobSchema: string }): AlertSenders {
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
  };
}
