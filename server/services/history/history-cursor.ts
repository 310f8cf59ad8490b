import type { HistorySort } from '../../../contracts/history';

/**
 * Where a history page ends: the last row's sort key and id. For checkedAt the key is microseconds since the
 * epoch (PostgreSQL keeps microseconds; a JS Date would drop them and skip or repeat rows), for rank the sort
 * rank (not found sorts as NOT_FOUND_SORT_RANK), for keyword and website the text itself.
 */
export interface HistoryCursor {
  sort: HistorySort;
  order: 'asc' | 'desc';
  key: number | string;
  id: string;
}

const TEXT_SORTS: ReadonlySet<HistorySort> = new Set(['keyword', 'website']);

/** Opaque to clients: base64url of a small JSON array. */
export function encodeHistoryCursor(cursor: HistoryCursor): string {
  return Buffer.from(JSON.stringify([cursor.sort, cursor.order, cursor.key, cursor.id]), 'utf8').toString('base64url');
}

/**
 * Reads a cursor made by encodeHistoryCursor for the same sort and order; undefined when it is malformed or
 * belongs to another sort or order (its key would mean nothing there).
 */
export function decodeHistoryCursor(text: string, sort: HistorySort, order: 'asc' | 'desc'): HistoryCursor | undefined {
  if (!/^[A-Za-z0-9_-]+$/.test(text)) return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
  } catch {
    return undefined;
  }
  if (!Array.isArray(parsed) || parsed.length !== 4) return undefined;
  const [cursorSort, cursorOrder, key, id] = parsed as unknown[];
  if (cursorSort !== sort || cursorOrder !== order) return undefined;
  if (typeof id !== 'string' || !/^\d{1,19}$/.test(id)) return undefined;
  const keyOk = TEXT_SORTS.has(sort) ? typeof key === 'string' : Number.isSafeInteger(key);
  if (!keyOk) return undefined;
  return { sort, order, key: key as number | string, id };
}
