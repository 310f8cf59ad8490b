import { tierFeatures } from '../../../core/plans/feature-access';
import { nextScheduledRun, scheduledReportPeriod } from '../../../core/reports/schedule';
import type { Mailer } from '../../adapters/mail';
import { withTransaction, type Pool } from '../../db/pool';
import { lockReportSchedule, markReportScheduleSent } from '../../db/queries/report-schedules';
import { loadUserPlan } from '../plans/load-user-plan';
import { getReport } from './get-report';
import { renderReportPdf } from './pdf/render-report-pdf';
import { scheduledReportMail } from './scheduled-report-mail';

export interface ScheduledReportDeps {
  pool: Pool;
  mailer: Mailer;
  appUrl: string;
  now: () => Date;
}

/**
 * What became of one due slot: sent; not-due (already sent for this slot, or the schedule changed since);
 * restricted (the plan no longer includes scheduled reports: nothing sent, schedule untouched, so it resumes
 * if the plan comes back); missing (deleted since).
 */
export type SendOutcome = 'sent' | 'not-due' | 'restricted' | 'missing';

/**
 * Sends the report of schedule `scheduleId` for the slot it was due at, at most once per slot: the schedule row
 * stays locked from the check to the update, so a second job for the same slot waits and then finds the slot
 * gone. A failed render or send rolls back (the slot stays due) and the job is retried.
 */
export async function sendScheduledReport(
  deps: ScheduledReportDeps,
  scheduleId: string,
  slot: Date,
): Promise<SendOutcome> {
  return withTransaction(deps.pool, async (client) => {
    const schedule = await lockReportSchedule(client, scheduleId);
    if (!schedule) return 'missing';
    if (schedule.next_run_at.getTime() !== slot.getTime()) return 'not-due';
    const now = deps.now();
    const { tier, timeZone } = await loadUserPlan(client, schedule.user_id, now);
    if (!tierFeatures(tier).scheduledReports) return 'restricted';
    const period = scheduledReportPeriod(schedule.frequency, slot, timeZone);
    const report = await getReport(client, schedule.user_id, { site: schedule.site, ...period }, now);
    const pdf = await renderReportPdf(report);
    const reportsUrl = `${deps.appUrl}/reports?site=${encodeURIComponent(schedule.site)}`;
    await deps.mailer.send({ to: schedule.email, ...scheduledReportMail(report, schedule.frequency, pdf, reportsUrl) });
    await markReportScheduleSent(client, schedule.id, now, nextScheduledRun(schedule.frequency, now, timeZone));
    return 'sent';
  });
}
