import { z } from 'zod';
import { AI_OVERVIEW_FILTERS, aiOverviewCitationSchema, aiOverviewSummarySchema, PAGE_BLOCKS, serpFeatureHoldingSchema } from './serp-features';
import { seoChangeFieldSchema } from './seo-snapshot';
import { DEVICES } from '../core/search/devices';
import { SEARCH_ENGINES } from '../core/search/engines';

/** One saved check (spec: search_history). */
export const historyEntrySchema = z.object({
  id: z.string(),
  websiteUrl: z.string(),
  keyword: z.string(),
  location: z.string(),
  searchEngine: z.enum(SEARCH_ENGINES),
  rankPosition: z.number().int(),
  pageNumber: z.number().int(),
  resultType: z.string(),
  competitors: z.array(z.object({ url: z.string(), rank: z.number().int() })),
  checkedAt: z.string(),
  /** Rank of the previous check of the same site/keyword/engine/location/device; null when this is the first. */
  previousRank: z.number().int().nullable(),
  device: z.enum(DEVICES),
  /** The SERP provider that answered ("serpapi", "demo"); null for checks saved before it was recorded. */
  source: z.string().nullable(),
  /** True for results of the built-in simulated engine: not real rankings. */
  simulated: z.boolean(),
  /** How far the scan reached (not found means "not in the first N results"); null before it was recorded. */
  resultsScanned: z.number().int().nullable(),
  /**
   * What changed on the ranking page (its SEO snapshot) since the previous check of the same query: 'title',
   * 'metaDescription', 'isMobileFriendly', 'canonical', 'noindex', 'h1'. Empty when nothing did or it is unknown.
   */
  seoChanges: z.array(seoChangeFieldSchema),
  /** The SERP features of the check's first page and who held them; null when unknown (saved before, or read by no provider). */
  serpFeatures: z.array(serpFeatureHoldingSchema).nullable(),
  /** Whether Google's AI Overview cited the site and competitors; null when unknown. */
  aiOverview: aiOverviewCitationSchema.nullable(),
});
export type HistoryEntry = z.infer<typeof historyEntrySchema>;

/** GET /api/v1/me/recent-checks?limit=5 (spec: recent searches default 5) */
export const recentChecksSchema = z.object({ items: z.array(historyEntrySchema) });

/** GET /api/v1/me/stats (spec: total count, rounded average of positive ranks, last check date) */
export const dashboardStatsSchema = z.object({
  totalChecks: z.number().int(),
  averageRank: z.number().int().nullable(),
  lastCheckedAt: z.string().nullable(),
});
export type DashboardStats = z.infer<typeof dashboardStatsSchema>;

/** Orders the history page can be sorted by. `rank` puts not-found checks after every found one. */
export const HISTORY_SORTS = ['checkedAt', 'rank', 'keyword', 'website'] as const;
export type HistorySort = (typeof HISTORY_SORTS)[number];

/**
 * Filters shared by the history list, its CSV export and bulk deletion. Dates are ISO days (yyyy-mm-dd) read in
 * the user's time zone; `to` is inclusive.
 */
export const historyFiltersSchema = z.object({
  site: z.string().trim().max(2048).optional(),
  keyword: z.string().trim().max(512).optional().describe('Checks of this keyword however it was typed: case and spacing aside.'),
  engine: z.enum(SEARCH_ENGINES).optional(),
  location: z.string().trim().max(16).optional(),
  device: z.enum(DEVICES).optional(),
  tag: z.string().trim().max(40).optional().describe('Checks of the queries tracked with this tag (any site).'),
  aiOverview: z
    .enum(AI_OVERVIEW_FILTERS)
    .optional()
    .describe("Checks by their AI Overview: cited (cites the site), cited-top3, not-cited (read, cites others), unreadable (shown, could not be read), none (not shown)."),
  feature: z.enum(PAGE_BLOCKS).optional().describe('Checks where the site held this SERP feature on the first page.'),
  from: z.iso.date().optional(),
  to: z.iso.date().optional(),
});
export type HistoryFilters = z.infer<typeof historyFiltersSchema>;

/** GET /api/v1/me/history — keyset paginated: pass the previous page's nextCursor back as `cursor`. */
export const historyQuerySchema = historyFiltersSchema.extend({
  sort: z.enum(HISTORY_SORTS).default('checkedAt'),
  order: z.enum(['asc', 'desc']).default('desc'),
  cursor: z.string().max(512).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(25),
});
export type HistoryQuery = z.infer<typeof historyQuerySchema>;

export const historyPageSchema = z.object({
  items: z.array(historyEntrySchema),
  /** Opaque; null on the last page. */
  nextCursor: z.string().nullable(),
  /** How many checks match the filters (all pages). */
  total: z.number().int(),
});
export type HistoryPage = z.infer<typeof historyPageSchema>;

/** GET /api/v1/me/history/facets — the values the filters can take for this user. */
export const historyFacetsSchema = z.object({
  sites: z.array(z.string()),
  keywords: z.array(z.string()),
  engines: z.array(z.enum(SEARCH_ENGINES)),
  locations: z.array(z.string()),
  devices: z.array(z.enum(DEVICES)),
  /** The tags of the user's tracked queries. */
  tags: z.array(z.string()),
});
export type HistoryFacets = z.infer<typeof historyFacetsSchema>;

/** POST /api/v1/me/history/delete — deletes the caller's checks with these ids (others' ids are ignored). */
export const deleteHistoryRequestSchema = z.object({ ids: z.array(z.string().regex(/^\d{1,19}$/)).min(1).max(500) });
export const deleteHistoryResponseSchema = z.object({ deleted: z.number().int() });

/** GET /api/v1/me/history/series — one query's rank over time (site, keyword, engine and location required; desktop unless asked). */
export const keywordSeriesQuerySchema = z.object({
  site: z.string().trim().min(1).max(2048),
  keyword: z.string().trim().min(1).max(512).describe('Any spelling of the keyword: case and spacing aside, its checks make one line.'),
  engine: z.enum(SEARCH_ENGINES),
  location: z.string().trim().min(1).max(16),
  device: z.enum(DEVICES).default('desktop'),
});
export type KeywordSeriesQuery = z.infer<typeof keywordSeriesQuerySchema>;

export const keywordSeriesSchema = z.object({
  query: keywordSeriesQuerySchema,
  /** Oldest first. rank 0 = not found in the top 100. */
  points: z.array(
    z.object({
      checkedAt: z.string(),
      rank: z.number().int(),
      competitors: z.array(z.object({ url: z.string(), rank: z.number().int() })),
      /** A result of the built-in simulated engine, not a real ranking. */
      simulated: z.boolean(),
      /** Whether the check's AI Overview cited the site, and where; null when unknown (or the engine shows none). */
      aiOverview: aiOverviewSummarySchema.nullable(),
    }),
  ),
  /** Every competitor URL seen in these checks, in first-seen order (one chart line each). */
  competitors: z.array(z.string()),
  /** Over found ranks only; null when the site was never found. movement = first found - last found (positive = up). */
  stats: z.object({
    checks: z.number().int(),
    best: z.number().int().nullable(),
    worst: z.number().int().nullable(),
    average: z.number().nullable(),
    firstRank: z.number().int(),
    lastRank: z.number().int(),
    movement: z.number().int().nullable(),
  }),
  /** More checks exist than the latest ones shown (and counted in `stats`). */
  truncated: z.boolean(),
});
export type KeywordSeries = z.infer<typeof keywordSeriesSchema>;
