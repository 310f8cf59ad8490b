import type { MemberUpdate, Team, WorkspaceList } from '../../../contracts/workspace';
import type { Acting } from '../../../core/workspaces/acting';
import type { WorkspaceRole } from '../../../core/workspaces/roles';
import { withTransaction, type Pool } from '../../db/pool';
import { lockWorkspace, selectPendingInvitations } from '../../db/queries/workspace-invitations';
import {
  deleteMember,
  revokeMemberKeys,
  selectMembers,
  selectMembership,
  selectTeamRequiresTwoStep,
  selectWorkspaceSites,
  selectWorkspacesOf,
  updateMember,
  upsertMemberRole,
} from '../../db/queries/workspace-members';
import { AppError } from '../../errors';
import { recordAudit } from '../audit/audit-log';
import { seatsOf } from './invitations';
import { chosenSites, workspaceIdentity } from './workspace-identity';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const NO_SUCH_MEMBER = 'This person is not a member of this workspace.';

/** The people in the workspace, invitations still pending, its seats, and the sites a client can be given. */
export async function getTeam(pool: Pool, by: Acting, now: Date): Promise<Team> {
  const [members, invitations, seats, sites, requiresTwoStep] = await Promise.all([
    selectMembers(pool, by.workspaceId),
    selectPendingInvitations(pool, by.workspaceId, now),
    seatsOf(pool, by.workspaceId, now),
    selectWorkspaceSites(pool, by.workspaceId),
    selectTeamRequiresTwoStep(pool, by.workspaceId),
  ]);
  return {
    members: members.map((row) => ({ userId: row.user_id, email: row.email, role: row.role, sites: row.sites, joinedAt: row.joined_at.toISOString(), you: row.user_id === by.actorId, twoStep: row.two_step })),
    invitations: invitations.map((row) => ({ id: row.id, email: row.email, role: row.role, sites: row.sites, invitedAt: row.created_at.toISOString(), expiresAt: row.expires_at.toISOString() })),
    seats,
    seatsUsed: members.length + invitations.length,
    sites,
    requiresTwoStep,
  };
}

/** The member a request names, with their role; 404 for anyone else (the owner included, who has no row to change). */
async function memberNamed(pool: Pool, workspaceId: string, userId: string): Promise<{ email: string; role: WorkspaceRole }> {
  if (!UUID.test(userId)) throw new AppError('NOT_FOUND', NO_SUCH_MEMBER);
  const member = (await selectMembers(pool, workspaceId)).find((row) => row.user_id === userId);
  if (!member) throw new AppError('NOT_FOUND', NO_SUCH_MEMBER);
  return member;
}

/**
 * Changes a member's role (the owner's decision): a client gets the sites chosen for them, and keeps no API key
 * of this workspace. The owner's own role changes only by transferring ownership.
 */
export async function changeMemberRole(pool: Pool, by: Acting, userId: string, input: Required<MemberUpdate>, now: Date): Promise<void> {
  const member = await memberNamed(pool, by.workspaceId, userId);
  if (member.role === 'owner') throw new AppError('INVALID_INPUT', "The owner's role changes only by transferring ownership.");
  const sites = input.role === 'client' ? await chosenSites(pool, by.workspaceId, input.sites) : [];
  await withTransaction(pool, async (db) => {
    await lockWorkspace(db, by.workspaceId);
    if ((await updateMember(db, by.workspaceId, userId, input.role, sites)) === null) throw new AppError('NOT_FOUND', NO_SUCH_MEMBER);
    if (input.role === 'client') await revokeMemberKeys(db, by.workspaceId, userId, now);
    await recordAudit(db, by, 'member.role_changed', `${member.email}: ${member.role} to ${input.role}${sites.length ? ` (${sites.join(', ')})` : ''}`, now);
  });
}

/**
 * Removes a member: their access ends at once, their API keys of this workspace with it. An admin removes members
 * and clients; only the owner removes an admin; nobody removes the owner.
 */
export async function removeMember(pool: Pool, by: Acting & { role: WorkspaceRole }, userId: string, now: Date): Promise<void> {
  const member = await memberNamed(pool, by.workspaceId, userId);
  if (member.role === 'owner') throw new AppError('INVALID_INPUT', 'The owner cannot be removed. They can transfer ownership to someone else first.');
  if (userId === by.actorId) throw new AppError('INVALID_INPUT', 'To leave this workspace yourself, use “Leave workspace”.');
  if (member.role === 'admin' && by.role !== 'owner') throw new AppError('ROLE_FORBIDDEN', 'Only the owner can remove an admin.');
  await withTransaction(pool, async (db) => {
    await lockWorkspace(db, by.workspaceId);
    if ((await deleteMember(db, by.workspaceId, userId, now)) === null) throw new AppError('NOT_FOUND', NO_SUCH_MEMBER);
    await recordAudit(db, by, 'member.removed', `${member.email} (${member.role})`, now);
  });
}

/** Leaves a workspace one was invited to. The owner transfers ownership first; one's own account cannot be left. */
export async function leaveWorkspace(pool: Pool, by: Acting & { role: WorkspaceRole }, now: Date): Promise<void> {
  if (by.role === 'owner') throw new AppError('INVALID_INPUT', 'Transfer ownership to someone else before you leave this workspace.');
  if (by.workspaceId === by.actorId) throw new AppError('INVALID_INPUT', "This is your own account's workspace: you cannot leave it.");
  await withTransaction(pool, async (db) => {
    await lockWorkspace(db, by.workspaceId);
    // The event first: once the row is gone, the log still says who left.
    await recordAudit(db, by, 'member.left', '', now);
    await deleteMember(db, by.workspaceId, by.actorId, now);
  });
}

/**
 * Makes an admin the owner; the owner becomes an admin. Plans and billing are the workspace's and go
 * with it; the data stays where it is (decision 025).
 */
export async function transferOwnership(pool: Pool, by: Acting, userId: string, now: Date): Promise<void> {
  const member = await memberNamed(pool, by.workspaceId, userId);
  if (member.role === 'owner') throw new AppError('INVALID_INPUT', 'They already own this workspace.');
  if (member.role !== 'admin') throw new AppError('INVALID_INPUT', 'Ownership goes to an admin: make them an admin first.');
  await withTransaction(pool, async (db) => {
    await lockWorkspace(db, by.workspaceId);
    // One owner row at a time (a unique index): the old owner steps down before the new one steps up.
    await upsertMemberRole(db, by.workspaceId, by.actorId, 'admin', now);
    await upsertMemberRole(db, by.workspaceId, userId, 'owner', now);
    await recordAudit(db, by, 'ownership.transferred', `to ${member.email}`, now);
  });
}

/** Where a user can act: their own workspace first, then those they were invited to, by name. */
export async function listWorkspaces(pool: Pool, userId: string, now: Date): Promise<WorkspaceList> {
  const [own, ownRole, others] = await Promise.all([workspaceIdentity(pool, userId, now), selectMembership(pool, userId, userId), selectWorkspacesOf(pool, userId)]);
  return {
    items: [
      { id: userId, name: own.name, ownerEmail: own.ownerEmail, role: ownRole.role ?? 'owner', own: true },
      ...others.map((row) => ({ id: row.workspace_id, name: row.company_name ?? row.owner_email, ownerEmail: row.owner_email, role: row.role, own: false })),
    ],
  };
}
