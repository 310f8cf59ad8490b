import { keywordKey } from '../../../core/search/query-identity';
import type { AiOverviewCitation, FeatureHolding } from '../../../core/ranking/feature-holdings';
import type { SeoChangeField } from '../../../core/seo/seo-changes';
import type { Queryable } from '../pool';

/** A competitor's rank as stored in search_history.competitors (0 = not found). */
export interface StoredCompetitor {
  url: string;
  rank: number;
}

export interface NewSearchHistoryRow {
  userId: string;
  websiteUrl: string;
  keyword: string;
  location: string;
  searchEngine: string;
  rankPosition: number;
  pageNumber: number;
  resultType: string;
  competitors: StoredCompetitor[];
  checkedAt: Date;
  /** 'desktop' unless given. */
  device?: string;
  /** The SERP provider that answered ('serpapi', 'demo'); null when unknown. */
  source?: string | null;
  /** How far the scan reached (1..100); null when unknown (the top 100 is assumed). */
  resultsScanned?: number | null;
  /** The page that ranked; null when not found. */
  matchedUrl?: string | null;
  /** The SERP features of the first page and who held them; null or absent when unknown. */
  serpFeatures?: FeatureHolding[] | null | undefined;
  /** Whether Google's AI Overview cited the site and competitors; null or absent when unknown. */
  aiOverview?: AiOverviewCitation | null | undefined;
}

export interface SearchHistoryRow {
  id: number;
  website_url: string;
  keyword: string;
  location: string;
  search_engine: string;
  rank_position: number;
  page_number: number;
  result_type: string;
  competitors: StoredCompetitor[];
  checked_at: Date;
  device: string;
  source: string | null;
  results_scanned: number | null;
  /** Null when unknown (saved before they were kept, or read by no provider). */
  serp_features: FeatureHolding[] | null;
  ai_overview: AiOverviewCitation | null;
}

export interface RecentCheckRow extends SearchHistoryRow {
  /** rank_position of the check before this one of the same site/keyword/engine/location/device; null if none. */
  previous_rank: number | null;
  /** What changed on the ranking page since the previous check's SEO snapshot; null without a compared snapshot. */
  seo_changes: { field: SeoChangeField }[] | null;
}

export interface DashboardStatsRow {
  total_checks: number;
  average_rank: number | null;
  last_checked_at: Date | null;
}

/**
 * Joins `previous.rank_position`: the rank of the check before row `h` of the same site/keyword/engine/location/
 * device (null for the first). One probe of search_history_user_query backwards from the row; id breaks ties between
 * checks saved at the same instant.
 */
export const PREVIOUS_RANK_JOIN = `left join lateral (
         select p.rank_position
           from search_history p
          where p.user_id = h.user_id
            and p.website_url = h.website_url
            and p.keyword_key = h.keyword_key
            and p.search_engine = h.search_engine
            and p.location = h.location
            and p.device = h.device
            and (p.checked_at, p.id) < (h.checked_at, h.id)
          order by p.checked_at desc, p.id desc
          limit 1
       ) previous on true`;

const COLUMNS = `id, website_url, keyword, location, search_engine, rank_position, page_number, result_type, competitors, checked_at,
  device, source, results_scanned, serp_features, ai_overview`;

/** The columns of a history row as `h.`-qualified select items, for queries that join more. */
export const HISTORY_COLUMNS = `h.id, h.website_url, h.keyword, h.location, h.search_engine, h.rank_position, h.page_number,
            h.result_type, h.competitors, h.checked_at, h.device, h.source, h.results_scanned, h.serp_features, h.ai_overview,
            (select s.changes from seo_snapshots s where s.id = h.seo_snapshot_id) as seo_changes`;

/**
 * Serialises everything that counts or saves one user's checks until the transaction ends, so a count
 * followed by an insert is one atomic step even under concurrent checks. Must run inside a transaction.
 */
export async function lockUserHistory(db: Queryable, userId: string): Promise<void> {
  await db.query(`select pg_advisory_xact_lock(hashtextextended('search_history:' || $1, 0))`, [userId]);
}

export async function insertSearchHistory(db: Queryable, row: NewSearchHistoryRow): Promise<SearchHistoryRow> {
  const { rows } = await db.query<SearchHistoryRow>(
    `insert into search_history
       (user_id, website_url, keyword, location, search_engine, rank_position, page_number, result_type, competitors, checked_at,
        device, source, results_scanned, matched_url, keyword_key, serp_features, ai_overview)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9::jsonb, $10, $11, $12, $13, $14, $15, $16::jsonb, $17::jsonb)
     returning ${COLUMNS}`,
    [
      row.userId,
      row.websiteUrl,
      row.keyword,
      row.location,
      row.searchEngine,
      row.rankPosition,
      row.pageNumber,
      row.resultType,
      JSON.stringify(row.competitors),
      row.checkedAt,
      row.device ?? 'desktop',
      row.source ?? null,
      row.resultsScanned ?? null,
      row.matchedUrl ?? null,
      keywordKey(row.keyword),
      row.serpFeatures ? JSON.stringify(row.serpFeatures) : null,
      row.aiOverview ? JSON.stringify(row.aiOverview) : null,
    ],
  );
  const inserted = rows[0];
  if (!inserted) throw new Error('insert into search_history returned no row');
  return inserted;
}

/** Spec §7 dashboard stats: count, average of the positive ranks rounded, latest check; zero/null when none. */
export async function selectDashboardStats(db: Queryable, userId: string): Promise<DashboardStatsRow> {
  const { rows } = await db.query<DashboardStatsRow>(
    `select count(*)::int as total_checks,
            round(avg(rank_position) filter (where rank_position > 0))::int as average_rank,
            max(checked_at) as last_checked_at
       from search_history
      where user_id = $1`,
    [userId],
  );
  return rows[0] ?? { total_checks: 0, average_rank: null, last_checked_at: null };
}

/**
 * The user's latest checks, newest first, each with the rank of the check before it of the same query.
 * The lateral lookup walks search_history_user_query backwards from the row; id breaks ties between checks
 * saved at the same instant.
 */
export async function selectRecentChecks(db: Queryable, userId: string, limit: number): Promise<RecentCheckRow[]> {
  const { rows } = await db.query<RecentCheckRow>(
    `select ${HISTORY_COLUMNS}, previous.rank_position as previous_rank
       from search_history h
       ${PREVIOUS_RANK_JOIN}
      where h.user_id = $1
      order by h.checked_at desc, h.id desc
      limit $2`,
    [userId, limit],
  );
  return rows;
}

/** What identifies "the same check" for trends: site, keyword (by its key), engine, location and device. */
export interface CheckQueryKey {
  websiteUrl: string;
  keyword: string;
  searchEngine: string;
  location: string;
  device: string;
}
