import type { TaskList } from 'graphile-worker';
import type { Pool } from '../db/pool';
import { addJob } from '../db/queries/jobs';
import { dispatchDueSchedules } from '../services/schedules/dispatch-due-schedules';
import { recoverStaleRuns } from '../services/schedules/dispatch-recover-runs';
import { createRunnerDeps, type RunnerLogger, type RunnerSettings } from '../services/schedules/runner-deps';
import { runScheduledChecks } from '../services/schedules/runner-run-checks';
import { DISPATCH_AGAIN_JOB_KEY, DISPATCH_SCHEDULED_CHECKS, RUN_SCHEDULED_CHECKS, runScheduledChecksPayloadSchema } from './scheduled-check-jobs';

/** What a worker process needs to run scheduled checks. */
/** What a worker process needs to run scheduled checks: the provider and config.serp's settings. */
export type ScheduledCheckJobOptions = RunnerSettings;

/**
 * The tasks of scheduled checks: the dispatcher (cron, every minute: due schedules get their runs and jobs,
 * runs a dead worker left are taken up, and it queues itself again while due schedules remain) and the runner
 * of a job's runs. A job throws only when the database failed it; graphile-worker then tries it again.
 */
export function scheduledCheckTaskList(deps: { pool: Pool; jobSchema: string; logger: RunnerLogger; now: () => Date; options: ScheduledCheckJobOptions }): TaskList {
  const runner = createRunnerDeps(deps);
  return {
    [DISPATCH_SCHEDULED_CHECKS]: async (_payload, helpers) => {
      const { dispatched, more } = await dispatchDueSchedules(runner);
      const recovered = await recoverStaleRuns(runner);
      if (dispatched > 0 || recovered > 0) helpers.logger.info(`Scheduled checks: ${dispatched} run(s) queued, ${recovered} taken up again`);
      if (more) await addJob(deps.pool, deps.jobSchema, DISPATCH_SCHEDULED_CHECKS, {}, { maxAttempts: 3, jobKey: DISPATCH_AGAIN_JOB_KEY });
    },
    [RUN_SCHEDULED_CHECKS]: async (payload, helpers) => {
      const parsed = runScheduledChecksPayloadSchema.safeParse(payload);
      // A malformed payload can never succeed: log it and finish instead of retrying.
      if (!parsed.success) {
        helpers.logger.error(`Ignoring ${RUN_SCHEDULED_CHECKS} job with a bad payload: ${JSON.stringify(payload)}`);
        return;
      }
      const tally = await runScheduledChecks(runner, parsed.data.runIds);
      helpers.logger.debug(`Scheduled checks: ${JSON.stringify(tally)}`);
    },
  };
}
