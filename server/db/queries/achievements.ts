import type { Queryable } from '../pool';

export interface AchievementStateRow {
  id: number;
  code: string;
  name: string;
  description: string;
  category: string;
  metric: string;
  threshold: number;
  /** When this user unlocked it; null while locked. */
  unlocked_at: Date | null;
}

/** Every achievement definition with the user's unlock time (null while locked), by category then name. */
export async function selectAchievementStates(db: Queryable, userId: string): Promise<AchievementStateRow[]> {
  const { rows } = await db.query<AchievementStateRow>(
    `select d.id, d.code, d.name, d.description, d.category, d.metric, d.threshold, ua.unlocked_at
       from achievement_definitions d
       left join user_achievements ua on ua.achievement_id = d.id and ua.user_id = $1
      order by d.category, d.name, d.code`,
    [userId],
  );
  return rows;
}

export interface AchievementFactsRow {
  /** Saved checks, counted up to the cap. */
  checks: number;
  /** Different keywords, letter case aside. */
  distinct_keywords: number;
  /** The lowest rank above 0; null when no check found the site. */
  best_rank: number | null;
  /** Checks whose AI Overview cited the site, counted up to the cap. */
  ai_citations: number;
}

/**
 * What the user's history says about achievements, in one statement whose cost does not grow with how
 * many times the user checked (it runs after every saved check, and heavy users have tens of thousands):
 * - checks are counted up to `checksCap` (the largest checks goal: beyond it no progress changes), an
 *   index-only read of at most that many entries of search_history_user_checked;
 * - different keywords come from a skip scan of search_history_user_query: each step jumps to the user's
 *   next (site, keyword) pair, so the cost grows with the pairs the user tracks, not with their checks.
 *   Keywords are compared by their key, as search engines do ("Running Shoes" is "running shoes");
 * - the best rank is one probe of search_history_user_found_rank.
 */
export async function selectAchievementFacts(db: Queryable, userId: string, checksCap: number, citationsCap = 1): Promise<AchievementFactsRow> {
  const { rows } = await db.query<AchievementFactsRow>(
    `with recursive pairs (website_url, keyword_key) as (
       (select website_url, keyword_key from search_history where user_id = $1 order by website_url, keyword_key limit 1)
       union all
       select next.website_url, next.keyword_key
         from pairs p
         cross join lateral (
           select h.website_url, h.keyword_key from search_history h
            where h.user_id = $1 and (h.website_url, h.keyword_key) > (p.website_url, p.keyword_key)
            order by h.website_url, h.keyword_key
            limit 1
         ) next
     )
     select (select count(*)::int
               -- The order makes the planner walk the user's index entries; with a bare limit it may
               -- expect the user's rows early in a sequential scan of the whole table.
               from (select 1 from search_history where user_id = $1 order by checked_at, id limit $2) counted) as checks,
            (select count(distinct keyword_key)::int from pairs) as distinct_keywords,
            (select min(rank_position) from search_history where user_id = $1 and rank_position > 0) as best_rank,
            -- search_history_user_ai_cited holds only citing checks: a probe of at most $3 entries.
            (select count(*)::int from (select 1 from search_history
                                         where user_id = $1 and ai_overview->>'sitePosition' is not null limit $3) cited) as ai_citations`,
    [userId, checksCap, citationsCap],
  );
  return rows[0] ?? { checks: 0, distinct_keywords: 0, best_rank: null, ai_citations: 0 };
}

/**
 * Unlocks the given achievements for the user at `at`; returns the ids this call inserted. An achievement
 * already unlocked, or being unlocked by a parallel transaction (which this insert waits for), is skipped by
 * `on conflict do nothing` and not returned, so only one caller ever announces it. Ids are inserted in
 * ascending order so two such transactions take their row locks in the same order.
 */
export async function insertUserAchievements(db: Queryable, userId: string, achievementIds: number[], at: Date): Promise<number[]> {
  if (achievementIds.length === 0) return [];
  const { rows } = await db.query<{ achievement_id: number }>(
    `insert into user_achievements (user_id, achievement_id, unlocked_at)
     select $1, id, $3 from unnest($2::int[]) as id order by id
     on conflict (user_id, achievement_id) do nothing
     returning achievement_id`,
    [userId, achievementIds, at],
  );
  return rows.map((row) => row.achievement_id);
}
