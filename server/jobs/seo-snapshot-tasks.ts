import type { TaskList } from 'graphile-worker';
import { z } from 'zod';
import { isSimulatedSource } from '../../core/search/serp-source';
import { snapshotUrlFor } from '../../core/seo/snapshot-url';
import { finishRun } from '../db/queries/pagespeed-runs';
import { selectOwnCheck } from '../db/queries/seo-snapshots';
import { createSeoSnapshot, type SeoSnapshotDeps } from '../services/seo-snapshot/create-seo-snapshot';
import { RUN_PAGESPEED, SNAPSHOT_SAVED_CHECK } from './seo-snapshot-jobs';
import { PAGESPEED_FAILED_MESSAGE, runPageSpeed, type RunPageSpeedDeps } from '../services/seo-snapshot/run-pagespeed';

const runPayload = z.object({ runId: z.uuid() });
const checkPayload = z.object({ userId: z.uuid(), checkId: z.string().regex(/^\d+$/) });

/**
 * The SEO snapshot's background work: PageSpeed runs (10-60 s each, so never in a request), and the snapshot
 * saved with a scheduled check. A job throws only when the database failed it; graphile-worker then retries it.
 */
export function seoSnapshotTaskList(deps: { snapshots: SeoSnapshotDeps; pageSpeed: RunPageSpeedDeps | null }): TaskList {
  return {
    [RUN_PAGESPEED]: async (payload, helpers) => {
      const parsed = runPayload.safeParse(payload);
      if (!parsed.success) {
        helpers.logger.error(`Ignoring ${RUN_PAGESPEED} job with a bad payload`);
        return;
      }
      if (!deps.pageSpeed) {
        // Queued while PageSpeed was set up, run after it was turned off: say so instead of leaving it pending.
        await finishRun(deps.snapshots.pool, parsed.data.runId, { reason: 'failed', message: PAGESPEED_FAILED_MESSAGE }, deps.snapshots.now());
        return;
      }
      const outcome = await runPageSpeed(deps.pageSpeed, parsed.data.runId);
      helpers.logger.debug(`PageSpeed run ${parsed.data.runId}: ${outcome}`);
    },
    [SNAPSHOT_SAVED_CHECK]: async (payload, helpers) => {
      const parsed = checkPayload.safeParse(payload);
      if (!parsed.success) {
        helpers.logger.error(`Ignoring ${SNAPSHOT_SAVED_CHECK} job with a bad payload`);
        return;
      }
      const { userId, checkId } = parsed.data;
      const check = await selectOwnCheck(deps.snapshots.pool, userId, checkId);
      // Deleted since (history or the account): nothing to attach to.
      if (!check) return;
      // As the result card does: a simulated result's ranking URL is made up, so the site's home page is read.
      const matchedUrl = isSimulatedSource(check.source) ? null : check.matched_url;
      const url = snapshotUrlFor({ matchedUrl, rank: check.rank_position, websiteUrl: check.website_url });
      if (!url) return;
      await createSeoSnapshot(deps.snapshots, { kind: 'user', userId }, { url, checkId }, { limited: false });
    },
  };
}
