import type { Queryable } from '../pool';

export type AuthTokenPurpose = 'verify_email' | 'reset_password' | 'change_email';

export interface NewAuthTokenRow {
  tokenHash: Buffer;
  userId: string;
  purpose: AuthTokenPurpose;
  newEmail: string | null;
  now: Date;
  expiresAt: Date;
}

export async function insertAuthToken(db: Queryable, token: NewAuthTokenRow): Promise<void> {
  await db.query(
    `insert into auth_tokens (token_hash, user_id, purpose, new_email, created_at, expires_at)
     values ($1, $2, $3, $4, $5, $6)`,
    [token.tokenHash, token.userId, token.purpose, token.newEmail, token.now, token.expiresAt],
  );
}

/** Removes a user's unused tokens of some purposes (a newer link, or a password change, supersedes them). */
export async function deleteUnusedAuthTokens(db: Queryable, userId: string, purposes: readonly AuthTokenPurpose[]): Promise<void> {
  await db.query('delete from auth_tokens where user_id = $1 and purpose = any($2::text[]) and used_at is null', [
    userId,
    purposes,
  ]);
}

export interface ConsumedAuthTokenRow {
  user_id: string;
  new_email: string | null;
}

/**
 * Marks a live token used and returns it; undefined when unknown, of another purpose, used or expired.
 * One statement, so two submissions of one token cannot both succeed.
 */
export async function consumeAuthToken(
  db: Queryable,
  tokenHash: Buffer,
  purpose: AuthTokenPurpose,
  now: Date,
): Promise<ConsumedAuthTokenRow | undefined> {
  const { rows } = await db.query<ConsumedAuthTokenRow>(
    `update auth_tokens set used_at = $3
      where token_hash = $1 and purpose = $2 and used_at is null and expires_at > $3
      returning user_id, new_email`,
    [tokenHash, purpose, now],
  );
  return rows[0];
}
