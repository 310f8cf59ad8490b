import { z } from 'zod';
import { WORKSPACE_ROLES } from '../core/workspaces/roles';

/** The roles one can invite someone as or change them to: ownership changes only by transfer. */
export const INVITABLE_ROLES = ['admin', 'member', 'client'] as const;

const email = z.string().trim().toLowerCase().pipe(z.email({ message: 'Enter a valid e-mail address, such as colleague@agency.com.' }).max(254));
const sites = z
  .array(z.string().trim().min(1).max(2048))
  .max(200)
  .default([])
  .describe('For a client: the tracked sites they may see (at least one). Ignored for the other roles.');

/** GET /api/v1/me/workspaces: where the caller can act, their own workspace first. */
export const workspaceListSchema = z.object({
  items: z.array(
    z.object({
      /** Send as `X-Workspace` (and `?workspace=` in app links) to act in it. */
      id: z.string(),
      /** The white label's company name when the owner set one, else the owner's e-mail. */
      name: z.string(),
      ownerEmail: z.string(),
      role: z.enum(WORKSPACE_ROLES),
      own: z.boolean(),
    }),
  ),
});
export type WorkspaceList = z.infer<typeof workspaceListSchema>;
export type WorkspaceSummary = WorkspaceList['items'][number];

/** GET /api/v1/me/members: the people in the workspace, invitations still pending, and its seats. */
export const teamSchema = z.object({
  members: z.array(
    z.object({
      userId: z.string(),
      email: z.string(),
      role: z.enum(WORKSPACE_ROLES),
      sites: z.array(z.string()),
      joinedAt: z.string(),
      you: z.boolean(),
      /** Whether they take a second step at sign-in (an authenticator app or a passkey). */
      twoStep: z.boolean(),
    }),
  ),
  invitations: z.array(
    z.object({
      id: z.string(),
      email: z.string(),
      role: z.enum(INVITABLE_ROLES),
      sites: z.array(z.string()),
      invitedAt: z.string(),
      expiresAt: z.string(),
    }),
  ),
  /** People the plan allows, the owner included; members plus pending invitations never pass it. */
  seats: z.number().int(),
  seatsUsed: z.number().int(),
  /** The workspace's tracked sites, to choose a client's from. */
  sites: z.array(z.string()),
  /** The owner requires everyone to take a second step at sign-in before acting here. */
  requiresTwoStep: z.boolean(),
});
export type Team = z.infer<typeof teamSchema>;
export type TeamMember = Team['members'][number];
export type TeamInvitation = Team['invitations'][number];

/** PUT /api/v1/me/team/two-step: whether the workspace requires two-step sign-in of everyone in it. */
export const teamTwoStepSchema = z.object({ required: z.boolean() });

/** POST /api/v1/me/invitations. */
export const invitationCreateSchema = z.object({ email, role: z.enum(INVITABLE_ROLES), sites });
export type InvitationCreate = z.input<typeof invitationCreateSchema>;

/** PATCH /api/v1/me/members/{userId}: a member's new role (and a client's sites). */
export const memberUpdateSchema = z.object({ role: z.enum(INVITABLE_ROLES), sites });
export type MemberUpdate = z.input<typeof memberUpdateSchema>;

export const memberParamsSchema = z.object({ userId: z.string().max(64) });
export const invitationParamsSchema = z.object({ id: z.string().max(64) });
export const invitationTokenParamsSchema = z.object({ token: z.string().min(1).max(128) });

/** GET /api/v1/invitations/{token}: what an invitation link offers, before signing in. */
export const invitationPreviewSchema = z.object({
  workspace: z.string(),
  invitedBy: z.string().nullable(),
  email: z.string(),
  role: z.enum(INVITABLE_ROLES),
  expiresAt: z.string(),
});
export type InvitationPreview = z.infer<typeof invitationPreviewSchema>;

/** POST /api/v1/invitations/{token}/accept: the workspace joined. */
export const invitationAcceptedSchema = z.object({ workspaceId: z.string(), name: z.string(), role: z.enum(INVITABLE_ROLES) });
export type InvitationAccepted = z.infer<typeof invitationAcceptedSchema>;
