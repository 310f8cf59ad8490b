import { tierFeatures } from '../../core/plans/feature-access';
import { PLAN_TYPES } from '../../core/plans/plan-info';
import { withTransaction, type Pool } from '../db/pool';
import { addJob, DEFAULT_JOB_SCHEMA } from '../db/queries/jobs';
import { lockDueReportSchedules } from '../db/queries/report-schedules';

export const ENQUEUE_DUE_REPORTS = 'enqueue_due_reports';
export const SEND_SCHEDULED_REPORT = 'send_scheduled_report';

/** The payload of one send job: which schedule, and the slot (its next_run_at when it was found due). */
export interface SendScheduledReportPayload {
  scheduleId: string;
  slot: string;
}

/** Schedules handled per pass; the rest are found by the next pass a few minutes later. */
const BATCH = 500;

/** The plans whose owners' schedules are due (paid ones only: a live trial is a tier of its own without them). */
const PLANS_WITH_SCHEDULES = PLAN_TYPES.filter((type) => tierFeatures(type).scheduledReports);

/** The job key of a schedule's slot: enqueuing the same slot again (another pass, another worker) adds nothing. */
export function sendJobKey(scheduleId: string, slot: Date): string {
  return `report-schedule:${scheduleId}:${slot.toISOString()}`;
}

/**
 * Finds schedules due at `now` and adds one send job per schedule and slot. Rows are locked with SKIP LOCKED so
 * concurrent passes split the work; the job key makes a slot found twice one job. Schedules that may not send
 * are not due at all: owners whose plan no longer includes scheduled reports (their schedules stay as they are
 * and resume with the plan), recipients who have not confirmed or who unsubscribed. The send job checks all
 * of it again at send time. Returns how many jobs were added.
 */
export async function enqueueDueReports(pool: Pool, now: Date, schema = DEFAULT_JOB_SCHEMA): Promise<number> {
  return withTransaction(pool, async (client) => {
    const due = await lockDueReportSchedules(client, now, BATCH, PLANS_WITH_SCHEDULES);
    let added = 0;
    for (const schedule of due) {
      const payload: SendScheduledReportPayload = { scheduleId: schedule.id, slot: schedule.next_run_at.toISOString() };
      // In the same transaction as the lock: the job exists exactly when the pass that found the slot commits.
      await addJob(client, schema, SEND_SCHEDULED_REPORT, payload, {
        jobKey: sendJobKey(schedule.id, schedule.next_run_at),
        maxAttempts: 5,
      });
      added += 1;
    }
    return added;
  });
}
