import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiErrorResponse, fakeApi, jsonResponse } from '../../../testing/fake-api';
import { renderWithProviders } from '../../../testing/render';
import { makeCompetitor } from '../testing/make-competitor';
import { CompetitorsSummaryCard } from './competitors-summary-card';

describe('CompetitorsSummaryCard', () => {
  it('names the first competitors tracked and links to /competitors', async () => {
    fakeApi({
      'GET /api/v1/me/competitors': () =>
        jsonResponse({
          items: ['a.com', 'b.com', 'c.com', 'd.com', 'e.com'].map((url, i) =>
            makeCompetitor({ id: String(i), competitorUrl: url, competitorName: i === 0 ? 'Alpha' : null }),
          ),
          max: 50,
        }),
    });
    renderWithProviders(<CompetitorsSummaryCard included />);
    expect(await screen.findByText('5 tracked: Alpha, b.com, c.com and 2 more.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Manage competitors' }).getAttribute('href')).toBe('/competitors');
  });

  it('invites a first competitor, or says tracking comes with Pro', async () => {
    fakeApi({ 'GET /api/v1/me/competitors': () => jsonResponse({ items: [], max: 50 }) });
    const { unmount } = renderWithProviders(<CompetitorsSummaryCard included />);
    expect((await screen.findByRole('link', { name: 'Track competitors' })).getAttribute('href')).toBe('/competitors');
    unmount();

    // A plan that lapsed since the app last read it: the server's answer says so too.
    fakeApi({ 'GET /api/v1/me/competitors': () => apiErrorResponse('FEATURE_RESTRICTED', 'Competitor tracking is only available on Pro plan.', 403) });
    const lapsed = renderWithProviders(<CompetitorsSummaryCard included />);
    expect((await screen.findByRole('link', { name: 'See plans and start a trial' })).getAttribute('href')).toBe('/pricing');
    expect(screen.getByText('Competitor tracking is only available on Pro plan.')).toBeTruthy();
    lapsed.unmount();
  });

  it('asks nothing on the free plan, or while the plan is not known', async () => {
    const api = fakeApi({});
    const free = renderWithProviders(<CompetitorsSummaryCard included={false} />);
    expect(screen.getByRole('link', { name: 'See plans and start a trial' })).toBeTruthy();
    free.unmount();
    renderWithProviders(<CompetitorsSummaryCard included={undefined} />);
    expect(screen.queryByRole('link')).toBeNull();
    expect(api.fetchMock).not.toHaveBeenCalled();
  });
});
