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
import { workspaceOf } from '../plugins/workspace';
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
        operationId: 'listHistory',
        summary: 'Saved checks',
        description: "Lists the user's saved checks, filtered and sorted, a page at a time (pass nextCursor back as cursor for the next page).",
        tags,
        querystring: historyQuerySchema,
        response: { 200: historyPageSchema, ...errors },
      },
    },
    async (request) => getHistoryPage(db, workspaceOf(request), request.query),
  );

  api.get(
    '/api/v1/me/history/facets',
    {
      schema: {
        operationId: 'getHistoryFacets',
        summary: 'The values the history filters can take',
        description: "Answers every site, keyword, engine and location found in the user's checks, for filling the history filters.",
        tags,
        response: { 200: historyFacetsSchema, ...errors },
      },
    },
    async (request) => getHistoryFacets(db, workspaceOf(request)),
  );

  api.get(
    '/api/v1/me/history/export.csv',
    {
      schema: {
        operationId: 'exportHistoryCsv',
        summary: 'Export checks as CSV',
        description: 'Downloads every check matching the filters as a CSV file (UTF-8 with BOM, so spreadsheets read accents right).',
        tags,
        querystring: exportQuerySchema,
        produces: ['text/csv'],
      },
    },
    async (request, reply) => {
      const csv = await exportHistoryCsv(db, workspaceOf(request), request.query, options.now());
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
        operationId: 'deleteHistoryChecks',
        summary: 'Delete checks',
        description: "Deletes the user's checks with these ids and answers how many went; ids that are not the user's are ignored.",
        tags,
        body: deleteHistoryRequestSchema,
        response: { 200: deleteHistoryResponseSchema, ...errors },
      },
    },
    async (request) => deleteHistory(db, workspaceOf(request), request.body.ids),
  );

  api.delete(
    '/api/v1/me/history/:id',
    {
      schema: {
        operationId: 'deleteHistoryCheck',
        summary: 'Delete a check',
        description: "Deletes one of the user's checks; a check that is not theirs answers 404.",
        tags,
        params: z.object({ id: z.string() }),
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await deleteHistoryEntry(db, workspaceOf(request), request.params.id);
      return reply.status(204).send(null);
    },
  );

  api.get(
    '/api/v1/me/history/series',
    {
      schema: {
        'x-error-codes': ['NOT_FOUND'],
        operationId: 'getKeywordSeries',
        summary: "A keyword's rank over time",
        description: "Answers one keyword's rank over time, with the competitors seen beside it and summary figures, for its chart; 404 when the keyword was never checked.",
        tags,
        querystring: keywordSeriesQuerySchema,
        response: { 200: keywordSeriesSchema, ...errors },
      },
    },
    async (request) => getKeywordSeries(db, workspaceOf(request), request.query),
  );
}
