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
