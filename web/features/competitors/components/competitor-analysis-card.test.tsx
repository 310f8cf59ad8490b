import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { CompetitorResult } from '../../../../contracts/rank-check';
import { apiErrorResponse, fakeApi, jsonResponse, makeResult } from '../../../testing/fake-api';
import { renderWithProviders } from '../../../testing/render';
import { makeCompetitor } from '../testing/make-competitor';
import { CompetitorAnalysisCard } from './competitor-analysis-card';

const competitor = (url: string, rank: number): CompetitorResult => ({ url, rank, page: rank > 0 ? Math.ceil(rank / 10) : 0, matchedUrl: null });
const card = () => screen.getByRole('region', { name: 'Competitor Analysis' });
const verdictOf = () => card().querySelector('[data-verdict]')?.textContent;
const barWidths = () => [...card().querySelectorAll('[data-bar-width]')].map((bar) => (bar as HTMLElement).style.width);

describe('CompetitorAnalysisCard', () => {
  it.each([
    { rank: 5, verdict: 'Ahead', comparison: 'ahead', bars: ['60%', '40%'] },
    { rank: 20, verdict: 'Behind', comparison: 'behind', bars: ['40%', '60%'] },
    { rank: 15, verdict: 'Even', comparison: 'neutral', bars: ['40%', '60%'] },
    { rank: 0, verdict: 'Not found', comparison: 'not-found', bars: ['40%', '60%'] },
  ])('your #$rank against competitors at 10, 20 and not found: $verdict, bars $bars', async ({ rank, verdict, comparison, bars }) => {
    fakeApi({ 'GET /api/v1/me/competitors': () => jsonResponse({ items: [], max: 50 }) });
    const check = makeResult({ rank, competitors: [competitor('a.com', 10), competitor('b.com', 20), competitor('c.com', 0)] });
    renderWithProviders(<CompetitorAnalysisCard check={check} />);
    expect(verdictOf()).toBe(verdict);
    expect(card().dataset.comparison).toBe(comparison);
    expect(barWidths()).toEqual(bars);
    expect(within(card()).getByText("Competitors' average").nextElementSibling?.textContent).toBe('#15');
    const rows = within(within(card()).getByRole('list', { name: 'Competitors in this check' })).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringMatching(/^a\.comPage 1#10/),
      expect.stringMatching(/^b\.comPage 2#20/),
      expect.stringMatching(/^c\.comNot found/),
    ]);
  });

  it('says when no competitor was found', () => {
    fakeApi({ 'GET /api/v1/me/competitors': () => jsonResponse({ items: [], max: 50 }) });
    renderWithProviders(<CompetitorAnalysisCard check={makeResult({ rank: 4, competitors: [competitor('a.com', 0)] })} />);
    expect(within(card()).getByText("Competitors' average").nextElementSibling?.textContent).toBe('None found');
    expect(verdictOf()).toBe('Even');
  });

  it('is dismissed with its close button, leaving the focus on a note that says so', async () => {
    fakeApi({ 'GET /api/v1/me/competitors': () => jsonResponse({ items: [], max: 50 }) });
    const user = userEvent.setup();
    renderWithProviders(<CompetitorAnalysisCard check={makeResult({ competitors: [competitor('a.com', 3)] })} />);
    await user.click(within(card()).getByRole('button', { name: 'Dismiss competitor analysis' }));
    expect(screen.queryByRole('region', { name: 'Competitor Analysis' })).toBeNull();
    expect(document.activeElement?.textContent).toBe('Competitor analysis dismissed.');
  });

  it('shows which competitors are tracked and tracks another in one click for the query checked', async () => {
    let items = [makeCompetitor({ competitorUrl: 'rival.com' })];
    const api = fakeApi({
      'GET /api/v1/me/competitors': () => jsonResponse({ items, max: 50 }),
      'POST /api/v1/me/competitors': () => {
        const saved = makeCompetitor({ id: '2', competitorUrl: 'newcomer.com' });
        items = [...items, saved];
        return jsonResponse(saved, 201);
      },
    });
    const user = userEvent.setup();
    const check = makeResult({ keyword: 'trail shoes', location: 'de', searchEngine: 'bing', competitors: [competitor('https://www.Rival.com/', 4), competitor('newcomer.com', 9)] });
    renderWithProviders(<CompetitorAnalysisCard check={check} />);
    const rows = within(within(card()).getByRole('list', { name: 'Competitors in this check' })).getAllByRole('listitem');
    expect(await within(rows[0]!).findByText('Tracked')).toBeTruthy();
    await user.click(within(rows[1]!).getByRole('button', { name: 'Track newcomer.com' }));
    expect(await screen.findByText('Competitor Added')).toBeTruthy();
    expect(api.sent('POST /api/v1/me/competitors')).toEqual([
      { competitorUrl: 'newcomer.com', keywords: ['trail shoes'], locations: ['de'], searchEngines: ['bing'] },
    ]);
    await waitFor(() => expect(within(rows[1]!).getByText('Tracked')).toBeTruthy());
  });

  it('offers no tracking when the plan does not include it, and nothing at all without competitors', async () => {
    fakeApi({ 'GET /api/v1/me/competitors': () => apiErrorResponse('FEATURE_RESTRICTED', 'Competitor tracking is only available on Pro plan.', 403) });
    const { unmount } = renderWithProviders(<CompetitorAnalysisCard check={makeResult({ competitors: [competitor('a.com', 3)] })} />);
    await waitFor(() => expect(within(card()).queryByRole('button', { name: /Track/ })).toBeNull());
    unmount();
    renderWithProviders(<CompetitorAnalysisCard check={makeResult({ competitors: [] })} />);
    expect(screen.queryByRole('region', { name: 'Competitor Analysis' })).toBeNull();
  });
});
