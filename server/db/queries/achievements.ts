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
  checks: number;
  distinct_keywords: number;
  /** The lowest rank above 0; null when no check found the site. */
  best_rank: number | null;
}

/**
 * What the user's history says about achievements, in one pass over their rows: an index-only scan of
 * search_history_user_query (it leads with user_id and carries keyword and rank_position). Keywords are
 * compared case-insensitively, as search engines do ("Running Shoes" is the same search as "running shoes").
 */
export async function selectAchievementFacts(db: Queryable, userId: string): Promise<AchievementFactsRow> {
  const { rows } = await db.query<AchievementFactsRow>(
    `select count(*)::int as checks,
            count(distinct lower(keyword))::int as distinct_keywords,
            min(rank_position) filter (where rank_position > 0) as best_rank
       from search_history
      where user_id = $1`,
    [userId],
  );
  return rows[0] ?? { checks: 0, distinct_keywords: 0, best_rank: null };
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
