import type { WebhookEventType } from '../../../contracts/webhook';

export type { WebhookEventType } from '../../../contracts/webhook';

/**
 * An event sent to the endpoints subscribed to its type. Each type's `data` is documented in this folder's
 * README; check-webhook-events.ts, schedule-failed-event.ts and alerts/alert-senders.ts build them.
 */
export interface WebhookEvent {
  type: WebhookEventType;
  data: Record<string, unknown>;
}

/** Sent by "Send test" only, never queued. */
export const WEBHOOK_TEST_EVENT = 'webhook.test';

/** The body of a message: Standard Webhooks' recommended envelope (spec, "Payload structure"). */
export interface WebhookEnvelope {
  type: string;
  /** When the event happened (ISO 8601); webhook-timestamp says when each attempt was made. */
  timestamp: string;
  data: Record<string, unknown>;
}

export function webhookEnvelope(type: string, data: Record<string, unknown>, at: Date): WebhookEnvelope {
  return { type, timestamp: at.toISOString(), data };
}

/**
 * The exact bytes sent and signed. The envelope is stored as jsonb, which reorders keys, so the order is set
 * here: every attempt of a message sends the same body, type first as receivers expect.
 */
export function serializeEnvelope(envelope: WebhookEnvelope): string {
  return JSON.stringify({ type: envelope.type, timestamp: envelope.timestamp, data: envelope.data });
}
