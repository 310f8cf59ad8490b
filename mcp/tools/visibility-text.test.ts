import { describe, expect, it } from 'vitest';
import type { SiteList } from '../../contracts/tracking';
import { sitesText } from './visibility-text';

const site: SiteList['items'][number] = {
  site: 'example.com',
  keywords: 20,
  trackedQueries: 40,
  checkedQueries: 40,
  visibility: 12.5,
  visibilityChange: 1.2,
  top3: 2,
  top10: 9,
  averagePosition: 18.4,
  lastCheckedAt: null,
  competitorUrls: [],
  alertMode: 'every',
  runsPending: 0,
  aiOverviews: { checked: 20, shown: 9, unreadable: 1, cited: 3, share: 15 },
};

describe('sitesText', () => {
  it("says how often each site's Google queries are cited in the AI Overview, and nothing before any was checked", () => {
    const list: SiteList = { items: [site, { ...site, site: 'other.org', aiOverviews: null }], comparedAt: '2026-11-22T23:59:59.999Z', allowance: { tracked: 80, max: 5000 } };
    const [, first, second] = sitesText(list).split('\n');
    expect(first).toContain('average position 18.4; cited in the AI Overview of 3 of 20 Google queries (15.0%, 1 overview could not be read).');
    expect(second).toMatch(/average position 18\.4\.$/);
  });
});
