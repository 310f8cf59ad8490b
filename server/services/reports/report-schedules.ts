import { tierFeatures } from '../../../core/plans/feature-access';
import { nextScheduledRun, type ReportFrequency } from '../../../core/reports/schedule';
import type { ReportSchedule } from '../../../contracts/report';
import type { Queryable } from '../../db/pool';
import {
  deleteReportSchedule,
  selectReportSchedules,
  upsertReportSchedule,
  type ReportScheduleRow,
} from '../../db/queries/report-schedules';
import { AppError } from '../../errors';
import { loadUserPlan } from '../plans/load-user-plan';

export const SCHEDULES_RESTRICTED = 'Scheduled e-mail reports are only available on the Pro and Enterprise plans.';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function toReportSchedule(row: ReportScheduleRow): ReportSchedule {
  return {
    id: row.id,
    site: row.site,
    frequency: row.frequency,
    email: row.email,
    nextRunAt: row.next_run_at.toISOString(),
    lastSentAt: row.last_sent_at?.toISOString() ?? null,
  };
}

/** 403 FEATURE_RESTRICTED unless the plan includes scheduled reports; otherwise the user's time zone. */
async function assertScheduledReports(db: Queryable, userId: string, now: Date): Promise<string> {
  const { tier, timeZone } = await loadUserPlan(db, userId, now);
  if (!tierFeatures(tier).scheduledReports) throw new AppError('FEATURE_RESTRICTED', SCHEDULES_RESTRICTED, 403);
  return timeZone;
}

export async function listReportSchedules(db: Queryable, userId: string, now: Date): Promise<ReportSchedule[]> {
  await assertScheduledReports(db, userId, now);
  return (await selectReportSchedules(db, userId)).map(toReportSchedule);
}

export interface SaveScheduleInput {
  site: string;
  frequency: ReportFrequency;
  /** Where the PDF goes; the account's address when absent. */
  email?: string | undefined;
}

/**
 * Creates or changes the site's schedule. The next run is the next Monday or 1st of the month, 08:00 in the
 * user's time zone, counted from now: changing a schedule never sends at once.
 */
export async function saveReportSchedule(
  db: Queryable,
  user: { id: string; email: string },
  input: SaveScheduleInput,
  now: Date,
): Promise<ReportSchedule> {
  const timeZone = await assertScheduledReports(db, user.id, now);
  const row = await upsertReportSchedule(db, {
    userId: user.id,
    site: input.site,
    frequency: input.frequency,
    email: input.email ?? user.email,
    nextRunAt: nextScheduledRun(input.frequency, now, timeZone),
    now,
  });
  return toReportSchedule(row);
}

/** 404 for an id that is not one of the user's schedules. */
export async function removeReportSchedule(db: Queryable, userId: string, id: string, now: Date): Promise<void> {
  await assertScheduledReports(db, userId, now);
  if (!UUID.test(id) || !(await deleteReportSchedule(db, userId, id))) {
    throw new AppError('NOT_FOUND', 'No such report schedule.', 404);
  }
}
