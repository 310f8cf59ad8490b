import { SITE_ALERT_MODES } from '../core/alerts/site-alert-mode';
import { seoChangeSchema } from './seo-snapshot';
import { z } from 'zod';
import { AI_OVERVIEW_FILTERS, aiOverviewSummarySchema, PAGE_BLOCKS } from './serp-features';
export { AI_OVERVIEW_FILTERS, type AiOverviewFilter } from './serp-features';
import { DEVICES } from '../core/search/devices';
import { SEARCH_ENGINES } from '../core/search/engines';
import { AI_ANSWER_ENGINES } from '../core/search/ai-answers';
import { LOCATION_CODES } from '../core/search/locations';
import { MAX_COMPETITORS } from './rank-check';
import { INTERVAL_TYPES } from './scheduled-check';

/** Most tags on one tracked query, and the longest tag. */
export const MAX_TAGS = 20;
export const MAX_TAG_LENGTH = 40;
/** Most rows one table page answers: enough to see a whole site of most agencies at once. */
export const MAX_TABLE_ROWS = 2000;
/** Most tracked queries one bulk action or export takes. */
export const MAX_BULK_IDS = 10_000;

/** A tag as typed: trimmed, inner spaces collapsed, 1..40 characters; compared as stored. */
export const tagSchema = z
  .string()
  .transform((tag) => tag.trim().replace(/\s+/g, ' '))
  .pipe(z.string().min(1, 'A tag cannot be empty.').max(MAX_TAG_LENGTH, `A tag has at most ${MAX_TAG_LENGTH} characters.`));

/** `?tags=a,b` or `?tags=a&tags=b` in a query string: a list either way. */
const listParam = <T extends z.ZodType>(item: T) =>
  z.preprocess(
    (value) => (value === undefined ? undefined : (Array.isArray(value) ? value : [value]).flatMap((part) => String(part).split(',')).filter((part) => part !== '')),
    z.array(item).max(100).optional(),
  );

export const RANK_FILTERS = ['top3', 'top10', 'top20', 'top100', 'not-found', 'unchecked'] as const;
export type RankFilter = (typeof RANK_FILTERS)[number];
export const MOVER_FILTERS = ['up', 'down'] as const;
export const TABLE_SORTS = ['keyword', 'engine', 'location', 'device', 'rank', 'change', 'best', 'url', 'checked', 'next', 'citation'] as const;

export type TableSort = (typeof TABLE_SORTS)[number];

/** What the keyword table is compared with: 1, 7 or 30 days back, or the end of a day picked (yyyy-mm-dd). */
export const compareSchema = z.union([z.enum(['1', '7', '30']), z.iso.date()]).default('7');

/** The filters of a site's keyword table, shared by the table, "select all matching" and the export. */
export const keywordFiltersSchema = z.object({
  compare: compareSchema,
  q: z.string().trim().max(200).optional().describe('Keywords containing this text, case aside.'),
  tags: listParam(z.string().max(MAX_TAG_LENGTH)).describe('Queries with any of these tags (comma-separated).'),
  engines: listParam(z.enum(SEARCH_ENGINES)),
  locations: listParam(z.enum(LOCATION_CODES)),
  devices: listParam(z.enum(DEVICES)),
  rank: z.enum(RANK_FILTERS).optional().describe('top3, top10, top20 and top100 are ranks 1 to N now; not-found is not in the top 100; unchecked is never checked.'),
  movers: z.enum(MOVER_FILTERS).optional().describe('Queries that moved up (or entered the results) or down (or dropped out) since the compared date.'),
  features: listParam(z.enum(PAGE_BLOCKS)).describe('Queries where the site holds any of these SERP features on the latest check (comma-separated).'),
  aiOverview: z
    .enum(AI_OVERVIEW_FILTERS)
    .optional()
    .describe(
      "The latest check's AI Overview: cited (cites the site), cited-top3 (among its first 3 sources), not-cited (read, cites others), unreadable (shown, could not be read), none (not shown).",
    ),
});
export type KeywordFilters = z.infer<typeof keywordFiltersSchema>;

export const keywordTableQuerySchema = keywordFiltersSchema.extend({
  sort: z.enum(TABLE_SORTS).default('keyword'),
  order: z.enum(['asc', 'desc']).default('asc'),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
  limit: z.coerce.number().int().min(1).max(MAX_TABLE_ROWS).default(100),
});
export type KeywordTableQuery = z.infer<typeof keywordTableQuerySchema>;

