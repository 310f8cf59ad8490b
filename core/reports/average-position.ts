import type { KeywordSummary } from './keyword-summary';
import { averageFoundRank } from './rounding';

/**
 * The site's average position at the end of the period: the mean of each query's last rank, over the queries
 * found at their last check, to one decimal; null when none was. A query that dropped out of the top 100 is
 * left out rather than credited with an older rank (the band distribution counts it as not found).
 * @example averagePosition([{ lastRank: 3 }, { lastRank: 8 }, { lastRank: 0 }]) // 5.5
 */
export function averagePosition(keywords: readonly Pick<KeywordSummary, 'lastRank'>[]): number | null {
  return averageFoundRank(keywords.map((k) => k.lastRank));
}
