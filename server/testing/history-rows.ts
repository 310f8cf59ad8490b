import type { Queryable } from '../db/pool';
import { recordUsage } from '../services/usage/usage-today';
import { insertSearchHistory, type NewSearchHistoryRow, type SearchHistoryRow } from '../db/queries/search-history';

/** Saves a check for `userId` straight into search_history; unspecified fields get plain defaults. */
export function saveCheck(db: Queryable, userId: string, fields: Partial<Omit<NewSearchHistoryRow, 'userId'>>): Promise<SearchHistoryRow> {
  return insertSearchHistory(db, {
    userId,
    websiteUrl: 'example.com',
    keyword: 'running shoes',
    location: 'us',
    searchEngine: 'google',
    rankPosition: 5,
    pageNumber: 1,
    resultType: 'organic',
    competitors: [],
    checkedAt: new Date('2026-03-01T10:00:00Z'),
    ...fields,
  });
}

/**
 * Saves a check as the app does: in history and against the user's daily allowance (the usage ledger), dated
 * in the user's current time zone.
 */
export async function saveCountedCheck(
  db: Queryable,
  userId: string,
  fields: Partial<Omit<NewSearchHistoryRow, 'userId'>> & { checkedAt: Date },
): Promise<SearchHistoryRow> {
  const { rows } = await db.query<{ time_zone: string }>('select time_zone from users where id = $1', [userId]);
  await recordUsage(db, userId, fields.checkedAt, rows[0]?.time_zone ?? 'UTC');
  return saveCheck(db, userId, fields);
}
