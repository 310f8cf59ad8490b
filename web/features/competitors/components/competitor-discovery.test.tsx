import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Competitor } from '../../../../contracts/competitor';
import type { CompetitorDiscovery as Discovery, DiscoveredCompetitor } from '../../../../contracts/competitor-discovery';
import { apiErrorResponse, fakeApi, jsonResponse } from '../../../testing/fake-api';
import { renderWithProviders } from '../../../testing/render';
import { makeCompetitor, makeStatistics } from '../testing/make-competitor';
import { CompetitorDiscovery } from './competitor-discovery';
import { CompetitorsPage } from './competitors-page';

const found = (overrides: Partial<DiscoveredCompetitor> = {}): DiscoveredCompetitor => ({
  domain: 'rival.com',
  appearances: 7,
  bestPosition: 2,
  averagePosition: 4.5,
  keywords: ['running shoes', 'trail shoes', 'shoe shop', 'buy shoes', 'cheap shoes'],
  locations: ['us', 'gb'],
  searchEngines: ['google'],
  ...overrides,
});
const discovery = (overrides: Partial<Discovery> = {}): Discovery => ({
  items: [found(), found({ domain: 'other.net', appearances: 3, bestPosition: 1, averagePosition: 3, keywords: ['trail shoes'] })],
  queriesConsidered: 20,
  queriesWithResults: 12,
  simulatedQueries: 0,
  ...overrides,
});
const section = () => screen.getByRole('region', { name: 'Discover competitors' });

describe('CompetitorDiscovery', () => {
  it('lists the sites found, how often and how high they rank and for which keywords', async () => {
    fakeApi({ 'GET /api/v1/me/competitors/discovery': () => jsonResponse(discovery()) });
    renderWithProviders(<CompetitorDiscovery canTrack />);
    const [rival, other] = within(await screen.findByRole('list', { name: 'Discovered competitors' })).getAllByRole('article');
    expect(section().textContent).toContain('Based on 12 of your 20 recently checked keywords.');
    const r = within(rival!);
    expect(r.getByRole('heading', { name: 'rival.com' })).toBeTruthy();
    expect(r.getByText('In the top 10 for 7 of your 12 keywords · best #2, average #4.5')).toBeTruthy();
    const keywords = r.getByRole('list', { name: 'Keywords rival.com ranks for' });
    expect(within(keywords).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['running shoes', 'trail shoes', 'shoe shop', 'and 2 more']);
    expect(within(other!).getByText('In the top 10 for 3 of your 12 keywords · best #1, average #3')).toBeTruthy();
    expect(within(other!).queryByText(/more/)).toBeNull();
  });

  it('tracks a site in one click for the keywords, locations and engines it was found in, with ‘Competitor Added’', async () => {
    let tracked: Competitor[] = [];
    const api = fakeApi({
      'GET /api/v1/me/competitors': () => jsonResponse({ items: tracked, max: 50 }),
      'GET /api/v1/me/competitors/discovery': () =>
        jsonResponse(discovery({ items: discovery().items.filter((item) => !tracked.some((t) => t.competitorUrl === item.domain)) })),
      'POST /api/v1/me/competitors': ({ body }) => {
        const input = body as Competitor;
        tracked = [makeCompetitor({ id: '9', competitorUrl: input.competitorUrl, keywords: input.keywords, locations: input.locations })];
        return jsonResponse(tracked[0], 201);
      },
      'GET /api/v1/me/competitors/9/statistics': () => jsonResponse(makeStatistics({ checks: 0, found: 0, notFound: 0, averageRank: null, bestRank: null, worstRank: null, aheadOfYou: 0, behindYou: 0 })),
    });
    const user = userEvent.setup();
    renderWithProviders(<CompetitorsPage />);
    await user.click(await within(await screen.findByRole('list', { name: 'Discovered competitors' })).findByRole('button', { name: 'Track rival.com' }));

    expect(await screen.findByText('Competitor Added')).toBeTruthy();
    expect(screen.getByText('rival.com is now tracked for 5 keywords.')).toBeTruthy();
    expect(api.sent('POST /api/v1/me/competitors')).toEqual([
      { competitorUrl: 'rival.com', keywords: found().keywords, locations: ['us', 'gb'], searchEngines: ['google'] },
    ]);
    // It leaves the suggestions for the tracked list; the focus stays in the section.
    await waitFor(() => expect(within(section()).queryByRole('heading', { name: 'rival.com' })).toBeNull());
    expect(within(screen.getByRole('list', { name: 'Tracked competitors' })).getByRole('heading', { name: 'rival.com' })).toBeTruthy();
    expect(within(section()).getByRole('heading', { name: 'other.net' })).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Discover competitors' }));
  });

  it('tells why tracking failed', async () => {
    fakeApi({
      'GET /api/v1/me/competitors/discovery': () => jsonResponse(discovery()),
      'POST /api/v1/me/competitors': () => apiErrorResponse('LIMIT_REACHED', 'You can track up to 50 competitors. Remove one to add another.', 409),
    });
    const user = userEvent.setup();
    renderWithProviders(<CompetitorDiscovery canTrack />);
    await user.click(await screen.findByRole('button', { name: 'Track rival.com' }));
    expect(await screen.findByText('You can track up to 50 competitors. Remove one to add another.')).toBeTruthy();
  });

  it('offers no Track while the account tracks as many competitors as it may', async () => {
    fakeApi({ 'GET /api/v1/me/competitors/discovery': () => jsonResponse(discovery()) });
    renderWithProviders(<CompetitorDiscovery canTrack={false} />);
    expect((await screen.findByRole('button', { name: 'Track rival.com' })).hasAttribute('disabled')).toBe(true);
    expect(screen.getByText('Remove a competitor to track one of these.')).toBeTruthy();
  });

  it.each([
    ['no checks yet', { queriesConsidered: 0, queriesWithResults: 0 }, 'No checks yet', 'Discovery uses the result pages of your recent checks; run a few checks first.'],
    ['only simulated results', { queriesConsidered: 4, queriesWithResults: 0, simulatedQueries: 4 }, 'Discovery needs real search results', 'never kept'],
    ['no kept result pages', { queriesConsidered: 4, queriesWithResults: 0, simulatedQueries: 1 }, 'No recent result pages to look at', 'kept for a short while'],
    ['every site already known', { queriesConsidered: 4, queriesWithResults: 3 }, 'No new competitors found', 'your own or one you already track'],
  ])('says so when there is nothing to suggest: %s', async (_, counts, title, text) => {
    fakeApi({ 'GET /api/v1/me/competitors/discovery': () => jsonResponse(discovery({ items: [], simulatedQueries: 0, ...counts })) });
    renderWithProviders(<CompetitorDiscovery canTrack />);
    const heading = await screen.findByRole('heading', { name: title });
    expect(heading.parentElement?.textContent).toContain(text);
    expect(screen.queryByRole('list', { name: 'Discovered competitors' })).toBeNull();
  });

  it('offers to try again when it cannot load', async () => {
    let calls = 0;
    fakeApi({
      'GET /api/v1/me/competitors/discovery': () => {
        calls += 1;
        return calls === 1 ? apiErrorResponse('TOO_MANY_REQUESTS', 'Too many requests. Try again in a minute.', 429) : jsonResponse(discovery());
      },
    });
    const user = userEvent.setup();
    renderWithProviders(<CompetitorDiscovery canTrack />);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Could not load suggested competitors');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'rival.com' })).toBeTruthy();
  });
});
