import type { Runner } from 'graphile-worker';
import type { JobLogger } from './graphile-log';

export interface SupervisedRunner {
  /** Stops the runner (waiting for its running jobs) and any restart still to come. */
  stop(): Promise<void>;
  /** Whether a runner is up now (not waiting to be started again, and not stopping). */
  running(): boolean;
}

export interface SuperviseOptions {
  /** Named in the log: which lane of jobs this is. */
  name: string;
  start: () => Promise<Runner>;
  logger: Pick<JobLogger, 'error' | 'info'>;
  /** First wait before starting again, doubled after each failed start up to maxDelayMs. */
  initialDelayMs?: number;
  maxDelayMs?: number;
}

/** A runner that lived this long before it stopped was healthy: the next restart waits the first delay again. */
const HEALTHY_RUN_MS = 5 * 60_000;
/** Failed attempts in a row, across a runner's workers, to ask the database for a job before it is started anew. */
export const STUCK_AFTER_FAILURES = 30;

/**
 * Keeps a graphile-worker runner going. graphile-worker stops its whole pool when it cannot record a job's end
 * (the database went away mid-job: "queue is in an inconsistent state; aborting"); without this the process
 * would go on serving web requests with no background jobs until someone restarted it. A start that fails (the
 * database is away) and an unexpected stop are logged and the runner started again, waiting 1, 2, 4 … up to 60
 * seconds between tries while the database stays away. Resolves once the first try is over, started or not.
 *
 * A runner can also go on without working: graphile-worker 0.17 caches the lookup of its task ids, and when that
 * first lookup fails (the database went away as the runner started) the failure stays cached, so every later ask
 * for a job fails although the database is back (graphile/worker#185 describes the symptom). A runner whose
 * workers fail STUCK_AFTER_FAILURES times in a row is stopped and started anew, with a fresh cache.
 */
export async function superviseRunner(options: SuperviseOptions): Promise<SupervisedRunner> {
  const initialDelayMs = options.initialDelayMs ?? 1_000;
  const maxDelayMs = options.maxDelayMs ?? 60_000;
  const { logger, name } = options;
  let current: Runner | undefined;
  let startedAt = 0;
  let delayMs = initialDelayMs;
  let timer: NodeJS.Timeout | undefined;
  let starting: Promise<void> | undefined;
  let stopping = false;
  let everStarted = false;

  /** Starts again after the current delay, and makes the next delay longer. */
  function retryLater(message: string, error: unknown): void {
    logger.error({ err: error }, `Background jobs (${name}) ${message}; trying again in ${Math.ceil(delayMs / 1000)} s`);
    timer = setTimeout(() => {
      timer = undefined;
      starting = startAgain().finally(() => (starting = undefined));
    }, delayMs);
    timer.unref();
    delayMs = Math.min(delayMs * 2, maxDelayMs);
  }

  function stopped(runner: Runner, error: unknown, stuck: boolean): void {
    if (stopping || runner !== current) return;
    current = undefined;
    if (Date.now() - startedAt >= HEALTHY_RUN_MS) delayMs = initialDelayMs;
    retryLater(stuck ? 'stopped' : 'stopped unexpectedly', error);
  }

  async function startAgain(): Promise<void> {
    if (stopping) return;
    let runner: Runner;
    try {
      runner = await options.start();
    } catch (error) {
      retryLater('could not start', error);
      return;
    }
    if (stopping) {
      await runner.stop();
      return;
    }
    current = runner;
    startedAt = Date.now();
    let failures = 0;
    let stuck = false;
    runner.events.on('worker:getJob:error', () => {
      failures += 1;
      if (failures !== STUCK_AFTER_FAILURES || stopping || runner !== current) return;
      stuck = true;
      logger.error({}, `Background jobs (${name}) failed ${failures} times in a row to take a job; stopping them to start again`);
      runner.stop().catch(() => undefined);
    });
    const working = () => (failures = 0);
    runner.events.on('worker:getJob:empty', working);
    runner.events.on('job:start', working);
    runner.promise.then(
      () => stopped(runner, undefined, stuck),
      (error: unknown) => stopped(runner, error, stuck),
    );
    if (everStarted) logger.info({}, `Background jobs (${name}): running again`);
    everStarted = true;
  }

  await startAgain();
  return {
    running: () => current !== undefined && !stopping,
    async stop() {
      stopping = true;
      clearTimeout(timer);
      await starting;
      await current?.stop();
    },
  };
}
