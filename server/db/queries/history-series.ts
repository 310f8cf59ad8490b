import type { Queryable } from '../pool';
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
}

/** Every check of one site/keyword/engine/location/device of the user, oldest first (search_history_user_query). */
export async function selectSeriesPoints(db: Queryable, query: SeriesQueryRow): Promise<SeriesPointRow[]> {
  const { rows } = await db.query<SeriesPointRow>(
    `select rank_position, competitors, checked_at, source
       from search_history
      where user_id = $1 and website_url = $2 and keyword = $3 and search_engine = $4 and location = $5 and device = $6
      order by checked_at, id`,
    [query.userId, query.site, query.keyword, query.engine, query.location, query.device],
  );
  return rows;
}
