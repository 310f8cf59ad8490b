import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '../../contracts/api-error';
import { auditLogQuerySchema, auditLogSchema } from '../../contracts/audit';
import type { Queryable } from '../db/pool';
import { signedInOnly } from '../plugins/session';
import { workspaceOf } from '../plugins/workspace';
import { getAuditLog } from '../services/audit/audit-log';

export interface MeAuditLogRouteOptions {
  db: Queryable;
}

/** The account's activity log: keys, webhooks, schedules, deleted keywords, shared reports, the white label. */
export async function meAuditLogRoutes(app: FastifyInstance, options: MeAuditLogRouteOptions): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = options;
  api.addHook('onRequest', signedInOnly);
  api.get(
    '/api/v1/me/audit-log',
    {
      schema: {
        operationId: 'listAuditLog',
        summary: 'Activity log',
        description:
          'What was done in the account, newest first, 50 a page (kept 12 months): API keys created and revoked, webhooks added and deleted, schedules and tracked keywords deleted, reports shared and links revoked, report e-mails set up and stopped, the white label saved and removed.',
        tags: ['account'],
        querystring: auditLogQuerySchema,
        response: { 200: auditLogSchema, '4xx': apiErrorSchema },
      },
    },
    async (request) => getAuditLog(db, workspaceOf(request), request.query.before),
  );
}
