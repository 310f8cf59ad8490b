/**
 * What an achievement measures (spec §9). Each definition row names one metric and its threshold, so the
 * rules are data: a new count or rank goal is a new row, not new code.
 * - `checks`: saved checks, reached at `threshold` checks.
 * - `distinct_keywords`: different keywords checked, reached at `threshold`.
 * - `best_rank`: the best rank of any check, reached at `threshold` or better (a rank of 0 is not found).
 * - `ai_overview_citations`: checks whose Google AI Overview cited the site, reached at `threshold`.
 */
export const ACHIEVEMENT_METRICS = ['checks', 'distinct_keywords', 'best_rank', 'ai_overview_citations'] as const;
export type AchievementMetric = (typeof ACHIEVEMENT_METRICS)[number];

export interface AchievementRule {
  metric: AchievementMetric;
  /** A positive whole number: a count to reach, or the rank to reach or beat. */
  threshold: number;
}

/** What a user's history says, read once for all of their achievements. */
export interface AchievementFacts {
  /** Saved checks, found or not. */
  checks: number;
  /** Different keywords among them. */
  distinctKeywords: number;
  /** The best (lowest) rank above 0 of any check; null when no check found the site. */
  bestRank: number | null;
  /** Checks whose AI Overview cited the site, counted up to the goal (0 or 1 for a first citation). */
  aiOverviewCitations: number;
}

export function isAchievementMetric(value: string): value is AchievementMetric {
  return (ACHIEVEMENT_METRICS as readonly string[]).includes(value);
}
