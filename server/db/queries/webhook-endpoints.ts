import { WEBHOOK_EVENT_TYPES, type WebhookEventType } from '../../../contracts/webhook';
import type { Queryable } from '../pool';

export interface WebhookEndpointRow {
  id: string;
  user_id: string;
  url: string;
  description: string;
  secret: string;
  is_active: boolean;
  consecutive_failures: number;
  disabled_at: Date | null;
  disabled_reason: string | null;
  /** The events it receives (the migration keeps them to the known types, at least one). */
  events: WebhookEventType[];
  created_at: Date;
  updated_at: Date;
}

const COLUMNS =
  'id, user_id, url, description, secret, is_active, consecutive_failures, disabled_at, disabled_reason, events, created_at, updated_at';

export async function selectWebhookEndpoints(db: Queryable, userId: string): Promise<WebhookEndpointRow[]> {
  const { rows } = await db.query<WebhookEndpointRow>(
    `select ${COLUMNS} from webhook_endpoints where user_id = $1 order by created_at, id`,
    [userId],
  );
  return rows;
}

/** One of the user's endpoints; null when it does not exist or is someone else's. */
export async function selectWebhookEndpoint(db: Queryable, userId: string, id: string): Promise<WebhookEndpointRow | null> {
  const { rows } = await db.query<WebhookEndpointRow>(`select ${COLUMNS} from webhook_endpoints where user_id = $1 and id = $2`, [userId, id]);
  return rows[0] ?? null;
}

export interface SubscribedEndpointRow {
  id: string;
  events: WebhookEventType[];
}

/**
 * The user's active endpoints that receive at least one of `types`, with all the events each receives. One
 * indexed read (webhook_endpoints_user_active), which finds nothing for most users.
 */
export async function selectSubscribedWebhookEndpoints(db: Queryable, userId: string, types: readonly WebhookEventType[]): Promise<SubscribedEndpointRow[]> {
  const { rows } = await db.query<SubscribedEndpointRow>(
    'select id, events from webhook_endpoints where user_id = $1 and is_active and events && $2::text[] order by created_at, id',
    [userId, types],
  );
  return rows;
}

export interface NewWebhookEndpoint {
  userId: string;
  url: string;
  description: string;
  secret: string;
  /** All of them unless given. */
  events?: readonly WebhookEventType[];
  now: Date;
}

/**
 * Serialises the additions of one user's endpoints until the transaction ends. It must be a statement of its own,
 * before the count: a statement counts with the snapshot it started with, so a lock taken inside it would still
 * let two requests each count 4 and insert a fifth and a sixth.
 */
export async function lockWebhookOwner(db: Queryable, userId: string): Promise<void> {
  await db.query('select 1 from users where id = $1 for no key update', [userId]);
}

/** Adds an endpoint unless the user already has `max`; null then. Call it after lockWebhookOwner, in one transaction. */
export async function insertWebhookEndpoint(db: Queryable, endpoint: NewWebhookEndpoint, max: number): Promise<WebhookEndpointRow | null> {
  const { rows } = await db.query<WebhookEndpointRow>(
    `insert into webhook_endpoints (user_id, url, description, secret, events, created_at, updated_at)
     select $1, $2, $3, $4, $7, $5, $5
      where (select count(*) from webhook_endpoints where user_id = $1) < $6
     returning ${COLUMNS}`,
    [endpoint.userId, endpoint.url, endpoint.description, endpoint.secret, endpoint.now, max, endpoint.events ?? WEBHOOK_EVENT_TYPES],
  );
  return rows[0] ?? null;
}

export interface WebhookEndpointChanges {
  url?: string;
  description?: string;
  isActive?: boolean;
  events?: readonly WebhookEventType[];
}

/**
 * Changes one of the user's endpoints; null when it is not theirs. Turning it on clears the failures that
 * disabled it; turning it off by hand records no failure reason.
 */
export async function updateWebhookEndpoint(
  db: Queryable,
  userId: string,
  id: string,
  changes: WebhookEndpointChanges,
  now: Date,
): Promise<WebhookEndpointRow | null> {
  const { rows } = await db.query<WebhookEndpointRow>(
    `update webhook_endpoints
        set url = coalesce($3, url),
            description = coalesce($4, description),
            is_active = coalesce($5, is_active),
            consecutive_failures = case when $5::boolean then 0 else consecutive_failures end,
            disabled_at = case when $5::boolean is null then disabled_at when $5 then null else $6 end,
            disabled_reason = case when $5::boolean is null then disabled_reason else null end,
            events = coalesce($7::text[], events),
            updated_at = $6
      where user_id = $1 and id = $2
      returning ${COLUMNS}`,
    [userId, id, changes.url ?? null, changes.description ?? null, changes.isActive ?? null, now, changes.events ?? null],
  );
  return rows[0] ?? null;
}

export async function updateWebhookSecret(db: Queryable, userId: string, id: string, secret: string, now: Date): Promise<WebhookEndpointRow | null> {
  const { rows } = await db.query<WebhookEndpointRow>(
    `update webhook_endpoints set secret = $3, updated_at = $4 where user_id = $1 and id = $2 returning ${COLUMNS}`,
    [userId, id, secret, now],
  );
  return rows[0] ?? null;
}

/** Deletes one of the user's endpoints with its delivery log; false when it is not theirs. */
/** Deletes the user's endpoint; its URL, or null when the user has none with that id. */
export async function deleteWebhookEndpoint(db: Queryable, userId: string, id: string): Promise<string | null> {
  const { rows } = await db.query<{ url: string }>('delete from webhook_endpoints where user_id = $1 and id = $2 returning url', [userId, id]);
  return rows[0]?.url ?? null;
}

/** A delivery succeeded: the endpoint's run of failures is over. */
export async function resetWebhookFailures(db: Queryable, id: string): Promise<void> {
  await db.query('update webhook_endpoints set consecutive_failures = 0 where id = $1 and consecutive_failures <> 0', [id]);
}

/**
 * Counts one failed attempt, in one statement so attempts finishing at once all count. At `disableAt` failures in
 * a row the endpoint is turned off with `reason`; returns whether this failure did it.
 */
export async function countWebhookFailure(db: Queryable, id: string, disableAt: number, reason: string, now: Date): Promise<boolean> {
  const { rows } = await db.query<{ disabled_now: boolean }>(
    `with old as (select id, is_active, consecutive_failures from webhook_endpoints where id = $1 for update)
     update webhook_endpoints e
        set consecutive_failures = old.consecutive_failures + 1,
            is_active = old.is_active and old.consecutive_failures + 1 < $2,
            disabled_at = case when old.is_active and old.consecutive_failures + 1 >= $2 then $4 else e.disabled_at end,
            disabled_reason = case when old.is_active and old.consecutive_failures + 1 >= $2 then $3 else e.disabled_reason end
       from old
      where e.id = old.id
      returning (old.is_active and not e.is_active) as disabled_now`,
    [id, disableAt, reason, now],
  );
  return rows[0]?.disabled_now ?? false;
}

/** Turns an endpoint off at once (it answered 410 Gone); returns false when it was already off. */
export async function disableWebhookEndpoint(db: Queryable, id: string, reason: string, now: Date): Promise<boolean> {
  const { rowCount } = await db.query(
    'update webhook_endpoints set is_active = false, disabled_at = $3, disabled_reason = $2 where id = $1 and is_active',
    [id, reason, now],
  );
  return (rowCount ?? 0) > 0;
}
