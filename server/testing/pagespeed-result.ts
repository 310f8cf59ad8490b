import type { PageSpeedResult } from '../../contracts/seo-snapshot';

/** A finished PageSpeed measurement (score 62, no field data) for tests of how runs are stored and shown. */
export const PAGESPEED_RESULT: PageSpeedResult = {
  score: 62,
  strategy: 'mobile',
  lab: { largestContentfulPaintMs: 2400, cumulativeLayoutShift: 0.1, totalBlockingTimeMs: 300, firstContentfulPaintMs: 1200, speedIndexMs: 3000 },
  field: null,
  lighthouseVersion: '9.0.0',
  analysedAt: '2026-11-24T10:00:40.000Z',
};
