import type { Queryable } from '../db/pool';
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
