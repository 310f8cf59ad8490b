import type { Queryable } from '../pool';

export type WebhookDeliveryStatus = 'pending' | 'succeeded' | 'failed';

export interface WebhookDeliveryRow {
  id: number;
  message_id: string;
  endpoint_id: string;
  event_type: string;
  payload: { type: string; timestamp: string; data: Record<string, unknown> };
  attempts: number;
  status: WebhookDeliveryStatus;
  last_status: number | null;
  last_error: string | null;
  response_ms: number | null;
  next_attempt_at: Date | null;
  last_attempt_at: Date | null;
  created_at: Date;
  delivered_at: Date | null;
}

const COLUMNS = `d.id, d.message_id, d.endpoint_id, d.event_type, d.payload, d.attempts, d.status, d.last_status, d.last_error,
  d.response_ms, d.next_attempt_at, d.last_attempt_at, d.created_at, d.delivered_at`;

/** Finished messages each endpoint keeps in its log (the settings page shows the newest 50). */
export const DELIVERIES_KEPT_PER_ENDPOINT = 100;

export interface NewWebhookDelivery {
  messageId: string;
  endpointId: string;
  payload: WebhookDeliveryRow['payload'];
}

/** One pending message per endpoint, due at once; returns their ids in the order given. */
export async function insertPendingDeliveries(db: Queryable, deliveries: readonly NewWebhookDelivery[], now: Date): Promise<number[]> {
  if (deliveries.length === 0) return [];
  const { rows } = await db.query<{ id: number }>(
    `insert into webhook_deliveries (message_id, endpoint_id, event_type, payload, next_attempt_at, created_at)
     select m.message_id, m.endpoint_id, m.payload ->> 'type', m.payload, $4, $4
       from unnest($1::text[], $2::uuid[], $3::jsonb[]) with ordinality as m(message_id, endpoint_id, payload, n)
      order by m.n
     returning id`,
    [deliveries.map((d) => d.messageId), deliveries.map((d) => d.endpointId), deliveries.map((d) => JSON.stringify(d.payload)), now],
  );
  return rows.map((row) => row.id);
}

/** A message with where it goes, locked for the attempt about to be made (a second worker waits, then sees it done). */
export interface DeliveryToSend extends WebhookDeliveryRow {
  url: string;
  secret: string;
  endpoint_active: boolean;
}

export async function lockDeliveryToSend(db: Queryable, id: number): Promise<DeliveryToSend | null> {
  const { rows } = await db.query<DeliveryToSend>(
    `select ${COLUMNS}, e.url, e.secret, e.is_active as endpoint_active
       from webhook_deliveries d join webhook_endpoints e on e.id = d.endpoint_id
      where d.id = $1
        for update of d`,
    [id],
  );
  return rows[0] ?? null;
}

export interface DeliveryAttempt {
  attempts: number;
  status: WebhookDeliveryStatus;
  lastStatus: number | null;
  lastError: string | null;
  responseMs: number | null;
  nextAttemptAt: Date | null;
  attemptedAt: Date;
}

export async function recordDeliveryAttempt(db: Queryable, id: number, attempt: DeliveryAttempt): Promise<void> {
  await db.query(
    `update webhook_deliveries
        set attempts = $2, status = $3::text, last_status = $4, last_error = $5, response_ms = $6, next_attempt_at = $7,
            last_attempt_at = $8::timestamptz, delivered_at = case when $3::text = 'succeeded' then $8::timestamptz end
      where id = $1`,
    [id, attempt.attempts, attempt.status, attempt.lastStatus, attempt.lastError, attempt.responseMs, attempt.nextAttemptAt, attempt.attemptedAt],
  );
}

/** A message sent once, now, outside the job queue ("send test"), logged with its outcome (unless the endpoint was deleted meanwhile). */
export async function insertFinishedDelivery(
  db: Queryable,
  delivery: NewWebhookDelivery & Omit<DeliveryAttempt, 'nextAttemptAt'>,
): Promise<void> {
  await db.query(
    `insert into webhook_deliveries (message_id, endpoint_id, event_type, payload, attempts, status, last_status, last_error,
                                     response_ms, last_attempt_at, created_at, delivered_at)
     select $1, e.id, $3::jsonb ->> 'type', $3::jsonb, $4, $5::text, $6, $7, $8, $9::timestamptz, $9::timestamptz,
            case when $5::text = 'succeeded' then $9::timestamptz end
       from webhook_endpoints e
      where e.id = $2`,
    [
      delivery.messageId,
      delivery.endpointId,
      JSON.stringify(delivery.payload),
      delivery.attempts,
      delivery.status,
      delivery.lastStatus,
      delivery.lastError,
      delivery.responseMs,
      delivery.attemptedAt,
    ],
  );
}

/** The newest messages of one endpoint, newest first (the caller has checked the endpoint is the user's). */
export async function selectDeliveries(db: Queryable, endpointId: string, limit: number): Promise<WebhookDeliveryRow[]> {
  const { rows } = await db.query<WebhookDeliveryRow>(
    `select ${COLUMNS} from webhook_deliveries d where d.endpoint_id = $1 order by d.created_at desc, d.id desc limit $2`,
    [endpointId, limit],
  );
  return rows;
}

/** Keeps the log bounded: finished messages beyond the newest DELIVERIES_KEPT_PER_ENDPOINT go; pending ones stay. */
export async function pruneDeliveries(db: Queryable, endpointId: string): Promise<number> {
  const { rowCount } = await db.query(
    `delete from webhook_deliveries
      where id in (select id from webhook_deliveries
                    where endpoint_id = $1 and status <> 'pending'
                    order by created_at desc, id desc
                   offset $2)`,
    [endpointId, DELIVERIES_KEPT_PER_ENDPOINT],
  );
  return rowCount ?? 0;
}
