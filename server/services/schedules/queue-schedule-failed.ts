import type { Queryable } from '../../db/pool';
import { selectFailedRuns } from '../../db/queries/webhook-failed-runs';
import { RUNNER_MESSAGES } from './runner-messages';
import { queueWebhookEvent } from '../webhooks/queue-webhook-event';
import { scheduleFailedEvent } from '../webhooks/schedule-failed-event';

/**
 * schedule.failed for runs already recorded as failed by id, in the caller's transaction: for failures found
 * away from the run's own worker, such as runs whose workers died once too often (dispatch-recover-runs). The
 * runner's own failures go through endRun, which has the run at hand. Returns the messages queued.
 */
export async function queueScheduleFailedEvents(db: Queryable, jobSchema: string, runIds: readonly number[], now: Date): Promise<number> {
  let queued = 0;
  for (const run of await selectFailedRuns(db, runIds)) {
    queued += await queueWebhookEvent(db, jobSchema, run.user_id, scheduleFailedEvent(run, run.error ?? RUNNER_MESSAGES.notCompleted, now), now);
  }
  return queued;
}
