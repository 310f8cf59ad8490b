/** One point of a keyword's rank over time; rank 0 = not found in the top 100. */
export interface SeriesRank {
  rank: number;
}

export interface SeriesStats {
  checks: number;
  /** Lowest found rank (best position); null when never found. */
  best: number | null;
  /** Highest found rank; null when never found. */
  worst: number | null;
  /** Mean of the found ranks, one decimal; null when never found. */
  average: number | null;
  /** Rank of the oldest check (0 = not found). */
  firstRank: number;
  /** Rank of the newest check (0 = not found). */
  lastRank: number;
  /** First found rank minus last found rank: positive = moved up; null when never found. */
  movement: number | null;
}

/**
 * Summary of a keyword's checks, oldest first. Not-found checks (rank 0) count as checks but are left out of
 * best/worst/average/movement: averaging a 0 in would make a lost keyword look like a top result.
 * @example seriesStats([{ rank: 8 }, { rank: 0 }, { rank: 3 }]) // best 3, worst 8, average 5.5, movement 5
 */
export function seriesStats(points: readonly SeriesRank[]): SeriesStats {
  const found = points.map((p) => p.rank).filter((rank) => rank > 0);
  const first = found[0];
  const last = found[found.length - 1];
  return {
    checks: points.length,
    best: found.length ? Math.min(...found) : null,
    worst: found.length ? Math.max(...found) : null,
    average: found.length ? Math.round((found.reduce((sum, rank) => sum + rank, 0) / found.length) * 10) / 10 : null,
    firstRank: points[0]?.rank ?? 0,
    lastRank: points[points.length - 1]?.rank ?? 0,
    movement: first !== undefined && last !== undefined ? first - last : null,
  };
}
