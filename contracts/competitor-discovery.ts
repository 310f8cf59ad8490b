import { z } from 'zod';
import { DISCOVERY_TOP } from '../core/competitors/discover-top-results';
import { SEARCH_ENGINES } from '../core/search/engines';
import { LOCATION_CODES } from '../core/search/locations';

/** Discovery reads the user's checks of the latest 90 days: the keywords they track now, not years ago. */
export const DISCOVERY_LOOKBACK_DAYS = 90;
/**
 * At most this many of those queries (the most recently checked): it bounds what one request reads from the
 * page cache (a few pages each), and a user who tracks more still gets the picture from their current ones.
 */
export const DISCOVERY_MAX_QUERIES = 100;

/** A domain that ranks in the top 10 for the user's keywords and that they do not track yet. */
export const discoveredCompetitorSchema = z.object({
  /** Its registrable domain as people read it (Unicode), the form POST /api/v1/me/competitors stores. */
  domain: z.string(),
  /** In how many of `queriesWithResults` it ranks in the top 10. */
  appearances: z.number().int().min(1),
  bestPosition: z.number().int().min(1).max(DISCOVERY_TOP),
  /** Mean of its best position in each of those queries, one decimal. */
  averagePosition: z.number().min(1).max(DISCOVERY_TOP),
  /** The keywords it ranks for, best position first (at most 50: what a competitor may be tracked for). */
  keywords: z.array(z.string()).min(1),
  locations: z.array(z.enum(LOCATION_CODES)).min(1),
  searchEngines: z.array(z.enum(SEARCH_ENGINES)).min(1),
});
export type DiscoveredCompetitor = z.infer<typeof discoveredCompetitorSchema>;

/**
 * GET /api/v1/me/competitors/discovery: read from the result pages the app keeps of recent searches, never a
 * new search. A query is one keyword checked on one engine, location and device.
 */
export const competitorDiscoverySchema = z.object({
  /** At most 10, most appearances first. */
  items: z.array(discoveredCompetitorSchema),
  /** The user's recently checked queries looked at (at most DISCOVERY_MAX_QUERIES). */
  queriesConsidered: z.number().int().min(0),
  /** Of those, the ones whose result pages are still kept: what the counts are out of. */
  queriesWithResults: z.number().int().min(0),
  /** Of those considered, the ones checked only with simulated results, which are never kept. */
  simulatedQueries: z.number().int().min(0),
});
export type CompetitorDiscovery = z.infer<typeof competitorDiscoverySchema>;
