import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '../../contracts/api-error';
import { invitationAcceptedSchema, invitationPreviewSchema, invitationTokenParamsSchema } from '../../contracts/workspace';
import type { Pool } from '../db/pool';
import { requireSessionUser } from '../plugins/session';
import { acceptInvitation, previewInvitation } from '../services/workspaces/invitations';

export interface InvitationRouteOptions {
  pool: Pool;
  now: () => Date;
}

const errors = { '4xx': apiErrorSchema };
const tags = ['team'];

/** An invitation link's two steps: what it offers (before signing in), and joining with the invited account. */
export async function invitationRoutes(app: FastifyInstance, options: InvitationRouteOptions): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { pool, now } = options;
  api.get(
    '/api/v1/invitations/:token',
    {
      schema: {
        operationId: 'getInvitation',
        summary: 'What an invitation link offers',
        description: 'The workspace, who invited, the address invited and the role, while the link works. A used, revoked or expired link answers INVALID_TOKEN.',
        tags,
        params: invitationTokenParamsSchema,
        response: { 200: invitationPreviewSchema, ...errors },
        'x-error-codes': ['INVALID_TOKEN'],
      },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      return previewInvitation(pool, request.params.token, now());
    },
  );
  api.post(
    '/api/v1/invitations/:token/accept',
    {
      schema: {
        operationId: 'acceptInvitation',
        summary: 'Accept an invitation',
        description: 'Joins the workspace with the signed-in account, which must have the invited address. The link works once.',
        tags,
        params: invitationTokenParamsSchema,
        response: { 200: invitationAcceptedSchema, ...errors },
        'x-error-codes': ['INVALID_TOKEN', 'SEATS_FULL', 'UNAUTHENTICATED'],
      },
    },
    async (request) => {
      const user = requireSessionUser(request);
      return acceptInvitation(pool, request.params.token, { id: user.id, email: user.email }, now());
    },
  );
}
