import type { Queryable } from '../pool';

export interface PasskeyRow {
  id: string;
  user_id: string;
  credential_id: string;
  public_key: Buffer;
  counter: string;
  transports: string[];
  name: string;
  device_type: 'singleDevice' | 'multiDevice';
  backed_up: boolean;
  created_at: Date;
  last_used_at: Date | null;
}

export interface NewPasskey {
  userId: string;
  credentialId: string;
  publicKey: Uint8Array;
  counter: number;
  transports: readonly string[];
  name: string;
  deviceType: PasskeyRow['device_type'];
  backedUp: boolean;
}

const COLUMNS = 'id, user_id, credential_id, public_key, counter::text, transports, name, device_type, backed_up, created_at, last_used_at';

/** An account's passkeys, oldest first (the order they were added in). */
export async function listPasskeys(db: Queryable, userId: string): Promise<PasskeyRow[]> {
  const { rows } = await db.query<PasskeyRow>(`select ${COLUMNS} from passkeys where user_id = $1 order by created_at, id`, [userId]);
  return rows;
}

export async function findPasskeyByCredential(db: Queryable, credentialId: string): Promise<PasskeyRow | undefined> {
  const { rows } = await db.query<PasskeyRow>(`select ${COLUMNS} from passkeys where credential_id = $1`, [credentialId]);
  return rows[0];
}

export async function countPasskeys(db: Queryable, userId: string): Promise<number> {
  const { rows } = await db.query<{ count: number }>('select count(*)::int as count from passkeys where user_id = $1', [userId]);
  return rows[0]?.count ?? 0;
}

/** Adds a passkey; false when that credential is registered already (to any account). */
export async function insertPasskey(db: Queryable, passkey: NewPasskey, now: Date): Promise<string | null> {
  const { rows } = await db.query<{ id: string }>(
    `insert into passkeys (user_id, credential_id, public_key, counter, transports, name, device_type, backed_up, created_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9)
     on conflict (credential_id) do nothing
     returning id`,
    [passkey.userId, passkey.credentialId, Buffer.from(passkey.publicKey), passkey.counter, passkey.transports, passkey.name, passkey.deviceType, passkey.backedUp, now],
  );
  return rows[0]?.id ?? null;
}

/**
 * Records a use. The counter only moves forward: a signature whose counter did not is refused by the caller
 * before this, and two uses racing cannot move it back.
 */
export async function recordPasskeyUse(db: Queryable, id: string, counter: number, now: Date): Promise<void> {
  await db.query('update passkeys set counter = greatest(counter, $2), last_used_at = $3 where id = $1', [id, counter, now]);
}

export async function renamePasskey(db: Queryable, userId: string, id: string, name: string): Promise<boolean> {
  const { rowCount } = await db.query('update passkeys set name = $3 where user_id = $1 and id = $2', [userId, id, name]);
  return rowCount === 1;
}

/** Removes one of the account's passkeys: its name, or undefined when it is not theirs. */
export async function deletePasskey(db: Queryable, userId: string, id: string): Promise<string | undefined> {
  const { rows } = await db.query<{ name: string }>('delete from passkeys where user_id = $1 and id = $2 returning name', [userId, id]);
  return rows[0]?.name;
}

export type ChallengePurpose = 'register' | 'fresh' | 'second-step' | 'sign-in';

export interface ChallengeBinding {
  userId?: string;
  sessionId?: string;
  pendingId?: string;
}

export async function insertChallenge(db: Queryable, challenge: string, purpose: ChallengePurpose, binding: ChallengeBinding, expiresAt: Date): Promise<void> {
  await db.query(
    'insert into passkey_challenges (challenge, purpose, user_id, session_id, pending_id, expires_at) values ($1, $2, $3, $4, $5, $6)',
    [challenge, purpose, binding.userId ?? null, binding.sessionId ?? null, binding.pendingId ?? null, expiresAt],
  );
}

/**
 * Takes a challenge once: deleted whether or not it still holds, so a signature over it is checked at most once.
 * Answers it only when it was made for this purpose and binding and has not expired.
 */
export async function takeChallenge(db: Queryable, challenge: string, purpose: ChallengePurpose, binding: ChallengeBinding, now: Date): Promise<boolean> {
  const { rows } = await db.query<{ ok: boolean }>(
    `delete from passkey_challenges where challenge = $1
     returning purpose = $2 and expires_at > $3
       and user_id is not distinct from $4::uuid and session_id is not distinct from $5::uuid and pending_id is not distinct from $6::uuid as ok`,
    [challenge, purpose, now, binding.userId ?? null, binding.sessionId ?? null, binding.pendingId ?? null],
  );
  return rows[0]?.ok === true;
}
