import type { Competitor, CompetitorStatistics } from '../../../../contracts/competitor';

/** A tracked competitor as GET /api/v1/me/competitors lists it, with the spec's defaults unless overridden. */
export function makeCompetitor(overrides: Partial<Competitor> = {}): Competitor {
  return {
    id: '1',
    competitorUrl: 'rival.com',
    competitorName: null,
    keywords: ['running shoes'],
    locations: ['us'],
    searchEngines: ['google'],
    autoTrack: true,
    notificationPreferences: { rankChange: true, milestone: true },
    createdAt: '2026-11-20T10:00:00.000Z',
    updatedAt: '2026-11-20T10:00:00.000Z',
    ...overrides,
  };
}

export function makeStatistics(overrides: Partial<CompetitorStatistics> = {}): CompetitorStatistics {
  return { checks: 10, found: 8, notFound: 2, averageRank: 7.8, bestRank: 3, worstRank: 15, aheadOfYou: 4, behindYou: 4, ...overrides };
}
