import { z } from 'zod';

/** POST /api/v1/seo-snapshots: the page to analyse (the ranking URL, or the site's home page when not found). */
export const seoSnapshotRequestSchema = z.object({
  url: z.string().trim().min(1, 'Enter the address of the page to analyse.').max(2048, 'Use an address of at most 2048 characters.'),
  /**
   * Signed-in users: the saved check (history entry id) this snapshot belongs to, so history can say what
   * changed on the page since the previous check of the same query.
   */
  checkId: z.string().regex(/^\d{1,19}$/, 'Not a saved check.').optional(),
});

export type SeoSnapshotRequest = z.input<typeof seoSnapshotRequestSchema>;

export const mobileFriendlySchema = z.enum(['yes', 'no', 'unknown']);

/** What the page itself says, read from its HTML (server/services/seo-snapshot/extract-on-page.ts). */
export const onPageSchema = z.object({
  /** The address finally answered, after redirects. */
  finalUrl: z.string(),
  /** HTTP status of the final answer. */
  status: z.number().int(),
  /** The first <title>, whitespace collapsed; null when there is none (or it is empty). */
  title: z.string().nullable(),
  /** Characters (code points) of `title`; 0 when there is none. */
  titleLength: z.number().int().min(0),
  /** How many <title> elements the page has (more than one is a mistake worth showing). */
  titleCount: z.number().int().min(0),
  metaDescription: z.string().nullable(),
  metaDescriptionLength: z.number().int().min(0),
  /** From the viewport meta: yes when it sets width=device-width, no when absent or fixed, unknown when unreadable. */
  isMobileFriendly: mobileFriendlySchema,
  viewport: z.string().nullable(),
  /** The first few <h1> texts, and how many there are. */
  h1: z.array(z.string()),
  h1Count: z.number().int().min(0),
  canonical: z.string().nullable(),
  /** A robots meta tag or X-Robots-Tag header says noindex. */
  noindex: z.boolean(),
  /** <html lang>, or the Content-Language header. */
  language: z.string().nullable(),
  openGraph: z.object({
    title: z.string().nullable(),
    description: z.string().nullable(),
    image: z.string().nullable(),
    type: z.string().nullable(),
  }),
  /** Schema.org types named in JSON-LD and microdata, without duplicates. */
  structuredDataTypes: z.array(z.string()),
  /** The page was larger than the 2 MB read, so only its beginning was analysed. */
  truncated: z.boolean(),
  /**
   * Present when reading stopped before the end of the page: it has more than 50,000 elements (`elements`), or
   * nests them deeper than browsers do, 512 levels (`nesting`). What came before was analysed.
   */
  readStopped: z.enum(['elements', 'nesting']).optional(),
  fetchedAt: z.string(),
});

export type OnPage = z.infer<typeof onPageSchema>;

/** PageSpeed Insights lab metrics (Lighthouse, mobile); null when the run did not measure one. */
export const labMetricsSchema = z.object({
  largestContentfulPaintMs: z.number().nullable(),
  cumulativeLayoutShift: z.number().nullable(),
  totalBlockingTimeMs: z.number().nullable(),
  firstContentfulPaintMs: z.number().nullable(),
  speedIndexMs: z.number().nullable(),
});

/** Chrome UX Report field data (75th percentiles of real visits), present only for pages with enough traffic. */
export const fieldMetricsSchema = z.object({
  /** 'FAST', 'AVERAGE' or 'SLOW' as PageSpeed reports it. */
  overallCategory: z.string().nullable(),
  largestContentfulPaintMs: z.number().nullable(),
  cumulativeLayoutShift: z.number().nullable(),
  interactionToNextPaintMs: z.number().nullable(),
  firstContentfulPaintMs: z.number().nullable(),
  /** 'page' when the data is for this URL, 'origin' when PageSpeed fell back to the whole site's. */
  scope: z.enum(['page', 'origin']),
});

export const pageSpeedResultSchema = z.object({
  /** Lighthouse performance score × 100, rounded (spec §7). */
  score: z.number().int().min(0).max(100),
  strategy: z.literal('mobile'),
  lab: labMetricsSchema,
  field: fieldMetricsSchema.nullable(),
  lighthouseVersion: z.string().nullable(),
  analysedAt: z.string(),
});

export type PageSpeedResult = z.infer<typeof pageSpeedResultSchema>;

/** Why there is no PageSpeed score: not set up on this server, guests, the quota, or the run failed. */
export const pageSpeedUnavailableReasonSchema = z.enum(['not_configured', 'sign_in', 'rate_limited', 'failed']);

/**
 * The PageSpeed run the snapshot shows: a row of `pagespeed_runs`, measured by one background job. Snapshots of
 * the same URL share it (a ready run for 24 hours, a pending one while it runs), so equal ids mean one measurement.
 */
const pageSpeedRunIdSchema = z
  .uuid()
  .describe(
    'The PageSpeed run (background job) this snapshot shows. Snapshots of the same page share a run: a ready one for 24 hours, a pending one while it runs.',
  );

export const pageSpeedStateSchema = z.discriminatedUnion('status', [
  /** Running as a background job (PSI takes 10–60 s); poll GET /api/v1/seo-snapshots/{id}. */
  z.object({ status: z.literal('pending'), runId: pageSpeedRunIdSchema, startedAt: z.string() }),
  z.object({ status: z.literal('ready'), runId: pageSpeedRunIdSchema, result: pageSpeedResultSchema }),
  /** `runId` only when a run was made and failed (or never finished); none when PageSpeed was not run at all. */
  z.object({ status: z.literal('unavailable'), reason: pageSpeedUnavailableReasonSchema, message: z.string(), runId: pageSpeedRunIdSchema.optional() }),
]);

export type PageSpeedState = z.infer<typeof pageSpeedStateSchema>;

export const seoChangeFieldSchema = z.enum(['title', 'metaDescription', 'isMobileFriendly', 'canonical', 'noindex', 'h1']);

/** What changed on the page since the previous saved check of the same query. */
export const seoChangeSchema = z.object({
  field: seoChangeFieldSchema,
  before: z.string().nullable(),
  after: z.string().nullable(),
});

export type SeoChange = z.infer<typeof seoChangeSchema>;

export const seoSnapshotSchema = z.object({
  id: z.uuid(),
  /** The address asked for. */
  url: z.string(),
  createdAt: z.string(),
  /** Null when the page could not be read; `onPageError` says why in the user's words. */
  onPage: onPageSchema.nullable(),
  onPageError: z.object({ code: z.string(), message: z.string() }).nullable(),
  pageSpeed: pageSpeedStateSchema,
  /** Only for a snapshot attached to a saved check that has an earlier one; empty when nothing changed. */
  changes: z.array(seoChangeSchema).nullable(),
});

export type SeoSnapshot = z.infer<typeof seoSnapshotSchema>;
