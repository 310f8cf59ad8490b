import { z } from 'zod';
import { aiOverviewCitationSchema, serpFeatureHoldingSchema } from './serp-features';
import { DEVICES } from '../core/search/devices';
import { SEARCH_ENGINES } from '../core/search/engines';
import { LOCATION_CODES } from '../core/search/locations';

export const MAX_COMPETITORS = 3;

/**
 * Request body of POST /api/v1/rank-checks. Fields are trimmed but otherwise kept as typed; the server
 * normalises the keyword and parses the URLs (core/ranking) and answers MISSING_INFORMATION /
 * INVALID_INPUT with the spec's messages.
 */
export const rankCheckRequestSchema = z.object({
  websiteUrl: z.string().max(2048),
  keyword: z.string().max(512),
  location: z.enum(LOCATION_CODES).default('us'),
  searchEngine: z.enum(SEARCH_ENGINES).default('google'),
  /** Desktop unless asked; mobile only where the engine supports it (core/search/devices). */
  device: z.enum(DEVICES).default('desktop'),
  competitorUrls: z.array(z.string().max(2048)).max(10).optional(),
});

export type RankCheckRequest = z.input<typeof rankCheckRequestSchema>;

/**
 * The richest kind of result the site has on the first page (core/ranking/feature-holdings): holding the featured
 * snippet, a local pack place, or a plain organic result; `rank` stays the organic position whatever it says.
 */
export const resultTypeSchema = z.enum(['featured snippet', 'local pack', 'organic', 'not found']);

export const competitorResultSchema = z.object({
  url: z.string(),
  rank: z.number().int().min(0).max(100),
  page: z.number().int().min(0),
  matchedUrl: z.string().nullable(),
});

export const rankCheckResultSchema = z.object({
  rank: z.number().int().min(0).max(100),
  page: z.number().int().min(0),
  type: resultTypeSchema,
  matchedUrl: z.string().nullable(),
  /** Every other position of the same target on the scanned pages (ascending). */
  otherPositions: z.array(z.object({ rank: z.number().int(), url: z.string() })),
  checkedAt: z.string(),
  /** Which SERP provider answered: "serpapi", or "demo" for the simulated engine. */
  source: z.string(),
  /** True when the results come from the built-in simulated engine, not a real search engine. */
  simulated: z.boolean(),
  /** Provider answers the scan used (cached ones included). */
  pagesScanned: z.number().int().min(0),
  /**
   * How far the scan reached: 100, or fewer when the engine ran out of results first ("not in the first N
   * results" rather than "not in the top 100").
   */
  resultsScanned: z.number().int().min(0).max(100),
  keyword: z.string(),
  websiteUrl: z.string(),
  location: z.enum(LOCATION_CODES),
  searchEngine: z.enum(SEARCH_ENGINES),
  device: z.enum(DEVICES),
  /** How closely the engine could target the location; `note` says what answered instead when not exactly. */
  locationTargeting: z.object({ level: z.enum(['country', 'region', 'none']), note: z.string().nullable() }),
  competitors: z.array(competitorResultSchema),
  /**
   * The features the first results page showed besides the organic results (featured snippet, people also ask,
   * local pack, ...) and who holds each. Absent when unknown: the simulated engine reads none, and a page cached
   * before features were kept has none recorded.
   */
  serpFeatures: z.array(serpFeatureHoldingSchema).optional(),
  /** Google's AI Overview and whether it cites the site and its competitors; absent when unknown (as above). */
  aiOverview: aiOverviewCitationSchema.optional(),
  /**
   * Signed-in users: the rank of their previous saved check of the same site, keyword, engine, location and
   * device (null when this is the first). Absent for guests, who have no saved checks.
   */
  previousRank: z.number().int().min(0).max(100).nullable().optional(),
  /** Signed-in users: the id of the saved check (history entry), to attach its SEO snapshot to. */
  checkId: z.string().optional(),
});

export type RankCheckResult = z.infer<typeof rankCheckResultSchema>;
export type CompetitorResult = z.infer<typeof competitorResultSchema>;

/**
 * With `Accept: application/x-ndjson` the same endpoint streams one JSON object per line: progress
 * events while pages are scanned, then exactly one `result` or `error` line.
 */
export const rankCheckStreamEventSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('progress'),
    /** Absolute result positions being scanned in this step, e.g. 11..40. */
    from: z.number().int(),
    to: z.number().int(),
    pagesScanned: z.number().int(),
  }),
  z.object({ type: z.literal('result'), result: rankCheckResultSchema }),
  z.object({ type: z.literal('error'), error: z.object({ code: z.string(), message: z.string() }), status: z.number().int() }),
]);

export type RankCheckStreamEvent = z.infer<typeof rankCheckStreamEventSchema>;

export const healthSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.object({ ok: z.boolean(), kind: z.enum(['embedded', 'external']) }),
  /** `simulated` is true for the built-in simulated engine: its results are not real rankings. */
  serp: z.object({ provider: z.string(), configured: z.boolean(), simulated: z.boolean() }),
  version: z.string(),
});

export type Health = z.infer<typeof healthSchema>;

/** GET /api/v1/health/live: the process answers (restart it when it does not). */
export const livenessSchema = z.object({ status: z.literal('ok') });

/** GET /api/v1/health/ready: whether to send this process work, and what is not ready. */
export const readinessSchema = z.object({
  ready: z.boolean(),
  database: z.boolean(),
  /** Every migration this release needs is applied. */
  migrations: z.boolean(),
  /** The job runner is up; null for a process that runs no jobs. */
  jobs: z.boolean().nullable(),
  /** Shutting down: finishing what it has, taking nothing new. */
  draining: z.boolean(),
});
