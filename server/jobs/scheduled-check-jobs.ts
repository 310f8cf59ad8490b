import { z } from 'zod';

/*
 * The background jobs of scheduled checks: their names, payloads and the dispatcher's cron line. The handlers
 * are in scheduled-check-tasks.ts; the work itself (and how runs are packed into jobs) in services/schedules.
 */

/** The job that runs scheduled-check runs: payload `{ runIds }` (scheduled-check-tasks). */
export const RUN_SCHEDULED_CHECKS = 'run_scheduled_checks';
/** The dispatcher: every minute by cron, and again at once while due schedules remain. */
export const DISPATCH_SCHEDULED_CHECKS = 'dispatch_scheduled_checks';
/**
 * graphile-worker's own tries of a run job. A job throws only when the database failed it; its runs keep
 * their own attempts (at most MAX_RUN_ATTEMPTS) and a recovery pass takes up any a lost job left.
 */
export const RUN_JOB_ATTEMPTS = 5;

/**
 * Every minute: due schedules get their runs. graphile-worker starts each cron tick once across every worker
 * process; the dispatcher's row locks make overlapping passes (a tick and a follow-up) split the work.
 */
export const SCHEDULED_CHECKS_CRONTAB_LINE = `* * * * * ${DISPATCH_SCHEDULED_CHECKS}`;

/** A follow-up pass queued while due schedules remain: one waiting at a time. */
export const DISPATCH_AGAIN_JOB_KEY = 'scheduled-checks:dispatch-again';

export const runScheduledChecksPayloadSchema = z.object({
  runIds: z.array(z.number().int().positive()).min(1).max(1000),
});
export type RunScheduledChecksPayload = z.infer<typeof runScheduledChecksPayloadSchema>;
