import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { healthSchema, type Health } from '../../contracts/rank-check';
import type { Pool } from '../db/pool';
import { pingDatabase } from '../services/ping-database';

export interface HealthRouteOptions {
  pool: Pool;
  databaseKind: Health['database']['kind'];
  serp: Health['serp'];
  version: string;
}

const PING_TIMEOUT_MS = 2_000;

/** GET /api/v1/health: 200 when the database answers, 503 otherwise (load balancers take the instance out). */
export async function healthRoutes(app: FastifyInstance, options: HealthRouteOptions): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/v1/health',
    {
      schema: {
        operationId: 'getHealth',
        summary: 'Database and SERP provider status',
        description: 'Tells whether the service is up: 200 when the database answers, 503 otherwise, with the state of the search provider, for load balancers and monitoring.',
        tags: ['operations'],
        response: { 200: healthSchema, 503: healthSchema },
      },
    },
    async (request, reply) => {
      const databaseOk = await pingDatabase(options.pool, PING_TIMEOUT_MS).catch((error: unknown) => {
        request.log.warn({ err: error }, 'Health check: database did not answer');
        return false;
      });
      const health: Health = {
        status: databaseOk ? 'ok' : 'degraded',
        database: { ok: databaseOk, kind: options.databaseKind },
        serp: options.serp,
        version: options.version,
      };
      return reply.status(databaseOk ? 200 : 503).send(health);
    },
  );
}
