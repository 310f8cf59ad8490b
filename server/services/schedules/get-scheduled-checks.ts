import type { ScheduledCheck } from '../../../contracts/scheduled-check';
import type { Queryable } from '../../db/pool';
import { scheduledCheckExists, selectScheduledCheck, selectScheduledChecks, selectScheduleRuns } from '../../db/queries/scheduled-checks';
import { AppError } from '../../errors';
import { SCHEDULE_MESSAGES } from './schedule-messages';
import { toScheduledCheck, toScheduleRun } from './scheduled-check-view';

/** Runs shown for a schedule, newest first. */
export const SCHEDULE_RUNS_LISTED = 20;

export const scheduleNotFound = () => new AppError('NOT_FOUND', SCHEDULE_MESSAGES.notFound);

/** The user's schedules, newest first, each with its last rank, the one before and its monthly estimate. */
export async function listScheduledChecks(db: Queryable, userId: string): Promise<ScheduledCheck[]> {
  return (await selectScheduledChecks(db, userId)).map(toScheduledCheck);
}

/** One of the user's schedules, or 404 (another user's is not found either). */
export async function getScheduledCheck(db: Queryable, userId: string, id: string): Promise<ScheduledCheck> {
  const row = await selectScheduledCheck(db, userId, id);
  if (!row) throw scheduleNotFound();
  return toScheduledCheck(row);
}

/** The schedule's latest runs, newest slot first; 404 when the schedule is not the user's. */
export async function listScheduleRuns(db: Queryable, userId: string, id: string) {
  const rows = await selectScheduleRuns(db, userId, id, SCHEDULE_RUNS_LISTED);
  if (rows.length === 0 && !(await scheduledCheckExists(db, userId, id))) throw scheduleNotFound();
  return rows.map(toScheduleRun);
}
