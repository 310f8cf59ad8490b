import type { HistoryPage, HistoryQuery } from '../../../contracts/history';
import type { Queryable } from '../../db/pool';
import { countHistory, selectHistoryPage } from '../../db/queries/history-page';
import { AppError } from '../../errors';
import { decodeHistoryCursor, encodeHistoryCursor } from './history-cursor';
import { resolveHistoryWhere } from './resolve-history-where';
import { toHistoryEntry } from './to-history-entry';

export const BAD_CURSOR_MESSAGE = 'This page link is no longer valid. Please start again from the first page.';

/**
 * One keyset page of the user's history with the total matching the filters. The cursor carries the sort
 * and order it was made for; one from another sort, or not made by us, is a 400.
 */
export async function getHistoryPage(db: Queryable, userId: string, query: HistoryQuery): Promise<HistoryPage> {
  const after = query.cursor === undefined ? undefined : decodeHistoryCursor(query.cursor, query.sort, query.order);
  if (query.cursor !== undefined && !after) throw new AppError('INVALID_INPUT', BAD_CURSOR_MESSAGE);
  const where = await resolveHistoryWhere(db, userId, query);
  const [rows, total] = await Promise.all([
    selectHistoryPage(db, where, { sort: query.sort, order: query.order, after, limit: query.limit + 1 }),
    countHistory(db, where),
  ]);
  const items = rows.slice(0, query.limit);
  const last = rows.length > query.limit ? items[items.length - 1] : undefined;
  return {
    items: items.map(toHistoryEntry),
    nextCursor: last ? encodeHistoryCursor({ sort: query.sort, order: query.order, key: last.sort_key, id: String(last.id) }) : null,
    total,
  };
}