export const siteParamsSchema = z.object({ site: z.string().min(1).max(2048) });

/** One tracked query as the table shows it. */
export const trackedQueryRowSchema = z.object({
  id: z.string(),
  keyword: z.string(),
  searchEngine: z.enum(SEARCH_ENGINES),
  location: z.enum(LOCATION_CODES),
  device: z.enum(DEVICES),
  tags: z.array(z.string()),
  /** The latest check's rank: 0 = not in the top 100; null before the first check. */
  rank: z.number().int().nullable(),
  /** The rank at the compared date (the latest check on or before its end); null when there was none. */
  compareRank: z.number().int().nullable(),
  /** Positions gained since the compared date (negative: lost), not found counted as 101; null without both ranks. */
  change: z.number().int().nullable(),
  /** The best rank any check found; null when none found the site. */
  bestRank: z.number().int().nullable(),
  /** The page that ranks, from the latest check. */
  rankingUrl: z.string().nullable(),
  competitors: z.array(z.object({ url: z.string(), rank: z.number().int() })),
  checkedAt: z.string().nullable(),
  /** Null when paused. */
  nextCheckAt: z.string().nullable(),
  isActive: z.boolean(),
  intervalType: z.enum(INTERVAL_TYPES),
  intervalValue: z.number().int(),
  /** A run waits or is running now. */
  running: z.boolean(),
  /**
   * The last 30 days, compact (a 2,000-row page is parsed on a phone): `ranks[i]` is the rank at the last check of
   * day `from` + i in the user's time zone, 0 when not found, null on a day without a check.
   */
  sparkline: z.object({ from: z.string(), ranks: z.array(z.number().int().nullable()) }),
  /** The SERP features the site held on its latest check's first page; null when unknown. */
  featuresHeld: z.array(z.enum(PAGE_BLOCKS)).nullable(),
  /** Whether the latest check's AI Overview cited the site, and where; null when unknown. */
  aiOverview: aiOverviewSummarySchema.nullable(),
  /** The AI answer engines it samples on each run (Pro). */
  aiAnswers: z.array(z.enum(AI_ANSWER_ENGINES)),
});
export type TrackedQueryRow = z.infer<typeof trackedQueryRowSchema>;

export const keywordTableSchema = z.object({
  items: z.array(trackedQueryRowSchema),
  /** Rows matching the filters, all pages. */
  total: z.number().int(),
  /** The instant compared with: the end of the compared day in the user's time zone. */
  comparedAt: z.string(),
});
export type KeywordTable = z.infer<typeof keywordTableSchema>;

/** GET /api/v1/me/sites/{site}/keywords/{id}: what a tracked query's detail shows beyond its table row. */
export const trackedQueryDetailSchema = z.object({
  id: z.string(),
  /** The organic results of its latest check, the site's and its competitors' marked; null before one was kept. */
  serp: z
    .object({
      checkedAt: z.string(),
      results: z.array(
        z.object({
          position: z.number().int(),
          url: z.string(),
          title: z.string(),
          /** 'site', a competitor's URL as tracked, or null for anyone else. */
          holder: z.string().nullable(),
        }),
      ),
    })
    .nullable(),
  /** Its latest checks whose ranking page changed (title, description, canonical...), newest first. */
  seoChanges: z.array(z.object({ checkedAt: z.string(), changes: z.array(seoChangeSchema) })),
  /** Its latest alerts, newest first. */
  alerts: z.array(z.object({ createdAt: z.string(), title: z.string(), message: z.string() })),
  /**
   * Each AI answer engine it samples (or sampled in the last 90 days): how many answers were read, how many cited
   * the site or only named it, the rate that cited it (percent; null before the first sample), and the latest
   * samples, newest first.
   */
  aiAnswers: z.array(
    z.object({
      engine: z.enum(AI_ANSWER_ENGINES),
      sampling: z.boolean(),
      samples: z.number().int(),
      cited: z.number().int(),
      mentioned: z.number().int(),
      rate: z.number().nullable(),
      /** The same by week (Monday, UTC), oldest first: the rate over time, weeks without samples left out. */
      weekly: z.array(z.object({ week: z.string(), samples: z.number().int(), cited: z.number().int(), rate: z.number() })),
      recent: z.array(
        z.object({
          sampledAt: z.string(),
          state: z.enum(['cited', 'mentioned', 'not_cited']),
          sitePosition: z.number().int().nullable(),
          sources: z.number().int(),
          competitors: z.array(z.object({ url: z.string(), position: z.number().int() })),
        }),
      ),
    }),
  ),
});
export type TrackedQueryDetail = z.infer<typeof trackedQueryDetailSchema>;

