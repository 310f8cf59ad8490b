import type { HistoryQuery } from '../../../contracts/history';
import { csvRow } from '../../../core/history/csv';
import { localDateOf, userTimeZone } from '../../../core/plans/local-day';
import { DEVICE_LABELS, isDevice } from '../../../core/search/devices';
import { ENGINE_LABELS, isSearchEngine } from '../../../core/search/engines';
import { sourceLabel } from '../../../core/search/serp-source';
import { SERP_FEATURE_LABELS } from '../../../core/search/serp-features';
import { aiOverviewText, featureHoldingsText } from '../../../core/ranking/feature-holdings';
import { isLocationCode, locationLabel } from '../../../core/search/locations';
import type { Queryable } from '../../db/pool';
import { selectHistoryPage, type HistoryPageRow } from '../../db/queries/history-page';
import { selectUserTimeZone } from '../../db/queries/history-time-zone';
import { resolveHistoryWhere } from './resolve-history-where';
import type { HistoryWhere } from '../../db/queries/history-where';

export type HistoryExportQuery = Omit<HistoryQuery, 'cursor' | 'limit'>;

export const HISTORY_CSV_HEADER = [
  'Checked at',
  'Website',
  'Keyword',
  'Search engine',
  'Location',
  'Rank',
  'Page',
  'Type',
  'Previous rank',
  'Competitors',
  'Device',
  'Results scanned',
  'Source',
  'AI Overview',
  'SERP features',
] as const;

// Rows read per query: big enough that the lookups of previous ranks stay cheap per row, small enough that a
// huge history never sits in memory at once.
const BATCH = 1000;
// Excel reads a CSV without a byte order mark as the local code page, garbling non-Latin keywords.
const BOM = '\uFEFF';

function toCsvRecord(row: HistoryPageRow): string {
  return csvRow([
    row.checked_at.toISOString(),
    row.website_url,
    row.keyword,
    isSearchEngine(row.search_engine) ? ENGINE_LABELS[row.search_engine] : row.search_engine,
    isLocationCode(row.location) ? locationLabel(row.location) : row.location,
    row.rank_position,
    row.page_number,
    row.result_type,
    row.previous_rank,
    row.competitors.map((c) => `${c.url}: ${c.rank}`).join('; '),
    isDevice(row.device) ? DEVICE_LABELS[row.device] : row.device,
    row.results_scanned,
    sourceLabel(row.source),
    // Empty when unknown (saved before they were kept): not the same as "none".
    row.ai_overview ? aiOverviewText(row.ai_overview) : null,
    row.serp_features ? featureHoldingsText(row.serp_features, SERP_FEATURE_LABELS) : null,
  ]);
}

/** Every row of `where` as CSV text chunks, BOM and header first, read in keyset batches in the given order. */
async function* csvChunks(db: Queryable, where: HistoryWhere, query: HistoryExportQuery): AsyncGenerator<string> {
  yield BOM + csvRow(HISTORY_CSV_HEADER);
  let after: { key: number | string; id: string } | undefined;
  for (;;) {
    const rows = await selectHistoryPage(db, where, { sort: query.sort, order: query.order, after, limit: BATCH });
    if (rows.length > 0) yield rows.map(toCsvRecord).join('');
    const last = rows[rows.length - 1];
    if (!last || rows.length < BATCH) return;
    after = { key: last.sort_key, id: String(last.id) };
  }
}

export interface HistoryExport {
  /** rank-history-YYYY-MM-DD.csv, dated by the user's calendar day. */
  fileName: string;
  /** The CSV, chunk by chunk: memory stays flat however long the history. */
  chunks: AsyncGenerator<string>;
}

/**
 * The CSV export of every check matching the filters. Filters are checked (and the time zone read) before
 * anything is streamed, so a bad request still gets a JSON error rather than a broken file.
 */
export async function exportHistoryCsv(db: Queryable, userId: string, query: HistoryExportQuery, now: Date): Promise<HistoryExport> {
  const where = await resolveHistoryWhere(db, userId, query);
  const { year, month, day } = localDateOf(now, userTimeZone(await selectUserTimeZone(db, userId)));
  const pad = (n: number) => String(n).padStart(2, '0');
  return { fileName: `rank-history-${year}-${pad(month)}-${pad(day)}.csv`, chunks: csvChunks(db, where, query) };
}
