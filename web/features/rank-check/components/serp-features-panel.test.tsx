import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeResult } from '../../../testing/fake-api';
import { SerpFeaturesPanel } from './serp-features-panel';

const features = [
  { feature: 'answer_box' as const, heldBySite: false, competitors: ['rival.com'] },
  { feature: 'people_also_ask' as const, heldBySite: true, competitors: [] },
  { feature: 'videos' as const, heldBySite: false, competitors: [] },
];

describe('SerpFeaturesPanel', () => {
  it('says where the AI Overview cites the site, who else it cites, and who holds each feature', () => {
    render(<SerpFeaturesPanel result={makeResult({ serpFeatures: features, aiOverview: { state: 'cited', sources: 9, sitePosition: 3, competitors: [{ url: 'rival.com', position: 1 }] } })} />);
    const panel = screen.getByRole('region', { name: 'On the results page' });
    expect(panel.textContent).toContain('AI OverviewCited #3 of 9 sources');
    expect(panel.textContent).toContain('Also cited: rival.com (#1)');
    const items = within(screen.getByRole('list', { name: 'SERP features' })).getAllByRole('listitem').map((item) => item.textContent);
    expect(items).toEqual(['Featured snippetheld by rival.com', 'People also askheld by you', 'Videosshown']);
  });

  it('says plainly when the site is not cited, and when an overview could not be read (never "not cited")', () => {
    const { unmount } = render(
      <SerpFeaturesPanel result={makeResult({ serpFeatures: [], aiOverview: { state: 'cited', sources: 4, sitePosition: null, competitors: [{ url: 'rival.com', position: 2 }, { url: 'other.org', position: 4 }] } })} />,
    );
    expect(screen.getByRole('region').textContent).toContain('Not cited: 2 competitors are');
    expect(screen.getByRole('region').textContent).toContain('rival.com (#2), other.org (#4) are cited, among 4 sources');
    expect(screen.getByText('No featured snippet, local pack or other feature above the results.')).toBeTruthy();
    unmount();
    render(<SerpFeaturesPanel result={makeResult({ serpFeatures: [], aiOverview: { state: 'unreadable', reason: "Can't generate an AI overview right now." } })} />);
    expect(screen.getByRole('region').textContent).toContain('Shown, could not be read');
    expect(screen.getByRole('region').textContent).not.toContain('Not cited');
  });

  it('shows no AI Overview line off Google, and nothing at all when the features are unknown', () => {
    const { container, unmount } = render(<SerpFeaturesPanel result={makeResult({ searchEngine: 'bing', serpFeatures: features, aiOverview: { state: 'none' } })} />);
    expect(container.textContent).not.toContain('AI Overview');
    unmount();
    render(<SerpFeaturesPanel result={makeResult({ serpFeatures: features, aiOverview: { state: 'none' } })} />);
    expect(screen.getByText('None on this page')).toBeTruthy();
    const unknown = render(<SerpFeaturesPanel result={makeResult()} />);
    expect(unknown.container.textContent).toBe('');
  });
});
