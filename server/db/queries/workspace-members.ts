import type { WorkspaceRole } from '../../../core/workspaces/roles';
import type { Queryable } from '../pool';

export interface MembershipRow {
  /** The caller's role there; null when they are not a member (and it is not their own account). */
  role: WorkspaceRole | null;
  sites: string[];
  /** The workspace requires a second step the caller has not set up (never so in their own). */
  twoStepMissing: boolean;
}

/** The columns a membership is read from, for queries that read it beside something else (a session, a key). */
export interface MembershipColumns {
  member_role: WorkspaceRole | null;
  member_sites: string[] | null;
  owned_elsewhere: boolean;
  /** Acting in someone else's workspace that requires a second step, without one set up. */
  two_step_missing: boolean;
}

/**
 * SQL reading a membership beside another row: a join on the member row and the column saying whether someone
 * else took the workspace over. `workspace` and `user` are SQL expressions (a parameter or a column).
 */
export const membershipSql = (workspace: string, user: string) => ({
  join: `left join workspace_members m on m.workspace_id = ${workspace} and m.user_id = ${user}`,
  columns: `m.role as member_role, m.sites as member_sites,
            exists (select 1 from workspace_members o where o.workspace_id = ${workspace} and o.role = 'owner' and o.user_id <> ${workspace}) as owned_elsewhere,
            -- Read only where it can matter: one's own workspace never asks (CASE evaluates lazily).
            case when ${workspace} = ${user} then false
                 else coalesce((select w.team_requires_two_step from users w where w.id = ${workspace}), false)
                      and not exists (select 1 from two_step_totp t where t.user_id = ${user} and t.confirmed_at is not null)
                      and not exists (select 1 from passkeys p where p.user_id = ${user})
            end as two_step_missing`,
});

/**
 * The role read: the account owns its own workspace unless a transfer gave it to someone else (their row says
 * 'owner'; the account's says 'admin'); anyone else holds the role of their row, or none.
 */
export function membershipFrom(workspaceId: string, userId: string, row: MembershipColumns): MembershipRow {
  if (workspaceId === userId && !row.owned_elsewhere) return { role: 'owner', sites: [], twoStepMissing: false };
  return { role: row.member_role, sites: row.member_sites ?? [], twoStepMissing: row.two_step_missing };
}

/** The role of `userId` in the workspace of account `workspaceId`, in one indexed read. */
export async function selectMembership(db: Queryable, workspaceId: string, userId: string): Promise<MembershipRow> {
  const sql = membershipSql('$1::uuid', '$2::uuid');
  const { rows } = await db.query<MembershipColumns>(`select ${sql.columns} from (select 1) one ${sql.join}`, [workspaceId, userId]);
  return membershipFrom(workspaceId, userId, rows[0]!);
}

export interface MemberRow {
  user_id: string;
  email: string;
  role: WorkspaceRole;
  sites: string[];
  joined_at: Date;
  two_step: boolean;
}

/**
 * Everyone in the workspace, its account first when it has no row (it owns it then): the people its seats count.
 */
export async function selectMembers(db: Queryable, workspaceId: string): Promise<MemberRow[]> {
  const { rows } = await db.query<MemberRow>(
    `select u.id as user_id, u.email, coalesce(m.role, 'owner') as role, coalesce(m.sites, '{}') as sites,
            coalesce(m.joined_at, u.created_at) as joined_at,
            exists (select 1 from two_step_totp t where t.user_id = u.id and t.confirmed_at is not null)
              or exists (select 1 from passkeys p where p.user_id = u.id) as two_step
       from users u left join workspace_members m on m.workspace_id = $1 and m.user_id = u.id
      where u.id = $1 or m.user_id is not null
      order by (coalesce(m.role, 'owner') = 'owner') desc, coalesce(m.joined_at, u.created_at), u.email`,
    [workspaceId],
  );
  return rows;
}

export interface WorkspaceListRow {
  workspace_id: string;
  owner_email: string;
  company_name: string | null;
  role: WorkspaceRole;
}

/** The workspaces a user belongs to besides their own, with the name the owner's white label gives them. */
export async function selectWorkspacesOf(db: Queryable, userId: string): Promise<WorkspaceListRow[]> {
  const { rows } = await db.query<WorkspaceListRow>(
    `select m.workspace_id, u.email as owner_email, b.company_name, m.role
       from workspace_members m join users u on u.id = m.workspace_id
       left join report_branding b on b.user_id = m.workspace_id
      where m.user_id = $1 and m.workspace_id <> $1
      order by coalesce(b.company_name, u.email)`,
    [userId],
  );
  return rows;
}

