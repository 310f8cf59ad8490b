import type { KeywordFilters, TableSort } from '../../../contracts/tracking';
import { keywordKey } from '../../../core/search/query-identity';
import type { AiOverviewCitation, FeatureHolding } from '../../../core/ranking/feature-holdings';
import type { Queryable } from '../pool';
import { aiOverviewCondition, featuresHeldCondition } from './serp-feature-where';
import type { StoredCompetitor } from './search-history';

/** A tracked query with its rank at the compared instant, as the table reads it. */
export interface TableRow {
  id: string;
  keyword: string;
  search_engine: string;
  location: string;
  device: string;
  tags: string[];
  current_rank: number | null;
  compare_rank: number | null;
  change: number | null;
  best_rank: number | null;
  ranking_url: string | null;
  competitor_ranks: StoredCompetitor[] | null;
  serp_features: FeatureHolding[] | null;
  ai_overview: AiOverviewCitation | null;
  ai_answers: string[];
  checked_at: Date | null;
  next_check_at: Date;
  is_active: boolean;
  interval_type: string;
  interval_value: number;
  running: boolean;
  total: number;
}

// Not found counts as 101 in a change, as everywhere (core/ranking/rank-trend); a query never checked has none.
const CHANGE = `case when s.current_rank is null or c.rank_position is null then null
                     else (case when c.rank_position > 0 then c.rank_position else 101 end)
                        - (case when s.current_rank > 0 then s.current_rank else 101 end) end`;

const SORTS: Record<TableSort, string> = {
  keyword: 'keyword_key',
  engine: 'search_engine',
  location: 'location',
  device: 'device',
  rank: 'case when current_rank > 0 then current_rank when current_rank = 0 then 101 end',
  change: 'change',
  best: 'best_rank',
  url: 'ranking_url',
  checked: 'checked_at',
  next: 'case when is_active then next_check_at end',
  // The site's place among the overview's sources; an overview citing others after every citing one.
  citation: `case when ai_overview->>'state' = 'cited' then coalesce((ai_overview->>'sitePosition')::int, 1000) end`,
};

const RANKS: Record<NonNullable<KeywordFilters['rank']>, string> = {
  top3: 's.current_rank between 1 and 3',
  top10: 's.current_rank between 1 and 10',
  top20: 's.current_rank between 1 and 20',
  top100: 's.current_rank between 1 and 100',
  'not-found': 's.current_rank = 0',
  unchecked: 's.current_rank is null',
};

/** The where clause of a site's tracked queries under the filters (all but movers, which need the change). */
function whereOf(userId: string, site: string, filters: KeywordFilters): { sql: string; params: unknown[] } {
  const params: unknown[] = [userId, site];
  const parts = ['s.user_id = $1', 's.website_url = $2'];
  const add = (sql: (n: string) => string, value: unknown) => {
    params.push(value);
    parts.push(sql(`$${params.length}`));
  };
  if (filters.q) add((n) => `strpos(s.keyword_key, ${n}) > 0`, keywordKey(filters.q));
  if (filters.tags?.length) add((n) => `s.tags && ${n}::text[]`, filters.tags);
  if (filters.engines?.length) add((n) => `s.search_engine = any(${n}::text[])`, filters.engines);
  if (filters.locations?.length) add((n) => `s.location = any(${n}::text[])`, filters.locations);
  if (filters.devices?.length) add((n) => `s.device = any(${n}::text[])`, filters.devices);
  if (filters.rank) parts.push(RANKS[filters.rank]);
  if (filters.features?.length) {
    add((n) => featuresHeldCondition('s.serp_features', n), filters.features);
  }
  if (filters.aiOverview) parts.push(aiOverviewCondition('s.ai_overview', filters.aiOverview));
  return { sql: parts.join(' and '), params };
}

export interface TablePage {
  sort: TableSort;
  order: 'asc' | 'desc';
  offset: number;
  limit: number;
}

/**
 * One page of a site's keyword table: the tracked queries under the filters, each with its rank at `comparedAt`
 * (one backward probe of search_history_user_query per query: the table is sorted by change over all of them),
 * sorted with unknowns last whichever the direction, then by keyword, engine, location, device for a stable order.
 */
