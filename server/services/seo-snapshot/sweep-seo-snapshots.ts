import type { Queryable } from '../../db/pool';
import { deleteUnusedRunsBefore } from '../../db/queries/pagespeed-runs';
import { deleteStaleSnapshots } from '../../db/queries/seo-snapshots';
import { PAGESPEED_CACHE_MS } from './snapshot-limits';

const DAY_MS = 24 * 60 * 60_000;
/** A guest's snapshot only serves the result on their screen. */
export const GUEST_SNAPSHOT_RETENTION_MS = DAY_MS;
/** A user's snapshot that no saved check refers to (taken through the API, or of a page outside a check). */
export const UNSAVED_SNAPSHOT_RETENTION_MS = 30 * DAY_MS;

/**
 * Deletes snapshots nobody will read again, then PageSpeed runs past their day of reuse that no snapshot shows.
 * Snapshots saved with a check stay as long as the check (deleting history or the account deletes them).
 * Runs hourly with the other sweeps.
 */
export async function sweepSeoSnapshots(db: Queryable, now: Date): Promise<{ snapshots: number; runs: number }> {
  const snapshots = await deleteStaleSnapshots(db, new Date(now.getTime() - GUEST_SNAPSHOT_RETENTION_MS), new Date(now.getTime() - UNSAVED_SNAPSHOT_RETENTION_MS));
  const runs = await deleteUnusedRunsBefore(db, new Date(now.getTime() - PAGESPEED_CACHE_MS));
  return { snapshots, runs };
}
