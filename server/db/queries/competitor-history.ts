import type { Queryable } from '../pool';

/** One of the user's checks that included a competitor: its rank there beside the user's own. */
export interface CompetitorCheckRow {
  check_id: string;
  checked_at: Date;
  website_url: string;
  keyword: string;
  location: string;
  search_engine: string;
  device: string;
  /** The competitor's rank (0 = not found). */
  rank: number;
  /** The user's site's rank in that check (0 = not found). */
  your_rank: number;
}

/**
 * The user's latest `limit` checks that included the competitor `url` (display form, as history stores it),
 * newest first. The `<> '[]'` lets the planner use the partial index on search_history.competitors; a URL
 * listed twice in one check counts with its first entry.
 */
export async function selectCompetitorChecks(db: Queryable, userId: string, url: string, limit: number): Promise<CompetitorCheckRow[]> {
  const { rows } = await db.query<CompetitorCheckRow>(
    `select h.id::text as check_id, h.checked_at, h.website_url, h.keyword, h.location, h.search_engine, h.device,
            h.rank_position as your_rank,
            (select (c.value->>'rank')::int
               from jsonb_array_elements(h.competitors) with ordinality as c(value, position)
              where c.value->>'url' = $2
              order by c.position
              limit 1) as rank
       from search_history h
      where h.user_id = $1
        and h.competitors <> '[]'::jsonb
        and h.competitors @> jsonb_build_array(jsonb_build_object('url', $2::text))
      order by h.checked_at desc, h.id desc
      limit $3`,
    [userId, url, limit],
  );
  return rows;
}
