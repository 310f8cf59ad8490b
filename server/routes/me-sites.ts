import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema } from '../../contracts/api-error';
import {
  addKeywordsResultSchema,
  addKeywordsSchema,
  bulkActionResultSchema,
  bulkActionSchema,
  keywordExportSchema,
  keywordFiltersSchema,
  keywordIdsSchema,
  keywordTableQuerySchema,
  keywordTableSchema,
  siteDetailSchema,
  siteListQuerySchema,
  siteListSchema,
  siteParamsSchema,
  siteSettingsSchema,
  siteUpdateSchema,
  trackedQueryDetailSchema,
  visibilityQuerySchema,
  visibilitySeriesSchema,
} from '../../contracts/tracking';
import type { TrackingLimits } from '../../core/plans/tracking-limits';
import type { Pool } from '../db/pool';
import { signedInOnly } from '../plugins/session';
import { actingOf, requireWorkspace, visibleSites, workspaceOf } from '../plugins/workspace';
import { addTrackedKeywords } from '../services/tracking/add-tracked-keywords';
import { applyBulkAction } from '../services/tracking/bulk-actions';
import { exportKeywordsCsv } from '../services/tracking/export-keywords-csv';
import { getKeywordTable, getMatchingIds } from '../services/tracking/get-keyword-table';
import { getSite, listSites } from '../services/tracking/get-sites';
import { getKeywordDetail } from '../services/tracking/get-keyword-detail';
import { stopTrackingSite, updateSite } from '../services/tracking/manage-site';
import { getVisibilitySeries } from '../services/tracking/visibility-series';

export interface MeSiteRouteOptions {
  pool: Pool;
  /** graphile-worker's schema, where first checks and "run now" queue their runs. */
  jobSchema: string;
  now: () => Date;
  /** Tracked queries each paid plan holds (configuration). */
  limits: TrackingLimits;
}

const errors = { '4xx': apiErrorSchema };
const tags = ['sites'];
const VISIBILITY = 'Visibility is the mean share of the clicks #1 gets (a published click-through curve) over the tracked queries checked: 100% is #1 for every one.';

