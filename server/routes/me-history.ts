import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema } from '../../contracts/api-error';
import {
  deleteHistoryRequestSchema,
  deleteHistoryResponseSchema,
  historyFacetsSchema,
  historyPageSchema,
  historyQuerySchema,
  keywordSeriesQuerySchema,
  keywordSeriesSchema,
} from '../../contracts/history';
import type { Queryable } from '../db/pool';
import { requireUser } from '../plugins/session';
import { deleteHistory, deleteHistoryEntry } from '../services/history/delete-history';
import { exportHistoryCsv } from '../services/history/export-history-csv';
import { getHistoryFacets } from '../services/history/get-history-facets';
import { getHistoryPage } from '../services/history/get-history-page';
import { getKeywordSeries } from '../services/history/get-keyword-series';

export interface MeHistoryRouteOptions {
  db: Queryable;
  /** Dates the export's file name. */
  now: () => Date;
}

const exportQuerySchema = historyQuerySchema.omit({ cursor: true, limit: true });

/**
 * The signed-in user's saved checks under /api/v1/me/history: the paginated list, filter values, CSV export,
 * deletion and one keyword's series. Every read and write is scoped to the session's user (401 without one);
 * another user's rows are invisible (404 or ignored). Never cached: the answers are per user.
 */
export async function meHistoryRoutes(app: FastifyInstance, options: MeHistoryRouteOptions): Promise<void> {
  const { db } = options;
  const api = app.withTypeProvider<ZodTypeProvider>();
  // Before validation: a signed-out caller hears 401, whatever the request says.
  api.addHook('onRequest', async (request, reply) => {
    requireUser(request);
    reply.header('cache-control', 'no-store');
  });
  const tags = ['history'];
  const errors = { '4xx': apiErrorSchema };

  api.get(
    '/api/v1/me/history',
    {
      schema: {
        summary: 'Saved checks, filtered and sorted, keyset paginated (pass nextCursor back as cursor)',
        tags,
        querystring: historyQuerySchema,
        response: { 200: historyPageSchema, ...errors },
      },
    },
    async (request) => getHistoryPage(db, requireUser(request).id, request.query),
  );

  api.get(
    '/api/v1/me/history/facets',
    { schema: { summary: 'The sites, keywords, engines and locations the filters can take', tags, response: { 200: historyFacetsSchema, ...errors } } },
    async (request) => getHistoryFacets(db, requireUser(request).id),
  );

  api.get(
    '/api/v1/me/history/export.csv',
    {
      schema: {
        summary: 'Every check matching the filters as a CSV attachment (UTF-8 with BOM)',
        tags,
        querystring: exportQuerySchema,
        produces: ['text/csv'],
      },
    },
    async (request, reply) => {
      const csv = await exportHistoryCsv(db, requireUser(request).id, request.query, options.now());
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${csv.fileName}"`)
        .send(Readable.from(csv.chunks));
    },
  );

  api.post(
    '/api/v1/me/history/delete',
    {
      schema: {
        summary: "Deletes the caller's checks with these ids (other ids are ignored)",
        tags,
        body: deleteHistoryRequestSchema,
        response: { 200: deleteHistoryResponseSchema, ...errors },
      },
    },
    async (request) => deleteHistory(db, requireUser(request).id, request.body.ids),
  );

  api.delete(
    '/api/v1/me/history/:id',
    {
      schema: {
        summary: "Deletes one of the caller's checks; 404 when it is not theirs",
        tags,
        params: z.object({ id: z.string() }),
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await deleteHistoryEntry(db, requireUser(request).id, request.params.id);
      return reply.status(204).send(null);
    },
  );

  api.get(
    '/api/v1/me/history/series',
    {
      schema: {
        'x-error-codes': ['NOT_FOUND'],
        summary: "One keyword's rank over time with competitors and summary figures; 404 when never checked",
        tags,
        querystring: keywordSeriesQuerySchema,
        response: { 200: keywordSeriesSchema, ...errors },
      },
    },
    async (request) => getKeywordSeries(db, requireUser(request).id, request.query),
  );
}
