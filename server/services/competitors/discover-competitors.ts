import { DISCOVERY_LOOKBACK_DAYS, DISCOVERY_MAX_QUERIES, type CompetitorDiscovery } from '../../../contracts/competitor-discovery';
import { MAX_COMPETITOR_KEYWORDS } from '../../../contracts/competitor';
import { countTopDomains, type DiscoveryQuery } from '../../../core/competitors/discover-count';
import { registrableDomainOf } from '../../../core/competitors/discover-domain';
import { DISCOVERY_PAGE_MAX_AGE_SECONDS, pageStartLimit, topResultsOf } from '../../../core/competitors/discover-top-results';
import { keywordKey } from '../../../core/search/query-identity';
import { hostToUnicode } from '../../../core/ranking/host-to-unicode';
import { isDevice, type Device } from '../../../core/search/devices';
import { isSearchEngine, type SearchEngine } from '../../../core/search/engines';
import { isLocationCode, type LocationCode } from '../../../core/search/locations';
import { enginePaging } from '../../../core/search/paging';
import { isSimulatedSource } from '../../../core/search/serp-source';
import type { Queryable } from '../../db/pool';
import { selectCachedPages, selectRecentQueries, selectRecentSites, type CachedPageRow } from '../../db/queries/competitor-discovery';
import { selectCompetitors } from '../../db/queries/competitor-tracking';
import { getSerpLinkTargets } from '../../db/queries/serp-link-targets';
import { LINK_TARGET_TTL_SECONDS } from '../../../core/search/serp-cache-ages';
import { assertCompetitorTracking } from './competitor-access';

const DAY_MS = 24 * 3600 * 1000;

interface TrackedQuery {
  keyword: string;
  engine: SearchEngine;
  location: LocationCode;
  device: Device;
  /** As the page cache keys it. */
  cacheKeyword: string;
  sources: Set<string>;
}

const queryKey = (q: { engine: string; location: string; device: string; cacheKeyword: string }) =>
  JSON.stringify([q.engine, q.location, q.device, q.cacheKeyword]);

/** The user's recent queries, one per keyword however it was spelled (its most recent spelling shown). */
function trackedQueries(rows: Awaited<ReturnType<typeof selectRecentQueries>>): TrackedQuery[] {
  const byKey = new Map<string, TrackedQuery>();
  for (const row of rows) {
    const { engine, location, device } = row;
    if (!isSearchEngine(engine) || !isLocationCode(location) || !isDevice(device)) continue;
    const query = { keyword: row.keyword, engine, location, device, cacheKeyword: keywordKey(row.keyword), sources: new Set<string>() };
    const known = byKey.get(queryKey(query)) ?? query;
    for (const source of row.sources) known.sources.add(source);
    byKey.set(queryKey(query), known);
  }
  return [...byKey.values()];
}

/** Where redirect-only entries (Baidu) lead, from the links the checks already resolved. */
async function resolvedLinks(db: Queryable, pages: readonly CachedPageRow[]): Promise<Map<string, string>> {
  const links = pages.flatMap((page) => page.entries.flatMap((entry) => (entry.url === null && entry.redirect ? [entry.redirect] : [])));
  return getSerpLinkTargets(db, [...new Set(links)], LINK_TARGET_TTL_SECONDS);
}

/**
 * Discovery (issue 13): the domains that rank most often in the top 10 of the user's recent queries, read from
 * the result pages the app keeps of every real search (serp_page_cache), never a new search. Only pages of the
 * providers that answered the user's own checks of each query are read; simulated results are never kept, so
 * a query checked only with them has nothing to give (counted in `simulatedQueries`). The user's own sites and
 * the competitors they track are left out, by registrable domain.
 */
export async function getCompetitorDiscovery(db: Queryable, userId: string, now: Date): Promise<CompetitorDiscovery> {
  await assertCompetitorTracking(db, userId, now);
  const since = new Date(now.getTime() - DISCOVERY_LOOKBACK_DAYS * DAY_MS);
  const [recent, sites, tracked] = await Promise.all([
    selectRecentQueries(db, userId, since, DISCOVERY_MAX_QUERIES),
    selectRecentSites(db, userId, since),
    selectCompetitors(db, userId),
  ]);
  const queries = trackedQueries(recent);
  const lookups = queries.flatMap((query) =>
    [...query.sources]
      .filter((source) => !isSimulatedSource(source))
      .map((provider) => ({
        provider,
        engine: query.engine,
        location: query.location,
        device: query.device,
        keyword: query.cacheKeyword,
        startBelow: pageStartLimit(enginePaging(query.engine, query.device)),
      })),
  );
  const pages = await selectCachedPages(db, lookups, DISCOVERY_PAGE_MAX_AGE_SECONDS);
  const links = await resolvedLinks(db, pages);

  const pagesByQuery = new Map<string, CachedPageRow[]>();
  for (const page of pages) {
    const key = queryKey({ ...page, cacheKeyword: page.keyword });
    pagesByQuery.set(key, [...(pagesByQuery.get(key) ?? []), page]);
  }
  const withResults: DiscoveryQuery[] = [];
  for (const query of queries) {
    const cached = (pagesByQuery.get(queryKey(query)) ?? []).map((page) => ({
      provider: page.provider,
      start: page.start,
      entries: page.entries.map((entry) => ({ url: entry.url ?? (entry.redirect ? (links.get(entry.redirect) ?? null) : null) })),
      ended: page.ended,
      fetchedAt: page.fetched_at,
    }));
    const top = topResultsOf(enginePaging(query.engine, query.device), cached);
    if (top !== null) withResults.push({ keyword: query.keyword, engine: query.engine, location: query.location, device: query.device, top });
  }

  const exclude = [...sites, ...tracked.map((row) => row.competitor_url)]
    .map(registrableDomainOf)
    .filter((domain): domain is string => domain !== null);
  const items = countTopDomains(withResults, { exclude, keywordLimit: MAX_COMPETITOR_KEYWORDS }).map((found) => ({
    ...found,
    domain: hostToUnicode(found.domain),
  }));
  return {
    items,
    queriesConsidered: queries.length,
    queriesWithResults: withResults.length,
    simulatedQueries: queries.filter((q) => q.sources.size > 0 && [...q.sources].every(isSimulatedSource)).length,
  };
}
