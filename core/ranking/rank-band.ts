export type RankBand = 'top10' | 'top30' | 'top50' | 'beyond50' | 'not-found';

/** Label and colour of each band, as the result card shows them. */
export const RANK_BANDS: Record<RankBand, { label: string; colour: 'green' | 'yellow' | 'orange' | 'red' | 'gray' }> = {
  top10: { label: 'Top 10 - Excellent!', colour: 'green' },
  top30: { label: 'Top 30 - Good', colour: 'yellow' },
  top50: { label: 'Top 50 - Fair', colour: 'orange' },
  beyond50: { label: 'Needs Improvement', colour: 'red' },
  'not-found': { label: 'Not Found', colour: 'gray' },
};

/** Band of a rank: 1-10 top10 (green), 11-30 top30 (yellow), 31-50 top50 (orange), above 50 beyond50 (red), 0 not-found. */
export function rankBand(rank: number): RankBand {
  if (!(rank > 0)) return 'not-found';
  if (rank <= 10) return 'top10';
  if (rank <= 30) return 'top30';
  if (rank <= 50) return 'top50';
  return 'beyond50';
}
