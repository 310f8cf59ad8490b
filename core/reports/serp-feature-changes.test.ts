import { describe, expect, it } from 'vitest';
import type { AiOverviewSummary } from '../ranking/feature-holdings';
import { reportCheck } from './report-check-fixture';
import type { ReportCheck } from './report-input';
import { serpFeatureChanges } from './serp-feature-changes';

const day = (n: number) => new Date(Date.UTC(2026, 0, n, 10));
const cited = (sitePosition: number | null, sources = 5): AiOverviewSummary => ({ state: 'cited', sitePosition, sources });
const none: AiOverviewSummary = { state: 'none' };
const unreadable: AiOverviewSummary = { state: 'unreadable' };
const check = (keyword: string, n: number, fields: Partial<ReportCheck> = {}) => reportCheck({ keyword, rank: 5, checkedAt: day(n), ...fields });

describe('serpFeatureChanges', () => {
  it('counts the share of queries whose last known overview cites the site, unreadable ones in the count but never cited', () => {
    const report = serpFeatureChanges([
      check('a', 1, { aiOverview: cited(null) }),
      check('a', 2, { aiOverview: cited(3) }),
      check('b', 1, { aiOverview: none }),
      check('c', 1, { aiOverview: cited(1) }),
      check('c', 2, { aiOverview: unreadable }),
      // Unknown (saved before overviews were read, or an engine without them): not counted.
      check('d', 1, { aiOverview: null }),
      check('e', 1, { engine: 'bing' }),
    ]);
    expect(report.aiOverview).toEqual({ queries: 3, shown: 2, unreadable: 1, cited: 1, share: 33.3 });
  });

  it('says which queries gained or lost a citation between the first and last overview read, skipping unreadable ones', () => {
    const report = serpFeatureChanges([
      check('gained', 1, { aiOverview: none }),
      check('gained', 2, { aiOverview: unreadable }),
      check('gained', 3, { aiOverview: cited(2, 7) }),
      check('lost', 1, { aiOverview: cited(1) }),
      check('lost', 3, { aiOverview: cited(null, 4) }),
      // Cited, then unreadable: nothing is known to have been lost.
      check('unknown', 1, { aiOverview: cited(4) }),
      check('unknown', 2, { aiOverview: unreadable }),
      check('kept', 1, { aiOverview: cited(4) }),
      check('kept', 2, { aiOverview: cited(2) }),
      check('once', 1, { aiOverview: cited(1) }),
    ]);
    expect(report.citations.gained).toEqual([expect.objectContaining({ keyword: 'gained', firstPosition: null, lastPosition: 2, sources: 7 })]);
    expect(report.citations.lost).toEqual([expect.objectContaining({ keyword: 'lost', firstPosition: 1, lastPosition: null, sources: 4 })]);
  });

  it('says which features the site came to hold or stopped holding, by the first and last check that read them', () => {
    const report = serpFeatureChanges([
      check('k', 1, { featuresHeld: ['sitelinks', 'people_also_ask'] }),
      check('k', 2, { featuresHeld: null }),
      check('k', 3, { featuresHeld: ['answer_box', 'sitelinks'] }),
      check('only-once', 1, { featuresHeld: ['answer_box'] }),
    ]);
    expect(report.features.gained).toEqual([expect.objectContaining({ keyword: 'k', feature: 'answer_box' })]);
    expect(report.features.lost).toEqual([expect.objectContaining({ keyword: 'k', feature: 'people_also_ask' })]);
  });

  it('has nothing to say without overviews or features', () => {
    expect(serpFeatureChanges([check('k', 1)])).toEqual({
      aiOverview: { queries: 0, shown: 0, unreadable: 0, cited: 0, share: null },
      citations: { gained: [], lost: [] },
      features: { gained: [], lost: [] },
    });
  });
});
