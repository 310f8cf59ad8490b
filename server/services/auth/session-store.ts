import type { Queryable } from '../../db/pool';
import {
  deleteSession,
  deleteUserSessions,
  findSessionByTokenHash,
  insertSession,
  touchSession,
} from '../../db/queries/sessions';
import { membershipFrom, type MembershipRow } from '../../db/queries/workspace-members';
import { hashToken, newToken } from '../tokens/random-token';
import { SESSION_ABSOLUTE_LIFETIME_MS, SESSION_IDLE_TIMEOUT_MS, SESSION_TOUCH_INTERVAL_MS } from './session-policy';

export { clearSessionCookie, SESSION_COOKIE, setSessionCookie } from './session-cookie';

/** Longest a user agent is kept: it is for the user's own session list, not for parsing. */
const MAX_USER_AGENT = 512;

export interface ResolvedSession {
  sessionId: string;
  userId: string;
  email: string;
  emailVerified: boolean;
  /** Absolute end of the session. */
  expiresAt: Date;
  /** The user's role in the workspace asked about (their own when none was), read with the session. */
  membership: MembershipRow;
}

/**
 * Starts a session for a user who just proved who they are. The token goes to the client (cookie); only its
 * hash is stored. Every sign-in gets a new session, so a token planted before sign-in is worthless after it.
 */
export async function createSession(
  db: Queryable,
  input: { userId: string; ip?: string; userAgent?: string; secondStep?: boolean },
  now: Date,
): Promise<{ token: string; expiresAt: Date; sessionId: string }> {
  const { token, hash } = newToken();
  const expiresAt = new Date(now.getTime() + SESSION_ABSOLUTE_LIFETIME_MS);
  const sessionId = await insertSession(db, {
    userId: input.userId,
    tokenHash: hash,
    now,
    expiresAt,
    ip: input.ip ?? null,
    userAgent: input.userAgent?.slice(0, MAX_USER_AGENT) ?? null,
    secondStep: input.secondStep === true,
  });
  return { token, expiresAt, sessionId };
}

/**
 * The live session behind a token, or null, with the user's membership of `workspaceId` (null: their own). A session past its absolute lifetime or idle longer than the
 * idle timeout is deleted on sight. Activity is recorded at most every few minutes.
 */
export async function resolveSession(db: Queryable, token: string, now: Date, workspaceId: string | null = null): Promise<ResolvedSession | null> {
  if (token.length === 0 || token.length > 200) return null;
  const row = await findSessionByTokenHash(db, hashToken(token), workspaceId);
  if (!row) return null;
  const idleFor = now.getTime() - row.last_seen_at.getTime();
  if (row.expires_at.getTime() <= now.getTime() || idleFor >= SESSION_IDLE_TIMEOUT_MS) {
    await deleteSession(db, row.session_id);
    return null;
  }
  if (idleFor >= SESSION_TOUCH_INTERVAL_MS) await touchSession(db, row.session_id, now);
  return {
    sessionId: row.session_id,
    userId: row.user_id,
    email: row.email,
    emailVerified: row.email_verified_at !== null,
    expiresAt: row.expires_at,
    membership: membershipFrom(workspaceId ?? row.user_id, row.user_id, row),
  };
}

/** Ends one session server-side (sign-out). Returns whether it still existed. */
export async function revokeSession(db: Queryable, sessionId: string): Promise<boolean> {
  return deleteSession(db, sessionId);
}

/**
 * Ends every session of a user, except `exceptSessionId` when given (sign out other devices). Returns how
 * many were ended.
 */
export async function revokeAllSessions(db: Queryable, userId: string, exceptSessionId?: string): Promise<number> {
  return deleteUserSessions(db, userId, exceptSessionId);
}
