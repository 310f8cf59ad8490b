import { describe, expect, it } from 'vitest';
import { RANK_BANDS, rankBand, type RankBand } from './rank-band';

describe('rankBand', () => {
  it.each<[number, RankBand, string, string]>([
    [0, 'not-found', 'Not Found', 'gray'],
    [1, 'top10', 'Top 10 - Excellent!', 'green'],
    [10, 'top10', 'Top 10 - Excellent!', 'green'],
    [11, 'top30', 'Top 30 - Good', 'yellow'],
    [30, 'top30', 'Top 30 - Good', 'yellow'],
    [31, 'top50', 'Top 50 - Fair', 'orange'],
    [50, 'top50', 'Top 50 - Fair', 'orange'],
    [51, 'beyond50', 'Needs Improvement', 'red'],
    [100, 'beyond50', 'Needs Improvement', 'red'],
  ])('rank %i -> %s (%s, %s)', (rank, band, label, colour) => {
    expect(rankBand(rank)).toBe(band);
    expect(RANK_BANDS[band]).toEqual({ label, colour });
  });
});