export async function selectTablePage(
  db: Queryable,
  userId: string,
  site: string,
  filters: KeywordFilters,
  comparedAt: Date,
  page: TablePage,
): Promise<TableRow[]> {
  const where = whereOf(userId, site, filters);
  const params = [...where.params, comparedAt, page.limit, page.offset];
  const at = `$${where.params.length + 1}`;
  const movers = filters.movers === 'up' ? 'where change > 0' : filters.movers === 'down' ? 'where change < 0' : '';
  const direction = page.order === 'desc' ? 'desc' : 'asc';
  const { rows } = await db.query<TableRow>(
    `with rows as (
       select s.id::text as id, s.keyword, s.keyword_key, s.search_engine, s.location, s.device, s.tags, s.current_rank,
              c.rank_position as compare_rank, ${CHANGE} as change, s.best_rank, s.ranking_url, s.competitor_ranks,
              s.serp_features, s.ai_overview, s.ai_answers, s.checked_at, s.next_check_at, s.is_active, s.interval_type, s.interval_value
         from scheduled_checks s
         left join lateral (
           select h.rank_position
             from search_history h
            where h.user_id = s.user_id and h.website_url = s.website_url and h.keyword_key = s.keyword_key
              and h.search_engine = s.search_engine and h.location = s.location and h.device = s.device
              and h.checked_at <= ${at}
            order by h.checked_at desc, h.id desc
            limit 1
         ) c on true
        where ${where.sql}
     ), matching as (
       select *, count(*) over () as total from rows ${movers}
     ), shown as (
       select * from matching
        order by ${SORTS[page.sort]} ${direction} nulls last, keyword_key, search_engine, location, device, id
        limit $${params.length - 1} offset $${params.length}
     )
     select shown.*, shown.total::int as total,
            exists (select 1 from scheduled_check_runs r
                     where r.schedule_id = shown.id::bigint and r.status in ('queued', 'running')) as running
       from shown
      order by ${SORTS[page.sort]} ${direction} nulls last, keyword_key, search_engine, location, device, id`,
    params,
  );
  return rows;
}

/** The ids of every tracked query of a site under the filters ("select all matching"). */
export async function selectMatchingIds(db: Queryable, userId: string, site: string, filters: KeywordFilters, comparedAt: Date): Promise<string[]> {
  const where = whereOf(userId, site, filters);
  if (!filters.movers) {
    const { rows } = await db.query<{ id: string }>(`select s.id::text as id from scheduled_checks s where ${where.sql} order by s.keyword_key, s.id`, where.params);
    return rows.map((row) => row.id);
  }
  const rows = await selectTablePage(db, userId, site, filters, comparedAt, { sort: 'keyword', order: 'asc', offset: 0, limit: 1_000_000 });
  return rows.map((row) => row.id);
}

export interface SparkPointRow {
  id: string;
  day: string;
  rank: number;
}

/**
 * The last check of each local day since `from` for some tracked queries: their sparklines. One range read of
 * search_history_user_query per query.
 */
export async function selectSparklines(db: Queryable, userId: string, ids: readonly string[], from: Date, timeZone: string): Promise<SparkPointRow[]> {
  if (ids.length === 0) return [];
  const { rows } = await db.query<SparkPointRow>(
    `select s.id::text as id, d.day, d.rank
       from scheduled_checks s
       cross join lateral (
         select distinct on (local_day) to_char(local_day, 'YYYY-MM-DD') as day, h.rank_position as rank
           from search_history h
           cross join lateral (select (h.checked_at at time zone $4)::date as local_day) l
          where h.user_id = s.user_id and h.website_url = s.website_url and h.keyword_key = s.keyword_key
            and h.search_engine = s.search_engine and h.location = s.location and h.device = s.device
            and h.checked_at >= $3
          order by local_day, h.checked_at desc, h.id desc
       ) d
      where s.user_id = $1 and s.id = any($2::bigint[])
      order by s.id, d.day`,
    [userId, ids, from, timeZone],
  );
  return rows;
}
