import { describe, expect, it } from 'vitest';
import { buildReport } from './build-report';
import { reportCheck } from './report-check-fixture';
import type { ReportCheck } from './report-input';

function check(keyword: string, rank: number, iso: string, competitors: [string, number][] = []): ReportCheck {
  return reportCheck({ keyword, rank, competitors: competitors.map(([url, r]) => ({ url, rank: r })), checkedAt: new Date(iso) });
}

describe('buildReport', () => {
  const now = new Date('2026-05-04T12:00:00Z');

  it('an empty period: zero totals, every band and day listed', () => {
    const report = buildReport({ site: 'example.com', from: '2026-05-01', to: '2026-05-03', timeZone: 'UTC', checks: [], now });
    expect(report).toEqual({
      site: 'example.com',
      from: '2026-05-01',
      to: '2026-05-03',
      generatedAt: '2026-05-04T12:00:00.000Z',
      totals: { checks: 0, keywords: 0 },
      simulatedChecks: 0,
      averagePosition: null,
      bandDistribution: [
        { band: 'top10', label: 'Top 10 - Excellent!', count: 0 },
        { band: 'top30', label: 'Top 30 - Good', count: 0 },
        { band: 'top50', label: 'Top 50 - Fair', count: 0 },
        { band: 'beyond50', label: 'Needs Improvement', count: 0 },
        { band: 'not-found', label: 'Not Found', count: 0 },
      ],
      movers: { up: [], down: [] },
      top10: { entered: [], left: [] },
      top3: { entered: [], left: [] },
      keywords: [],
      competitors: [],
      dailyAverage: [
        { day: '2026-05-01', averageRank: null, checks: 0 },
        { day: '2026-05-02', averageRank: null, checks: 0 },
        { day: '2026-05-03', averageRank: null, checks: 0 },
      ],
      visibility: ['2026-05-01', '2026-05-02', '2026-05-03'].map((day) => ({ day, visibility: null, shareOfVoice: null, queries: 0 })),
      serpFeatures: {
        aiOverview: { queries: 0, shown: 0, unreadable: 0, cited: 0, share: null },
        citations: { gained: [], lost: [] },
        features: { gained: [], lost: [] },
      },
    });
  });

  it("puts the pieces together over the period in the owner's zone", () => {
    // Berlin is UTC+2 in May: the period 1..2 May runs from 30 Apr 22:00Z to 2 May 22:00Z.
    const checks = [
      check('too early', 1, '2026-04-30T21:59:59Z'),
      check('shoes', 12, '2026-04-30T22:00:00Z', [['rival.com', 5]]),
      check('boots', 2, '2026-05-01T09:00:00Z'),
      check('socks', 0, '2026-05-01T10:00:00Z'),
      check('shoes', 3, '2026-05-02T09:00:00Z', [['rival.com', 6]]),
      check('boots', 15, '2026-05-02T10:00:00Z'),
      check('socks', 0, '2026-05-02T21:59:59Z'),
      check('too late', 1, '2026-05-02T22:00:00Z'),
    ];
    const report = buildReport({ site: 'example.com', from: '2026-05-01', to: '2026-05-02', timeZone: 'Europe/Berlin', checks, now });
    expect(report.totals).toEqual({ checks: 6, keywords: 3 });
    expect(report.keywords.map((k) => [k.keyword, k.firstRank, k.lastRank, k.bestRank, k.change])).toEqual([
      ['boots', 2, 15, 2, -13],
      ['shoes', 12, 3, 3, 9],
      ['socks', 0, 0, null, 0],
    ]);
    expect(report.averagePosition).toBe(9); // (15 + 3) / 2; socks ended not found
    expect(report.bandDistribution.map((b) => b.count)).toEqual([1, 1, 0, 0, 1]);
    expect(report.movers.up.map((k) => k.keyword)).toEqual(['shoes']);
    expect(report.movers.down.map((k) => k.keyword)).toEqual(['boots']);
    expect(report.top10.entered.map((k) => k.keyword)).toEqual(['shoes']);
    expect(report.top10.left.map((k) => k.keyword)).toEqual(['boots']);
    expect(report.top3.entered.map((k) => k.keyword)).toEqual(['shoes']);
    expect(report.top3.left.map((k) => k.keyword)).toEqual(['boots']);
    expect(report.competitors).toEqual([
      { url: 'rival.com', checks: 2, averageRank: 5.5, siteAverageRank: 7.5, siteAhead: 1, competitorAhead: 1 },
    ]);
    expect(report.dailyAverage).toEqual([
      { day: '2026-05-01', averageRank: 7, checks: 3 }, // 12 and 2; socks not found
      { day: '2026-05-02', averageRank: 9, checks: 3 }, // 3 and 15
    ]);
  });

  describe('devices and simulated results', () => {
    const at = (day: number) => `2026-05-0${day}T09:00:00Z`;
    const run = (checks: ReportCheck[]) =>
      buildReport({ site: 'example.com', from: '2026-05-01', to: '2026-05-02', timeZone: 'UTC', checks, now });
    const cases: { name: string; checks: ReportCheck[]; keywords: string[]; simulatedChecks: number }[] = [
      {
        name: 'desktop and mobile of one keyword are two queries, desktop first',
        checks: [{ ...check('shoes', 4, at(1)), device: 'mobile' }, check('shoes', 9, at(1))],
        keywords: ['shoes/desktop/real', 'shoes/mobile/real'],
        simulatedChecks: 0,
      },
      {
        name: 'one simulated check marks its query and is counted',
        checks: [check('shoes', 4, at(1)), { ...check('shoes', 3, at(2)), simulated: true }, check('boots', 2, at(2))],
        keywords: ['boots/desktop/real', 'shoes/desktop/simulated'],
        simulatedChecks: 1,
      },
      {
        name: 'a simulated mobile check marks only the mobile query',
        checks: [check('shoes', 4, at(1)), { ...check('shoes', 5, at(1)), device: 'mobile', simulated: true }],
        keywords: ['shoes/desktop/real', 'shoes/mobile/simulated'],
        simulatedChecks: 1,
      },
      {
        name: 'simulated checks outside the period are neither counted nor marked',
        checks: [{ ...check('shoes', 4, at(3)), simulated: true }, check('shoes', 6, at(2))],
        keywords: ['shoes/desktop/real'],
        simulatedChecks: 0,
      },
    ];
    it.each(cases)('$name', ({ checks, keywords, simulatedChecks }) => {
      const report = run(checks);
      expect(report.keywords.map((k) => `${k.keyword}/${k.device}/${k.simulated ? 'simulated' : 'real'}`)).toEqual(keywords);
      expect(report.totals.keywords).toBe(keywords.length);
      expect(report.simulatedChecks).toBe(simulatedChecks);
    });
  });
});
