import { tierFeatures } from '../../../core/plans/feature-access';
import type { Acting } from '../../../core/workspaces/acting';
import { MAX_REPORT_SCHEDULES, type ReportSchedule, type ReportSchedules } from '../../../contracts/report';
import { withTransaction, type Pool, type Queryable } from '../../db/pool';
import { deleteReportSchedule, selectReportSchedules, type ListedReportScheduleRow, type ReportScheduleRow } from '../../db/queries/report-schedules';
import { recordAudit } from '../audit/audit-log';
import { AppError } from '../../errors';
import { loadUserPlan } from '../plans/load-user-plan';

export const SCHEDULES_RESTRICTED = 'Scheduled e-mail reports are only available on the Pro and Enterprise plans.';

export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Where a schedule stands with its recipient (contracts/report.ts REPORT_SCHEDULE_STATUSES). */
export function scheduleStatus(row: Pick<ReportScheduleRow, 'confirmed_at' | 'unsubscribed_at'>): ReportSchedule['status'] {
  if (row.unsubscribed_at) return 'unsubscribed';
  return row.confirmed_at ? 'active' : 'waiting_for_confirmation';
}

export function toReportSchedule(row: ListedReportScheduleRow): ReportSchedule {
  const status = scheduleStatus(row);
  return {
    id: row.id,
    site: row.site,
    tag: row.tag,
    frequency: row.frequency,
    email: row.email,
    status,
    nextRunAt: row.next_run_at.toISOString(),
    lastSentAt: row.last_sent_at?.toISOString() ?? null,
    lastFailedAt: row.last_failed_at?.toISOString() ?? null,
    confirmationSentAt: status === 'waiting_for_confirmation' ? (row.confirm_sent_at?.toISOString() ?? null) : null,
  };
}

/** Whether the user's plan includes scheduled reports now, and the user's time zone. */
export async function scheduledReportsOf(db: Queryable, userId: string, now: Date): Promise<{ included: boolean; timeZone: string }> {
  const { tier, timeZone } = await loadUserPlan(db, userId, now);
  return { included: tierFeatures(tier).scheduledReports, timeZone };
}

/** 403 FEATURE_RESTRICTED unless the plan includes scheduled reports; otherwise the user's time zone. */
export async function assertScheduledReports(db: Queryable, userId: string, now: Date): Promise<string> {
  const { included, timeZone } = await scheduledReportsOf(db, userId, now);
  if (!included) throw new AppError('FEATURE_RESTRICTED', SCHEDULES_RESTRICTED);
  return timeZone;
}

/**
 * The user's schedules, on every plan: someone whose plan lost scheduled reports (back to free, trial over)
 * still sees and can delete theirs; `paused` says none of them is sent until the plan includes them again.
 */
export async function listReportSchedules(db: Queryable, userId: string, now: Date): Promise<ReportSchedules> {
  const [{ included }, rows] = await Promise.all([scheduledReportsOf(db, userId, now), selectReportSchedules(db, userId)]);
  return { items: rows.map(toReportSchedule), paused: !included, limit: MAX_REPORT_SCHEDULES };
}

/** Deletes one of the user's schedules, on every plan; 404 for an id that is not one of theirs. */
export async function removeReportSchedule(pool: Pool, by: Acting, id: string, now: Date): Promise<void> {
  const userId = by.workspaceId;
  if (!UUID.test(id)) throw new AppError('NOT_FOUND', 'No such report schedule.');
  await withTransaction(pool, async (db) => {
    const deleted = await deleteReportSchedule(db, userId, id);
    if (deleted === null) throw new AppError('NOT_FOUND', 'No such report schedule.');
    await recordAudit(db, by, 'report_schedule.deleted', `${deleted.site} to ${deleted.email}`, now);
  });
}
