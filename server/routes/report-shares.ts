import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema } from '../../contracts/api-error';
import { createReportShareSchema, reportShareSchema, reportSharesSchema } from '../../contracts/report';
import { signedInOnly } from '../plugins/session';
import { actingOf, workspaceOf } from '../plugins/workspace';
import { createReportShare, listReportShares, revokeReportShare, type ReportShareDeps } from '../services/reports/report-shares';

export interface ReportShareRouteOptions {
  deps: ReportShareDeps;
  now: () => Date;
}

/** The signed-in user's public report links: create, list (with their URLs), revoke. */
export async function reportShareRoutes(app: FastifyInstance, options: ReportShareRouteOptions): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { deps, now } = options;
  api.addHook('onRequest', signedInOnly);
  const errors = { '4xx': apiErrorSchema };
  api.post(
    '/api/v1/me/report-shares',
    {
      schema: {
        'x-error-codes': ['RATE_LIMITED'],
        operationId: 'createReportShare',
        summary: 'Share a report by link',
        description: 'Creates a public, read-only link to a period report of a site the user has checked, for anyone without an account to open (30 an hour).',
        tags: ['reports'],
        body: createReportShareSchema,
        response: { 201: reportShareSchema, ...errors },
      },
    },
    async (request, reply) => reply.status(201).send(await createReportShare(deps, actingOf(request), request.body, now())),
  );
  api.get(
    '/api/v1/me/report-shares',
    {
      schema: {
        operationId: 'listReportShares',
        summary: 'The report links the user created, newest first',
        description: 'Lists the report links the user has created, newest first, with their addresses and when they expire.',
        tags: ['reports'],
        response: { 200: reportSharesSchema, ...errors },
      },
    },
    async (request) => ({ items: await listReportShares(deps, workspaceOf(request)) }),
  );
  api.delete(
    '/api/v1/me/report-shares/:id',
    {
      schema: {
        operationId: 'revokeReportShare',
        summary: 'Revoke a report link: it stops working at once',
        description: 'Revokes a report link, so anyone opening it from then on is told it is no longer available.',
        tags: ['reports'],
        params: z.object({ id: z.string() }),
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await revokeReportShare(deps.db, actingOf(request), request.params.id, now());
      return reply.status(204).send(null);
    },
  );
}
