import type { Queryable } from '../pool';

/** Keeps a new code for the account, replacing the one before (one live code per account). */
export async function upsertEmailCode(db: Queryable, userId: string, codeHash: Buffer, now: Date, expiresAt: Date): Promise<void> {
  await db.query(
    `insert into email_sign_in_codes (user_id, code_hash, failures, created_at, expires_at) values ($1, $2, 0, $3, $4)
     on conflict (user_id) do update set code_hash = excluded.code_hash, failures = 0, created_at = excluded.created_at, expires_at = excluded.expires_at`,
    [userId, codeHash, now, expiresAt],
  );
}

export interface EmailCodeRow {
  code_hash: Buffer;
  failures: number;
  expires_at: Date;
}

export async function selectEmailCode(db: Queryable, userId: string): Promise<EmailCodeRow | undefined> {
  const { rows } = await db.query<EmailCodeRow>('select code_hash, failures, expires_at from email_sign_in_codes where user_id = $1', [userId]);
  return rows[0];
}

/** Counts a wrong try; the count after it. */
export async function countEmailCodeFailure(db: Queryable, userId: string): Promise<number> {
  const { rows } = await db.query<{ failures: number }>('update email_sign_in_codes set failures = failures + 1 where user_id = $1 returning failures', [userId]);
  return rows[0]?.failures ?? 0;
}

/** Uses the code up: true when it was still there with this hash (two tries at once cannot both pass). */
export async function takeEmailCode(db: Queryable, userId: string, codeHash: Buffer): Promise<boolean> {
  const { rowCount } = await db.query('delete from email_sign_in_codes where user_id = $1 and code_hash = $2', [userId, codeHash]);
  return rowCount === 1;
}
