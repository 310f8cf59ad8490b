import { describe, expect, it } from 'vitest';
import { compareCompetitors } from './competitor-comparison';
import { reportCheck } from './report-check-fixture';
import type { ReportCheck } from './report-input';

function check(rank: number, competitors: [string, number][]): ReportCheck {
  return reportCheck({ rank, competitors: competitors.map(([url, r]) => ({ url, rank: r })) });
}

describe('compareCompetitors', () => {
  it.each([
    { name: 'site above', site: 3, rival: 7, siteAhead: 1, competitorAhead: 0 },
    { name: 'competitor above', site: 7, rival: 3, siteAhead: 0, competitorAhead: 1 },
    { name: 'site found, competitor not', site: 90, rival: 0, siteAhead: 1, competitorAhead: 0 },
    { name: 'competitor found, site not', site: 0, rival: 90, siteAhead: 0, competitorAhead: 1 },
    { name: 'both not found: a draw', site: 0, rival: 0, siteAhead: 0, competitorAhead: 0 },
  ])('$name', ({ site, rival, siteAhead, competitorAhead }) => {
    expect(compareCompetitors([check(site, [['rival.com', rival]])])[0]).toMatchObject({ siteAhead, competitorAhead });
  });

  it('averages found ranks over exactly the checks that tracked the competitor', () => {
    const result = compareCompetitors([
      check(2, [['a.com', 5], ['b.com', 1]]),
      check(4, [['a.com', 0]]),
      check(50, []), // tracked neither: the site's 50 is in no average
      check(0, [['a.com', 8]]),
    ]);
    expect(result).toEqual([
      { url: 'a.com', checks: 3, averageRank: 6.5, siteAverageRank: 3, siteAhead: 2, competitorAhead: 1 },
      { url: 'b.com', checks: 1, averageRank: 1, siteAverageRank: 2, siteAhead: 0, competitorAhead: 1 },
    ]);
  });

  it('never found: null averages; ties on checks ordered by URL; a URL twice in one check counts once', () => {
    const result = compareCompetitors([check(0, [['z.com', 0], ['y.com', 3], ['z.com', 1]])]);
    expect(result).toEqual([
      { url: 'y.com', checks: 1, averageRank: 3, siteAverageRank: null, siteAhead: 0, competitorAhead: 1 },
      { url: 'z.com', checks: 1, averageRank: null, siteAverageRank: null, siteAhead: 0, competitorAhead: 0 },
    ]);
  });

  it('rounds averages to one decimal', () => {
    const result = compareCompetitors([check(1, [['a.com', 1]]), check(1, [['a.com', 2]]), check(2, [['a.com', 2]])]);
    expect(result[0]).toMatchObject({ averageRank: 1.7, siteAverageRank: 1.3 });
  });
});
