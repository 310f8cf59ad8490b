import type { OnPage, PageSpeedResult, SeoSnapshot } from '../../../../../contracts/seo-snapshot';

/** On-page facts of a well-made page (55-character title, 155-character description) unless overridden. */
export function makeOnPage(overrides: Partial<OnPage> = {}): OnPage {
  const title = 'Running Shoes for Every Runner | Example Sports Store';
  const metaDescription =
    'Find running shoes for road, trail and track: cushioned, lightweight and stable models from top brands, with free delivery and 60-day returns on every order.';
  return {
    finalUrl: 'https://example.com/running-shoes',
    status: 200,
    title,
    titleLength: [...title].length,
    titleCount: 1,
    metaDescription,
    metaDescriptionLength: [...metaDescription].length,
    isMobileFriendly: 'yes',
    viewport: 'width=device-width, initial-scale=1',
    h1: ['Running shoes'],
    h1Count: 1,
    canonical: 'https://example.com/running-shoes',
    noindex: false,
    language: 'en',
    openGraph: { title: 'Running shoes', description: 'Shoes for runners', image: 'https://example.com/og.png', type: 'website' },
    structuredDataTypes: ['Product', 'BreadcrumbList'],
    truncated: false,
    fetchedAt: '2026-11-24T10:00:00.000Z',
    ...overrides,
  };
}

export function makePageSpeedResult(overrides: Partial<PageSpeedResult> = {}): PageSpeedResult {
  return {
    score: 72,
    strategy: 'mobile',
    lab: {
      largestContentfulPaintMs: 2430,
      cumulativeLayoutShift: 0.05,
      totalBlockingTimeMs: 1240,
      firstContentfulPaintMs: 1200,
      speedIndexMs: 3100,
    },
    field: null,
    lighthouseVersion: '12.8.2',
    analysedAt: '2026-11-24T10:00:40.000Z',
    ...overrides,
  };
}

/** The id of the PageSpeed run the fixtures' snapshots show. */
export const PAGESPEED_RUN_ID = '0c9a4e2b-6d1f-4b8a-a3e5-7f2c9d0b1e64';

/** A snapshot of the ranking page whose PageSpeed run is still pending, unless overridden. */
export function makeSnapshot(overrides: Partial<SeoSnapshot> = {}): SeoSnapshot {
  return {
    id: '5b1f7c3e-8a0d-4f3e-9c1a-2d4b6e8f0a12',
    url: 'https://example.com/running-shoes',
    createdAt: '2026-11-24T10:00:00.000Z',
    onPage: makeOnPage(),
    onPageError: null,
    pageSpeed: { status: 'pending', runId: PAGESPEED_RUN_ID, startedAt: '2026-11-24T10:00:00.000Z' },
    changes: null,
    ...overrides,
  };
}
