import { describe, expect, it } from 'vitest';
import { clickShare } from '../tracking/click-share';
import { dailyVisibility } from './daily-visibility';
import { reportCheck } from './report-check-fixture';

describe('dailyVisibility', () => {
  it('counts each query by its latest check so far, keeps a quiet day’s figure and starts null', () => {
    const checks = [
      reportCheck({ keyword: 'a', rank: 1, checkedAt: new Date('2026-05-02T08:00:00Z') }),
      reportCheck({ keyword: 'b', rank: 3, checkedAt: new Date('2026-05-02T09:00:00Z') }),
      // The same query spelled otherwise, later: it replaces a's rank.
      reportCheck({ keyword: '  A ', rank: 0, checkedAt: new Date('2026-05-04T08:00:00Z') }),
    ];
    const points = dailyVisibility(checks, '2026-05-01', '2026-05-04', 'UTC');
    const round1 = (value: number) => Math.round(value * 10) / 10;
    expect(points).toEqual([
      { day: '2026-05-01', visibility: null, shareOfVoice: null, queries: 0 },
      { day: '2026-05-02', visibility: round1((100 * (1 + clickShare(3))) / 2), shareOfVoice: null, queries: 2 },
      { day: '2026-05-03', visibility: round1((100 * (1 + clickShare(3))) / 2), shareOfVoice: null, queries: 2 },
      { day: '2026-05-04', visibility: round1((100 * clickShare(3)) / 2), shareOfVoice: null, queries: 2 },
    ]);
  });

  it('gives the site’s share of voice against the competitors checked with it', () => {
    // Site #1 (share 1), rival #2 (share 0.55 by the curve): 1 / 1.55.
    const checks = [reportCheck({ rank: 1, competitors: [{ url: 'rival.com', rank: 2 }], checkedAt: new Date('2026-05-01T08:00:00Z') })];
    const [point] = dailyVisibility(checks, '2026-05-01', '2026-05-01', 'UTC');
    expect(point?.shareOfVoice).toBe(Math.round((1000 * 1) / (1 + clickShare(2))) / 10);
    expect(point?.visibility).toBe(100);
  });
});
