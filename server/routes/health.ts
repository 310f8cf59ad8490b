import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { healthSchema, livenessSchema, readinessSchema, type Health } from '../../contracts/rank-check';
import type { Pool } from '../db/pool';
import { pingDatabase } from '../services/ping-database';
import { checkReadiness, type ReadinessSource } from '../services/readiness';

export interface HealthRouteOptions {
  pool: Pool;
  databaseKind: Health['database']['kind'];
  serp: Health['serp'];
  version: string;
  readiness: ReadinessSource;
}

const PING_TIMEOUT_MS = 2_000;

/**
 * GET /api/v1/health: 200 when the database answers, 503 otherwise (load balancers take the instance out). For
 * orchestrators, /live (the process answers) and /ready (send it work: database, migrations, job runner, not
 * shutting down), each on every process, a job-only one included.
 */
export async function healthRoutes(app: FastifyInstance, options: HealthRouteOptions): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get(
    '/api/v1/health/live',
    {
      schema: {
        operationId: 'getLiveness',
        summary: 'Liveness',
        description: 'Answers 200 while the process can answer at all; an orchestrator restarts a process that stops answering.',
        tags: ['operations'],
        response: { 200: livenessSchema },
      },
    },
    async (_request, reply) => reply.header('cache-control', 'no-store').send({ status: 'ok' as const }),
  );
  api.get(
    '/api/v1/health/ready',
    {
      schema: {
        operationId: 'getReadiness',
        summary: 'Readiness',
        description:
          'Whether to send this process work: 200 when the database answers, every migration of this release is applied, the job runner is up (a process that runs jobs) and it is not shutting down; 503 with what is not, otherwise.',
        tags: ['operations'],
        response: { 200: readinessSchema, 503: readinessSchema },
      },
    },
    async (_request, reply) => {
      const report = await checkReadiness(options.pool, options.readiness);
      return reply.header('cache-control', 'no-store').status(report.ready ? 200 : 503).send(report);
    },
  );
  api.get(
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
