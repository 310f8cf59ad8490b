import { describe, expect, it } from 'vitest';
import { dailyAverage } from './daily-average';
import { reportCheck } from './report-check-fixture';
import type { ReportCheck } from './report-input';

const check = (rank: number, iso: string): ReportCheck => reportCheck({ rank, checkedAt: new Date(iso) });

describe('dailyAverage', () => {
  it('every day of the period, empty days with null and 0', () => {
    const points = dailyAverage(
      [check(4, '2026-05-01T08:00:00Z'), check(7, '2026-05-01T20:00:00Z'), check(0, '2026-05-03T08:00:00Z')],
      '2026-05-01',
      '2026-05-04',
      'UTC',
    );
    expect(points).toEqual([
      { day: '2026-05-01', averageRank: 5.5, checks: 2 },
      { day: '2026-05-02', averageRank: null, checks: 0 },
      { day: '2026-05-03', averageRank: null, checks: 1 }, // checked but not found
      { day: '2026-05-04', averageRank: null, checks: 0 },
    ]);
  });

  it("counts each check on the owner's calendar day", () => {
    // 23:30 UTC on 1 May is already 2 May in Auckland (+12) and still 1 May in New York (-4).
    const checks = [check(3, '2026-05-01T23:30:00Z')];
    expect(dailyAverage(checks, '2026-05-01', '2026-05-02', 'Pacific/Auckland').map((p) => p.checks)).toEqual([0, 1]);
    expect(dailyAverage(checks, '2026-05-01', '2026-05-02', 'America/New_York').map((p) => p.checks)).toEqual([1, 0]);
  });

  it('ignores checks outside the period', () => {
    expect(dailyAverage([check(3, '2026-04-30T12:00:00Z')], '2026-05-01', '2026-05-01', 'UTC')).toEqual([
      { day: '2026-05-01', averageRank: null, checks: 0 },
    ]);
  });
});
