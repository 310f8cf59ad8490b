import type { Queryable } from '../pool';

export type AuthTokenPurpose = 'verify_email' | 'reset_password' | 'change_email';

export interface NewAuthTokenRow {
  tokenHash: Buffer;
  userId: string;
  purpose: AuthTokenPurpose;
  newEmail: string | null;
  /** sha256 of the value in the cookie of the browser the link is bound to; null for any browser. */
  browserHash: Buffer | null;
  now: Date;
  expiresAt: Date;
}

export async function insertAuthToken(db: Queryable, token: NewAuthTokenRow): Promise<void> {
  await db.query(
    `insert into auth_tokens (token_hash, user_id, purpose, new_email, browser_hash, created_at, expires_at)
     values ($1, $2, $3, $4, $5, $6, $7)`,
    [token.tokenHash, token.userId, token.purpose, token.newEmail, token.browserHash, token.now, token.expiresAt],
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

export interface LiveAuthTokenRow {
  user_id: string;
  browser_hash: Buffer | null;
}

/** A live token without using it up: whose it is and which browser it is bound to; undefined when not live. */
export async function selectLiveAuthToken(db: Queryable, tokenHash: Buffer, purpose: AuthTokenPurpose, now: Date): Promise<LiveAuthTokenRow | undefined> {
  const { rows } = await db.query<LiveAuthTokenRow>(
    'select user_id, browser_hash from auth_tokens where token_hash = $1 and purpose = $2 and used_at is null and expires_at > $3',
    [tokenHash, purpose, now],
  );
  return rows[0];
}
