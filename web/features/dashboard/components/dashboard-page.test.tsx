import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { HistoryEntry } from '../../../../contracts/history';
import { apiErrorResponse, fakeApi, jsonResponse } from '../../../testing/fake-api';
import { renderWithProviders } from '../../../testing/render';
import { DashboardPage } from './dashboard-page';
import { formatAverageRank, formatLastCheck } from './stats-cards';

function entry(overrides: Partial<HistoryEntry>): HistoryEntry {
  return {
    id: overrides.id ?? String(Math.random()),
    websiteUrl: 'example.com',
    keyword: 'running shoes',
    location: 'us',
    searchEngine: 'google',
    rankPosition: 7,
    pageNumber: 1,
    resultType: 'organic',
    competitors: [],
    checkedAt: '2026-03-01T12:00:00.000Z',
    device: 'desktop',
    source: 'serpapi',
    simulated: false,
    resultsScanned: 100,
    seoChanges: [],
    serpFeatures: null,
    aiOverview: null,
    previousRank: null,
    ...overrides,
  };
}

const stat = (label: string) => screen.getByText(label).closest('div')?.querySelector('dd')?.textContent;

describe('DashboardPage', () => {
  it('shows total checks, rounded average rank and the last check date', async () => {
    fakeApi({
      'GET /api/v1/me/stats': () => jsonResponse({ totalChecks: 1234, averageRank: 12, lastCheckedAt: '2026-03-01T12:00:00.000Z' }),
      'GET /api/v1/me/recent-checks': () => jsonResponse({ items: [] }),
    });
    renderWithProviders(<DashboardPage email="ada@example.com" checker={<p>checker here</p>} />);
    await screen.findByText('Total checks');
    expect(stat('Total checks')).toBe((1234).toLocaleString());
    expect(stat('Average rank')).toBe('#12');
    expect(stat('Last check')).toBe(formatLastCheck('2026-03-01T12:00:00.000Z'));
    expect(screen.getByText('ada@example.com')).toBeTruthy();
    expect(screen.getByText('checker here')).toBeTruthy();
  });

  it("shows '—' without an average and 'No checks yet' before the first check", async () => {
    fakeApi({
      'GET /api/v1/me/stats': () => jsonResponse({ totalChecks: 0, averageRank: null, lastCheckedAt: null }),
      'GET /api/v1/me/recent-checks': () => jsonResponse({ items: [] }),
    });
    renderWithProviders(<DashboardPage email="ada@example.com" checker={null} />);
    await screen.findByText('Total checks');
    expect(stat('Average rank')).toBe('—');
    expect(stat('Last check')).toBe('No checks yet');
    expect(await screen.findByText(/No checks yet. Run your first check/)).toBeTruthy();
  });

  it('lists the recent checks with trend arrows and band colours', async () => {
    const api = fakeApi({
      'GET /api/v1/me/stats': () => jsonResponse({ totalChecks: 5, averageRank: 20, lastCheckedAt: '2026-03-01T12:00:00.000Z' }),
      'GET /api/v1/me/recent-checks': () =>
        jsonResponse({
          items: [
            entry({ id: 'a', keyword: 'improving kw', rankPosition: 4, previousRank: 9 }),
            entry({ id: 'b', keyword: 'dropping kw', rankPosition: 25, previousRank: 12 }),
            entry({ id: 'c', keyword: 'stable kw', rankPosition: 45, previousRank: 45 }),
            entry({ id: 'd', keyword: 'new kw', rankPosition: 70, previousRank: null, searchEngine: 'bing', location: 'gb' }),
            entry({ id: 'e', keyword: 'lost kw', rankPosition: 0, previousRank: 30 }),
          ],
        }),
    });
    renderWithProviders(<DashboardPage email="ada@example.com" checker={null} />);
    const list = await screen.findByRole('region', { name: 'Recent checks' });
    await within(list).findByText('improving kw');
    const row = (keyword: string) => within(list).getByText(keyword).closest('li') as HTMLElement;
    const trendOf = (keyword: string) => row(keyword).querySelector('[data-trend]')?.getAttribute('data-trend');
    expect(['improving kw', 'dropping kw', 'stable kw', 'new kw', 'lost kw'].map(trendOf)).toEqual([
      'improving', 'dropping', 'stable', 'new', 'dropping',
    ]);
    expect(['improving kw', 'dropping kw', 'stable kw', 'new kw', 'lost kw'].map((k) => row(k).dataset.band)).toEqual([
      'top10', 'top30', 'top50', 'beyond50', 'not-found',
    ]);
    expect(within(row('improving kw')).getByText('Up 5 from #9')).toBeTruthy();
    expect(within(row('dropping kw')).getByText('Down 13 from #12')).toBeTruthy();
    expect(within(row('new kw')).getByText(/Bing · United Kingdom/)).toBeTruthy();
    expect(within(row('lost kw')).getByText('Not found')).toBeTruthy();
    expect(api.fetchMock.mock.calls.some(([url]) => String(url).endsWith('/me/recent-checks?limit=5'))).toBe(true);
  });

  it('keeps the page working when a panel fails, and retries it', async () => {
    let fail = true;
    fakeApi({
      'GET /api/v1/me/stats': () =>
        fail ? apiErrorResponse('INTERNAL', 'Statistics are unavailable', 500) : jsonResponse({ totalChecks: 2, averageRank: 3, lastCheckedAt: null }),
      'GET /api/v1/me/recent-checks': () => jsonResponse({ items: [] }),
    });
    renderWithProviders(<DashboardPage email="ada@example.com" checker={<p>checker here</p>} />);
    expect(await screen.findByText('Could not load your statistics', {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByText('checker here')).toBeTruthy();
    fail = false;
    screen.getByRole('button', { name: 'Try again' }).click();
    await waitFor(() => expect(stat('Average rank')).toBe('#3'));
  });

  it('places the composed panels beside the latest checks, the achievements under the courses', async () => {
    fakeApi({
      'GET /api/v1/me/stats': () => jsonResponse({ totalChecks: 0, averageRank: null, lastCheckedAt: null }),
      'GET /api/v1/me/recent-checks': () => jsonResponse({ items: [] }),
    });
    renderWithProviders(
      <DashboardPage
        email="ada@example.com"
        checker={<p>checker here</p>}
        learning={<section aria-label="Learning">courses</section>}
        achievements={<section aria-label="Achievements">trophies</section>}
      />,
    );
    const recent = await screen.findByRole('region', { name: 'Recent checks' });
    const learning = screen.getByRole('region', { name: 'Learning' });
    const achievements = screen.getByRole('region', { name: 'Achievements' });
    expect(achievements.textContent).toBe('trophies');
    const follows = (a: Node, b: Node) => Boolean(a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING);
    expect(follows(recent, learning) && follows(learning, achievements)).toBe(true);
    expect(achievements.parentElement).toBe(recent.parentElement);
  });

  it.each([
    [null, '—'],
    [7, '#7'],
    [12.4, '#12'],
  ])('average %s is shown as %s', (value, text) => {
    expect(formatAverageRank(value)).toBe(text);
  });
});
