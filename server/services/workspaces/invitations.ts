import type { InvitationAccepted, InvitationCreate, InvitationPreview } from '../../../contracts/workspace';
import type { Acting } from '../../../core/workspaces/acting';
import { WORKSPACE_SEATS } from '../../../core/workspaces/roles';
import { withTransaction, type Pool, type Queryable } from '../../db/pool';
import {
  countInvitationsSince,
  deleteInvitationsEndedBefore,
  insertInvitation,
  lockWorkspace,
  markInvitationAccepted,
  revokeInvitation,
  revokeInvitationsTo,
  selectInvitationByToken,
  selectPendingInvitations,
  type InvitationRow,
} from '../../db/queries/workspace-invitations';
import { findUserById } from '../../db/queries/users';
import { insertMember, selectMembers } from '../../db/queries/workspace-members';
import { AppError } from '../../errors';
import { recordAudit } from '../audit/audit-log';
import type { MailOutbox } from '../mail/mail-outbox';
import { loadUserPlan } from '../plans/load-user-plan';
import { hashToken, newToken } from '../tokens/random-token';
import { invitationMail } from './invitation-mail';
import { chosenSites, workspaceIdentity } from './workspace-identity';

export interface InvitationDeps {
  pool: Pool;
  outbox: MailOutbox;
  appUrl: string;
}

/** How long an invitation link works. */
export const INVITATION_DAYS = 7;
/** Invitation e-mails a workspace sends in 24 hours, whatever became of them: nobody's inbox is a target. */
export const INVITATIONS_PER_DAY = 30;
const DAY_MS = 86_400_000;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const LINK_ENDED = 'This invitation link no longer works: it was used, revoked or has expired. Ask for a new one.';

/** How long an ended invitation (accepted, revoked or expired) is kept: the privacy policy says 30 days. */
export const ENDED_INVITATION_DAYS = 30;

/** Forgets invitations that ended more than 30 days ago (the hourly sweep); how many went. */
export function pruneInvitations(db: Queryable, now: Date): Promise<number> {
  return deleteInvitationsEndedBefore(db, new Date(now.getTime() - ENDED_INVITATION_DAYS * DAY_MS));
}

/** The people a workspace's plan allows, the owner included; 1 means it shares with nobody. */
export async function seatsOf(db: Queryable, workspaceId: string, now: Date): Promise<number> {
  const { tier } = await loadUserPlan(db, workspaceId, now);
  return WORKSPACE_SEATS[tier === 'guest' ? 'free' : tier];
}

const seatsFull = (seats: number) =>
  new AppError('SEATS_FULL', `All ${seats} seats of this workspace are taken, pending invitations included. Remove someone or revoke an invitation to invite another person.`);

/**
 * Invites someone by e-mail: a single-use link that works for 7 days, within the plan's seats (pending
 * invitations hold one). A new invitation to the same address replaces the one pending.
 */
export async function inviteMember(deps: InvitationDeps, by: Acting, input: Required<InvitationCreate>, now: Date): Promise<void> {
  const seats = await seatsOf(deps.pool, by.workspaceId, now);
  if (seats <= 1) throw new AppError('FEATURE_RESTRICTED', 'Inviting people is part of Pro (3 people) and Enterprise (25). Upgrade to invite your team.');
  const sites = input.role === 'client' ? await chosenSites(deps.pool, by.workspaceId, input.sites) : [];
  const { token, hash } = newToken();
  await withTransaction(deps.pool, async (db) => {
    await lockWorkspace(db, by.workspaceId);
    const members = await selectMembers(db, by.workspaceId);
    if (members.some((member) => member.email.toLowerCase() === input.email)) throw new AppError('ALREADY_EXISTS', `${input.email} is already in this workspace.`);
    const pending = (await selectPendingInvitations(db, by.workspaceId, now)).filter((invitation) => invitation.email.toLowerCase() !== input.email);
    if (members.length + pending.length >= seats) throw seatsFull(seats);
    if ((await countInvitationsSince(db, by.workspaceId, new Date(now.getTime() - DAY_MS))) >= INVITATIONS_PER_DAY) {
      throw new AppError('RATE_LIMITED', `This workspace sent ${INVITATIONS_PER_DAY} invitations in the past 24 hours, the most it may. Try again tomorrow.`, { retryAfterSeconds: 3600 });
    }
    await revokeInvitationsTo(db, by.workspaceId, input.email, now);
    await insertInvitation(
      db,
      { workspaceId: by.workspaceId, email: input.email, role: input.role, sites, tokenHash: hash, invitedBy: by.actorId, expiresAt: new Date(now.getTime() + INVITATION_DAYS * DAY_MS) },
      now,
    );
    await recordAudit(db, by, 'member.invited', `${input.email} as ${input.role}${sites.length ? ` (${sites.join(', ')})` : ''}`, now);
  });
  // After the commit: the link only works once its hash is stored.
  const identity = await workspaceIdentity(deps.pool, by.workspaceId, now);
  const inviter = (await findUserById(deps.pool, by.actorId))?.email ?? identity.ownerEmail;
  deps.outbox.send(input.email, invitationMail({ inviter, workspace: identity.name, role: input.role, link: `${deps.appUrl}/join?token=${encodeURIComponent(token)}`, brand: identity.brand }));
}

