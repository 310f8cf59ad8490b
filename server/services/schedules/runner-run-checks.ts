import { scheduledRuns } from '../../metrics/metrics';
import { randomUUID } from 'node:crypto';
import { FREE_DAILY_CHECKS } from '../../../core/plans/daily-limit';
import { claimRuns } from '../../db/queries/scheduled-check-runs';
import { isAppError } from '../../errors';
import { createCachedSerpFetcher } from '../rank-check/cached-serp-fetcher';
import { knownFirstWaveDepth } from '../rank-check/first-wave-depth';
import type { AiAnswerEngine } from '../../../core/search/ai-answers';
import { scanRankCheck, type RankCheckInput, type RunRankCheckDeps } from '../rank-check/run-rank-check';
import { MAX_RUN_ATTEMPTS, RETRY_DELAYS_MS, type RunnerDeps } from './runner-deps';
import { createGroupFetcher } from './runner-group-fetcher';
import { RUNNER_MESSAGES } from './runner-messages';
import { endRun, requeueRuns, RunLostError, saveScannedRun, type HeldRun, type Requeue } from './runner-outcomes';
import { prepareRun } from './runner-prepare-run';
import { createRateLimitedProvider } from './rate-limited-provider';
import { sampleAiAnswers } from './sample-ai-answers';

/** What became of a job's runs. */
export interface RunTally {
  succeeded: number;
  failed: number;
  skipped: number;
  /** Back in the queue for another attempt after a failure. */
  retried: number;
  /** Back in the queue, attempt given back, because the provider's rate limit held them. */
  deferred: number;
  /** Taken up by another worker after this one's lease ran out: left to it. */
  lost: number;
}

type Outcome = keyof RunTally | { requeue: Requeue; counts: 'retried' | 'deferred' };

/** Runs at once within one job; the provider requests they make are capped per process anyway. */
const RUNS_AT_ONCE = 16;

/**
 * Runs the scheduled-check runs of one job. It claims those still waiting (a run another worker holds, or one
 * already finished, is left alone), then scans each through one fetcher shared by the job, so runs of the
 * same query — every user and competitor due together — cost one scan, and saves each as a manual check is
 * saved. A failure is never saved (never rank 0): it is retried after RETRY_DELAYS_MS, at most
 * MAX_RUN_ATTEMPTS times, then shown on the schedule. A run the shared rate limit held back goes back in the
 * queue without spending an attempt; one the monthly budget stopped is skipped with why.
 */
