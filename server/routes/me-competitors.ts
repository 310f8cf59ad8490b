import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema } from '../../contracts/api-error';
import {
  competitorHistoryQuerySchema,
  competitorHistorySchema,
  competitorInputSchema,
  competitorListSchema,
  competitorParamsSchema,
  competitorPatchSchema,
  competitorSchema,
  competitorStatisticsSchema,
  competitorSuggestionsQuerySchema,
  competitorSuggestionsSchema,
  MAX_TRACKED_COMPETITORS,
} from '../../contracts/competitor';
import type { Pool } from '../db/pool';
import { signedInOnly } from '../plugins/session';
import { workspaceOf } from '../plugins/workspace';
import { getCompetitorHistory, getCompetitorStatistics } from '../services/competitors/competitor-history';
import {
  trackCompetitor,
  listCompetitors,
  patchCompetitor,
  removeCompetitor,
  replaceCompetitor,
} from '../services/competitors/manage-competitors';
import { getSuggestedCompetitors } from '../services/competitors/suggest-competitors';

export interface MeCompetitorRouteOptions {
  pool: Pool;
  now: () => Date;
}

const errors = { '4xx': apiErrorSchema };
const tags = ['competitors'];
const PLANS = 'Trial, Pro and Enterprise (403 FEATURE_RESTRICTED otherwise)';

/** The competitors a user tracks (spec §3 competitor_tracking), their history and statistics, and suggestions. */
export async function meCompetitorRoutes(app: FastifyInstance, options: MeCompetitorRouteOptions): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { pool, now } = options;
  api.addHook('onRequest', signedInOnly);
  api.get(
    '/api/v1/me/competitors',
    {
      schema: {
        'x-error-codes': ['FEATURE_RESTRICTED'],
        operationId: 'listCompetitors',
        summary: 'The tracked competitors',
        description: `Lists the competitors the user tracks, oldest first, with the keywords, locations and engines each is followed on. ${PLANS}.`,
        tags,
        response: { 200: competitorListSchema, ...errors },
      },
    },
    async (request) => listCompetitors(pool, workspaceOf(request), now()),
  );
  api.post(
    '/api/v1/me/competitors',
    {
      schema: {
        'x-error-codes': ['FEATURE_RESTRICTED', 'LIMIT_REACHED'],
        operationId: 'createCompetitor',
        summary: 'Track a competitor',
        description: `Starts tracking a competitor's website (at most ${MAX_TRACKED_COMPETITORS}): 201 when added; 200 when the website is already tracked, which then gains the keywords, locations and engines sent (and the name, if sent). ${PLANS}.`,
        tags,
        body: competitorInputSchema,
        response: { 200: competitorSchema, 201: competitorSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { competitor, created } = await trackCompetitor(pool, workspaceOf(request), request.body, now());
      return reply.status(created ? 201 : 200).send(competitor);
    },
  );
  // A static path beside the '/:id' ones: the router prefers it, and ids are digits anyway.
  api.get(
    '/api/v1/me/competitors/suggestions',
    {
      schema: {
        'x-error-codes': ['FEATURE_RESTRICTED'],
        operationId: 'suggestCompetitors',
        summary: 'Competitors to compare for a keyword',
        description: `Suggests up to 3 tracked competitors with auto-track whose keywords match the keyword, to add to a rank check. ${PLANS}.`,
        tags,
        querystring: competitorSuggestionsQuerySchema,
        response: { 200: competitorSuggestionsSchema, ...errors },
      },
    },
    async (request) => ({ items: await getSuggestedCompetitors(pool, workspaceOf(request), request.query.keyword, now()) }),
  );
  api.put(
    '/api/v1/me/competitors/:id',
    {
      schema: {
        'x-error-codes': ['ALREADY_EXISTS', 'FEATURE_RESTRICTED'],
        operationId: 'replaceCompetitor',
        summary: 'Replace a tracked competitor',
        description: 'Changes a tracked competitor to exactly what is sent: every field as sent, the defaults for those left out.',
        tags,
        params: competitorParamsSchema,
        body: competitorInputSchema,
        response: { 200: competitorSchema, ...errors },
      },
    },
    async (request) => replaceCompetitor(pool, workspaceOf(request), request.params.id, request.body, now()),
  );
  api.patch(
    '/api/v1/me/competitors/:id',
    {
      schema: {
        'x-error-codes': ['ALREADY_EXISTS', 'FEATURE_RESTRICTED'],
        operationId: 'updateCompetitor',
        summary: 'Change some fields of a tracked competitor',
        description: 'Changes only the fields sent of a tracked competitor and keeps the rest as they are.',
        tags,
        params: competitorParamsSchema,
        body: competitorPatchSchema,
        response: { 200: competitorSchema, ...errors },
      },
    },
    async (request) => patchCompetitor(pool, workspaceOf(request), request.params.id, request.body, now()),
  );
  api.delete(
    '/api/v1/me/competitors/:id',
    {
      schema: {
        'x-error-codes': ['FEATURE_RESTRICTED'],
        operationId: 'deleteCompetitor',
        summary: 'Stop tracking a competitor',
        description: 'Removes a competitor from those the user tracks, so it is no longer followed or suggested.',
        tags,
        params: competitorParamsSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await removeCompetitor(pool, workspaceOf(request), request.params.id, now());
      return reply.status(204).send(null);
    },
  );
  api.get(
    '/api/v1/me/competitors/:id/history',
    {
      schema: {
        'x-error-codes': ['FEATURE_RESTRICTED'],
        operationId: 'getCompetitorHistory',
        summary: 'Checks that included a competitor',
        description: 'Lists the user’s checks that included the competitor, newest first (20 unless asked), with the user’s rank beside the competitor’s.',
        tags,
        params: competitorParamsSchema,
        querystring: competitorHistoryQuerySchema,
        response: { 200: competitorHistorySchema, ...errors },
      },
    },
    async (request) => ({
      items: await getCompetitorHistory(pool, workspaceOf(request), request.params.id, request.query.limit, now()),
    }),
  );
  api.get(
    '/api/v1/me/competitors/:id/statistics',
    {
      schema: {
        'x-error-codes': ['FEATURE_RESTRICTED'],
        operationId: 'getCompetitorStatistics',
        summary: "A competitor's statistics",
        description: 'Answers a competitor’s average, best and worst rank, how often it was not found, and how many times it ranked ahead of or behind the user, over the latest 10 checks.',
        tags,
        params: competitorParamsSchema,
        response: { 200: competitorStatisticsSchema, ...errors },
      },
    },
    async (request) => getCompetitorStatistics(pool, workspaceOf(request), request.params.id, now()),
  );
}
