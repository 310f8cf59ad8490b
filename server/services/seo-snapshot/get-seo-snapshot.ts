import type { SeoSnapshot } from '../../../contracts/seo-snapshot';
import type { Queryable } from '../../db/pool';
import { selectRun } from '../../db/queries/pagespeed-runs';
import { selectOwnSeoSnapshot } from '../../db/queries/seo-snapshots';
import { AppError } from '../../errors';
import { toSeoSnapshot, type SnapshotRequester } from './create-seo-snapshot';

/** One of the requester's snapshots with its PageSpeed run as it stands now; 404 for anyone else's. */
export async function getSeoSnapshot(db: Queryable, requester: SnapshotRequester, id: string, now: Date): Promise<SeoSnapshot> {
  const owner = requester.kind === 'user' ? { userId: requester.userId } : { guestKey: requester.guestId };
  const row = await selectOwnSeoSnapshot(db, owner, id);
  if (!row) throw new AppError('NOT_FOUND', 'This snapshot was not found.');
  const run = row.pagespeed_run_id ? await selectRun(db, row.pagespeed_run_id) : undefined;
  return toSeoSnapshot(row, run, now);
}
