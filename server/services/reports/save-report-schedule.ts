import { nextScheduledRun, type ReportFrequency } from '../../../core/reports/schedule';
import type { Acting } from '../../../core/workspaces/acting';
import { MAX_REPORT_SCHEDULES, type ReportSchedule } from '../../../contracts/report';
import { withTransaction, type Pool, type Queryable } from '../../db/pool';
import {
  countReportSchedules,
  lockScheduleOwner,
  replaceConfirmationToken,
  selectReportScheduleForSite,
  selectReportSchedules,
  upsertReportSchedule,
  type ReportScheduleRow,
  type ScheduleConfirmation,
} from '../../db/queries/report-schedules';
import { AppError } from '../../errors';
import type { MailOutbox } from '../mail/mail-outbox';
import { loadUserPlan } from '../plans/load-user-plan';
import { loadBrandingFor } from './load-branding-for';
import { recordAudit } from '../audit/audit-log';
import { confirmationLink, countConfirmationMail, newConfirmation, waitingFor } from './schedule-confirmation';
import { scheduleConfirmationMail } from './schedule-confirmation-mail';
import { assertScheduledReports, toReportSchedule, UUID } from './report-schedules';
import { assertReportSite } from './report-site';

export const SCHEDULE_LIMIT_MESSAGE =
  `You can have at most ${MAX_REPORT_SCHEDULES} scheduled reports. Delete one before adding another.`;

export interface ScheduleMailDeps {
  pool: Pool;
  /** Confirmation e-mails go out in the background, as account e-mails do. */
  outbox: MailOutbox;
  appUrl: string;
}

export interface SaveScheduleInput {
  site: string;
  /** Only the site's queries tracked with this tag; absent or empty for every query. */
  tag?: string | undefined;
  frequency: ReportFrequency;
  /** Where the PDF goes; the account's address when absent. */
  email?: string | undefined;
}

const sameAddress = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/**
 * The recipient state a save leaves: the account's own verified address is allowed at once; an address that
 * already agreed to this schedule stays agreed; one still waiting keeps its live link (changing the frequency
 * mails nothing); anything else (a new address, an expired link, a recipient who unsubscribed) needs a new
 * confirmation, and `token` is the one to mail.
 */
function recipientState(
  email: string,
  owner: { email: string; email_verified_at: Date | null },
  existing: ReportScheduleRow | undefined,
  now: Date,
): { confirmation: ScheduleConfirmation; token?: string } {
  const kept = existing && sameAddress(existing.email, email) && !existing.unsubscribed_at ? existing : undefined;
  if (kept?.confirmed_at) return { confirmation: { confirmedAt: kept.confirmed_at, tokenHash: null, expiresAt: null, sentAt: null } };
  if (owner.email_verified_at && sameAddress(owner.email, email)) {
    return { confirmation: { confirmedAt: now, tokenHash: null, expiresAt: null, sentAt: null } };
  }
  if (kept?.confirm_token_hash && kept.confirm_expires_at && kept.confirm_expires_at > now) {
    const { confirm_token_hash: tokenHash, confirm_expires_at: expiresAt, confirm_sent_at: sentAt } = kept;
    return { confirmation: { confirmedAt: null, tokenHash, expiresAt, sentAt } };
  }
  const pending = newConfirmation(now);
  return { confirmation: waitingFor(pending), token: pending.token };
}

async function lockOwner(db: Parameters<typeof lockScheduleOwner>[0], userId: string) {
  const owner = await lockScheduleOwner(db, userId);
  if (!owner) throw new AppError('NOT_FOUND', 'No such account.');
  return owner;
}

/**
 * Creates or changes the schedule of the site's report (whole, or limited to a tag). The next run is the next Monday or 1st of the month, 08:00 in the
 * user's time zone, counted from now: changing a schedule never sends at once. An address other than the
 * account's verified one gets a confirmation e-mail and nothing else until its link is opened. A new site past
 * MAX_REPORT_SCHEDULES is refused; the owner's row lock makes that hold for parallel requests too.
 */
