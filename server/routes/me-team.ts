import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema } from '../../contracts/api-error';
import { invitationCreateSchema, invitationParamsSchema, memberParamsSchema, memberUpdateSchema, teamSchema, teamTwoStepSchema, workspaceListSchema } from '../../contracts/workspace';
import { requireUser, signedInOnly } from '../plugins/session';
import { actingOf, requireWorkspace } from '../plugins/workspace';
import { inviteMember, revokeMemberInvitation, type InvitationDeps } from '../services/workspaces/invitations';
import { changeMemberRole, getTeam, leaveWorkspace, listWorkspaces, removeMember, transferOwnership } from '../services/workspaces/members';
import { setTeamTwoStep } from '../services/workspaces/team-two-step';

export interface MeTeamRouteOptions {
  deps: InvitationDeps;
  now: () => Date;
}

const errors = { '4xx': apiErrorSchema };
const tags = ['team'];
const empty = { 204: z.null().describe('Done.') };

/**
 * The people of the workspace a request acts in (decision 025): who is in it, invitations, roles, removal,
 * leaving and ownership. Which role may call which is the capability registry's, checked before these run.
 */
export async function meTeamRoutes(app: FastifyInstance, options: MeTeamRouteOptions): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { deps, now } = options;
  const pool = deps.pool;
  api.addHook('onRequest', signedInOnly);

  api.get(
    '/api/v1/me/workspaces',
    {
      schema: {
        operationId: 'listWorkspaces',
        summary: 'The workspaces you belong to',
        description: 'Your own workspace first, then those you were invited to. Send a workspace id as `X-Workspace` to act in it.',
        tags,
        response: { 200: workspaceListSchema, ...errors },
      },
    },
    async (request) => listWorkspaces(pool, requireUser(request).id, now()),
  );

  api.get(
    '/api/v1/me/members',
    {
      schema: {
        operationId: 'listMembers',
        summary: 'The people in the workspace',
        description: 'Members with their roles (a client with the sites they see), pending invitations, and the seats the plan allows.',
        tags,
        response: { 200: teamSchema, ...errors },
      },
    },
    async (request) => getTeam(pool, actingOf(request), now()),
  );

  api.post(
    '/api/v1/me/invitations',
    {
      schema: {
        operationId: 'inviteMember',
        summary: 'Invite someone',
        description:
          'E-mails a single-use link that works for 7 days; the invitee signs in or signs up with that address to join. A pending invitation holds a seat; a new one to the same address replaces it. A client needs the sites they may see.',
        tags,
        body: invitationCreateSchema,
        response: { 201: teamSchema, ...errors },
        'x-error-codes': ['ALREADY_EXISTS', 'FEATURE_RESTRICTED', 'RATE_LIMITED', 'SEATS_FULL', 'SECOND_STEP_REQUIRED'],
      },
    },
    async (request, reply) => {
      const by = actingOf(request);
      await inviteMember(deps, by, { email: request.body.email, role: request.body.role, sites: request.body.sites }, now());
      return reply.code(201).send(await getTeam(pool, by, now()));
    },
  );

  api.delete(
    '/api/v1/me/invitations/:id',
    {
      schema: { operationId: 'revokeInvitation', summary: 'Revoke an invitation', description: 'Its link stops working at once and its seat is free again.', tags, params: invitationParamsSchema, response: { ...empty, ...errors } },
    },
    async (request, reply) => {
      await revokeMemberInvitation(pool, actingOf(request), request.params.id, now());
      return reply.code(204).send(null);
    },
  );

  api.patch(
    '/api/v1/me/members/:userId',
    {
      schema: {
        'x-error-codes': ['SECOND_STEP_REQUIRED'],
        operationId: 'updateMember',
        summary: "Change a member's role",
        description: 'Admin, member or client (with the sites a client sees). Becoming a client revokes the API keys they made here.',
        tags,
        params: memberParamsSchema,
        body: memberUpdateSchema,
        response: { 200: teamSchema, ...errors },
      },
    },
    async (request) => {
      const by = actingOf(request);
      await changeMemberRole(pool, by, request.params.userId, { role: request.body.role, sites: request.body.sites }, now());
      return getTeam(pool, by, now());
    },
  );

  api.delete(
    '/api/v1/me/members/:userId',
    {
      schema: {
        'x-error-codes': ['SECOND_STEP_REQUIRED'],
        operationId: 'removeMember',
        summary: 'Remove a member',
        description: 'Their access ends at once, with the API keys they made in this workspace. Only the owner removes an admin.',
        tags,
        params: memberParamsSchema,
        response: { ...empty, ...errors },
      },
    },
    async (request, reply) => {
      await removeMember(pool, { ...actingOf(request), role: requireWorkspace(request).role }, request.params.userId, now());
      return reply.code(204).send(null);
    },
  );

  api.post(
    '/api/v1/me/members/:userId/ownership',
    {
      schema: {
        'x-error-codes': ['SECOND_STEP_REQUIRED'],
        operationId: 'transferOwnership',
        summary: 'Transfer ownership',
        description: 'The member becomes the owner (billing, roles, deleting the workspace); you become an admin.',
        tags,
        params: memberParamsSchema,
        response: { 200: teamSchema, ...errors },
      },
    },
    async (request) => {
      const by = actingOf(request);
      await transferOwnership(pool, by, request.params.userId, now());
      return getTeam(pool, by, now());
    },
  );

  api.put(
    '/api/v1/me/team/two-step',
    {
      schema: {
        'x-error-codes': ['INVALID_INPUT', 'SECOND_STEP_REQUIRED'],
        operationId: 'setTeamTwoStep',
        summary: 'Require two-step sign-in of the team',
        description:
          'The owner requires (or stops requiring) everyone in the workspace to take a second step at sign-in. Until they set one up, the others are refused its data with TWO_STEP_REQUIRED_BY_TEAM. The owner sets one up first.',
        tags,
        body: teamTwoStepSchema,
        response: { 200: teamSchema, ...errors },
      },
    },
    async (request) => {
      const by = actingOf(request);
      await setTeamTwoStep(pool, by, request.body.required, now());
      return getTeam(pool, by, now());
    },
  );

  api.delete(
    '/api/v1/me/membership',
    {
      schema: {
        operationId: 'leaveWorkspace',
        summary: 'Leave the workspace',
        description: 'Ends your membership of the workspace named by `X-Workspace`, and your API keys there. The owner transfers ownership first.',
        tags,
        response: { ...empty, ...errors },
      },
    },
    async (request, reply) => {
      await leaveWorkspace(pool, { ...actingOf(request), role: requireWorkspace(request).role }, now());
      return reply.code(204).send(null);
    },
  );
}
