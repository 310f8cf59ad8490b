import type { KeywordFilters, KeywordTable, KeywordTableQuery, TrackedQueryRow } from '../../../contracts/tracking';
import { INTERVAL_TYPES } from '../../../contracts/scheduled-check';
import { addLocalDays, localDateOf, startOfLocalDate } from '../../../core/plans/local-day';
import { formatIsoDay } from '../../../core/reports/report-period';
import { DEVICES } from '../../../core/search/devices';
import { SEARCH_ENGINES } from '../../../core/search/engines';
import { LOCATION_CODES } from '../../../core/search/locations';
import type { Queryable } from '../../db/pool';
import { selectMatchingIds, selectSparklines, selectTablePage, type TableRow } from '../../db/queries/tracked-query-table';
import { aiOverviewSummary } from '../../../core/ranking/feature-holdings';
import { isAiAnswerEngine } from '../../../core/search/ai-answers';
import { siteContext } from './tracking-context';

/** Days a row's sparkline covers. */
export const SPARKLINE_DAYS = 30;

/** Whole days from one yyyy-mm-dd to another. */
const daysBetween = (from: string, to: string) => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

const oneOf = <T extends string>(values: readonly T[], value: string, fallback: T): T => values.find((known) => known === value) ?? fallback;

function toRow(row: TableRow, sparkline: TrackedQueryRow['sparkline']): TrackedQueryRow {
  return {
    id: row.id,
    keyword: row.keyword,
    searchEngine: oneOf(SEARCH_ENGINES, row.search_engine, 'google'),
    location: oneOf(LOCATION_CODES, row.location, 'us'),
    device: oneOf(DEVICES, row.device, 'desktop'),
    tags: row.tags,
    rank: row.current_rank,
    compareRank: row.compare_rank,
    change: row.change,
    bestRank: row.best_rank,
    rankingUrl: row.ranking_url,
    competitors: row.competitor_ranks ?? [],
    checkedAt: row.checked_at?.toISOString() ?? null,
    nextCheckAt: row.is_active ? row.next_check_at.toISOString() : null,
    isActive: row.is_active,
    intervalType: oneOf(INTERVAL_TYPES, row.interval_type, 'daily'),
    intervalValue: row.interval_value,
    running: row.running,
    sparkline,
    featuresHeld: row.serp_features?.filter((holding) => holding.heldBySite).map((holding) => holding.feature) ?? null,
    aiOverview: aiOverviewSummary(row.ai_overview),
    aiAnswers: row.ai_answers.filter(isAiAnswerEngine),
  };
}

/** One page of a site's keyword table, each row with its change since the compared day and its sparkline. */
export async function getKeywordTable(db: Queryable, userId: string, named: string, query: KeywordTableQuery, now: Date): Promise<KeywordTable> {
  const { site, timeZone, compared } = await siteContext(db, userId, named, query.compare, now);
  const rows = await selectTablePage(db, userId, site, query, compared.at, query);
  const firstDay = addLocalDays(localDateOf(now, timeZone), -(SPARKLINE_DAYS - 1));
  const from = startOfLocalDate(firstDay, timeZone);
  const fromDay = formatIsoDay(firstDay);
  const points = await selectSparklines(db, userId, rows.map((row) => row.id), from, timeZone);
  const byId = new Map<string, (number | null)[]>();
  for (const point of points) {
    const ranks = byId.get(point.id) ?? new Array<number | null>(SPARKLINE_DAYS).fill(null);
    const index = daysBetween(fromDay, point.day);
    if (index >= 0 && index < SPARKLINE_DAYS) ranks[index] = point.rank;
    byId.set(point.id, ranks);
  }
  const empty = () => new Array<number | null>(SPARKLINE_DAYS).fill(null);
  return {
    items: rows.map((row) => toRow(row, { from: fromDay, ranks: byId.get(row.id) ?? empty() })),
    total: rows[0]?.total ?? (query.offset > 0 ? await countMatching(db, userId, site, query, compared.at) : 0),
    comparedAt: compared.at.toISOString(),
  };
}

/** A page past the end has no row to carry the total. */
async function countMatching(db: Queryable, userId: string, site: string, filters: KeywordFilters, at: Date): Promise<number> {
  return (await selectMatchingIds(db, userId, site, filters, at)).length;
}

/** The ids of every row of a site's table under the filters ("select all N matching"). */
export async function getMatchingIds(db: Queryable, userId: string, named: string, filters: KeywordFilters, now: Date): Promise<string[]> {
  const { site, compared } = await siteContext(db, userId, named, filters.compare, now);
  return selectMatchingIds(db, userId, site, filters, compared.at);
}