/** The tracking workspace: the user's sites, each with its keyword table, tags, visibility and share of voice. */
export async function meSiteRoutes(app: FastifyInstance, options: MeSiteRouteOptions): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { pool, now, jobSchema } = options;
  api.addHook('onRequest', signedInOnly);
  api.get(
    '/api/v1/me/sites',
    {
      schema: {
        operationId: 'listSites',
        summary: 'The tracked sites',
        description: `Lists the user's sites with their tracked keywords and queries, visibility now and its change since the compared day, top 3 and top 10 counts and average position. ${VISIBILITY}`,
        tags,
        querystring: siteListQuerySchema,
        response: { 200: siteListSchema, ...errors },
      },
    },
    async (request) => {
      const workspace = requireWorkspace(request);
      const list = await listSites({ db: pool, limits: options.limits }, workspace.id, request.query.compare, now());
      return { ...list, items: visibleSites(workspace, list.items, (item) => item.site) };
    },
  );
  api.post(
    '/api/v1/me/sites/keywords',
    {
      schema: {
        'x-error-codes': ['FEATURE_RESTRICTED', 'INVALID_INPUT', 'LIMIT_REACHED', 'MISSING_INFORMATION', 'SIGN_UP_REQUIRED'],
        operationId: 'addSiteKeywords',
        summary: 'Track many keywords of a site',
        description:
          'Tracks keywords of a site on every engine, location and device chosen, with tags. Queries already tracked gain the tags sent; new ones get their first check at once. dryRun answers the counts and the monthly searches without saving.',
        tags,
        body: addKeywordsSchema,
        response: { 200: addKeywordsResultSchema, ...errors },
      },
    },
    async (request) => addTrackedKeywords({ pool, jobSchema, limits: options.limits }, workspaceOf(request), request.body, now()),
  );
  api.get(
    '/api/v1/me/sites/:site',
    {
      schema: {
        operationId: 'getSite',
        summary: 'One tracked site',
        description: `Answers one site's summary, its share of voice now against its competitors and what its keyword table can be filtered by. ${VISIBILITY}`,
        tags,
        params: siteParamsSchema,
        querystring: siteListQuerySchema,
        response: { 200: siteDetailSchema, ...errors },
      },
    },
    async (request) => getSite(pool, workspaceOf(request), request.params.site, request.query.compare, now()),
  );
  api.put(
    '/api/v1/me/sites/:site',
    {
      schema: {
        'x-error-codes': ['FEATURE_RESTRICTED', 'INVALID_INPUT'],
        operationId: 'updateSite',
        summary: "Change a site's competitors or alerts",
        description:
          'Sets the competitors (at most 3) every tracked query of the site is compared with from its next check (a query with its own competitors keeps them), and how loudly its tracked queries alert: every change, big moves only (into or out of the top 3 and 10, out of the top 100, 5+ places) or none. What is left out stays as it is.',
        tags,
        params: siteParamsSchema,
        body: siteUpdateSchema,
        response: { 200: siteSettingsSchema, ...errors },
      },
    },
    async (request) => updateSite(pool, workspaceOf(request), request.params.site, request.body, now()),
  );
  api.delete(
    '/api/v1/me/sites/:site',
    {
      schema: {
        operationId: 'deleteSite',
        summary: 'Stop tracking a site',
        description: 'Stops tracking a site: its tracked queries and their runs are deleted; the checks they saved stay in history.',
        tags,
        params: siteParamsSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await stopTrackingSite(pool, workspaceOf(request), request.params.site);
      return reply.status(204).send(null);
    },
  );
  api.get(
    '/api/v1/me/sites/:site/keywords',
    {
      schema: {
        operationId: 'listSiteKeywords',
        summary: "A site's keyword table",
        description:
          'One page of the tracked queries of a site: rank now, rank at the compared date and the change, best rank, ranking URL, tags, last and next check, a 30-day sparkline. Sorted by any column (unknowns last) and filtered by text, tags, engines, locations, devices, rank band and movers.',
        tags,
        params: siteParamsSchema,
        querystring: keywordTableQuerySchema,
        response: { 200: keywordTableSchema, ...errors },
      },
    },
    async (request) => getKeywordTable(pool, workspaceOf(request), request.params.site, request.query, now()),
  );
  api.get(
    '/api/v1/me/sites/:site/keywords/:id',
    {
      schema: {
        'x-error-codes': ['NOT_FOUND'],
        operationId: 'getSiteKeyword',
        summary: "A tracked keyword's detail",
        description:
          "A tracked query's latest results page (top 100, its site and competitors marked), its latest checks whose ranking page changed, its latest alerts, and how often the AI answers it samples (Google AI Mode, Bing Copilot) cited the site over 90 days.",
        tags,
        params: siteParamsSchema.extend({ id: z.string().regex(/^\d{1,18}$/, 'a tracked keyword id') }),
        response: { 200: trackedQueryDetailSchema, ...errors },
      },
    },
    async (request) => getKeywordDetail(pool, workspaceOf(request), request.params.site, request.params.id, now()),
  );
  api.get(
    '/api/v1/me/sites/:site/keyword-ids',
    {
      schema: {
        operationId: 'listSiteKeywordIds',
        summary: 'The ids of every matching tracked query',
        description: 'The ids of every tracked query of the site under the same filters as the table, to select them all for a bulk action.',
        tags,
        params: siteParamsSchema,
        querystring: keywordFiltersSchema,
        response: { 200: keywordIdsSchema, ...errors },
      },
    },
    async (request) => ({ ids: await getMatchingIds(pool, workspaceOf(request), request.params.site, request.query, now()) }),
  );
  api.post(
    '/api/v1/me/sites/:site/keywords/bulk',
    {
      schema: {
        'x-error-codes': ['FEATURE_RESTRICTED', 'INVALID_INPUT'],
        operationId: 'bulkUpdateSiteKeywords',
        summary: 'Act on many tracked queries',
        description: 'Tags, untags, pauses, resumes, runs now, changes the interval of or deletes the chosen tracked queries of the site, in one step.',
        tags,
        params: siteParamsSchema,
        body: bulkActionSchema,
        response: { 200: bulkActionResultSchema, ...errors },
      },
    },
    async (request) => applyBulkAction({ pool, jobSchema }, actingOf(request), request.params.site, request.body, now()),
  );
  api.post(
    '/api/v1/me/sites/:site/keywords/export',
    {
      schema: {
        operationId: 'exportSiteKeywords',
        summary: 'Export tracked queries as CSV',
        description: 'The chosen tracked queries of the site as CSV (keyword, engine, location, device, tags, rank, best, ranking URL, last check, interval): edited and added again, it updates their tags.',
        tags,
        params: siteParamsSchema,
        body: keywordExportSchema,
        produces: ['text/csv'],
      },
    },
    async (request, reply) => {
      const csv = await exportKeywordsCsv(pool, workspaceOf(request), request.params.site, request.body.ids);
      return reply.header('content-type', 'text/csv; charset=utf-8').header('content-disposition', 'attachment; filename="keywords.csv"').send(csv);
    },
  );
  api.get(
    '/api/v1/me/sites/:site/visibility',
    {
      schema: {
        operationId: 'getSiteVisibility',
        summary: "A site's visibility over time",
        description: `The site's visibility and share of voice day by day over the last 7 to 365 days, optionally on some engines and devices. ${VISIBILITY} Share of voice is the site's part of the clicks it and its competitors would get on its tracked queries.`,
        tags,
        params: siteParamsSchema,
        querystring: visibilityQuerySchema,
        response: { 200: visibilitySeriesSchema, ...errors },
      },
    },
    async (request) => getVisibilitySeries(pool, workspaceOf(request), request.params.site, request.query, now()),
  );
}
