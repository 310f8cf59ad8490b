import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '../../contracts/api-error';
import { reportRequestSchema, reportSchema, reportSitesSchema } from '../../contracts/report';
import type { Queryable } from '../db/pool';
import { requireUser } from '../plugins/session';
import { requireWorkspace, visibleSites, workspaceOf } from '../plugins/workspace';
import { getReport } from '../services/reports/get-report';
import { listReportSites } from '../services/reports/list-report-sites';

export interface MeReportsRouteOptions {
  db: Queryable;
  now: () => Date;
}

/**
 * The signed-in user's period reports: GET /api/v1/me/reports/sites (what can be reported on) and
 * GET /api/v1/me/reports?site&from&to (one site's report). Both read only the session's own checks (401 without
 * a session) and are never cached: the answer is per user and changes with every check.
 */
export async function meReportsRoutes(app: FastifyInstance, options: MeReportsRouteOptions): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  // Before validation: a signed-out caller hears 401, whatever the query string says.
  api.addHook('onRequest', async (request) => {
    requireUser(request);
  });
  api.get(
    '/api/v1/me/reports/sites',
    {
      schema: {
        operationId: 'listReportSites',
        summary: 'Sites with checks',
        description: 'Lists the sites the user has checked, most checked first, each with its number of checks and latest check, to choose a report from.',
        tags: ['reports'],
        response: { 200: reportSitesSchema, '4xx': apiErrorSchema },
      },
    },
    async (request, reply) => {
      const workspace = requireWorkspace(request);
      const { sites } = await listReportSites(options.db, workspace.id);
      return reply.header('cache-control', 'no-store').send({ sites: visibleSites(workspace, sites, (row) => row.site) });
    },
  );
  api.get(
    '/api/v1/me/reports',
    {
      schema: {
        operationId: 'getReport',
        summary: "A site's report for a period",
        description: "Answers a site's report over whole days from..to (inclusive) in the user's time zone, at most 366 days: its rankings, movements and figures for the period.",
        tags: ['reports'],
        querystring: reportRequestSchema,
        response: { 200: reportSchema, '4xx': apiErrorSchema },
      },
    },
    async (request, reply) => {
      const report = await getReport(options.db, workspaceOf(request), request.query, options.now());
      return reply.header('cache-control', 'no-store').send(report);
    },
  );
}
