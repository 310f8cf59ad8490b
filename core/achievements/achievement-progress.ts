import type { AchievementFacts, AchievementRule } from './achievement-rule';

/**
 * A user's progress towards one achievement, a whole percent from 0 to 100; 100 means reached.
 *
 * Counts progress linearly: floor(value / threshold * 100), at most 100.
 *
 * A rank goal ("any rank within N") is reached at rank N or better. Short of it, progress is how close the
 * best rank is as a ratio, floor(N / bestRank * 100): twice the goal (#20 for the top 10) is halfway, and
 * since bestRank > N the ratio stays below 1, so it never shows 100 before the goal is reached. No rank
 * above 0 yet (nothing found) is 0.
 */
export function achievementProgress(rule: AchievementRule, facts: AchievementFacts): number {
  switch (rule.metric) {
    case 'checks':
      return countProgress(facts.checks, rule.threshold);
    case 'distinct_keywords':
      return countProgress(facts.distinctKeywords, rule.threshold);
    case 'best_rank':
      return rankProgress(facts.bestRank, rule.threshold);
    case 'ai_overview_citations':
      return countProgress(facts.aiOverviewCitations, rule.threshold);
  }
}

/** Whether the facts reach the rule's goal. */
export function isAchievementReached(rule: AchievementRule, facts: AchievementFacts): boolean {
  return achievementProgress(rule, facts) === 100;
}

function countProgress(value: number, threshold: number): number {
  if (value <= 0) return 0;
  // Multiply first: 29 / 100 * 100 is 28.999… in floating point, 29 * 100 / 100 is exactly 29.
  return Math.min(100, Math.floor((value * 100) / threshold));
}

function rankProgress(bestRank: number | null, threshold: number): number {
  if (bestRank === null || bestRank <= 0) return 0;
  if (bestRank <= threshold) return 100;
  return Math.floor((threshold * 100) / bestRank);
}
