import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { httpRequestDuration, metricsRegistry } from '../metrics/metrics';

export const METRICS_PATH = '/metrics';

/** The request carries `Authorization: Bearer <token>`, compared in constant time. */
function bearerMatches(request: FastifyRequest, token: string): boolean {
  const sent = request.headers.authorization?.match(/^Bearer (.+)$/)?.[1];
  if (sent === undefined) return false;
  const a = Buffer.from(sent);
  const b = Buffer.from(token);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * Prometheus metrics (decision 027): every request's latency by route pattern, and GET /metrics in Prometheus's
 * text format for a scraper holding METRICS_TOKEN. Without a token the path answers 404: metrics say how busy
 * the service is and which tasks fail, which is the operator's business only. Registered on the root instance.
 */
export function registerMetrics(app: FastifyInstance, options: { token: string | null }): void {
  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url ?? 'unmatched';
    httpRequestDuration.observe({ route, method: request.method, status: `${Math.floor(reply.statusCode / 100)}xx` }, reply.elapsedTime / 1000);
  });
  const { token } = options;
  app.get(METRICS_PATH, { schema: { hide: true } }, async (request, reply) => {
    // Answered here rather than left to the web app, whose page for an unknown path would say 200.
    if (!token) return reply.code(404).type('text/plain').send('Metrics are off on this server.\n');
    if (!bearerMatches(request, token)) return reply.code(401).header('www-authenticate', 'Bearer').type('text/plain').send('Send METRICS_TOKEN as a Bearer token.\n');
    return reply.header('cache-control', 'no-store').type(metricsRegistry.contentType).send(await metricsRegistry.metrics());
  });
}
