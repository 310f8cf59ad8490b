export type CompetitorComparison = 'ahead' | 'behind' | 'not-found' | 'neutral';

/**
 * Compares your rank with the average of the competitors' positive ranks (competitors not found are left out
 * of the average). Your rank 0 -> 'not-found'; no competitor found -> 'neutral'; lower than the average ->
 * 'ahead'; higher -> 'behind'; equal -> 'neutral'. `average` is null when no competitor was found.
 * `barWidth` is the spec's comparison bar: 60 when ahead, else 40.
 */
export function compareWithCompetitors(
  rank: number,
  competitorRanks: readonly number[],
): { comparison: CompetitorComparison; average: number | null; barWidth: 60 | 40 } {
  const found = competitorRanks.filter((r) => r > 0);
  const average = found.length > 0 ? found.reduce((sum, r) => sum + r, 0) / found.length : null;
  let comparison: CompetitorComparison;
  if (!(rank > 0)) comparison = 'not-found';
  else if (average === null || rank === average) comparison = 'neutral';
  else comparison = rank < average ? 'ahead' : 'behind';
  return { comparison, average, barWidth: comparison === 'ahead' ? 60 : 40 };
}
