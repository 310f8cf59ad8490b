import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '../../contracts/api-error';
import { competitorDiscoverySchema, DISCOVERY_LOOKBACK_DAYS } from '../../contracts/competitor-discovery';
import type { Pool } from '../db/pool';
import { signedInOnly } from '../plugins/session';
import { workspaceOf } from '../plugins/workspace';
import { getCompetitorDiscovery } from '../services/competitors/discover-competitors';

export interface MeCompetitorDiscoveryRouteOptions {
  pool: Pool;
  now: () => Date;
}

/** Competitor discovery: whom to track, from the result pages of the user's recent checks. */
export async function meCompetitorDiscoveryRoutes(app: FastifyInstance, options: MeCompetitorDiscoveryRouteOptions): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { pool, now } = options;
  api.addHook('onRequest', signedInOnly);
  // A static path beside /api/v1/me/competitors/:id: the router prefers it, and ids are digits anyway.
  api.get(
    '/api/v1/me/competitors/discovery',
    {
      schema: {
        'x-error-codes': ['FEATURE_RESTRICTED'],
        operationId: 'discoverCompetitors',
        summary: 'Discover competitors',
        description:
          `Finds the domains in the top 10 for most of the user's keywords of the latest ${DISCOVERY_LOOKBACK_DAYS} days, from kept result pages ` +
          '(no new search), leaving out their own sites and tracked competitors. Trial, Pro and Enterprise (403 FEATURE_RESTRICTED otherwise).',
        tags: ['competitors'],
        response: { 200: competitorDiscoverySchema, '4xx': apiErrorSchema },
      },
    },
    async (request) => getCompetitorDiscovery(pool, workspaceOf(request), now()),
  );
}
