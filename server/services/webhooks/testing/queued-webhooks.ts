import type { WebhookEventType } from '../../../../contracts/webhook';
import type { Queryable } from '../../../db/pool';
import { insertWebhookEndpoint, updateWebhookEndpoint, type WebhookEndpointRow } from '../../../db/queries/webhook-endpoints';
import { newWebhookSecret } from '../webhook-secret';

/** Tests' view of what was queued for endpoints, read straight from the tables. */

/** An endpoint of the user's receiving `events` (all four when not given), turned off when `active` is false. */
export async function endpointFor(
  db: Queryable,
  userId: string,
  options: { url?: string; events?: readonly WebhookEventType[]; active?: boolean; now: Date },
): Promise<WebhookEndpointRow> {
  const row = await insertWebhookEndpoint(
    db,
    { userId, url: options.url ?? 'https://hooks.example.com/rank', description: '', secret: newWebhookSecret(), events: options.events, now: options.now },
    5,
  );
  if (!row) throw new Error('endpoint not inserted');
  if (options.active === false) await updateWebhookEndpoint(db, userId, row.id, { isActive: false }, options.now);
  return row;
}

export interface QueuedMessage {
  id: number;
  eventType: string;
  status: string;
  payload: { type: string; timestamp: string; data: Record<string, unknown> };
}

/** The messages queued for an endpoint, oldest first. */
export async function messagesOf(db: Queryable, endpointId: string): Promise<QueuedMessage[]> {
  const { rows } = await db.query<{ id: number; event_type: string; status: string; payload: QueuedMessage['payload'] }>(
    'select id::int, event_type, status, payload from webhook_deliveries where endpoint_id = $1 order by id',
    [endpointId],
  );
  return rows.map((row) => ({ id: row.id, eventType: row.event_type, status: row.status, payload: row.payload }));
}

/** The delivery ids of the first-attempt jobs waiting in a job schema. */
export async function firstAttemptJobs(db: Queryable, schema: string): Promise<number[]> {
  const { rows } = await db.query<{ payload: { deliveryId: number; attempt: number } }>(
    `select j.payload from ${schema}._private_jobs j join ${schema}._private_tasks t on t.id = j.task_id
      where t.identifier = 'deliver_webhook' order by j.id`,
  );
  return rows.filter((row) => row.payload.attempt === 1).map((row) => row.payload.deliveryId);
}
