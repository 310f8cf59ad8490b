import type { Queryable } from '../../db/pool';
import { deleteExpiredSerpFetchLeases } from '../../db/queries/serp-fetch-leases';
import { deleteExpiredSerpLinkTargets } from '../../db/queries/serp-link-targets';
import { deleteExpiredSerpPages } from '../../db/queries/serp-page-cache';
import { LINK_TARGET_TTL_SECONDS } from './cached-link-resolver';

/**
 * Deletes what the SERP cache no longer serves: expired pages, resolved links and the leases of processes
 * that died while fetching. Reads already ignore all three by age; this only keeps the tables small.
 */
export async function sweepSerpCache(db: Queryable, pageTtlSeconds: number): Promise<void> {
  await deleteExpiredSerpPages(db, pageTtlSeconds);
  await deleteExpiredSerpLinkTargets(db, LINK_TARGET_TTL_SECONDS);
  await deleteExpiredSerpFetchLeases(db);
}