/** Revokes a pending invitation: its link stops working at once. 404 when there is none such. */
export async function revokeMemberInvitation(pool: Pool, by: Acting, id: string, now: Date): Promise<void> {
  if (!UUID.test(id)) throw new AppError('NOT_FOUND', 'This invitation was not found.');
  await withTransaction(pool, async (db) => {
    const email = await revokeInvitation(db, by.workspaceId, id, now);
    if (email === null) throw new AppError('NOT_FOUND', 'This invitation was not found, or it was already accepted, revoked or expired.');
    await recordAudit(db, by, 'invitation.revoked', email, now);
  });
}

const isLive = (row: InvitationRow | undefined, now: Date): row is InvitationRow =>
  row !== undefined && row.accepted_at === null && row.revoked_at === null && row.expires_at > now;

/** What a link offers, for the page that asks to sign in and accept; the same refusal for every dead link. */
export async function previewInvitation(pool: Pool, token: string, now: Date): Promise<InvitationPreview> {
  const row = await selectInvitationByToken(pool, hashToken(token));
  if (!isLive(row, now)) throw new AppError('INVALID_TOKEN', LINK_ENDED);
  const identity = await workspaceIdentity(pool, row.workspace_id, now);
  return { workspace: identity.brand ?? identity.name, invitedBy: row.invited_by_email, email: row.email, role: row.role, expiresAt: row.expires_at.toISOString() };
}

/**
 * Joins the workspace a link invites to, once: the signed-in account must have the address it was sent to, and
 * the workspace must still have the seat (a downgrade since may have taken it).
 */
export async function acceptInvitation(pool: Pool, token: string, user: { id: string; email: string }, now: Date): Promise<InvitationAccepted> {
  const accepted = await withTransaction(pool, async (db) => {
    const row = await selectInvitationByToken(db, hashToken(token), true);
    if (!isLive(row, now)) throw new AppError('INVALID_TOKEN', LINK_ENDED);
    if (row.email.toLowerCase() !== user.email.toLowerCase()) {
      throw new AppError('INVALID_TOKEN', `This invitation is for ${row.email}. Sign in with that address to accept it.`);
    }
    if (row.workspace_id === user.id) throw new AppError('INVALID_INPUT', 'This invitation is to your own workspace.');
    await lockWorkspace(db, row.workspace_id);
    const members = await selectMembers(db, row.workspace_id);
    const pending = await selectPendingInvitations(db, row.workspace_id, now);
    // This invitation holds a seat already; only a smaller plan since can leave it without one.
    const seats = await seatsOf(db, row.workspace_id, now);
    if (members.length + pending.length > seats) throw seatsFull(seats);
    await insertMember(db, { workspaceId: row.workspace_id, userId: user.id, role: row.role, sites: row.sites, invitedBy: row.invited_by }, now);
    await markInvitationAccepted(db, row.id, now);
    await recordAudit(db, { workspaceId: row.workspace_id, actorId: user.id }, 'member.joined', `as ${row.role}`, now);
    return row;
  });
  const identity = await workspaceIdentity(pool, accepted.workspace_id, now);
  return { workspaceId: accepted.workspace_id, name: identity.name, role: accepted.role };
}
