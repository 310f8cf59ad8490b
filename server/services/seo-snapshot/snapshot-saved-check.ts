import type { Queryable } from '../../db/pool';
import { addJob } from '../../db/queries/jobs';
import { SNAPSHOT_SAVED_CHECK } from '../../jobs/seo-snapshot-jobs';

/**
 * Queues the SEO snapshot of a check saved without a browser watching (a scheduled run), in the caller's
 * transaction: history then says what changed on the page between scheduled checks too. A manual check's
 * snapshot is taken by the result card, which sends the check's id.
 */
export async function queueSnapshotForCheck(db: Queryable, jobSchema: string, userId: string, checkId: string): Promise<void> {
  await addJob(db, jobSchema, SNAPSHOT_SAVED_CHECK, { userId, checkId }, { maxAttempts: 3, jobKey: `seo-snapshot:${checkId}` });
}
