import type { Queryable } from '../../db/pool';
import { consumeAuthToken, deleteUnusedAuthTokens, insertAuthToken, type AuthTokenPurpose } from '../../db/queries/auth-tokens';
import { hashToken, newToken } from '../tokens/random-token';

export type { AuthTokenPurpose } from '../../db/queries/auth-tokens';

const HOUR = 3600 * 1000;

/** How long each kind of e-mail link works. */
export const TOKEN_LIFETIME_MS: Record<AuthTokenPurpose, number> = {
  verify_email: 24 * HOUR,
  reset_password: 1 * HOUR,
  change_email: 24 * HOUR,
};

/**
 * Issues a single-use e-mail token and returns it (only its hash is stored). Older unused tokens of the same
 * purpose stop working: only the latest link in the inbox is valid.
 */
export async function issueAuthToken(
  db: Queryable,
  input: { userId: string; purpose: AuthTokenPurpose; newEmail?: string; browserHash?: Buffer },
  now: Date,
): Promise<string> {
  const { token, hash } = newToken();
  await deleteUnusedAuthTokens(db, input.userId, [input.purpose]);
  await insertAuthToken(db, {
    tokenHash: hash,
    userId: input.userId,
    purpose: input.purpose,
    newEmail: input.newEmail ?? null,
    browserHash: input.browserHash ?? null,
    now,
    expiresAt: new Date(now.getTime() + TOKEN_LIFETIME_MS[input.purpose]),
  });
  return token;
}

/** Uses up a token: its user (and new e-mail for a change), or null when unknown, used, expired or of another purpose. */
export async function consumeToken(
  db: Queryable,
  token: string,
  purpose: AuthTokenPurpose,
  now: Date,
): Promise<{ userId: string; newEmail: string | null } | null> {
  const row = await consumeAuthToken(db, hashToken(token), purpose, now);
  return row ? { userId: row.user_id, newEmail: row.new_email } : null;
}

/** Cancels pending links of a user (password changed: a stolen session's e-mail change must not complete). */
export async function cancelPendingTokens(db: Queryable, userId: string, purposes: readonly AuthTokenPurpose[]): Promise<void> {
  await deleteUnusedAuthTokens(db, userId, purposes);
}
