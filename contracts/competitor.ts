import { z } from 'zod';
import { cleanKeywords } from '../core/competitors/keyword-match';
import { HISTORY_DEFAULT_LIMIT } from '../core/competitors/competitor-statistics';
import { parseTarget } from '../core/ranking/parse-target';
import { DEVICES } from '../core/search/devices';
import { SEARCH_ENGINES } from '../core/search/engines';
import { DEFAULT_LOCATION, LOCATION_CODES } from '../core/search/locations';

/** Competitors one account may track. */
export const MAX_TRACKED_COMPETITORS = 50;
/** Keywords one competitor may be tracked for. */
export const MAX_COMPETITOR_KEYWORDS = 50;
export const COMPETITOR_NAME_MAX_LENGTH = 100;
export const COMPETITOR_KEYWORD_MAX_LENGTH = 200;
/** The most history entries one request may ask for. */
export const COMPETITOR_HISTORY_MAX_LIMIT = 100;

const unique = <T>(values: readonly T[]): T[] => [...new Set(values)];

/**
 * The competitor's website, stored in the form history stores competitors in ("https://www.Rival.com/" and
 * "rival.com" are one competitor), so its past checks are found by that form.
 */
export const competitorUrlSchema = z
  .string()
  .trim()
  .min(1, 'Enter the competitor’s website, such as competitor.com.')
  .max(2048, 'Use an address of at most 2048 characters.')
  .transform((value, ctx) => {
    const parsed = parseTarget(value);
    if (parsed.ok) return parsed.target.display;
    ctx.addIssue({ code: 'custom', message: 'Enter a website such as competitor.com.' });
    return z.NEVER;
  });

const fields = {
  competitorUrl: competitorUrlSchema,
  /** Blank means none: the URL names it. */
  competitorName: z
    .string()
    .trim()
    .max(COMPETITOR_NAME_MAX_LENGTH, `Use at most ${COMPETITOR_NAME_MAX_LENGTH} characters for the name.`)
    .nullable()
    .optional()
    .transform((value) => (value === undefined ? undefined : value || null)),
  /** Normalised as history stores keywords; repeats (other case or spacing) kept once. */
  keywords: z
    .array(z.string().max(COMPETITOR_KEYWORD_MAX_LENGTH, `Use at most ${COMPETITOR_KEYWORD_MAX_LENGTH} characters for a keyword.`))
    .max(MAX_COMPETITOR_KEYWORDS, `Track a competitor for at most ${MAX_COMPETITOR_KEYWORDS} keywords.`)
    .transform(cleanKeywords),
  locations: z.array(z.enum(LOCATION_CODES)).min(1, 'Choose at least one location.').max(LOCATION_CODES.length).transform(unique),
  searchEngines: z.array(z.enum(SEARCH_ENGINES)).min(1, 'Choose at least one search engine.').max(SEARCH_ENGINES.length).transform(unique),
  /** Offer it as a suggested competitor in the checker when its keywords match. */
  autoTrack: z.boolean(),
  /** Notifications when it moves up or down, and when it enters the top 10 or the top 3. */
  notificationPreferences: z.object({ rankChange: z.boolean(), milestone: z.boolean() }),
};

/** POST /api/v1/me/competitors and PUT …/{id}: the spec's defaults for what is left out. */
export const competitorInputSchema = z.object({
  ...fields,
  keywords: fields.keywords.default([]),
  locations: fields.locations.default([DEFAULT_LOCATION]),
  searchEngines: fields.searchEngines.default(['google']),
  autoTrack: fields.autoTrack.default(true),
  notificationPreferences: fields.notificationPreferences.default({ rankChange: true, milestone: true }),
});
export type CompetitorInput = z.input<typeof competitorInputSchema>;
export type ParsedCompetitorInput = z.output<typeof competitorInputSchema>;

/** PATCH /api/v1/me/competitors/{id}: only the fields sent change. */
export const competitorPatchSchema = z
  .object(fields)
  .partial()
  .refine((body) => Object.values(body).some((value) => value !== undefined), { message: 'Send at least one field to change.' });
export type CompetitorPatch = z.input<typeof competitorPatchSchema>;
export type ParsedCompetitorPatch = z.output<typeof competitorPatchSchema>;

export const competitorParamsSchema = z.object({ id: z.string().regex(/^\d{1,18}$/, 'a competitor id') });

export const competitorSchema = z.object({
  id: z.string(),
  competitorUrl: z.string(),
  competitorName: z.string().nullable(),
  keywords: z.array(z.string()),
  locations: z.array(z.string()),
  searchEngines: z.array(z.enum(SEARCH_ENGINES)),
  autoTrack: z.boolean(),
  notificationPreferences: z.object({ rankChange: z.boolean(), milestone: z.boolean() }),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Competitor = z.infer<typeof competitorSchema>;

export const competitorListSchema = z.object({
  items: z.array(competitorSchema),
  /** How many competitors the account may track. */
  max: z.number().int(),
});
export type CompetitorList = z.infer<typeof competitorListSchema>;

/** GET /api/v1/me/competitors/{id}/history?limit= (spec §7: 20 unless asked). */
export const competitorHistoryQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(COMPETITOR_HISTORY_MAX_LIMIT).default(HISTORY_DEFAULT_LIMIT),
});

/** One of the user's checks that included the competitor, with the user's own rank beside it. */
export const competitorHistoryEntrySchema = z.object({
  checkId: z.string(),
  checkedAt: z.string(),
  websiteUrl: z.string(),
  keyword: z.string(),
  location: z.string(),
  searchEngine: z.enum(SEARCH_ENGINES),
  device: z.enum(DEVICES),
  /** The competitor's rank; 0 = not found. */
  rank: z.number().int().min(0),
  /** The user's site's rank in the same check; 0 = not found. */
  yourRank: z.number().int().min(0),
});
export type CompetitorHistoryEntry = z.infer<typeof competitorHistoryEntrySchema>;
export const competitorHistorySchema = z.object({ items: z.array(competitorHistoryEntrySchema) });

/** GET /api/v1/me/competitors/{id}/statistics: over the latest 10 checks that included the competitor. */
export const competitorStatisticsSchema = z.object({
  checks: z.number().int().min(0),
  found: z.number().int().min(0),
  notFound: z.number().int().min(0),
  /** Of its found ranks, one decimal; null when it was never found. */
  averageRank: z.number().nullable(),
  bestRank: z.number().int().nullable(),
  worstRank: z.number().int().nullable(),
  /** Checks where it ranked above you (or was found and you were not). */
  aheadOfYou: z.number().int().min(0),
  /** Checks where you ranked above it (or were found and it was not). */
  behindYou: z.number().int().min(0),
});
export type CompetitorStatistics = z.infer<typeof competitorStatisticsSchema>;

/** GET /api/v1/me/competitors/suggestions?keyword= */
export const competitorSuggestionsQuerySchema = z.object({ keyword: z.string().max(512) });
export const competitorSuggestionSchema = z.object({ id: z.string(), competitorUrl: z.string(), competitorName: z.string().nullable() });
export type CompetitorSuggestion = z.infer<typeof competitorSuggestionSchema>;
export const competitorSuggestionsSchema = z.object({ items: z.array(competitorSuggestionSchema) });
