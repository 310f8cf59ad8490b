import { csvRow } from '../../../core/history/csv';
import { aiOverviewText, featureHoldingsText } from '../../../core/ranking/feature-holdings';
import { SERP_FEATURE_LABELS } from '../../../core/search/serp-features';
import type { Queryable } from '../../db/pool';
import type { TableRow } from '../../db/queries/tracked-query-table';
import { siteOf } from './site-of';

/**
 * The keyword list's columns. The first five are what adding keywords reads back (a CSV round trip: export,
 * edit, import), the rest say where each stands; tags are separated by semicolons.
 */
export const KEYWORD_CSV_HEADER = ['Keyword', 'Search engine', 'Location', 'Device', 'Tags', 'Rank', 'Best rank', 'Ranking URL', 'Last checked', 'Interval', 'Active', 'AI Overview', 'SERP features'] as const;

const BOM = '\uFEFF';

/** What a line says of a tracked query: the table's own row fields. */
type ExportRow = Pick<
  TableRow,
  | 'keyword'
  | 'search_engine'
  | 'location'
  | 'device'
  | 'tags'
  | 'current_rank'
  | 'best_rank'
  | 'ranking_url'
  | 'checked_at'
  | 'interval_type'
  | 'interval_value'
  | 'is_active'
  | 'serp_features'
  | 'ai_overview'
>;

const UNITS: Record<string, string> = { hourly: 'hours', daily: 'days', weekly: 'weeks', monthly: 'months' };
/** "daily", "every 2 weeks". */
const intervalText = (type: string, value: number) => (value === 1 ? type : `every ${value} ${UNITS[type] ?? type}`);

/** The chosen tracked queries of a site as CSV, in keyword order; rank 0 is written "not found". */
export async function exportKeywordsCsv(db: Queryable, userId: string, named: string, ids: readonly string[]): Promise<string> {
  const site = await siteOf(db, userId, named);
  const { rows } = await db.query<ExportRow>(
    `select keyword, search_engine, location, device, tags, current_rank, best_rank, ranking_url, checked_at,
            interval_type, interval_value, is_active, serp_features, ai_overview
       from scheduled_checks
      where user_id = $1 and website_url = $2 and id = any($3::bigint[])
      order by keyword_key, search_engine, location, device, id`,
    [userId, site, ids],
  );
  const lines = rows.map((row) =>
    csvRow([
      row.keyword,
      row.search_engine,
      row.location,
      row.device,
      row.tags.join('; '),
      row.current_rank === null ? null : row.current_rank === 0 ? 'not found' : row.current_rank,
      row.best_rank,
      row.ranking_url,
      row.checked_at?.toISOString(),
      intervalText(row.interval_type, row.interval_value),
      row.is_active ? 'yes' : 'no',
      // As in the history CSV: empty when unknown (never checked, or checked before they were kept), not "none".
      row.ai_overview ? aiOverviewText(row.ai_overview) : null,
      row.serp_features ? featureHoldingsText(row.serp_features, SERP_FEATURE_LABELS) : null,
    ]),
  );
  return BOM + csvRow(KEYWORD_CSV_HEADER) + lines.join('');
}
