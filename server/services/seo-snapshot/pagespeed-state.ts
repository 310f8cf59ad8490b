import type { PageSpeedState } from '../../../contracts/seo-snapshot';
import type { PageSpeedRunRow } from '../../db/queries/pagespeed-runs';
import type { PageSpeedSkipped } from '../../db/queries/seo-snapshots';
import { PAGESPEED_STALE_MS } from './snapshot-limits';

export const PAGESPEED_MESSAGES = {
  not_configured: 'PageSpeed scores are not set up on this server, so only the on-page facts are shown.',
  sign_in: 'The PageSpeed score and Core Web Vitals come with a free account.',
  blocked: 'PageSpeed was not run, because the page could not be reached.',
  stale: 'PageSpeed took too long to answer. Open the snapshot again later to retry.',
  missing: 'PageSpeed could not be run for this page.',
} as const;

/** What a snapshot says about PageSpeed, from its run (or why it has none) at `now`. */
export function pageSpeedState(skipped: PageSpeedSkipped | null, run: PageSpeedRunRow | undefined, now: Date): PageSpeedState {
  if (skipped === 'not_configured' || skipped === 'sign_in') return { status: 'unavailable', reason: skipped, message: PAGESPEED_MESSAGES[skipped] };
  if (skipped === 'blocked') return { status: 'unavailable', reason: 'failed', message: PAGESPEED_MESSAGES.blocked };
  if (!run) return { status: 'unavailable', reason: 'failed', message: PAGESPEED_MESSAGES.missing };
  const runId = run.id;
  if (run.status === 'ready' && run.result) return { status: 'ready', runId, result: run.result };
  if (run.status === 'failed') {
    return { status: 'unavailable', reason: run.error_reason ?? 'failed', message: run.error_message ?? PAGESPEED_MESSAGES.missing, runId };
  }
  if (now.getTime() - run.created_at.getTime() > PAGESPEED_STALE_MS) return { status: 'unavailable', reason: 'failed', message: PAGESPEED_MESSAGES.stale, runId };
  return { status: 'pending', runId, startedAt: run.created_at.toISOString() };
}
