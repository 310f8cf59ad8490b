import type { Queryable } from '../pool';
import { membershipSql, type MembershipColumns } from './workspace-members';

export interface NewSessionRow {
  userId: string;
  tokenHash: Buffer;
  now: Date;
  expiresAt: Date;
  ip: string | null;
  userAgent: string | null;
  /** Opened by passing a second step (recorded as the session's last one). */
  secondStep?: boolean;
}

/** Stores a session (hash of its token only). Returns its id. */
export async function insertSession(db: Queryable, session: NewSessionRow): Promise<string> {
  const { rows } = await db.query<{ id: string }>(
    `insert into sessions (user_id, token_hash, created_at, last_seen_at, expires_at, ip, user_agent, second_step_at)
     values ($1, $2, $3, $3, $4, $5, $6, case when $7::boolean then $3::timestamptz end)
     returning id`,
    [session.userId, session.tokenHash, session.now, session.expiresAt, session.ip, session.userAgent, session.secondStep === true],
  );
  const row = rows[0];
  if (!row) throw new Error('insert into sessions returned no row');
  return row.id;
}

export interface SessionWithUserRow extends MembershipColumns {
  session_id: string;
  user_id: string;
  email: string;
  email_verified_at: Date | null;
  last_seen_at: Date;
  expires_at: Date;
}

/**
 * The session with this token hash and its user, whatever its age (the caller judges expiry), and in the same
 * read the user's membership of `workspaceId` (their own workspace when null): one round trip a request.
 */
export async function findSessionByTokenHash(db: Queryable, tokenHash: Buffer, workspaceId: string | null = null): Promise<SessionWithUserRow | undefined> {
  const membership = membershipSql('coalesce($2::uuid, s.user_id)', 's.user_id');
  const { rows } = await db.query<SessionWithUserRow>(
    `select s.id as session_id, u.id as user_id, u.email, u.email_verified_at, s.last_seen_at, s.expires_at, ${membership.columns}
       from sessions s join users u on u.id = s.user_id ${membership.join}
      where s.token_hash = $1`,
    [tokenHash, workspaceId],
  );
  return rows[0];
}

/** Records activity for the idle timeout. */
export async function touchSession(db: Queryable, sessionId: string, now: Date): Promise<void> {
  await db.query('update sessions set last_seen_at = $2 where id = $1', [sessionId, now]);
}

/** Deletes one session. Returns whether it existed. */
export async function deleteSession(db: Queryable, sessionId: string): Promise<boolean> {
  const { rowCount } = await db.query('delete from sessions where id = $1', [sessionId]);
  return (rowCount ?? 0) > 0;
}

/** Deletes every session of a user, optionally sparing one. Returns how many went. */
export async function deleteUserSessions(db: Queryable, userId: string, exceptSessionId?: string): Promise<number> {
  const { rowCount } = await db.query(
    'delete from sessions where user_id = $1 and ($2::uuid is null or id <> $2::uuid)',
    [userId, exceptSessionId ?? null],
  );
  return rowCount ?? 0;
}
