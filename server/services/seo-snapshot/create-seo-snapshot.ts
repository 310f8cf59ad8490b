import type { SeoSnapshot, SeoSnapshotRequest } from '../../../contracts/seo-snapshot';
import { seoChanges } from '../../../core/seo/seo-changes';
import { withTransaction, type Pool, type PoolClient } from '../../db/pool';
import { addJob } from '../../db/queries/jobs';
import { insertPendingRun, selectReusableRun, type PageSpeedRunRow } from '../../db/queries/pagespeed-runs';
import {
  attachSnapshotToCheck,
  insertSeoSnapshot,
  selectCachedOnPage,
  selectOwnCheck,
  selectPreviousOnPage,
  updateSnapshotChanges,
  type PageSpeedSkipped,
  type SavedCheckRow,
  type SeoSnapshotRow,
} from '../../db/queries/seo-snapshots';
import { AppError } from '../../errors';
import type { SafeFetch } from '../../http/safe-fetch/safe-fetch';
import { fetchOnPage, type OnPageOutcome } from './fetch-on-page';
import { consumeSnapshotAllowance } from './snapshot-allowance';
import { ON_PAGE_CACHE_MS, PAGESPEED_CACHE_MS, PAGESPEED_STALE_MS } from './snapshot-limits';
import { pageSpeedState } from './pagespeed-state';
import { snapshotCacheUrl } from './seo-snapshot-urls';
import { RUN_PAGESPEED } from '../../jobs/seo-snapshot-jobs';

export interface SeoSnapshotDeps {
  pool: Pool;
  /** The SSRF-safe fetch for pages users name. */
  pageFetch: SafeFetch;
  /** PAGESPEED_API_KEY set, or PAGESPEED_BASE_URL pointing at a proxy or stand-in. */
  pageSpeedConfigured: boolean;
  jobSchema: string;
  now: () => Date;
}

export type SnapshotRequester = { kind: 'user'; userId: string } | { kind: 'guest'; guestId: string; ipKey: string };

/**
 * Errors after which PageSpeed is not run: an address that is not one, or a page that could not be reached (a
 * refused address is not told apart from a network failure, so neither gets a run; see fetch-on-page).
 */
const NOT_FOR_PAGESPEED = new Set(['invalid_url', 'unreachable']);

const CHECK_NOT_FOUND = () => new AppError('NOT_FOUND', 'This check was not found.');

async function readOnPage(deps: SeoSnapshotDeps, url: string, now: Date): Promise<OnPageOutcome> {
  const cached = await selectCachedOnPage(deps.pool, url, new Date(now.getTime() - ON_PAGE_CACHE_MS));
  return cached ? { onPage: cached } : fetchOnPage(deps.pageFetch, url, now);
}

/** The PageSpeed run this snapshot shows: a fresh or in-flight one of the URL, or a new one queued as a job. */
async function pageSpeedRun(deps: SeoSnapshotDeps, client: PoolClient, url: string, now: Date): Promise<PageSpeedRunRow> {
  const reusable = await selectReusableRun(client, url, new Date(now.getTime() - PAGESPEED_CACHE_MS), new Date(now.getTime() - PAGESPEED_STALE_MS));
  if (reusable) return reusable;
  const run = await insertPendingRun(client, url, now);
  // In the snapshot's transaction: the job exists exactly when the pending run does.
  await addJob(client, deps.jobSchema, RUN_PAGESPEED, { runId: run.id }, { maxAttempts: 1, jobKey: `pagespeed:${run.id}` });
  return run;
}

function skippedPageSpeed(deps: SeoSnapshotDeps, requester: SnapshotRequester, outcome: OnPageOutcome): PageSpeedSkipped | null {
  if (requester.kind === 'guest') return 'sign_in';
  if (!deps.pageSpeedConfigured) return 'not_configured';
  if ('error' in outcome && NOT_FOR_PAGESPEED.has(outcome.error.code)) return 'blocked';
  return null;
}

export function toSeoSnapshot(row: SeoSnapshotRow, run: PageSpeedRunRow | undefined, now: Date): SeoSnapshot {
  return {
    id: row.id,
    url: row.url,
    createdAt: row.created_at.toISOString(),
    onPage: row.on_page,
    onPageError: row.on_page_error,
    pageSpeed: pageSpeedState(row.pagespeed_skipped, run, now),
    changes: row.changes,
  };
}

/**
 * Takes a snapshot of a page: its on-page facts now (fetched, or from a snapshot of the same URL within the hour)
 * and, for signed-in users on a server with PageSpeed set up, a PageSpeed run (a day's cached one, or a job).
 * With `checkId` the snapshot is saved with that check of the user's, and `changes` says what differs from the
 * snapshot saved with the previous check of the same query.
 */
export async function createSeoSnapshot(
  deps: SeoSnapshotDeps,
  requester: SnapshotRequester,
  request: SeoSnapshotRequest,
  options: { limited: boolean } = { limited: true },
): Promise<SeoSnapshot> {
  const now = deps.now();
  const url = snapshotCacheUrl(request.url);
  let check: SavedCheckRow | undefined;
  if (request.checkId !== undefined) {
    if (requester.kind === 'guest') throw CHECK_NOT_FOUND();
    check = await selectOwnCheck(deps.pool, requester.userId, request.checkId);
    if (!check) throw CHECK_NOT_FOUND();
  }
  if (options.limited) await consumeSnapshotAllowance(deps.pool, requester, now);

  const outcome = await readOnPage(deps, url, now);
  const skipped = skippedPageSpeed(deps, requester, outcome);
  return withTransaction(deps.pool, async (client) => {
    const run = skipped === null ? await pageSpeedRun(deps, client, url, now) : undefined;
    const row = await insertSeoSnapshot(client, {
      owner: requester.kind === 'user' ? { userId: requester.userId } : { guestKey: requester.guestId },
      url,
      onPage: 'onPage' in outcome ? outcome.onPage : null,
      onPageError: 'error' in outcome ? outcome.error : null,
      pageSpeedRunId: run?.id ?? null,
      pageSpeedSkipped: skipped,
      createdAt: now,
    });
    // Only a readable page is saved with the check: an error is not a state of the page to compare against.
    if (check && requester.kind === 'user' && row.on_page) {
      await attachSnapshotToCheck(client, requester.userId, check.id, row.id);
      const previous = await selectPreviousOnPage(client, requester.userId, check);
      row.changes = previous ? seoChanges(previous, row.on_page) : null;
      await updateSnapshotChanges(client, row.id, row.changes);
    }
    return toSeoSnapshot(row, run, now);
  });
}
