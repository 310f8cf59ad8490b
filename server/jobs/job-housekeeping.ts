import type { WorkerEvents } from 'graphile-worker';
import type { Pool } from '../db/pool';
import { deleteEmptyJobQueues, deleteJobWorker, releaseDeadWorkers, touchJobWorkers } from '../db/queries/job-workers';
import type { JobLogger } from './graphile-log';

/** How often this process says its pools are alive. */
const HEARTBEAT_MS = 30_000;
/** A pool not seen for this long is dead (four missed heartbeats): its jobs are released. */
export const DEAD_AFTER_SECONDS = 120;

/** Named queues (one per webhook endpoint) left empty are dropped this often, as graphile-worker advises. */
const QUEUE_CLEANUP_EVERY = 120;

export interface JobHousekeeping {
  /** Tracks the pools of a runner started with these events, from their creation to their release. */
  track(events: WorkerEvents): void;
  stop(): Promise<void>;
}

/**
 * Tells other processes which graphile-worker pools of this one are alive, and releases the jobs of pools that are
 * not: at start, before any job is taken, and every half minute after. graphile-worker locks a job with its
 * pool's id and, on its own, frees a lock only after 4 hours; a process killed outright (or a pool stopped by a
 * database outage) would hold its jobs that long (webhook deliveries, mail), then run them again all at once.
 * Released jobs run again at once: jobs here are written to be run again (at least once). Once an hour it also
 * drops named queues that hold no job (graphile-worker's GC_JOB_QUEUES).
 */
export async function startJobHousekeeping(options: { pool: Pool; jobSchema: string; logger: Pick<JobLogger, 'warn' | 'info'> }): Promise<JobHousekeeping> {
  const { pool, jobSchema, logger } = options;
  const alive = new Set<string>();
  const writes = new Set<Promise<void>>();
  /** Writes still on their way, awaited by stop() before the pool closes. */
  const awaitLater = (write: Promise<void>) => {
    writes.add(write);
    void write.finally(() => writes.delete(write));
  };
  function track(events: WorkerEvents): void {
    events.on('pool:create', ({ workerPool }) => {
      alive.add(workerPool.id);
      awaitLater(touchJobWorkers(pool, jobSchema, [workerPool.id]).catch((error: unknown) => logger.warn({ err: error }, 'Recording a job worker failed')));
    });
    events.on('pool:release', ({ workerPool }) => {
      alive.delete(workerPool.id);
      awaitLater(deleteJobWorker(pool, workerPool.id).catch(() => undefined));
    });
  }

  async function releaseDead(): Promise<void> {
    const released = await releaseDeadWorkers(pool, jobSchema, DEAD_AFTER_SECONDS);
    if (released > 0) logger.info({ released }, `Released ${released} job(s) held by job workers that are gone`);
  }

  await releaseDead().catch((error: unknown) => logger.warn({ err: error }, 'Releasing the jobs of dead job workers failed (the database may be away)'));
  let ticks = 0;
  const timer = setInterval(() => {
    ticks += 1;
    touchJobWorkers(pool, jobSchema, [...alive])
      .then(releaseDead)
      .then(() => (ticks % QUEUE_CLEANUP_EVERY === 0 ? deleteEmptyJobQueues(pool, jobSchema) : undefined))
      .catch((error: unknown) => logger.warn({ err: error }, 'Checking job workers failed (the database may be away)'));
  }, HEARTBEAT_MS);
  timer.unref();
  return {
    track,
    async stop() {
      clearInterval(timer);
      await Promise.all([...writes]);
      await Promise.all([...alive].map((id) => deleteJobWorker(pool, id).catch(() => undefined)));
    },
  };
}
