import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { SiteList, SiteSummary } from '../../../../contracts/tracking';
import { fakeApi, jsonResponse } from '../../../testing/fake-api';
import { renderWithProviders } from '../../../testing/render';
import { SitesSummaryCard } from './sites-summary-card';

const site = (name: string, trackedQueries: number, visibility: number | null, visibilityChange: number | null): SiteSummary => ({
  site: name,
  keywords: trackedQueries / 4,
  trackedQueries,
  checkedQueries: trackedQueries,
  visibility,
  visibilityChange,
  top3: 1,
  top10: 7,
  averagePosition: 12.5,
  lastCheckedAt: null,
  competitorUrls: [],
  alertMode: 'bands',
  runsPending: 0,
  aiOverviews: null,
});

const list = (items: SiteSummary[]): SiteList => ({ items, comparedAt: '2026-11-22T23:59:59.999Z', allowance: { tracked: 0, max: 5000 } });

describe('SitesSummaryCard', () => {
  it('lists each site with its own visibility and change, the biggest first, each leading to its table', async () => {
    fakeApi({ 'GET /api/v1/me/sites': () => jsonResponse(list([site('small.example', 40, 12.3, -1.2), site('big-client.example', 480, 31.5, 2.4)])) });
    renderWithProviders(<SitesSummaryCard />);
    const region = screen.getByRole('region', { name: 'Your sites' });
    const items = await within(region).findAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringContaining('big-client.example480 tracked queries · 7 in the top 1031.5%+2.4 pts'),
      expect.stringContaining('small.example40 tracked queries · 7 in the top 1012.3%'),
    ]);
    expect(within(items[0]!).getByRole('link', { name: 'big-client.example' }).getAttribute('href')).toBe('/sites/big-client.example');
  });

  it('invites tracking a first site', async () => {
    fakeApi({ 'GET /api/v1/me/sites': () => jsonResponse(list([])) });
    renderWithProviders(<SitesSummaryCard />);
    expect(await screen.findByRole('link', { name: 'Track a site' })).toBeTruthy();
  });
});
