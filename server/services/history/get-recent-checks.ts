import type { HistoryEntry } from '../../../contracts/history';
import type { Queryable } from '../../db/pool';
import { selectRecentChecks } from '../../db/queries/search-history';
import { toHistoryEntry } from './to-history-entry';

/** Spec §7: recent searches, latest first, 5 unless asked otherwise. */
export const DEFAULT_RECENT_CHECKS = 5;
export const MAX_RECENT_CHECKS = 50;

/** The user's latest checks with the previous rank of the same query (for trend arrows). */
export async function getRecentChecks(db: Queryable, userId: string, limit = DEFAULT_RECENT_CHECKS): Promise<HistoryEntry[]> {
  const rows = await selectRecentChecks(db, userId, limit);
  return rows.map(toHistoryEntry);
}
