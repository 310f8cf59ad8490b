/** Rounds to one decimal, the precision reports show averages at (2.25 -> 2.3, 2.24 -> 2.2). */
export function roundTo1(value: number): number {
  return Math.round(value * 10) / 10;
}

/** Average of the found ranks (> 0) rounded to one decimal, or null when none was found. */
export function averageFoundRank(ranks: readonly number[]): number | null {
  const found = ranks.filter((rank) => rank > 0);
  if (found.length === 0) return null;
  return roundTo1(found.reduce((sum, rank) => sum + rank, 0) / found.length);
}

/** Plain code-point order: the same everywhere, unlike locale collation. */
export function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
