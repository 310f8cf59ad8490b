import type { Team, TeamInvitation, TeamMember, WorkspaceSummary } from '../../../../contracts/workspace';
import { fakeApi, jsonResponse } from '../../../testing/fake-api';

/** People and invitations for the team tests: ids are UUIDs, as the server's are (and as switching requires). */
export const OWNER: TeamMember = { userId: '0a000000-0000-4000-8000-000000000001', email: 'ada@agency.com', role: 'owner', sites: [], joinedAt: '2026-01-10T12:00:00.000Z', you: true, twoStep: true };
export const ADMIN: TeamMember = { userId: '0a000000-0000-4000-8000-000000000002', email: 'bob@agency.com', role: 'admin', sites: [], joinedAt: '2026-02-10T12:00:00.000Z', you: false, twoStep: true };
export const MEMBER: TeamMember = { userId: '0a000000-0000-4000-8000-000000000003', email: 'cy@agency.com', role: 'member', sites: [], joinedAt: '2026-03-10T12:00:00.000Z', you: false, twoStep: false };
export const CLIENT: TeamMember = { userId: '0a000000-0000-4000-8000-000000000004', email: 'dee@client.com', role: 'client', sites: ['client.com'], joinedAt: '2026-04-10T12:00:00.000Z', you: false, twoStep: false };
export const INVITATION: TeamInvitation = {
  id: '0b000000-0000-4000-8000-000000000001',
  email: 'eve@agency.com',
  role: 'member',
  sites: [],
  invitedAt: '2026-06-01T12:00:00.000Z',
  expiresAt: '2026-06-08T12:00:00.000Z',
};
export const SITES = ['agency.com', 'client.com', 'shop.client.com'];
/** Someone else's workspace, where the user was invited. */
export const OTHER_WORKSPACE_ID = '0c000000-0000-4000-8000-000000000001';

export function ownWorkspace(role: WorkspaceSummary['role'] = 'owner'): WorkspaceSummary {
  return { id: OWNER.userId, name: OWNER.email, ownerEmail: OWNER.email, role, own: true };
}

export function otherWorkspace(role: WorkspaceSummary['role']): WorkspaceSummary {
  return { id: OTHER_WORKSPACE_ID, name: 'Acme SEO', ownerEmail: 'boss@acme.com', role, own: false };
}

interface TeamServerOptions {
  /** What GET /me/workspaces answers: the user's own workspace first. */
  workspaces?: WorkspaceSummary[];
  members?: TeamMember[];
  invitations?: TeamInvitation[];
  seats?: number;
  /** Answers POST /me/invitations instead of adding the invitation. */
  invite?: () => Response;
}

/**
 * The server as the team section sees it: a team the routes change as the real ones do, answering the whole team
 * after each change. `sent(route)` lists the bodies sent to a route.
 */
export function teamServer(options: TeamServerOptions = {}) {
  let members = [...(options.members ?? [OWNER, ADMIN, MEMBER, CLIENT])];
  let invitations = [...(options.invitations ?? [INVITATION])];
  const seats = options.seats ?? 5;
  const team = (): Team => ({ members, invitations, seats, seatsUsed: members.length + invitations.length, sites: SITES, requiresTwoStep: false });
  const gone = () => new Response(null, { status: 204 });
  const memberRoutes = Object.fromEntries(
    members.flatMap((member) => [
      [`DELETE /api/v1/me/members/${member.userId}`, () => ((members = members.filter((m) => m.userId !== member.userId)), gone())],
      [
        `PATCH /api/v1/me/members/${member.userId}`,
        ({ body }: { body: unknown }) => {
          const update = body as Pick<TeamMember, 'role' | 'sites'>;
          members = members.map((m) => (m.userId === member.userId ? { ...m, ...update } : m));
          return jsonResponse(team());
        },
      ],
      [
        `POST /api/v1/me/members/${member.userId}/ownership`,
        () => {
          members = members.map((m) => (m.userId === member.userId ? { ...m, role: 'owner' } : m.role === 'owner' ? { ...m, role: 'admin' } : m));
          return jsonResponse(team());
        },
      ],
    ]),
  );
  const invitationRoutes = Object.fromEntries(
    invitations.map((invitation) => [`DELETE /api/v1/me/invitations/${invitation.id}`, () => ((invitations = invitations.filter((i) => i.id !== invitation.id)), gone())]),
  );
  return fakeApi({
    'GET /api/v1/me/workspaces': () => jsonResponse({ items: options.workspaces ?? [ownWorkspace()] }),
    'GET /api/v1/me/members': () => jsonResponse(team()),
    'POST /api/v1/me/invitations': ({ body }) => {
      if (options.invite) return options.invite();
      const input = body as Pick<TeamInvitation, 'email' | 'role' | 'sites'>;
      invitations = [...invitations, { ...INVITATION, id: '0b000000-0000-4000-8000-000000000099', ...input }];
      return jsonResponse(team(), 201);
    },
    'DELETE /api/v1/me/membership': gone,
    ...memberRoutes,
    ...invitationRoutes,
  });
}
