import type { ScheduledCheckInput } from '../../../../contracts/scheduled-check';
import { estimateSearches } from '../../../../core/schedules/estimate-searches';

/**
 * "About N searches a month" for many keywords at once, by the server's own rule (core/schedules), without a
 * request per keyword. Each keyword is counted as never checked, so as a full scan: keywords already in the
 * history, whose last rank lets a scan stop early, can only cost less.
 */
export function bulkSearchesPerMonth(items: readonly ScheduledCheckInput[]): number {
  return items.reduce(
    (sum, item) =>
      sum +
      estimateSearches({
        searchEngine: item.searchEngine ?? 'google',
        device: item.device ?? 'desktop',
        intervalType: item.intervalType ?? 'daily',
        intervalValue: item.intervalValue ?? 1,
        lastRanks: [null],
      }).searchesPerMonth,
    0,
  );
}
