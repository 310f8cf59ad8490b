import type { Queryable } from '../pool';

/** A filter's menu stays a menu: past this many, a user types or picks from the first ones (A to Z). */
export const MAX_FACET_VALUES = 500;

export interface HistoryFacetRows {
  sites: string[];
  keywords: string[];
  engines: string[];
  locations: string[];
  devices: string[];
  tags: string[];
}

/**
 * The distinct sites, keywords, engines, locations and devices of the user's checks, and the tags of their
 * tracked queries, sorted; at most
 * MAX_FACET_VALUES sites and keywords (engines, locations and devices are few by nature). A keyword is listed
 * once however it was spelled, as the user first typed it; the filter matches every spelling.
 */
export async function selectHistoryFacets(db: Queryable, userId: string): Promise<HistoryFacetRows> {
  const { rows } = await db.query<HistoryFacetRows>(
    `select array(select distinct website_url from search_history where user_id = $1 order by 1 limit $2) as sites,
            array(select keyword
                    from (select distinct on (keyword_key) keyword from search_history where user_id = $1
                           order by keyword_key, checked_at, id) first_spellings
                   order by 1 limit $2) as keywords,
            array(select distinct search_engine from search_history where user_id = $1 order by 1) as engines,
            array(select distinct location from search_history where user_id = $1 order by 1) as locations,
            array(select distinct device from search_history where user_id = $1 order by 1) as devices,
            array(select distinct t from scheduled_checks, unnest(tags) t where user_id = $1 order by 1 limit $2) as tags`,
    [userId, MAX_FACET_VALUES],
  );
  return rows[0] ?? { sites: [], keywords: [], engines: [], locations: [], devices: [], tags: [] };
}
