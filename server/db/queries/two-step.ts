import type { Queryable } from '../pool';

export interface TotpRow {
  secret_sealed: string;
  confirmed_at: Date | null;
  last_step: string | null;
}

export async function selectTotp(db: Queryable, userId: string, lock = false): Promise<TotpRow | undefined> {
  const { rows } = await db.query<TotpRow>(
    `select secret_sealed, confirmed_at, last_step::text from two_step_totp where user_id = $1${lock ? ' for update' : ''}`,
    [userId],
  );
  return rows[0];
}

/** Starts (or restarts) set-up: a new unconfirmed secret replaces one not confirmed yet; never a confirmed one. */
export async function upsertPendingTotp(db: Queryable, userId: string, secretSealed: string, now: Date): Promise<boolean> {
  const { rowCount } = await db.query(
    `insert into two_step_totp (user_id, secret_sealed, created_at) values ($1, $2, $3)
     on conflict (user_id) do update set secret_sealed = excluded.secret_sealed, created_at = excluded.created_at, last_step = null
       where two_step_totp.confirmed_at is null`,
    [userId, secretSealed, now],
  );
  return rowCount === 1;
}

export async function confirmTotp(db: Queryable, userId: string, step: number, now: Date): Promise<void> {
  await db.query('update two_step_totp set confirmed_at = $3, last_step = $2 where user_id = $1', [userId, step, now]);
}

/** Takes a step: false when it was taken already (or an earlier one was), so a code works once. */
export async function takeTotpStep(db: Queryable, userId: string, step: number): Promise<boolean> {
  const { rowCount } = await db.query('update two_step_totp set last_step = $2 where user_id = $1 and (last_step is null or last_step < $2)', [userId, step]);
  return rowCount === 1;
}

/** Removes the authenticator app (set up or half set up). Whether there was one. */
export async function deleteTotp(db: Queryable, userId: string): Promise<boolean> {
  const { rowCount } = await db.query('delete from two_step_totp where user_id = $1', [userId]);
  return rowCount === 1;
}

/** Forgets the recovery codes once no second step is left for them to stand in for. */
export async function dropRecoveryCodesWithoutFactor(db: Queryable, userId: string): Promise<void> {
  await db.query(
    `delete from two_step_recovery_codes where user_id = $1
       and not exists (select 1 from two_step_totp where user_id = $1 and confirmed_at is not null)
       and not exists (select 1 from passkeys where user_id = $1)`,
    [userId],
  );
}

/** Every second step of the account (the operator's reset): app, passkeys, recovery codes. Whether there was any. */
export async function deleteEverySecondStep(db: Queryable, userId: string): Promise<boolean> {
  const codes = await db.query('delete from two_step_recovery_codes where user_id = $1', [userId]);
  const passkeys = await db.query('delete from passkeys where user_id = $1', [userId]);
  const app = await db.query('delete from two_step_totp where user_id = $1', [userId]);
  return (codes.rowCount ?? 0) + (passkeys.rowCount ?? 0) + (app.rowCount ?? 0) > 0;
}

export async function replaceRecoveryCodes(db: Queryable, userId: string, hashes: readonly Buffer[]): Promise<void> {
  await db.query('delete from two_step_recovery_codes where user_id = $1', [userId]);
  await db.query('insert into two_step_recovery_codes (user_id, code_hash) select $1, unnest($2::bytea[])', [userId, hashes]);
}

/** Uses a recovery code: false when it is not one of the account's, or was used. */
export async function useRecoveryCode(db: Queryable, userId: string, hash: Buffer, now: Date): Promise<boolean> {
  const { rowCount } = await db.query('update two_step_recovery_codes set used_at = $3 where user_id = $1 and code_hash = $2 and used_at is null', [userId, hash, now]);
  return rowCount === 1;
}

export async function countRecoveryCodesLeft(db: Queryable, userId: string): Promise<number> {
  const { rows } = await db.query<{ count: number }>('select count(*)::int as count from two_step_recovery_codes where user_id = $1 and used_at is null', [userId]);
  return rows[0]?.count ?? 0;
}

export interface PendingRow {
  id: string;
  user_id: string;
  method: 'password' | 'google' | 'email';
  failures: number;
  expires_at: Date;
}

export async function insertPending(db: Queryable, pending: { userId: string; tokenHash: Buffer; method: PendingRow['method']; expiresAt: Date }, now: Date): Promise<void> {
  await db.query('insert into two_step_pending (user_id, token_hash, method, created_at, expires_at) values ($1, $2, $3, $4, $5)', [
    pending.userId,
    pending.tokenHash,
    pending.method,
    now,
    pending.expiresAt,
  ]);
}

export async function selectPending(db: Queryable, tokenHash: Buffer): Promise<PendingRow | undefined> {
  const { rows } = await db.query<PendingRow>('select id, user_id, method, failures, expires_at from two_step_pending where token_hash = $1 for update', [tokenHash]);
  return rows[0];
}

export async function countPendingFailure(db: Queryable, id: string): Promise<number> {
  const { rows } = await db.query<{ failures: number }>('update two_step_pending set failures = failures + 1 where id = $1 returning failures', [id]);
  return rows[0]?.failures ?? 0;
}

export async function deletePending(db: Queryable, id: string): Promise<void> {
  await db.query('delete from two_step_pending where id = $1', [id]);
}