export async function saveReportSchedule(
  deps: ScheduleMailDeps,
  by: Acting,
  input: SaveScheduleInput,
  now: Date,
): Promise<ReportSchedule> {
  const userId = by.workspaceId;
  const timeZone = await assertScheduledReports(deps.pool, userId, now);
  await assertReportSite(deps.pool, userId, input.site);
  const tag = input.tag || null;
  const { schedule, mail } = await withTransaction(deps.pool, async (db) => {
    const owner = await lockOwner(db, userId);
    const existing = await selectReportScheduleForSite(db, userId, input.site, tag);
    if (!existing && (await countReportSchedules(db, userId)) >= MAX_REPORT_SCHEDULES) {
      throw new AppError('INVALID_INPUT', SCHEDULE_LIMIT_MESSAGE);
    }
    const email = input.email ?? owner.email;
    const { confirmation, token } = recipientState(email, owner, existing, now);
    if (token) await countConfirmationMail(db, userId, email, now);
    const row = await upsertReportSchedule(db, {
      userId,
      site: input.site,
      tag,
      frequency: input.frequency,
      email,
      nextRunAt: nextScheduledRun(input.frequency, now, timeZone),
      confirmation,
      now,
    });
    const [listed] = await selectReportSchedules(db, userId, row.id);
    if (!listed) throw new Error('saved report schedule vanished');
    const mail = token ? { sender: owner.email, link: confirmationLink(deps.appUrl, token) } : undefined;
    return { schedule: listed, mail };
  });
  await recordAudit(deps.pool, by, 'report_schedule.saved', `${schedule.site}${schedule.tag ? ` (tag “${schedule.tag}”)` : ''}, ${schedule.frequency}, to ${schedule.email}`, now);
  // After the commit: the link in the e-mail only works once the token is stored.
  if (mail) deps.outbox.send(schedule.email, scheduleConfirmationMail({ ...mail, site: schedule.site, tag: schedule.tag, frequency: schedule.frequency, brand: await brandOf(deps.pool, userId, now) }));
  return toReportSchedule(schedule);
}

/**
 * Sends a schedule that waits for its recipient a new confirmation link (the previous one stops working).
 * 404 for an id that is not one of the user's; 400 when the schedule is not waiting for confirmation.
 */
export async function resendScheduleConfirmation(deps: ScheduleMailDeps, userId: string, id: string, now: Date): Promise<ReportSchedule> {
  await assertScheduledReports(deps.pool, userId, now);
  if (!UUID.test(id)) throw new AppError('NOT_FOUND', 'No such report schedule.');
  const { schedule, mail } = await withTransaction(deps.pool, async (db) => {
    const owner = await lockOwner(db, userId);
    const [current] = await selectReportSchedules(db, userId, id);
    if (!current) throw new AppError('NOT_FOUND', 'No such report schedule.');
    if (current.confirmed_at || current.unsubscribed_at) {
      throw new AppError('INVALID_INPUT', 'This schedule is not waiting for confirmation.');
    }
    await countConfirmationMail(db, userId, current.email, now);
    const pending = newConfirmation(now);
    await replaceConfirmationToken(db, userId, id, pending);
    const [listed] = await selectReportSchedules(db, userId, id);
    if (!listed) throw new Error('report schedule vanished');
    return { schedule: listed, mail: { sender: owner.email, link: confirmationLink(deps.appUrl, pending.token) } };
  });
  deps.outbox.send(schedule.email, scheduleConfirmationMail({ ...mail, site: schedule.site, tag: schedule.tag, frequency: schedule.frequency, brand: await brandOf(deps.pool, userId, now) }));
  return toReportSchedule(schedule);
}

/** The owner's white-label name while their plan includes it; null otherwise. */
async function brandOf(db: Queryable, userId: string, now: Date): Promise<string | null> {
  const { tier } = await loadUserPlan(db, userId, now);
  return (await loadBrandingFor(db, userId, tier))?.companyName ?? null;
}
