import { withTransaction } from '../../db/pool';
import {
  addRunJobs,
  failAbandonedRuns,
  lockStaleRuns,
  releaseExpiredRuns,
  selectOpenRunsOfJob,
  setRunJobKeys,
  setScheduleOutcome,
} from '../../db/queries/scheduled-check-runs';
import type { DispatchDeps } from './dispatch-due-schedules';
import { queueScheduleFailedEvents } from './queue-schedule-failed';
import { runJobKey } from './dispatch-run-jobs';
import { RUN_JOB_ATTEMPTS, RUN_SCHEDULED_CHECKS } from '../../jobs/scheduled-check-jobs';
import { MAX_RUN_ATTEMPTS } from './runner-deps';
import { RUNNER_MESSAGES } from './runner-messages';

/** A queued run still waiting this long after its time has lost its job (or the queue is that far behind). */
export const STALE_QUEUED_MS = 15 * 60_000;
/** Runs one recovery pass looks at. */
const RECOVERY_BATCH = 500;

/**
 * Takes up runs nobody is working on, so a worker killed mid-run (SIGKILL, a lost machine) loses nothing:
 * a running run whose lease ran out goes back to the queue — or, after MAX_RUN_ATTEMPTS, ends as failed and
 * shows on its schedule — and the job carrying it is queued again under its key (a waiting job of that key
 * keeps its time: nothing is run twice, since a run is claimed by one worker at a time). Returns the runs
 * taken up.
 */
export async function recoverStaleRuns(deps: DispatchDeps): Promise<number> {
  const now = deps.now();
  return withTransaction(deps.pool, async (client) => {
    const stale = await lockStaleRuns(client, now, new Date(now.getTime() - STALE_QUEUED_MS), RECOVERY_BATCH);
    if (stale.length === 0) return 0;
    const exhausted = stale.filter((run) => run.lease_expired && run.attempts >= MAX_RUN_ATTEMPTS);
    const reason = RUNNER_MESSAGES.interrupted(MAX_RUN_ATTEMPTS);
    for (const scheduleId of await failAbandonedRuns(client, exhausted.map((run) => run.id), reason, now)) {
      await setScheduleOutcome(client, { scheduleId, status: 'failed', error: reason, rank: null, at: now });
    }
    // Failed for good, as a run's last failed attempt is: subscribed webhooks hear of it in this transaction.
    await queueScheduleFailedEvents(client, deps.jobSchema, exhausted.map((run) => run.id), now);
    const again = stale.filter((run) => !exhausted.includes(run));
    await releaseExpiredRuns(client, again.filter((run) => run.lease_expired).map((run) => run.id), now);

    const keyless = again.filter((run) => run.job_key === null).map((run) => run.id);
    const jobs = keyless.length > 0 ? [{ runIds: keyless, jobKey: runJobKey(keyless), delayMs: 0 }] : [];
    await setRunJobKeys(client, jobs);
    for (const jobKey of new Set(again.flatMap((run) => (run.job_key === null ? [] : [run.job_key])))) {
      jobs.push({ runIds: await selectOpenRunsOfJob(client, jobKey), jobKey, delayMs: 0 });
    }
    await addRunJobs(client, deps.jobSchema, RUN_SCHEDULED_CHECKS, jobs, { maxAttempts: RUN_JOB_ATTEMPTS, preserveRunAt: true });
    return stale.length;
  });
}
