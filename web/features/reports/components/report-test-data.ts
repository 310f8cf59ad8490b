import { vi } from 'vitest';
import type { Report, ReportKeyword, ReportShare } from '../../../../contracts/report';

/** A tracked keyword for tests. */
export function makeKeyword(overrides: Partial<ReportKeyword> = {}): ReportKeyword {
  return {
    keyword: 'running shoes',
    engine: 'google',
    location: 'us',
    device: 'desktop',
    checks: 4,
    simulated: false,
    firstRank: 12,
    lastRank: 7,
    bestRank: 6,
    change: 5,
    ...overrides,
  };
}

/** A period report as GET /api/v1/me/reports answers it, for component tests. */
export function makeReport(overrides: Partial<Report> = {}): Report {
  const up = makeKeyword({ keyword: 'trail shoes', firstRank: 14, lastRank: 4, bestRank: 4, change: 10 });
  const down = makeKeyword({ keyword: 'marathon shoes', engine: 'bing', location: 'gb', firstRank: 2, lastRank: 9, bestRank: 2, change: -7 });
  const lost = makeKeyword({ keyword: 'cheap sneakers', firstRank: 8, lastRank: 0, bestRank: 8, change: -93 });
  return {
    site: 'example.com',
    from: '2026-02-14',
    to: '2026-03-15',
    generatedAt: '2026-03-15T10:00:00.000Z',
    totals: { checks: 42, keywords: 3 },
    simulatedChecks: 0,
    averagePosition: 6.5,
    bandDistribution: [
      { band: 'top10', label: 'Top 10', count: 2 },
      { band: 'top30', label: 'Top 30', count: 0 },
      { band: 'top50', label: 'Top 50', count: 0 },
      { band: 'beyond50', label: 'Beyond 50', count: 0 },
      { band: 'not-found', label: 'Not found', count: 1 },
    ],
    movers: { up: [up], down: [lost, down] },
    top10: { entered: [up], left: [lost] },
    top3: { entered: [], left: [down] },
    keywords: [up, down, lost],
    competitors: [{ url: 'rival.com', checks: 10, averageRank: 9.25, siteAverageRank: 5, siteAhead: 7, competitorAhead: 3 }],
    dailyAverage: [
      { day: '2026-03-13', averageRank: 8, checks: 3 },
      { day: '2026-03-14', averageRank: null, checks: 0 },
      { day: '2026-03-15', averageRank: 6.5, checks: 3 },
    ],
    visibility: [
      { day: '2026-03-13', visibility: 21.4, shareOfVoice: 58.2, queries: 3 },
      { day: '2026-03-14', visibility: 21.4, shareOfVoice: 58.2, queries: 3 },
      { day: '2026-03-15', visibility: 25.8, shareOfVoice: 61.5, queries: 3 },
    ],
    serpFeatures: {
      aiOverview: { queries: 2, shown: 2, unreadable: 0, cited: 1, share: 50 },
      citations: {
        gained: [{ keyword: 'trail shoes', engine: 'google', location: 'us', device: 'desktop', simulated: false, firstPosition: null, lastPosition: 2, sources: 6 }],
        lost: [],
      },
      features: {
        gained: [{ keyword: 'trail shoes', engine: 'google', location: 'us', device: 'desktop', simulated: false, feature: 'answer_box' }],
        lost: [{ keyword: 'cheap sneakers', engine: 'google', location: 'us', device: 'desktop', simulated: false, feature: 'sitelinks' }],
      },
    },
    tag: null,
    branding: null,
    ...overrides,
  };
}

export function makeShare(overrides: Partial<ReportShare> = {}): ReportShare {
  return {
    id: 'share-1',
    site: 'example.com',
    from: '2026-02-14',
    to: '2026-03-15',
    tag: null,
    rollingDays: null,
    url: 'http://localhost/report/tok-1',
    createdAt: '2026-03-10T09:00:00.000Z',
    expiresAt: null,
    revokedAt: null,
    ...overrides,
  };
}

/** happy-dom lays nothing out, so recharts warns that its container is 0×0; only that warning is hidden. */
export function quietChartSizeWarning(): void {
  const warn = console.warn.bind(console);
  vi.spyOn(console, 'warn').mockImplementation((...args: unknown[]) => {
    if (typeof args[0] === 'string' && args[0].includes('of chart should be greater than 0')) return;
    warn(...args);
  });
}
