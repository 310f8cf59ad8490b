import { describe, expect, it } from 'vitest';
import { achievementProgress, isAchievementReached } from './achievement-progress';
import type { AchievementFacts, AchievementRule } from './achievement-rule';

const facts = (overrides: Partial<AchievementFacts>): AchievementFacts => ({ checks: 0, distinctKeywords: 0, bestRank: null, aiOverviewCitations: 0, ...overrides });

describe('achievementProgress: counts', () => {
  it.each([
    // metric, threshold, value, progress
    ['checks', 1, 0, 0],
    ['checks', 1, 1, 100],
    ['checks', 1, 7, 100],
    ['checks', 100, 1, 1],
    ['checks', 100, 29, 29],
    ['checks', 100, 99, 99],
    ['checks', 100, 100, 100],
    ['checks', 100, 101, 100],
    ['distinct_keywords', 10, 0, 0],
    ['distinct_keywords', 10, 1, 10],
    ['distinct_keywords', 10, 9, 90],
    ['distinct_keywords', 10, 10, 100],
    ['distinct_keywords', 10, 11, 100],
    ['distinct_keywords', 25, 1, 4],
    ['distinct_keywords', 25, 7, 28],
    ['distinct_keywords', 25, 24, 96],
    ['distinct_keywords', 25, 25, 100],
    ['distinct_keywords', 25, 26, 100],
  ] as const)('%s ≥ %i with %i is %i%%', (metric, threshold, value, progress) => {
    const rule: AchievementRule = { metric, threshold };
    const given = metric === 'checks' ? facts({ checks: value }) : facts({ distinctKeywords: value });
    expect(achievementProgress(rule, given)).toBe(progress);
    expect(isAchievementReached(rule, given)).toBe(progress === 100);
  });

  it('rounds down, so 2 of 3 is 66%, never up to a goal not reached', () => {
    expect(achievementProgress({ metric: 'checks', threshold: 3 }, facts({ checks: 2 }))).toBe(66);
    expect(achievementProgress({ metric: 'checks', threshold: 3 }, facts({ checks: 1 }))).toBe(33);
  });

  it('counts only its own metric', () => {
    expect(achievementProgress({ metric: 'checks', threshold: 1 }, facts({ distinctKeywords: 5, bestRank: 1 }))).toBe(0);
    expect(achievementProgress({ metric: 'distinct_keywords', threshold: 10 }, facts({ checks: 50, bestRank: 1 }))).toBe(0);
  });
});

describe('achievementProgress: AI Overview citations', () => {
  it('is reached by the first check whose AI Overview cites the site', () => {
    expect(achievementProgress({ metric: 'ai_overview_citations', threshold: 1 }, facts({ checks: 40, bestRank: 1 }))).toBe(0);
    expect(achievementProgress({ metric: 'ai_overview_citations', threshold: 1 }, facts({ aiOverviewCitations: 1 }))).toBe(100);
  });
});

describe('achievementProgress: ranks', () => {
  it.each([
    // threshold, best rank, progress
    [50, null, 0],
    [50, 1, 100],
    [50, 49, 100],
    [50, 50, 100],
    [50, 51, 98],
    [50, 100, 50],
    [50, 101, 49],
    [10, null, 0],
    [10, 1, 100],
    [10, 9, 100],
    [10, 10, 100],
    [10, 11, 90],
    [10, 20, 50],
    [10, 99, 10],
    [3, null, 0],
    [3, 1, 100],
    [3, 2, 100],
    [3, 3, 100],
    [3, 4, 75],
    [3, 6, 50],
    [3, 100, 3],
    [1, 2, 50],
  ] as const)('within %i with best rank %s is %i%%', (threshold, bestRank, progress) => {
    const rule: AchievementRule = { metric: 'best_rank', threshold };
    expect(achievementProgress(rule, facts({ bestRank, checks: 10 }))).toBe(progress);
    expect(isAchievementReached(rule, facts({ bestRank }))).toBe(progress === 100);
  });

  it('never shows 100 before the goal: one place short stays below it even for a large goal', () => {
    for (const threshold of [1, 3, 10, 50, 99, 100, 200]) {
      expect(achievementProgress({ metric: 'best_rank', threshold }, facts({ bestRank: threshold + 1 }))).toBeLessThan(100);
    }
  });

  it('treats a rank of 0 or less (not found) as no rank', () => {
    expect(achievementProgress({ metric: 'best_rank', threshold: 50 }, facts({ bestRank: 0 }))).toBe(0);
    expect(achievementProgress({ metric: 'best_rank', threshold: 50 }, facts({ bestRank: -1 }))).toBe(0);
  });
});
