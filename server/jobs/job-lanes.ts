import type { TaskList } from 'graphile-worker';
import { SEND_ACCOUNT_MAIL } from './account-mail-task';
import { SEND_CONTACT_MAIL } from './contact-mail-task';
import { DISPATCH_SCHEDULED_CHECKS, RUN_SCHEDULED_CHECKS } from './scheduled-check-jobs';
import { DELIVER_WEBHOOK } from './webhook-task';

export interface JobLane {
  name: string;
  /** Jobs of this lane running at once in one process. */
  concurrency: number;
  /** Its tasks; `rest` takes every task no other lane names. */
  tasks: readonly string[] | 'rest';
  /** The lane whose runner also runs the crontab (cron only queues jobs; any lane then runs them). */
  crontab?: true;
}

/**
 * Which jobs run beside which. Each lane is a graphile-worker runner of its own with its own slots, so a slow or
 * hostile load in one never delays another: webhook endpoints that never answer (10 s each) cannot hold up a
 * confirmation e-mail or the 08:00 scheduled checks, and PageSpeed runs (up to a minute) or report PDFs cannot
 * either. Webhook deliveries also run one at a time per endpoint (a graphile-worker named queue per endpoint,
 * db/queries/webhook-jobs), so one account's five endpoints hold at most five of the lane's slots.
 */
export const JOB_LANES: readonly JobLane[] = [
  { name: 'account-mail', concurrency: 2, tasks: [SEND_ACCOUNT_MAIL, SEND_CONTACT_MAIL] },
  { name: 'webhooks', concurrency: 8, tasks: [DELIVER_WEBHOOK] },
  { name: 'scheduled-checks', concurrency: 4, tasks: [DISPATCH_SCHEDULED_CHECKS, RUN_SCHEDULED_CHECKS] },
  // Report e-mails, alert e-mails, SEO snapshots and PageSpeed runs.
  { name: 'other', concurrency: 4, tasks: 'rest', crontab: true },
];

/** The task list split by lane (lanes left with no task are left out). */
export function splitByLane(taskList: TaskList, lanes: readonly JobLane[] = JOB_LANES): Array<{ lane: JobLane; taskList: TaskList }> {
  const named = new Set(lanes.flatMap((lane) => (lane.tasks === 'rest' ? [] : lane.tasks)));
  return lanes
    .map((lane) => ({
      lane,
      taskList: Object.fromEntries(
        Object.entries(taskList).filter(([task]) => (lane.tasks === 'rest' ? !named.has(task) : lane.tasks.includes(task))),
      ) as TaskList,
    }))
    .filter(({ taskList: tasks }) => Object.keys(tasks).length > 0);
}

/** Connections the job runners of one process may use: each lane's slots plus its LISTEN connection. */
export function jobPoolSize(lanes: readonly JobLane[] = JOB_LANES): number {
  return lanes.reduce((sum, lane) => sum + lane.concurrency + 1, 0) + 2;
}
