import type { Queryable } from '../pool';

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
  key: { userId: string; name: string; scope: 'read' | 'write'; prefix: string; hash: Buffer },
  now: Date,
): Promise<ApiKeyRow> {
  const { rows } = await db.query<ApiKeyRow>(
    `insert into api_keys (user_id, name, scope, prefix, key_hash, created_at) values ($1, $2, $3, $4, $5, $6) returning ${COLUMNS}`,
    [key.userId, key.name, key.scope, key.prefix, key.hash, now],
  );
  return rows[0]!;
}

/** The user's keys that still work (not revoked), newest first. */
export async function selectApiKeys(db: Queryable, userId: string): Promise<ApiKeyRow[]> {
  const { rows } = await db.query<ApiKeyRow>(
    `select ${COLUMNS} from api_keys where user_id = $1 and revoked_at is null order by created_at desc, id`,
    [userId],
  );
  return rows;
}

export async function countApiKeys(db: Queryable, userId: string): Promise<number> {
  const { rows } = await db.query<{ count: number }>('select count(*)::int as count from api_keys where user_id = $1 and revoked_at is null', [userId]);
  return rows[0]?.count ?? 0;
}

/** Revokes one of the user's keys; false when it is not theirs or already revoked. */
export async function revokeApiKey(db: Queryable, userId: string, id: string, now: Date): Promise<boolean> {
  const { rowCount } = await db.query('update api_keys set revoked_at = $3 where id = $1 and user_id = $2 and revoked_at is null', [id, userId, now]);
  return (rowCount ?? 0) > 0;
}

export interface KeyOwnerRow {
  id: string;
  scope: 'read' | 'write';
  user_id: string;
  email: string;
  email_verified: boolean;
  last_used_at: Date | null;
}

/** The live key with this hash and its owner; undefined when unknown or revoked. */
export async function selectKeyByHash(db: Queryable, hash: Buffer): Promise<KeyOwnerRow | undefined> {
  const { rows } = await db.query<KeyOwnerRow>(
    `select k.id, k.scope, k.user_id, u.email, u.email_verified_at is not null as email_verified, k.last_used_at
       from api_keys k join users u on u.id = k.user_id
      where k.key_hash = $1 and k.revoked_at is null`,
    [hash],
  );
  return rows[0];
}

/** Records a use; written at most once a minute per key, so busy keys do not write on every request. */
export async function touchApiKey(db: Queryable, id: string, now: Date): Promise<void> {
  await db.query(`update api_keys set last_used_at = $2 where id = $1 and (last_used_at is null or last_used_at < $2::timestamptz - interval '1 minute')`, [id, now]);
}
