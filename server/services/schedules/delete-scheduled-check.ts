import type { Queryable } from '../../db/pool';
import { deleteScheduledCheck as deleteRow } from '../../db/queries/scheduled-checks';
import { scheduleNotFound } from './get-scheduled-checks';

/** Deletes one of the user's schedules and its runs; the checks it saved stay in history. */
export async function deleteScheduledCheck(db: Queryable, userId: string, id: string): Promise<void> {
  if (!(await deleteRow(db, userId, id))) throw scheduleNotFound();
}
