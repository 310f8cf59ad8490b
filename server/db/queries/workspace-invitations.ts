import type { WorkspaceRole } from '../../../core/workspaces/roles';
import type { Queryable } from '../pool';

export type InvitableRole = Exclude<WorkspaceRole, 'owner'>;

export interface InvitationRow {
  id: string;
  workspace_id: string;
  email: string;
  role: InvitableRole;
  sites: string[];
  invited_by: string | null;
  invited_by_email: string | null;
  created_at: Date;
  expires_at: Date;
  accepted_at: Date | null;
  revoked_at: Date | null;
}

const COLUMNS = `i.id, i.workspace_id, i.email, i.role, i.sites, i.invited_by, inviter.email as invited_by_email, i.created_at, i.expires_at, i.accepted_at, i.revoked_at`;
const FROM = 'workspace_invitations i left join users inviter on inviter.id = i.invited_by';

export async function insertInvitation(
  db: Queryable,
  invitation: { workspaceId: string; email: string; role: InvitableRole; sites: readonly string[]; tokenHash: Buffer; invitedBy: string; expiresAt: Date },
  now: Date,
): Promise<string> {
  const { rows } = await db.query<{ id: string }>(
    `insert into workspace_invitations (workspace_id, email, role, sites, token_hash, invited_by, created_at, expires_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8) returning id`,
    [invitation.workspaceId, invitation.email, invitation.role, invitation.sites, invitation.tokenHash, invitation.invitedBy, now, invitation.expiresAt],
  );
  return rows[0]!.id;
}

/** Invitations still waiting for their invitee (neither accepted, revoked nor expired), newest first. */
export async function selectPendingInvitations(db: Queryable, workspaceId: string, now: Date): Promise<InvitationRow[]> {
  const { rows } = await db.query<InvitationRow>(
    `select ${COLUMNS} from ${FROM}
      where i.workspace_id = $1 and i.accepted_at is null and i.revoked_at is null and i.expires_at > $2
      order by i.created_at desc, i.email`,
    [workspaceId, now],
  );
  return rows;
}

/** Invitations the workspace sent since `since`, whatever became of them: the daily cap on invitation e-mails. */
export async function countInvitationsSince(db: Queryable, workspaceId: string, since: Date): Promise<number> {
  const { rows } = await db.query<{ count: number }>('select count(*)::int as count from workspace_invitations where workspace_id = $1 and created_at > $2', [workspaceId, since]);
  return rows[0]?.count ?? 0;
}

/** The invitation a link carries, whatever its state, locked when `lock` (accepting it). */
export async function selectInvitationByToken(db: Queryable, tokenHash: Buffer, lock = false): Promise<InvitationRow | undefined> {
  const { rows } = await db.query<InvitationRow>(
    `select ${COLUMNS} from ${FROM} where i.token_hash = $1${lock ? ' for update of i' : ''}`,
    [tokenHash],
  );
  return rows[0];
}

export async function markInvitationAccepted(db: Queryable, id: string, now: Date): Promise<void> {
  await db.query('update workspace_invitations set accepted_at = $2 where id = $1', [id, now]);
}

/** Revokes a pending invitation of the workspace; the address it was for, or null when there was none. */
export async function revokeInvitation(db: Queryable, workspaceId: string, id: string, now: Date): Promise<string | null> {
  const { rows } = await db.query<{ email: string }>(
    `update workspace_invitations set revoked_at = $3
      where id = $1 and workspace_id = $2 and accepted_at is null and revoked_at is null and expires_at > $3 returning email`,
    [id, workspaceId, now],
  );
  return rows[0]?.email ?? null;
}

/** Revokes the pending invitations to one address (a new one replaces them). */
export async function revokeInvitationsTo(db: Queryable, workspaceId: string, email: string, now: Date): Promise<void> {
  await db.query(
    'update workspace_invitations set revoked_at = $3 where workspace_id = $1 and lower(email) = lower($2) and accepted_at is null and revoked_at is null',
    [workspaceId, email, now],
  );
}

/** Forgets invitations that ended (expired, revoked or accepted) before `before`: the hourly sweep. */
export async function deleteInvitationsEndedBefore(db: Queryable, before: Date): Promise<number> {
  const { rowCount } = await db.query(
    'delete from workspace_invitations where expires_at < $1 or revoked_at < $1 or accepted_at < $1',
    [before],
  );
  return rowCount ?? 0;
}

/**
 * Serialises changes to a workspace's people until the transaction ends, so seats are counted and taken one at
 * a time. Must run inside a transaction.
 */
export async function lockWorkspace(db: Queryable, workspaceId: string): Promise<void> {
  await db.query(`select pg_advisory_xact_lock(hashtextextended('workspace:' || $1, 0))`, [workspaceId]);
}
