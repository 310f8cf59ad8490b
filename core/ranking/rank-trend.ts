import { MAX_RANK } from '../search/paging';

export type RankTrend = 'improving' | 'dropping' | 'stable' | 'new';

/** Not found (0) is worse than any found rank: it is placed just past the last scanned position. */
function comparable(rank: number): number {
  return rank > 0 ? rank : MAX_RANK + 1;
}

/**
 * Trend versus the previous rank: improving when the number falls, dropping when it rises, stable when equal,
 * new when there is no previous rank. Rank 0 (not found) counts as worse than any positive rank.
 * `change` is positive when the rank improved (as notifications show it): previous - current, with not found
 * counted as 101; 0 for stable and new.
 */
export function rankTrend(current: number, previous: number | null | undefined): { trend: RankTrend; change: number } {
  if (previous === null || previous === undefined) return { trend: 'new', change: 0 };
  const change = comparable(previous) - comparable(current);
  if (change > 0) return { trend: 'improving', change };
  if (change < 0) return { trend: 'dropping', change };
  return { trend: 'stable', change: 0 };
}

/** The trend's name as badges show it. */
export const TREND_LABELS: Record<RankTrend, string> = {
  improving: 'Improving',
  dropping: 'Dropping',
  stable: 'Stable',
  new: 'New',
};

/**
 * What changed against the previous check, in words, the same on the result card, the dashboard and the
 * history: 'Up 3 from #9', 'Down 2 from #4', 'Unchanged at #5', 'Entered the results at #40', 'Dropped out of
 * the results (was #5)', 'Still not found', 'First check'. Not found is never turned into a number of
 * positions ("Down 96" from #5 would be made up).
 */
export function trendText(current: number, previous: number | null | undefined): string {
  const { trend, change } = rankTrend(current, previous);
  if (trend === 'new' || previous === null || previous === undefined) return 'First check';
  if (trend === 'stable') return current > 0 ? `Unchanged at #${current}` : 'Still not found';
  if (previous <= 0) return `Entered the results at #${current}`;
  if (current <= 0) return `Dropped out of the results (was #${previous})`;
  return `${change > 0 ? 'Up' : 'Down'} ${Math.abs(change)} from #${previous}`;
}
