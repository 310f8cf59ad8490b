import { tierFeatures } from '../../../core/plans/feature-access';
import { nextScheduledRun, scheduledReportPeriod } from '../../../core/reports/schedule';
import { REPORT_EMAIL_PAGES } from '../../../contracts/report';
import type { Mailer } from '../../adapters/mail';
import { withTransaction, type Pool } from '../../db/pool';
import { claimReportSlot, markDeliveryFailed, markDeliverySent } from '../../db/queries/report-deliveries';
import { insertUnsubscribeToken } from '../../db/queries/report-email-links';
import { lockReportSchedule, markReportScheduleSent, moveReportScheduleOn } from '../../db/queries/report-schedules';
import { newToken } from '../tokens/random-token';
import { loadUserPlan } from '../plans/load-user-plan';
import { getReport } from './get-report';
import { renderReportPdf } from './pdf/render-report-pdf';
import type { PdfLog } from './pdf/without-unsafe-logo';
import { scheduledReportMail } from './scheduled-report-mail';

export interface ScheduledReportDeps {
  pool: Pool;
  mailer: Mailer;
  appUrl: string;
  now: () => Date;
}

/**
 * What became of one due slot:
 * - sent: handed to the mail server;
 * - failed: claimed, but the mail server refused or could not be reached: that report is lost (not retried,
 *   see below) and the owner's list shows it;
 * - not-due: already claimed for this slot, or the schedule changed since;
 * - restricted: the plan no longer includes scheduled reports: nothing sent, schedule untouched;
 * - stopped: the recipient has not confirmed, or unsubscribed;
 * - skipped: the slot is more than STALE_SLOT_MS old (the plan came back after a pause, the workers were down):
 *   a report of a long-gone period is not sent, the schedule moves to its next run;
 * - missing: deleted since.
 */
export type SendOutcome = 'sent' | 'failed' | 'not-due' | 'restricted' | 'stopped' | 'skipped' | 'missing';

const DAY = 24 * 3600_000;
/** Older slots are skipped rather than sent late. */
export const STALE_SLOT_MS = 2 * DAY;
/** Each e-mail's unsubscribe link works this long (well past the 30 days mail rules ask for). */
const UNSUBSCRIBE_LINK_LIFETIME_MS = 365 * DAY;

/**
 * Sends the report of schedule `scheduleId` for the slot it was due at: AT MOST ONCE.
 *
 * Under the schedule's row lock (a second job for the slot waits, then finds it gone) the plan, the recipient
 * and the slot are checked again and the PDF is rendered; then the slot is claimed (a report_deliveries row, and
 * next_run_at moved on) and that transaction COMMITS before the mail server is called. Whatever happens after
 * (SMTP refuses, the connection drops after the server took the message, the process is killed), no job sends
 * that slot again, so a recipient never gets a report twice. The price: a mail server that is down at the time
 * loses that one report; the attempt is recorded (failed_at, the error) and the owner's list shows it.
 * We chose this over at-least-once because these e-mails go to the owner's clients, where a duplicate PDF is
 * the more visible failure, and because an unanswered SMTP DATA command cannot tell "not sent" from "sent".
 *
 * A failure before the claim (the database, rendering) rolls back: the slot stays due and the job is retried.
 */
export async function sendScheduledReport(
  deps: ScheduledReportDeps,
  scheduleId: string,
  slot: Date,
  log?: PdfLog,
): Promise<SendOutcome> {
  const claimed = await withTransaction(deps.pool, async (client) => {
    const schedule = await lockReportSchedule(client, scheduleId);
    if (!schedule) return 'missing';
    if (schedule.next_run_at.getTime() !== slot.getTime()) return 'not-due';
    if (!schedule.confirmed_at || schedule.unsubscribed_at) return 'stopped';
    const now = deps.now();
    const { tier, timeZone } = await loadUserPlan(client, schedule.user_id, now);
    if (!tierFeatures(tier).scheduledReports) return 'restricted';
    const nextRunAt = nextScheduledRun(schedule.frequency, now, timeZone);
    if (now.getTime() - slot.getTime() > STALE_SLOT_MS) {
      await moveReportScheduleOn(client, schedule.id, nextRunAt);
      return 'skipped';
    }
    const period = scheduledReportPeriod(schedule.frequency, slot, timeZone);
    const report = await getReport(client, schedule.user_id, { site: schedule.site, ...period, ...(schedule.tag ? { tag: schedule.tag } : {}) }, now);
    const pdf = await renderReportPdf(report, log ? { log } : {});
    if (!(await claimReportSlot(client, { scheduleId: schedule.id, slot, nextRunAt, now }))) return 'not-due';
    const unsubscribe = newToken();
    await insertUnsubscribeToken(client, {
      hash: unsubscribe.hash,
      scheduleId: schedule.id,
      now,
      expiresAt: new Date(now.getTime() + UNSUBSCRIBE_LINK_LIFETIME_MS),
    });
    const mail = scheduledReportMail(report, schedule.frequency, pdf, {
      reportsUrl: `${deps.appUrl}/reports?site=${encodeURIComponent(schedule.site)}${schedule.tag ? `&tag=${encodeURIComponent(schedule.tag)}` : ''}`,
      unsubscribeUrl: `${deps.appUrl}${REPORT_EMAIL_PAGES.unsubscribe}?token=${unsubscribe.token}`,
    });
    return { to: schedule.email, mail };
  });
  if (typeof claimed === 'string') return claimed;

  // The claim is committed: from here on this slot is never attempted again.
  try {
    // `headers` (List-Unsubscribe, RFC 8058) travel with the message.
    await deps.mailer.send({ to: claimed.to, ...claimed.mail });
  } catch (error) {
    await markDeliveryFailed(deps.pool, scheduleId, slot, deps.now(), error instanceof Error ? error.message : String(error));
    return 'failed';
  }
  const sentAt = deps.now();
  await withTransaction(deps.pool, async (client) => {
    await markDeliverySent(client, scheduleId, slot, sentAt);
    await markReportScheduleSent(client, scheduleId, sentAt);
  });
  return 'sent';
}