export const keywordIdsSchema = z.object({ ids: z.array(z.string()) });

const countSchema = z.object({ value: z.string(), count: z.number().int() });

/** One of the user's sites, as the sites list shows it. */
export const siteSummarySchema = z.object({
  site: z.string(),
  /** Distinct keywords, and tracked queries (a keyword on each engine, location and device tracked). */
  keywords: z.number().int(),
  trackedQueries: z.number().int(),
  checkedQueries: z.number().int(),
  /** 0..100; null before any query was checked. */
  visibility: z.number().nullable(),
  /** Percentage points since the compared date; null when either is unknown. */
  visibilityChange: z.number().nullable(),
  top3: z.number().int(),
  top10: z.number().int(),
  /** Mean of the ranks found now; null when none is. */
  averagePosition: z.number().nullable(),
  lastCheckedAt: z.string().nullable(),
  competitorUrls: z.array(z.string()),
  /** How loudly its tracked queries alert (every change, big moves only, none). */
  alertMode: z.enum(SITE_ALERT_MODES),
  /** Checks waiting or running for the site's queries. */
  runsPending: z.number().int(),
  /**
   * AI Overviews on the latest checks of the site's queries on engines that show them: queries checked, how many
   * showed one, could not be read, cite the site, and the share of those checked that cite it (percent); null
   * when none of its queries was checked on such an engine.
   */
  aiOverviews: z
    .object({ checked: z.number().int(), shown: z.number().int(), unreadable: z.number().int(), cited: z.number().int(), share: z.number() })
    .nullable(),
});
export type SiteSummary = z.infer<typeof siteSummarySchema>;

export const siteListQuerySchema = z.object({ compare: compareSchema });
export const siteListSchema = z.object({
  items: z.array(siteSummarySchema),
  comparedAt: z.string(),
  /** Tracked queries across every site, and the most the plan holds. */
  allowance: z.object({ tracked: z.number().int(), max: z.number().int() }),
});
export type SiteList = z.infer<typeof siteListSchema>;

/** GET /api/v1/me/sites/{site}: the site's summary, share of voice now and what its table can be filtered by. */
export const siteDetailSchema = siteSummarySchema.extend({
  /** Share of voice now among the site and its competitors, in percent; null when none of them ranks. */
  shareOfVoice: z.object({ site: z.number(), competitors: z.array(z.object({ url: z.string(), share: z.number() })) }).nullable(),
  facets: z.object({
    tags: z.array(countSchema),
    engines: z.array(countSchema),
    locations: z.array(countSchema),
    devices: z.array(countSchema),
  }),
});
export type SiteDetail = z.infer<typeof siteDetailSchema>;

/** PUT /api/v1/me/sites/{site}: what is sent changes; what is left out stays. */
export const siteUpdateSchema = z.object({
  competitorUrls: z.array(z.string().max(2048)).max(MAX_COMPETITORS).optional(),
  alertMode: z.enum(SITE_ALERT_MODES).optional(),
});
export const siteSettingsSchema = z.object({ competitorUrls: z.array(z.string()), alertMode: z.enum(SITE_ALERT_MODES) });
export type SiteSettings = z.infer<typeof siteSettingsSchema>;

export const BULK_ACTIONS = ['tag', 'untag', 'pause', 'resume', 'run', 'interval', 'delete', 'ai_answers'] as const;
export const bulkActionSchema = z.discriminatedUnion('action', [
  z.object({ action: z.enum(['tag', 'untag']), ids: z.array(z.string().regex(/^\d{1,18}$/)).min(1).max(MAX_BULK_IDS), tags: z.array(tagSchema).min(1).max(MAX_TAGS) }),
  z.object({ action: z.enum(['pause', 'resume', 'run', 'delete']), ids: z.array(z.string().regex(/^\d{1,18}$/)).min(1).max(MAX_BULK_IDS) }),
  z.object({
    action: z.literal('interval'),
    ids: z.array(z.string().regex(/^\d{1,18}$/)).min(1).max(MAX_BULK_IDS),
    intervalType: z.enum(INTERVAL_TYPES),
    intervalValue: z.number().int().min(1).max(366).default(1),
  }),
  /** The AI answer engines each selected query samples on every run (Pro); an empty list stops sampling. */
  z.object({
    action: z.literal('ai_answers'),
    ids: z.array(z.string().regex(/^\d{1,18}$/)).min(1).max(MAX_BULK_IDS),
    engines: z.array(z.enum(AI_ANSWER_ENGINES)).max(AI_ANSWER_ENGINES.length),
  }),
]);
export type BulkAction = z.infer<typeof bulkActionSchema>;
export const bulkActionResultSchema = z.object({
  /** Tracked queries the action changed (or queued, for run). */
  affected: z.number().int(),
  /** Product words for a toast: "12 keywords paused". */
  message: z.string(),
});

