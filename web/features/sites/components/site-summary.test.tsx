import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { SiteDetail } from '../../../../contracts/tracking';
import { SiteSummary } from './site-summary';

const detail: SiteDetail = {
  site: 'example.com',
  keywords: 50,
  trackedQueries: 60,
  checkedQueries: 60,
  visibility: 31.2,
  visibilityChange: null,
  top3: 4,
  top10: 12,
  averagePosition: 14.2,
  lastCheckedAt: null,
  competitorUrls: [],
  alertMode: 'every',
  runsPending: 0,
  aiOverviews: { checked: 40, shown: 18, unreadable: 2, cited: 6, share: 15 },
  shareOfVoice: null,
  facets: { tags: [], engines: [], locations: [], devices: [] },
};

describe('SiteSummary', () => {
  it('puts the share of Google queries whose AI Overview cites the site beside visibility, saying what it is a share of', () => {
    render(<SiteSummary detail={detail} compare="7" />);
    const figure = screen.getByText('Cited in AI Overviews').parentElement;
    expect(figure?.textContent).toBe('Cited in AI Overviews15.0%6 of 40 Google queries; 18 show one, 2 unreadable');
  });

  it('says when no Google query was checked yet rather than 0%', () => {
    render(<SiteSummary detail={{ ...detail, aiOverviews: null }} compare="7" />);
    expect(screen.getByText('Cited in AI Overviews').parentElement?.textContent).toBe('Cited in AI Overviews—Shown once a Google query is checked');
  });
});
