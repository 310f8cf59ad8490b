import {
  MAX_WEBHOOK_ENDPOINTS,
  WEBHOOK_DELIVERIES_LISTED,
  type WebhookCreate,
  type WebhookDelivery,
  type WebhookEndpoint,
  type WebhookList,
  type WebhookUpdate,
} from '../../../contracts/webhook';
import type { Acting } from '../../../core/workspaces/acting';
import { withTransaction, type Pool, type Queryable } from '../../db/pool';
import { selectDeliveries } from '../../db/queries/webhook-deliveries';
import {
  deleteWebhookEndpoint,
  insertWebhookEndpoint,
  lockWebhookOwner,
  selectWebhookEndpoint,
  selectWebhookEndpoints,
  updateWebhookEndpoint,
  updateWebhookSecret,
  type WebhookEndpointRow,
} from '../../db/queries/webhook-endpoints';
import type { AddressPolicy } from '../../http/safe-fetch/address-policy';
import { recordAudit } from '../audit/audit-log';
import { AppError } from '../../errors';
import { checkWebhookUrl } from './check-webhook-url';
import { toWebhookDelivery, toWebhookEndpoint } from './webhook-views';
import { newWebhookSecret } from './webhook-secret';

export const WEBHOOK_NOT_FOUND = 'This webhook was not found.';
export const WEBHOOK_LIMIT_MESSAGE = `You can have up to ${MAX_WEBHOOK_ENDPOINTS} webhooks. Delete one to add another.`;

/** The user's endpoint, or 404 (another user's is not found either). */
export async function findWebhookEndpoint(db: Queryable, userId: string, id: string): Promise<WebhookEndpointRow> {
  const row = await selectWebhookEndpoint(db, userId, id);
  if (!row) throw new AppError('NOT_FOUND', WEBHOOK_NOT_FOUND);
  return row;
}

const found = (row: WebhookEndpointRow | null): WebhookEndpoint => {
  if (!row) throw new AppError('NOT_FOUND', WEBHOOK_NOT_FOUND);
  return toWebhookEndpoint(row);
};

/** Oldest first, secrets included: only their owner sees them, and verifies messages with them. */
export async function listWebhooks(db: Queryable, userId: string): Promise<WebhookList> {
  return { items: (await selectWebhookEndpoints(db, userId)).map(toWebhookEndpoint), max: MAX_WEBHOOK_ENDPOINTS };
}

/**
 * A new endpoint receives every event type unless `input.events` names fewer. The count and the insert run under
 * a lock on the user, so requests sent at once cannot together pass the limit.
 */
export async function createWebhook(pool: Pool, policy: AddressPolicy, by: Acting, input: WebhookCreate, now: Date): Promise<WebhookEndpoint> {
  const userId = by.workspaceId;
  const url = checkWebhookUrl(input.url, policy);
  const row = await withTransaction(pool, async (db) => {
    await lockWebhookOwner(db, userId);
    const inserted = await insertWebhookEndpoint(db, { userId, url, description: input.description ?? '', secret: newWebhookSecret(), events: input.events, now }, MAX_WEBHOOK_ENDPOINTS);
    if (inserted) await recordAudit(db, by, 'webhook.created', url, now);
    return inserted;
  });
  if (!row) throw new AppError('LIMIT_REACHED', WEBHOOK_LIMIT_MESSAGE);
  return toWebhookEndpoint(row);
}

/**
 * Changes the address, description or events received, or turns the endpoint off or on (on: its failure count
 * starts again). Messages already queued still go out after their events are unticked.
 */
export async function updateWebhook(
  db: Queryable,
  policy: AddressPolicy,
  userId: string,
  id: string,
  changes: WebhookUpdate,
  now: Date,
): Promise<WebhookEndpoint> {
  const url = changes.url === undefined ? undefined : checkWebhookUrl(changes.url, policy);
  return found(await updateWebhookEndpoint(db, userId, id, { url, description: changes.description, isActive: changes.isActive, events: changes.events }, now));
}

export async function deleteWebhook(pool: Pool, by: Acting, id: string, now: Date): Promise<void> {
  const userId = by.workspaceId;
  await withTransaction(pool, async (db) => {
    const url = await deleteWebhookEndpoint(db, userId, id);
    if (url === null) throw new AppError('NOT_FOUND', WEBHOOK_NOT_FOUND);
    await recordAudit(db, by, 'webhook.deleted', url, now);
  });
}

/** A new secret, at once: messages from now on are signed with it (for a leaked secret; the old one stops working). */
export async function rotateWebhookSecret(db: Queryable, userId: string, id: string, now: Date): Promise<WebhookEndpoint> {
  return found(await updateWebhookSecret(db, userId, id, newWebhookSecret(), now));
}

export async function listWebhookDeliveries(db: Queryable, userId: string, id: string): Promise<WebhookDelivery[]> {
  const endpoint = await findWebhookEndpoint(db, userId, id);
  return (await selectDeliveries(db, endpoint.id, WEBHOOK_DELIVERIES_LISTED)).map(toWebhookDelivery);
}
