import { keywordKey } from '../../../core/search/query-identity';
import type { Queryable } from '../pool';
import type { AiOverviewCitation } from '../../../core/ranking/feature-holdings';
import type { StoredCompetitor } from './search-history';

export interface SeriesQueryRow {
  userId: string;
  site: string;
  keyword: string;
  engine: string;
  location: string;
  device: string;
}

export interface SeriesPointRow {
  rank_position: number;
  competitors: StoredCompetitor[];
  checked_at: Date;
  source: string | null;
  ai_overview: AiOverviewCitation | null;
}

/** The most checks one chart shows: hourly checks for six weeks, more than a chart can draw apart. */
export const MAX_SERIES_POINTS = 1000;

/**
 * The latest MAX_SERIES_POINTS + 1 checks of one query (site, keyword by its key, engine, location, device) of the user, oldest first
 * (one backward walk of search_history_user_query). One more than shown tells the caller there were more.
 */
export async function selectSeriesPoints(db: Queryable, query: SeriesQueryRow): Promise<SeriesPointRow[]> {
  const { rows } = await db.query<SeriesPointRow>(
    `select rank_position, competitors, checked_at, source, ai_overview
       from (select rank_position, competitors, checked_at, source, ai_overview, id
               from search_history
              where user_id = $1 and website_url = $2 and keyword_key = $3 and search_engine = $4 and location = $5 and device = $6
              order by checked_at desc, id desc
              limit $7) latest
      order by checked_at, id`,
    [query.userId, query.site, keywordKey(query.keyword), query.engine, query.location, query.device, MAX_SERIES_POINTS + 1],
  );
  return rows;
}