export async function runScheduledChecks(deps: RunnerDeps, runIds: readonly number[]): Promise<RunTally> {
  const tally: RunTally = { succeeded: 0, failed: 0, skipped: 0, retried: 0, deferred: 0, lost: 0 };
  const holder = randomUUID();
  const claimedAt = deps.now();
  const claimed = await claimRuns(deps.pool, runIds, holder, claimedAt, new Date(claimedAt.getTime() + deps.runLeaseMs));
  if (claimed.length === 0) return tally;

  const gate = createRateLimitedProvider(deps.provider, { pool: deps.pool, rules: deps.rules, logger: deps.logger, now: deps.now, sleep: deps.sleep });
  const cached = createCachedSerpFetcher({
    provider: gate.provider,
    pool: deps.pool,
    ttlSeconds: deps.cacheTtlSeconds,
    limiter: deps.limiter,
    leaseMs: deps.pageLeaseMs,
  });
  const checkDeps: RunRankCheckDeps = {
    fetcher: createGroupFetcher(cached, deps.provider.cacheable),
    links: deps.links,
    // A scan the rate limit held back is not a provider failure: the run waits, and nobody needs telling.
    logger: {
      error: (obj, message) => (gate.heldBack() ? undefined : deps.logger.error(obj, message)),
      warn: (obj, message) => (gate.heldBack() ? undefined : deps.logger.warn(obj, message)),
    },
    now: deps.now,
  };
  const effects = { alertSenders: deps.alertSenders, logger: deps.logger };

  /** The run's AI answer samples, once its rank is saved; whatever happens to them, the run stays done. */
  async function sampleAiAnswersAfter(userId: string, input: RankCheckInput, engines: readonly AiAnswerEngine[]): Promise<void> {
    if (engines.length === 0) return;
    try {
      await sampleAiAnswers({ pool: deps.pool, provider: gate.provider, logger: deps.logger, now: deps.now }, userId, input, engines);
    } catch (error) {
      deps.logger.error({ err: error, userId }, 'AI answer samples failed after a scheduled check; the check is saved');
    }
  }

  async function runOne(held: HeldRun): Promise<Outcome> {
    const { run } = held;
    const prepared = await prepareRun(deps.pool, run, deps.now());
    if (prepared.kind === 'skip') {
      return (await endRun(deps.pool, held, { status: 'skipped', reason: prepared.reason, showOnSchedule: prepared.showOnSchedule }, deps.now())) ? 'skipped' : 'lost';
    }
    try {
      const { input } = prepared;
      const firstWaveUntil = await knownFirstWaveDepth(deps.pool, run.user_id, input);
      const { result, results } = await scanRankCheck(checkDeps, input, firstWaveUntil === undefined ? {} : { firstWaveUntil });
      await saveScannedRun(deps.pool, effects, held, { input: prepared.input, result, results }, deps.now(), { jobSchema: deps.jobSchema });
      await sampleAiAnswersAfter(run.user_id, input, prepared.aiAnswers);
      return 'succeeded';
    } catch (error) {
      if (error instanceof RunLostError) return 'lost';
      const heldBack = gate.heldBack();
      const now = deps.now();
      if (heldBack?.kind === 'budget') {
        return (await endRun(deps.pool, held, { status: 'skipped', reason: RUNNER_MESSAGES.budgetUsed(heldBack.until), showOnSchedule: true }, now)) ? 'skipped' : 'lost';
      }
      if (heldBack) return { requeue: { ...held, runAfter: heldBack.until, spent: false, error: null }, counts: 'deferred' };
      // Parallel checks by hand used the allowance's last check between our look and the save.
      if (isAppError(error) && error.code === 'DAILY_LIMIT_REACHED') {
        const reason = RUNNER_MESSAGES.dailyAllowanceUsed(FREE_DAILY_CHECKS);
        return (await endRun(deps.pool, held, { status: 'skipped', reason, showOnSchedule: true }, now)) ? 'skipped' : 'lost';
      }
      if (!isAppError(error)) deps.logger.error({ err: error, runId: run.id }, 'A scheduled check failed unexpectedly');
      const reason = isAppError(error) ? error.message : RUNNER_MESSAGES.notCompleted;
      if (run.attempts >= MAX_RUN_ATTEMPTS) {
        return (await endRun(deps.pool, held, { status: 'failed', reason, showOnSchedule: true }, now, { jobSchema: deps.jobSchema })) ? 'failed' : 'lost';
      }
      const delay = RETRY_DELAYS_MS[Math.min(run.attempts, RETRY_DELAYS_MS.length) - 1] ?? RETRY_DELAYS_MS[0];
      return { requeue: { ...held, runAfter: new Date(now.getTime() + delay), spent: true, error: reason }, counts: 'retried' };
    }
  }

  const outcomes = await mapAtMost(
    claimed.map((run) => ({ run, holder })),
    RUNS_AT_ONCE,
    async (held: HeldRun) => {
      const outcome = await runOne(held);
      scheduledRuns.inc({ outcome: typeof outcome === 'string' ? outcome : outcome.counts });
      return outcome;
    },
  );
  const requeues: { requeue: Requeue; counts: 'retried' | 'deferred' }[] = [];
  for (const outcome of outcomes) {
    if (typeof outcome === 'string') tally[outcome] += 1;
    else requeues.push(outcome);
  }
  const back = await requeueRuns(deps.pool, deps.jobSchema, requeues.map((r) => r.requeue), deps.now());
  // A run lost before it went back was taken up by another worker.
  for (const { requeue, counts } of requeues) tally[back.has(requeue.run.id) ? counts : 'lost'] += 1;
  return tally;
}

/** Maps with at most `limit` calls in flight, keeping the order of `items`. */
async function mapAtMost<T, R>(items: readonly T[], limit: number, fn: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await fn(items[index] as T);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}
