import { describe, expect, it } from 'vitest';
import { competitorStatistics, leader } from './competitor-statistics';

describe('leader', () => {
  it.each([
    { rank: 3, yourRank: 7, expected: 'competitor' },
    { rank: 7, yourRank: 3, expected: 'you' },
    { rank: 90, yourRank: 0, expected: 'competitor' },
    { rank: 0, yourRank: 90, expected: 'you' },
    { rank: 5, yourRank: 5, expected: null },
    { rank: 0, yourRank: 0, expected: null },
  ])('competitor #$rank, you #$yourRank: $expected', ({ rank, yourRank, expected }) => {
    expect(leader(rank, yourRank)).toBe(expected);
  });
});

describe('competitorStatistics', () => {
  it('averages found ranks only, to one decimal, with best, worst and who led', () => {
    expect(
      competitorStatistics([
        { rank: 4, yourRank: 6 },
        { rank: 0, yourRank: 5 },
        { rank: 9, yourRank: 2 },
        { rank: 6, yourRank: 0 },
        { rank: 6, yourRank: 6 },
      ]),
    ).toEqual({ checks: 5, found: 4, notFound: 1, averageRank: 6.3, bestRank: 4, worstRank: 9, aheadOfYou: 2, behindYou: 2 });
  });

  it('never found: no average, best or worst', () => {
    expect(competitorStatistics([{ rank: 0, yourRank: 3 }])).toEqual({
      checks: 1,
      found: 0,
      notFound: 1,
      averageRank: null,
      bestRank: null,
      worstRank: null,
      aheadOfYou: 0,
      behindYou: 1,
    });
  });

  it('no checks: zeros and nulls', () => {
    expect(competitorStatistics([])).toMatchObject({ checks: 0, found: 0, notFound: 0, averageRank: null, aheadOfYou: 0, behindYou: 0 });
  });
});
