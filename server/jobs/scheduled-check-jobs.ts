import { z } from 'zod';
import { DISPATCH_SCHEDULED_CHECKS, RUN_SCHEDULED_CHECKS } from '../services/schedules/dispatch-run-jobs';

/**
 * The background jobs of scheduled checks: their names, payloads and the dispatcher's cron line. The handlers
 * are in scheduled-check-tasks.ts; the work itself in services/schedules.
 */
export { DISPATCH_SCHEDULED_CHECKS, RUN_SCHEDULED_CHECKS };

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
