import type { WebhookDelivery, WebhookEndpoint } from '../../../contracts/webhook';
import type { WebhookDeliveryRow } from '../../db/queries/webhook-deliveries';
import type { WebhookEndpointRow } from '../../db/queries/webhook-endpoints';

export const toWebhookEndpoint = (row: WebhookEndpointRow): WebhookEndpoint => ({
  id: row.id,
  url: row.url,
  description: row.description,
  secret: row.secret,
  isActive: row.is_active,
  consecutiveFailures: row.consecutive_failures,
  disabledAt: row.disabled_at?.toISOString() ?? null,
  disabledReason: row.disabled_reason,
  events: row.events,
  createdAt: row.created_at.toISOString(),
});

export const toWebhookDelivery = (row: WebhookDeliveryRow): WebhookDelivery => ({
  id: row.message_id,
  eventType: row.event_type,
  status: row.status,
  attempts: row.attempts,
  lastStatus: row.last_status,
  lastError: row.last_error,
  responseMs: row.response_ms,
  nextAttemptAt: row.next_attempt_at?.toISOString() ?? null,
  lastAttemptAt: row.last_attempt_at?.toISOString() ?? null,
  createdAt: row.created_at.toISOString(),
  deliveredAt: row.delivered_at?.toISOString() ?? null,
});
