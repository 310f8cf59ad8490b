import type { ScheduledCheckInput } from '../../../../contracts/scheduled-check';
import { estimateSearches } from '../../../../core/schedules/estimate-searches';

/**
 * Checks and searches a month for many keywords at once, by the server's own rule (core/schedules), without a
 * request per keyword. Each keyword is counted as never checked, so as a full scan: keywords already in the
 * history, whose last rank lets a scan stop early, can only cost less.
 */
export function bulkEstimate(items: readonly ScheduledCheckInput[]): { checksPerMonth: number; searchesPerMonth: number; overviewSearchesPerMonth: number } {
  return items.reduce(
    (sum, item) => {
      const one = estimateSearches({
        searchEngine: item.searchEngine ?? 'google',
        device: item.device ?? 'desktop',
        intervalType: item.intervalType ?? 'daily',
        intervalValue: item.intervalValue ?? 1,
        lastRanks: [null],
      });
      return {
        checksPerMonth: sum.checksPerMonth + one.runsPerMonth,
        searchesPerMonth: sum.searchesPerMonth + one.searchesPerMonth,
        overviewSearchesPerMonth: sum.overviewSearchesPerMonth + one.overviewSearchesPerMonth,
      };
    },
    { checksPerMonth: 0, searchesPerMonth: 0, overviewSearchesPerMonth: 0 },
  );
}
