import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { apiErrorSchema } from '../../contracts/api-error';

/**
 * Every /api route can answer an error it does not raise itself: 400 for broken text, 401/403/429 from the API
 * key layer, 403 BAD_ORIGIN, 503 UNAVAILABLE while the database is away, 500. So each route's documented
 * responses include the error body for 4xx and 5xx, and the reference (and its generated test) say so. Register
 * before the routes.
 */
export function registerCommonResponses(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/') || !route.schema || route.schema.hide) return;
    const response = (route.schema.response ?? {}) as Record<string, unknown>;
    // A file or page (CSV, PDF, HTML) has no JSON schema of its own; the reference still lists its success.
    const produces = (route.schema as { produces?: string[] }).produces;
    if (produces && !Object.keys(response).some((status) => status.startsWith('2'))) {
      response['200'] = z.string().describe(`The answer, as ${produces.join(' or ')}`);
    }
    if (!('4xx' in response) && !('4XX' in response)) response['4xx'] = apiErrorSchema;
    if (!('5xx' in response) && !('5XX' in response)) response['5xx'] = apiErrorSchema;
    route.schema.response = response;
  });
}
