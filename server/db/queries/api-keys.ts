import type { Queryable } from '../pool';
import { membershipSql, type MembershipColumns } from './workspace-members';

export interface ApiKeyRow {
  id: string;
  name: string;
  scope: 'read' | 'write';
  prefix: string;
  created_at: Date;
  last_used_at: Date | null;
}

const COLUMNS = 'id, name, scope, prefix, created_at, last_used_at';

export async function insertApiKey(
  db: Queryable,
  key: { userId: string; workspaceId: string; name: string; scope: 'read' | 'write'; prefix: string; hash: Buffer },
  now: Date,
): Promise<ApiKeyRow> {
  const { rows } = await db.query<ApiKeyRow>(
    `insert into api_keys (user_id, workspace_id, name, scope, prefix, key_hash, created_at) values ($1, $2, $3, $4, $5, $6, $7) returning ${COLUMNS}`,
    [key.userId, key.workspaceId, key.name, key.scope, key.prefix, key.hash, now],
  );
  return rows[0]!;
}

/** The keys a user made in a workspace that still work (not revoked), newest first. */
export async function selectApiKeys(db: Queryable, userId: string, workspaceId: string): Promise<ApiKeyRow[]> {
  const { rows } = await db.query<ApiKeyRow>(
    `select ${COLUMNS} from api_keys where user_id = $1 and workspace_id = $2 and revoked_at is null order by created_at desc, id`,
    [userId, workspaceId],
  );
  return rows;
}

export async function countApiKeys(db: Queryable, userId: string, workspaceId: string): Promise<number> {
  const { rows } = await db.query<{ count: number }>(
    'select count(*)::int as count from api_keys where user_id = $1 and workspace_id = $2 and revoked_at is null',
    [userId, workspaceId],
  );
  return rows[0]?.count ?? 0;
}

/** Revokes a working key the user made in the workspace; its name, or null when there was none to revoke. */
export async function revokeApiKey(db: Queryable, userId: string, workspaceId: string, id: string, now: Date): Promise<string | null> {
  const { rows } = await db.query<{ name: string }>(
    'update api_keys set revoked_at = $4 where id = $1 and user_id = $2 and workspace_id = $3 and revoked_at is null returning name',
    [id, userId, workspaceId, now],
  );
  return rows[0]?.name ?? null;
}

export interface KeyOwnerRow extends MembershipColumns {
  id: string;
  scope: 'read' | 'write';
  user_id: string;
  /** The workspace the key acts in (its account's user id), whose plan and time zone below are. */
  workspace_id: string;
  email: string;
  email_verified: boolean;
  last_used_at: Date | null;
  time_zone: string;
  /** The workspace's user_plans row, null when it has none (free). */
  plan_type: string | null;
  subscription_status: string | null;
  subscription_id: string | null;
  trial_ends_at: Date | null;
  trial_used_at: Date | null;
}

/**
 * The live key with this hash, its maker, its workspace's plan row and its maker's membership there, and this request counted in the key's minute
 * starting at `windowStart` — one statement, so a keyed request costs the database what a session does.
 * Undefined when the key is unknown or revoked (and nothing is counted).
 */
export async function selectKeyAndCount(db: Queryable, hash: Buffer, windowStart: Date): Promise<(KeyOwnerRow & { minute_count: number }) | undefined> {
  const membership = membershipSql('k.workspace_id', 'k.user_id');
  const { rows } = await db.query<KeyOwnerRow & { minute_count: number }>(
    `with k as (
       select k.id, k.scope, k.user_id, k.workspace_id, u.email, u.email_verified_at is not null as email_verified, k.last_used_at,
              w.time_zone, p.plan_type, p.subscription_status, p.subscription_id, p.trial_ends_at, p.trial_used_at, ${membership.columns}
         from api_keys k join users u on u.id = k.user_id join users w on w.id = k.workspace_id
         left join user_plans p on p.user_id = k.workspace_id ${membership.join}
        where k.key_hash = $1 and k.revoked_at is null
     ), counted as (
       insert into api_key_usage (api_key_id, window_start, count) select id, $2, 1 from k
       on conflict (api_key_id, window_start) do update set count = api_key_usage.count + 1
       returning count
     )
     select k.*, counted.count as minute_count from k cross join counted`,
    [hash, windowStart],
  );
  return rows[0];
}

/** Records a use (callers skip it when the key was used within the minute: last-used is shown to the minute). */
export async function touchApiKey(db: Queryable, id: string, now: Date): Promise<void> {
  await db.query('update api_keys set last_used_at = $2 where id = $1', [id, now]);
}

/** Forgets finished minutes (the hourly sweep). */
export async function deleteApiKeyUsageBefore(db: Queryable, before: Date): Promise<number> {
  const { rowCount } = await db.query('delete from api_key_usage where window_start < $1', [before]);
  return rowCount ?? 0;
}
