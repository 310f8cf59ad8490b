import { ENGINE_LABELS, isSearchEngine } from '../../../core/search/engines';
import type { Acting } from '../../../core/workspaces/acting';
import { withTransaction, type Pool } from '../../db/pool';
import { deleteScheduledCheck as deleteRow } from '../../db/queries/scheduled-checks';
import { recordAudit } from '../audit/audit-log';
import { scheduleNotFound } from './get-scheduled-checks';

/** Deletes one of the user's schedules and its runs; the checks it saved stay in history. */
export async function deleteScheduledCheck(pool: Pool, by: Acting, id: string, now: Date): Promise<void> {
  const userId = by.workspaceId;
  await withTransaction(pool, async (db) => {
    const deleted = await deleteRow(db, userId, id);
    if (deleted === null) throw scheduleNotFound();
    const engine = isSearchEngine(deleted.search_engine) ? ENGINE_LABELS[deleted.search_engine] : deleted.search_engine;
    await recordAudit(db, by, 'schedule.deleted', `“${deleted.keyword}” for ${deleted.website_url} on ${engine}`, now);
  });
}
