import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema } from '../../contracts/api-error';
import { dashboardStatsSchema, recentChecksSchema } from '../../contracts/history';
import type { Queryable } from '../db/pool';
import { requireUser } from '../plugins/session';
import { workspaceOf } from '../plugins/workspace';
import { getDashboardStats } from '../services/history/get-dashboard-stats';
import { DEFAULT_RECENT_CHECKS, getRecentChecks, MAX_RECENT_CHECKS } from '../services/history/get-recent-checks';

export interface MeDashboardRouteOptions {
  db: Queryable;
}

const recentChecksQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(MAX_RECENT_CHECKS).default(DEFAULT_RECENT_CHECKS),
});

/**
 * The signed-in user's dashboard: GET /api/v1/me/stats and GET /api/v1/me/recent-checks. Both read only the
 * session's own rows (401 without a session) and are never cached: the answer is per user.
 */
export async function meDashboardRoutes(app: FastifyInstance, options: MeDashboardRouteOptions): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  // Before validation: a signed-out caller hears 401, whatever the query string says.
  api.addHook('onRequest', async (request) => {
    requireUser(request);
  });
  api.get(
    '/api/v1/me/stats',
    {
      schema: {
        operationId: 'getDashboardStatistics',
        summary: 'Dashboard statistics',
        description: "Answers the dashboard's figures: how many checks the user has run, the rounded average of the ranks found, and the last check.",
        tags: ['history'],
        response: { 200: dashboardStatsSchema, '4xx': apiErrorSchema },
      },
    },
    async (request, reply) => {
      const stats = await getDashboardStats(options.db, workspaceOf(request));
      return reply.header('cache-control', 'no-store').send(stats);
    },
  );
  api.get(
    '/api/v1/me/recent-checks',
    {
      schema: {
        operationId: 'listRecentChecks',
        summary: 'Latest checks',
        description: "Lists the user's latest checks, newest first, each with the rank the same query had the time before, so a move up or down shows at a glance.",
        tags: ['history'],
        querystring: recentChecksQuerySchema,
        response: { 200: recentChecksSchema, '4xx': apiErrorSchema },
      },
    },
    async (request, reply) => {
      const items = await getRecentChecks(options.db, workspaceOf(request), request.query.limit);
      return reply.header('cache-control', 'no-store').send({ items });
    },
  );
}
