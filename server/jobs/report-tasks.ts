import type { TaskList } from 'graphile-worker';
import { z } from 'zod';
import { sendScheduledReport, type ScheduledReportDeps } from '../services/reports/send-scheduled-report';
import { ENQUEUE_DUE_REPORTS, enqueueDueReports, SEND_SCHEDULED_REPORT } from './enqueue-due-reports';

const payloadSchema = z.object({ scheduleId: z.string(), slot: z.iso.datetime() });

/** The background tasks of scheduled reports: a cron pass that finds due schedules, and the send itself. */
export function reportTaskList(deps: ScheduledReportDeps): TaskList {
  return {
    [ENQUEUE_DUE_REPORTS]: async (_payload, helpers) => {
      const added = await enqueueDueReports(deps.pool, deps.now());
      if (added > 0) helpers.logger.info(`Queued ${added} scheduled report(s)`);
    },
    [SEND_SCHEDULED_REPORT]: async (payload, helpers) => {
      const parsed = payloadSchema.safeParse(payload);
      // A malformed payload can never succeed: log it and finish instead of retrying.
      if (!parsed.success) {
        helpers.logger.error(`Ignoring ${SEND_SCHEDULED_REPORT} job with a bad payload: ${JSON.stringify(payload)}`);
        return;
      }
      // A logo left out of the PDF, or a failed render, is logged with the job.
      const log = {
        warn: (details: object, message: string) => helpers.logger.warn(message, { ...details }),
        error: (details: object, message: string) => helpers.logger.error(message, { ...details }),
      };
      const outcome = await sendScheduledReport(deps, parsed.data.scheduleId, new Date(parsed.data.slot), log);
      const line = `Scheduled report ${parsed.data.scheduleId} at ${parsed.data.slot}: ${outcome}`;
      // A failed send is not retried (each slot is sent at most once); report_deliveries holds the error.
      if (outcome === 'failed') helpers.logger.error(`${line} (not retried; see report_deliveries.error)`);
      else helpers.logger.info(line);
    },
  };
}
