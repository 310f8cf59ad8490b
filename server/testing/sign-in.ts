import { randomBytes } from 'node:crypto';
import type { Queryable } from '../db/pool';
import { createSession, SESSION_COOKIE } from '../services/auth/session-store';

export interface SignedInUser {
  userId: string;
  email: string;
  /** The `cookie` header value carrying the user's session. */
  cookie: string;
}

/** An account with a verified e-mail, inserted directly (every test file shares one database: unique e-mail). */
export async function insertVerifiedUser(db: Queryable, email?: string): Promise<{ userId: string; email: string }> {
  const address = email ?? `user-${randomBytes(6).toString('hex')}@example.com`;
  const { rows } = await db.query<{ id: string }>(
    'insert into users (email, email_verified_at) values ($1, now()) returning id',
    [address],
  );
  const row = rows[0];
  if (!row) throw new Error(`could not insert test user ${address}`);
  return { userId: row.id, email: address };
}

/**
 * A verified account with a live session, as the browser would hold it after signing in. `now` must be the
 * app's clock when the test fakes it, or the session looks idle or expired to the app.
 */
export async function signInAs(db: Queryable, email?: string, now = new Date()): Promise<SignedInUser> {
  const user = await insertVerifiedUser(db, email);
  const { token } = await createSession(db, { userId: user.userId }, now);
  return { ...user, cookie: `${SESSION_COOKIE}=${token}` };
}
