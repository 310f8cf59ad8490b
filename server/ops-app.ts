import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { registerErrorHandler } from './plugins/error-handler';
import { registerMetrics } from './plugins/metrics';
import { healthRoutes, type HealthRouteOptions } from './routes/health';

/**
 * The HTTP side of a job-only process (PROCESS_ROLE=jobs): the health checks an orchestrator asks and the metrics a
 * scraper reads, and nothing a user or the API could reach. It needs no web build, no session secret's cookies and no routes.
 */
export async function buildOpsApp(options: { logger: FastifyBaseLogger; health: HealthRouteOptions; metricsToken: string | null }): Promise<FastifyInstance> {
  const app = Fastify({ loggerInstance: options.logger });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  registerMetrics(app, { token: options.metricsToken });
  await app.register(healthRoutes, options.health);
  return app;
}
