import type { AchievementFacts, AchievementRule } from '../../../core/achievements/achievement-rule';
import { isAchievementMetric } from '../../../core/achievements/achievement-rule';
import { selectAchievementFacts, type AchievementStateRow } from '../../db/queries/achievements';
import type { Queryable } from '../../db/pool';

/** A definition's rule; the table's check constraint allows only the known metrics. */
export function ruleOf(row: AchievementStateRow): AchievementRule {
  if (!isAchievementMetric(row.metric)) throw new Error(`achievement ${row.code} has an unknown metric ${row.metric}`);
  return { metric: row.metric, threshold: row.threshold };
}

/**
 * The user's facts for the given definitions. Checks and AI Overview citations are counted only up to the
 * largest goal among them: every count at or past it gives the same progress.
 */
export async function readAchievementFacts(db: Queryable, userId: string, definitions: AchievementStateRow[]): Promise<AchievementFacts> {
  const capOf = (metric: string) => Math.max(1, ...definitions.filter((row) => row.metric === metric).map((row) => row.threshold));
  const row = await selectAchievementFacts(db, userId, capOf('checks'), capOf('ai_overview_citations'));
  return { checks: row.checks, distinctKeywords: row.distinct_keywords, bestRank: row.best_rank, aiOverviewCitations: row.ai_citations };
}
