import { z } from 'zod';
import { SERP_FEATURES } from '../core/search/serp-features';

export const PAGE_BLOCKS = SERP_FEATURES.filter((feature) => feature !== 'ai_overview') as [Exclude<(typeof SERP_FEATURES)[number], 'ai_overview'>, ...Exclude<(typeof SERP_FEATURES)[number], 'ai_overview'>[]];

/**
 * Checks by their AI Overview: `cited` cites the site, `cited-top3` among its first three sources, `not-cited`
 * was read and cites others, `unreadable` was shown and could not be read, `none` was not shown.
 */
export const AI_OVERVIEW_FILTERS = ['cited', 'cited-top3', 'not-cited', 'unreadable', 'none'] as const;
export type AiOverviewFilter = (typeof AI_OVERVIEW_FILTERS)[number];

/** A feature the results page showed, and who of the site and its competitors holds it. */
export const serpFeatureHoldingSchema = z.object({
  feature: z.enum(PAGE_BLOCKS),
  heldBySite: z.boolean(),
  /** The competitors holding it, as tracked. */
  competitors: z.array(z.string()),
});

/**
 * Google's AI Overview on the page: `none` (there was none); `cited` (its sources were read: the site's place
 * among them from 1, null when not cited; how many; the competitors cited); `unreadable` (one was shown that could
 * not be read, so nobody can tell whether the site was cited; `reason` says why).
 */
export const aiOverviewCitationSchema = z.discriminatedUnion('state', [
  z.object({ state: z.literal('none') }),
  z.object({
    state: z.literal('cited'),
    sources: z.number().int().min(0),
    sitePosition: z.number().int().min(1).nullable(),
    competitors: z.array(z.object({ url: z.string(), position: z.number().int().min(1) })),
  }),
  z.object({ state: z.literal('unreadable'), reason: z.string() }),
]);

/** An AI Overview in a table row: whether it cites the site and where, without the other sources (rows stay small). */
export const aiOverviewSummarySchema = z.discriminatedUnion('state', [
  z.object({ state: z.literal('none') }),
  z.object({ state: z.literal('cited'), sitePosition: z.number().int().min(1).nullable(), sources: z.number().int().min(0) }),
  z.object({ state: z.literal('unreadable') }),
]);