export async function insertMember(
  db: Queryable,
  member: { workspaceId: string; userId: string; role: WorkspaceRole; sites: readonly string[]; invitedBy: string | null },
  now: Date,
): Promise<boolean> {
  const { rowCount } = await db.query(
    `insert into workspace_members (workspace_id, user_id, role, sites, invited_by, joined_at) values ($1, $2, $3, $4, $5, $6)
     on conflict (workspace_id, user_id) do nothing`,
    [member.workspaceId, member.userId, member.role, member.sites, member.invitedBy, now],
  );
  return rowCount === 1;
}

/** Changes a member's role and sites; the e-mail of the member changed, or null when they are not one. */
export async function updateMember(db: Queryable, workspaceId: string, userId: string, role: WorkspaceRole, sites: readonly string[]): Promise<string | null> {
  const { rows } = await db.query<{ email: string }>(
    `update workspace_members m set role = $3, sites = $4 from users u
      where m.workspace_id = $1 and m.user_id = $2 and u.id = m.user_id returning u.email`,
    [workspaceId, userId, role, sites],
  );
  return rows[0]?.email ?? null;
}

/**
 * Ends a membership and, in the same statement, the keys the member made in that workspace and the alerts of it
 * in their bell: all stop at once.
 * The e-mail of the member removed, or null when they were not one.
 */
export async function deleteMember(db: Queryable, workspaceId: string, userId: string, now: Date): Promise<string | null> {
  const { rows } = await db.query<{ email: string }>(
    `with gone as (delete from workspace_members where workspace_id = $1 and user_id = $2 returning user_id),
          keys as (update api_keys set revoked_at = $3 where workspace_id = $1 and user_id in (select user_id from gone) and revoked_at is null),
          bell as (delete from notifications where workspace_id = $1 and user_id in (select user_id from gone))
     select u.email from gone join users u on u.id = gone.user_id`,
    [workspaceId, userId, now],
  );
  return rows[0]?.email ?? null;
}

/** Revokes the keys a member made in a workspace (a member who became a client keeps none). */
export async function revokeMemberKeys(db: Queryable, workspaceId: string, userId: string, now: Date): Promise<void> {
  await db.query('update api_keys set revoked_at = $3 where workspace_id = $1 and user_id = $2 and revoked_at is null', [workspaceId, userId, now]);
}

/** The workspace's tracked sites as stored, for choosing a client's. */
export async function selectWorkspaceSites(db: Queryable, workspaceId: string): Promise<string[]> {
  const { rows } = await db.query<{ website_url: string }>('select website_url from tracked_sites where user_id = $1 order by website_url', [workspaceId]);
  return rows.map((row) => row.website_url);
}

/** Sets a member's role (an ownership transfer), adding their row when the account itself had none. */
export async function upsertMemberRole(db: Queryable, workspaceId: string, userId: string, role: WorkspaceRole, now: Date): Promise<void> {
  await db.query(
    `insert into workspace_members (workspace_id, user_id, role, sites, joined_at) values ($1, $2, $3, '{}', $4)
     on conflict (workspace_id, user_id) do update set role = excluded.role, sites = '{}'`,
    [workspaceId, userId, role, now],
  );
}

/** Who a workspace's alerts reach: its account and every member but its clients. */
export async function selectAlertRecipients(db: Queryable, workspaceId: string): Promise<string[]> {
  const { rows } = await db.query<{ user_id: string }>(
    `select $1::uuid as user_id
     union all
     select user_id from workspace_members where workspace_id = $1 and user_id <> $1 and role <> 'client'`,
    [workspaceId],
  );
  return rows.map((row) => row.user_id);
}

/** Whether the workspace requires two-step sign-in of everyone in it. */
export async function selectTeamRequiresTwoStep(db: Queryable, workspaceId: string): Promise<boolean> {
  const { rows } = await db.query<{ required: boolean }>('select team_requires_two_step as required from users where id = $1', [workspaceId]);
  return rows[0]?.required ?? false;
}

export async function updateTeamRequiresTwoStep(db: Queryable, workspaceId: string, required: boolean): Promise<void> {
  await db.query('update users set team_requires_two_step = $2 where id = $1', [workspaceId, required]);
}
