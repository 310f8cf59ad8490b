import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeReport } from './report-test-data';
import { SerpFeaturesSection } from './serp-features-section';

describe('SerpFeaturesSection', () => {
  it('says the share cited and lists citations and features gained and lost', () => {
    render(<SerpFeaturesSection serpFeatures={makeReport().serpFeatures} />);
    const section = screen.getByRole('region', { name: 'AI Overviews and SERP features' });
    expect(within(section).getByText('50.0%')).toBeTruthy();
    expect(within(section).getByText('1 of 2 queries, 2 with an overview, by each query’s last check')).toBeTruthy();
    expect(within(section).getByText('Google · United States · not cited → #2 of 6 sources')).toBeTruthy();
    expect(within(section).getByText('No query lost a citation.')).toBeTruthy();
    expect(within(section).getByText('Featured snippet')).toBeTruthy();
    expect(within(section).getByText('Sitelinks')).toBeTruthy();
  });

  it('is left out when no check of the period read an overview or features', () => {
    const empty = { aiOverview: { queries: 0, shown: 0, unreadable: 0, cited: 0, share: null }, citations: { gained: [], lost: [] }, features: { gained: [], lost: [] } };
    const { container } = render(<SerpFeaturesSection serpFeatures={empty} />);
    expect(container.textContent).toBe('');
  });
});
