import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema } from '../../contracts/api-error';
import { reportSchema } from '../../contracts/report';
import type { Queryable } from '../db/pool';
import { consumeRateLimit, type RateLimitRule } from '../services/usage/rate-limiter';
import { openSharedReport } from '../services/reports/report-shares';
import { useAuthErrorHandler } from './auth-route-helpers';

/** Per client IP: plenty for people opening a link, little for anyone trying tokens or loading the server. */
export const SHARED_REPORT_RATE_LIMIT: RateLimitRule = { bucket: 'shared_report:ip', limit: 60, windowMs: 15 * 60_000 };

export interface SharedReportRouteOptions {
  db: Queryable;
  now: () => Date;
}

/**
 * GET /api/v1/shared-reports/:token — the public, read-only report behind a share link. No session needed;
 * the answer is the report alone (nothing of its owner but the report and their white label, if any), never
 * cached and never indexed.
 */
export async function sharedReportRoutes(app: FastifyInstance, options: SharedReportRouteOptions): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  useAuthErrorHandler(api);
  api.addHook('onRequest', async (_request, reply) => {
    void reply.header('x-robots-tag', 'noindex, nofollow').header('cache-control', 'no-store');
  });
  api.get(
    '/api/v1/shared-reports/:token',
    {
      schema: {
        'x-error-codes': ['RATE_LIMITED', 'SHARE_UNAVAILABLE'],
        operationId: 'getSharedReport',
        summary: 'A shared report (public)',
        description: 'Answers the report a shared link points to, for anyone holding the link; unknown, revoked and expired links all answer 404 SHARE_UNAVAILABLE.',
        tags: ['reports'],
        params: z.object({ token: z.string().max(200) }),
        response: { 200: reportSchema, '4xx': apiErrorSchema },
      },
    },
    async (request) => {
      const now = options.now();
      await consumeRateLimit(options.db, SHARED_REPORT_RATE_LIMIT, request.ip, now);
      return openSharedReport(options.db, request.params.token, now);
    },
  );
}
