import { DISCOVERY_PAGE_MAX_AGE_SECONDS, pageStartLimit } from '../../../core/competitors/discover-top-results';
import { DEVICES, supportsDevice } from '../../../core/search/devices';
import { SEARCH_ENGINES } from '../../../core/search/engines';
import { enginePaging } from '../../../core/search/paging';
import type { Queryable } from '../../db/pool';
import { deleteExpiredSerpFetchLeases } from '../../db/queries/serp-fetch-leases';
import { deleteExpiredSerpLinkTargets } from '../../db/queries/serp-link-targets';
import { deleteExpiredSerpPages } from '../../db/queries/serp-page-cache';
import { LINK_TARGET_TTL_SECONDS } from '../../../core/search/serp-cache-ages';

/** The pages that hold each engine's top 10, which competitor discovery reads for up to 30 days. */
const TOP_TEN_PAGES = SEARCH_ENGINES.flatMap((engine) =>
  DEVICES.filter((device) => supportsDevice(engine, device)).map((device) => ({
    engine,
    device,
    startBelow: pageStartLimit(enginePaging(engine, device)),
  })),
);

/**
 * Deletes what the SERP cache no longer serves: expired pages, resolved links and the leases of processes
 * that died while fetching. Reads already ignore all three by age; this only keeps the tables small. The pages
 * holding a query's top 10 stay for DISCOVERY_PAGE_MAX_AGE_SECONDS (one row per query: a page is replaced, not
 * added, when fetched again), so competitor discovery sees the user's keywords of the last month, not hour.
 */
export async function sweepSerpCache(db: Queryable, pageTtlSeconds: number): Promise<void> {
  await deleteExpiredSerpPages(db, pageTtlSeconds, { seconds: DISCOVERY_PAGE_MAX_AGE_SECONDS, firstPages: TOP_TEN_PAGES });
  await deleteExpiredSerpLinkTargets(db, LINK_TARGET_TTL_SECONDS);
  await deleteExpiredSerpFetchLeases(db);
}
