import type { PageSpeedClient } from '../../adapters/pagespeed';
import { PageSpeedError } from '../../adapters/pagespeed/pagespeed-error';
import type { Queryable } from '../../db/pool';
import { finishRun, selectRun } from '../../db/queries/pagespeed-runs';

export interface RunPageSpeedDeps {
  db: Queryable;
  client: PageSpeedClient;
  now: () => Date;
  logger: { warn(obj: unknown, message: string): void };
}

export const PAGESPEED_FAILED_MESSAGE = 'PageSpeed could not measure this page right now. Try again later.';

/**
 * Runs one pending PageSpeed run and records its outcome: the score and metrics, or why there are none (the
 * quota, or the page or provider failing). A failure is recorded, never a score, and a failed run is never reused.
 * 'done' also when the run was already finished or is gone (a retried or duplicate job).
 */
export async function runPageSpeed(deps: RunPageSpeedDeps, runId: string): Promise<'ready' | 'failed' | 'skipped'> {
  const run = await selectRun(deps.db, runId);
  if (!run || run.status !== 'pending') return 'skipped';
  try {
    const result = await deps.client.analyse(run.url);
    await finishRun(deps.db, run.id, { result }, deps.now());
    return 'ready';
  } catch (error) {
    if (!(error instanceof PageSpeedError)) throw error;
    deps.logger.warn({ kind: error.kind, runId }, `PageSpeed run failed: ${error.message}`);
    const reason = error.kind === 'rate_limited' ? 'rate_limited' : 'failed';
    await finishRun(deps.db, run.id, { reason, message: error.message }, deps.now());
    return 'failed';
  }
}
