import type { AiOverviewCitation, FeatureHolding } from '../../../core/ranking/feature-holdings';
import { keywordKey } from '../../../core/search/query-identity';
import type { Queryable } from '../pool';
import type { CheckQueryKey, StoredCompetitor } from './search-history';

/** What the checks before a new one of the same query say: the trend shown with it and its alerts need both. */
export interface PreviousChecks {
  /** The latest earlier check, whatever its rank (null: this query was never checked). */
  latest: { rank: number; matchedUrl: string | null; competitors: StoredCompetitor[] } | null;
  /** The latest earlier check with a rank above 0 (rank alerts compare with it; a "not found" in between is skipped). */
  latestPositive: { rank: number; matchedUrl: string | null } | null;
  /** The latest earlier AI Overview that was read (none shown, or its sources), among the last RECENT checks. */
  latestOverview: AiOverviewCitation | null;
  /** The latest earlier check's SERP features where they are known, among the last RECENT checks. */
  latestFeatures: FeatureHolding[] | null;
}

/**
 * How far back the overview and features are looked for: a query checked hourly on an engine that shows
 * neither would otherwise read its whole history on every check. An overview not read in 50 checks is old news.
 */
const RECENT = 50;

interface Row {
  latest_rank: number | null;
  latest_url: string | null;
  latest_competitors: StoredCompetitor[] | null;
  positive_rank: number | null;
  positive_url: string | null;
  overview: AiOverviewCitation | null;
  features: FeatureHolding[] | null;
}

/** Both reads in one round trip, each one probe of search_history_user_query backwards from now. */
export async function selectPreviousChecks(db: Queryable, userId: string, key: CheckQueryKey): Promise<PreviousChecks> {
  const same = `user_id = $1 and website_url = $2 and keyword_key = $3 and search_engine = $4 and location = $5 and device = $6`;
  const { rows } = await db.query<Row>(
    `select l.rank_position as latest_rank, l.matched_url as latest_url, l.competitors as latest_competitors,
            p.rank_position as positive_rank, p.matched_url as positive_url,
            o.ai_overview as overview, f.serp_features as features
       from (select 1) one
       left join lateral (
         select rank_position, matched_url, competitors from search_history
          where ${same} order by checked_at desc, id desc limit 1
       ) l on true
       left join lateral (
         select rank_position, matched_url from search_history
          where ${same} and rank_position > 0 order by checked_at desc, id desc limit 1
       ) p on true
       left join lateral (
         select ai_overview from (
           select ai_overview, checked_at, id from search_history where ${same} order by checked_at desc, id desc limit ${RECENT}
         ) recent where ai_overview->>'state' in ('none', 'cited') order by checked_at desc, id desc limit 1
       ) o on true
       left join lateral (
         select serp_features from (
           select serp_features, checked_at, id from search_history where ${same} order by checked_at desc, id desc limit ${RECENT}
         ) recent where serp_features is not null order by checked_at desc, id desc limit 1
       ) f on true`,
    [userId, key.websiteUrl, keywordKey(key.keyword), key.searchEngine, key.location, key.device],
  );
  const row = rows[0];
  return {
    latest:
      row && row.latest_rank !== null
        ? { rank: row.latest_rank, matchedUrl: row.latest_url, competitors: row.latest_competitors ?? [] }
        : null,
    latestPositive: row && row.positive_rank !== null ? { rank: row.positive_rank, matchedUrl: row.positive_url } : null,
    latestOverview: row?.overview ?? null,
    latestFeatures: row?.features ?? null,
  };
}