export const keywordExportSchema = z.object({ ids: z.array(z.string().regex(/^\d{1,18}$/)).min(1).max(MAX_BULK_IDS) });

export const visibilityQuerySchema = z.object({
  days: z.coerce.number().int().min(7).max(365).default(30),
  engines: listParam(z.enum(SEARCH_ENGINES)),
  devices: listParam(z.enum(DEVICES)),
});
export const visibilitySeriesSchema = z.object({
  points: z.array(
    z.object({
      day: z.string(),
      /** 0..100; null on days before any query was checked. */
      visibility: z.number().nullable(),
      shareOfVoice: z.number().nullable(),
      queries: z.number().int(),
      competitors: z.array(z.object({ url: z.string(), shareOfVoice: z.number() })),
    }),
  ),
});
export type VisibilitySeries = z.infer<typeof visibilitySeriesSchema>;

/** Most keywords one add takes (each on every engine, location and device chosen), and most queries it makes. */
export const MAX_KEYWORDS_PER_ADD = 1000;
export const MAX_QUERIES_PER_ADD = 10_000;

/** POST /api/v1/me/sites/keywords: keywords for a site, on every engine, location and device chosen. */
export const addKeywordsSchema = z.object({
  websiteUrl: z.string().max(2048),
  keywords: z
    .array(z.object({ keyword: z.string().max(512), tags: z.array(tagSchema).max(MAX_TAGS).default([]) }))
    .min(1, 'Add at least one keyword.')
    .max(MAX_KEYWORDS_PER_ADD, `Add at most ${MAX_KEYWORDS_PER_ADD.toLocaleString('en-US')} keywords at once.`),
  searchEngines: z.array(z.enum(SEARCH_ENGINES)).min(1).max(SEARCH_ENGINES.length).default(['google']),
  locations: z.array(z.enum(LOCATION_CODES)).min(1).max(10).default(['us']),
  devices: z.array(z.enum(DEVICES)).min(1).max(DEVICES.length).default(['desktop']),
  /** Given to every keyword, beside its own. */
  tags: z.array(tagSchema).max(MAX_TAGS).default([]),
  intervalType: z.enum(INTERVAL_TYPES).default('daily'),
  intervalValue: z.number().int().min(1).max(366).default(1),
  /** How loudly a site tracked for the first time alerts (absent: every change); an existing site keeps its setting. */
  alertMode: z.enum(SITE_ALERT_MODES).optional(),
  /** Send alert e-mails as one daily digest from now on (an account setting; needs a confirmed address). */
  alertDigest: z.boolean().default(false),
  /** Only work out what would be added and what it would cost; save nothing. */
  dryRun: z.boolean().default(false),
});
export type AddKeywordsInput = z.input<typeof addKeywordsSchema>;

export const addKeywordsResultSchema = z.object({
  site: z.string(),
  /** Tracked queries the account held before this add, and the most its plan holds. */
  allowance: z.object({ tracked: z.number().int(), max: z.number().int() }),
  /** Tracked queries new to the site (or that would be, on a dry run). */
  created: z.number().int(),
  /** Queries already tracked that gained tags. */
  updated: z.number().int(),
  /** Queries already tracked (or listed twice) with nothing new. */
  skipped: z.number().int(),
  /** Keywords that cannot be tracked, by their 1-based position in `keywords`, and why. */
  errors: z.array(z.object({ row: z.number().int(), message: z.string() })),
  /**
   * At most this many provider searches a month for the new queries: each scanned in full until its rank is known,
   * and on Google one more a run where the AI Overview loads after the page.
   */
  searchesPerMonth: z.number().int(),
  /** First checks queued now for the new queries. */
  checksQueued: z.number().int(),
  /** Engine and device pairs left out because the engine is not checked on that device ("Yahoo on mobile"). */
  unsupported: z.array(z.string()),
});
export type AddKeywordsResult = z.infer<typeof addKeywordsResultSchema>;
