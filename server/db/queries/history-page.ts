import type { HistorySort } from '../../../contracts/history';
import type { Queryable } from '../pool';
import { historyWhereSql, SqlParams, type HistoryWhere } from './history-where';
import { HISTORY_COLUMNS, PREVIOUS_RANK_JOIN, type RecentCheckRow } from './search-history';

/** Where not-found checks (rank 0) sort under `rank`: after every found rank when ascending. */
export const NOT_FOUND_SORT_RANK = 1_000_000;

// Each sort is a key plus id as the tiebreaker, both in the same direction, so (key, id) is a total order and
// a row comparison against the previous page's last row is an exact keyset condition.
const SORT_KEYS: Record<HistorySort, string> = {
  checkedAt: 'h.checked_at',
  rank: `(case when h.rank_position > 0 then h.rank_position else ${NOT_FOUND_SORT_RANK} end)`,
  keyword: 'h.keyword',
  website: 'h.website_url',
};

export interface HistoryPageRow extends RecentCheckRow {
  /** The row's sort key for a cursor: microseconds since the epoch for checkedAt. */
  sort_key: number | string;
}

export interface HistoryPageQuery {
  sort: HistorySort;
  order: 'asc' | 'desc';
  /** The previous page's last row (key as sort_key gives it) or none for the first page. */
  after?: { key: number | string; id: string } | undefined;
  limit: number;
}

function cursorKeySql(sort: HistorySort, key: number | string, params: SqlParams): string {
  if (sort !== 'checkedAt') return params.add(key);
  // Exact to the microsecond: text, not a JS Date (milliseconds only).
  const micros = Number(key);
  const millis = Math.floor(micros / 1000);
  const iso = new Date(millis).toISOString().replace('Z', `${String(micros - millis * 1000).padStart(3, '0')}Z`);
  return `${params.add(iso)}::timestamptz`;
}

/**
 * One page of the user's checks matching `where`, in the requested order, each with the rank of the check
 * before it of the same site/keyword/engine/location (as selectRecentChecks). Ask for limit + 1 rows to learn
 * whether another page follows.
 */
export async function selectHistoryPage(db: Queryable, where: HistoryWhere, page: HistoryPageQuery): Promise<HistoryPageRow[]> {
  const params = new SqlParams();
  const key = SORT_KEYS[page.sort];
  const direction = page.order === 'asc' ? 'asc' : 'desc';
  let condition = historyWhereSql(where, params);
  if (page.after) {
    const op = page.order === 'asc' ? '>' : '<';
    condition += ` and (${key}, h.id) ${op} (${cursorKeySql(page.sort, page.after.key, params)}, ${params.add(page.after.id)}::bigint)`;
  }
  const sortKey = page.sort === 'checkedAt' ? '(extract(epoch from h.checked_at) * 1000000)::bigint' : key;
  const { rows } = await db.query<HistoryPageRow>(
    `select ${HISTORY_COLUMNS}, previous.rank_position as previous_rank, h.sort_key
       from (
         select h.*, ${sortKey} as sort_key
           from search_history h
          where ${condition}
          order by ${key} ${direction}, h.id ${direction}
          limit ${params.add(page.limit)}
       ) h
       ${PREVIOUS_RANK_JOIN}
      order by h.sort_key ${direction}, h.id ${direction}`,
    params.values,
  );
  // bigint arrives as text unless the pool's int8 parser is installed; the cursor wants a number.
  return page.sort === 'keyword' || page.sort === 'website' ? rows : rows.map((row) => ({ ...row, sort_key: Number(row.sort_key) }));
}

/** How many of the user's checks match `where`. */
export async function countHistory(db: Queryable, where: HistoryWhere): Promise<number> {
  const params = new SqlParams();
  const { rows } = await db.query<{ count: number }>(
    `select count(*)::int as count from search_history h where ${historyWhereSql(where, params)}`,
    params.values,
  );
  return rows[0]?.count ?? 0;
}
