import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { HistoryEntry, KeywordSeries } from '../../../../contracts/history';
import { apiErrorResponse, fakeApi, jsonResponse } from '../../../testing/fake-api';
import { renderWithProviders } from '../../../testing/render';
import { FACETS, makeEntry, pageResponse, stubScreen } from './history-test-data';

beforeEach(() => stubScreen({ wide: true }));
import { HistoryPage } from './history-page';

/** A fake history that really deletes, so the refreshed list can be checked. */
function fakeHistory(initial: HistoryEntry[], options: { failDelete?: boolean } = {}) {
  let rows = [...initial];
  const api = fakeApi({
    'GET /api/v1/me/history': () => pageResponse(rows),
    'GET /api/v1/me/history/facets': () => jsonResponse(FACETS),
    'POST /api/v1/me/history/delete': ({ body }) => {
      if (options.failDelete) return apiErrorResponse('INTERNAL', 'The database is busy', 500);
      const ids = (body as { ids: string[] }).ids;
      const before = rows.length;
      rows = rows.filter((row) => !ids.includes(row.id));
      return jsonResponse({ deleted: before - rows.length });
    },
  });
  return api;
}

const checkbox = (keyword: string) => screen.getByRole('checkbox', { name: new RegExp(`^Select “${keyword}”`) });

describe('deleting checks', () => {
  it('deletes the selected checks after confirmation, says so and refreshes the list', async () => {
    const api = fakeHistory([makeEntry({ id: '11', keyword: 'alpha' }), makeEntry({ id: '12', keyword: 'beta' }), makeEntry({ id: '13', keyword: 'gamma' })]);
    renderWithProviders(<HistoryPage />, { path: '/history' });
    await screen.findByText('3 checks');
    fireEvent.click(checkbox('alpha'));
    fireEvent.click(checkbox('gamma'));
    expect(screen.getByText('2 selected')).toBeTruthy();
    expect((screen.getByRole('checkbox', { name: 'Select all checks on this page' }) as HTMLInputElement).indeterminate).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: 'Delete selected' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete 2 checks?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('2 checks deleted', {}, { timeout: 5000 })).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await screen.findByText('1 check');
    expect(api.sent('POST /api/v1/me/history/delete')).toEqual([{ ids: ['11', '13'] }]);
    expect(screen.queryByRole('button', { name: 'alpha' })).toBeNull();
    expect(screen.getByRole('button', { name: 'beta' })).toBeTruthy();
    expect(screen.queryByText(/selected$/)).toBeNull();
  });

  it('after deleting a row with its own button, focus lands on the list instead of the page body', async () => {
    fakeHistory([makeEntry({ id: '41', keyword: 'keep' }), makeEntry({ id: '42', keyword: 'drop' })]);
    renderWithProviders(<HistoryPage />, { path: '/history' });
    await screen.findByText('2 checks');
    const button = screen.getByRole('button', { name: /^Delete “drop”/ });
    button.focus();
    fireEvent.click(button);
    const dialog = await screen.findByRole('alertdialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await screen.findByText('1 check');
    await waitFor(() => expect(document.activeElement?.id).toBe('history-list-title'));
  });

  it('select all takes every row of the page; cancelling deletes nothing', async () => {
    const api = fakeHistory([makeEntry({ id: '21', keyword: 'one' }), makeEntry({ id: '22', keyword: 'two' })]);
    renderWithProviders(<HistoryPage />, { path: '/history' });
    await screen.findByText('2 checks');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select all checks on this page' }));
    expect((checkbox('one') as HTMLInputElement).checked).toBe(true);
    expect((checkbox('two') as HTMLInputElement).checked).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Delete selected' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete 2 checks?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(api.sent('POST /api/v1/me/history/delete')).toEqual([]);
    expect(screen.getByText('2 selected')).toBeTruthy();
  });

  it("deletes one row from its own button, naming it; a failure keeps the row and says why", async () => {
    fakeHistory([makeEntry({ id: '31', keyword: 'solo', websiteUrl: 'solo.dev' })], { failDelete: true });
    renderWithProviders(<HistoryPage />, { path: '/history' });
    await screen.findByText('1 check');
    fireEvent.click(screen.getByRole('button', { name: /^Delete “solo” on solo\.dev/ }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete this check?' });
    expect(within(dialog).getByText(/“solo” on solo\.dev/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('The database is busy', {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'solo' })).toBeTruthy();
  });
});

const SERIES: KeywordSeries = {
  query: { site: 'example.com', keyword: 'running shoes', engine: 'bing', location: 'gb', device: 'desktop' },
  points: [
    { checkedAt: '2026-03-01T10:00:00.000Z', rank: 12, competitors: [{ url: 'rival.com', rank: 5 }], simulated: false, aiOverview: null },
    { checkedAt: '2026-03-02T10:00:00.000Z', rank: 0, competitors: [{ url: 'rival.com', rank: 6 }], simulated: false, aiOverview: null },
    { checkedAt: '2026-03-03T10:00:00.000Z', rank: 3, competitors: [{ url: 'rival.com', rank: 0 }], simulated: false, aiOverview: null },
  ],
  competitors: ['rival.com'],
  stats: { checks: 3, best: 3, worst: 12, average: 7.5, firstRank: 12, lastRank: 3, movement: 9 },
  truncated: false,
};

describe('keyword chart', () => {
  it('opens from the keyword, asks for that query and shows its statistics and data table', async () => {
    const api = fakeApi({
      'GET /api/v1/me/history': () => pageResponse([makeEntry({ keyword: 'running shoes', searchEngine: 'bing', location: 'gb' })]),
      'GET /api/v1/me/history/facets': () => jsonResponse(FACETS),
      'GET /api/v1/me/history/series': () => jsonResponse(SERIES),
    });
    renderWithProviders(<HistoryPage />, { path: '/history' });
    fireEvent.click(await screen.findByRole('button', { name: 'running shoes' }));
    const dialog = await screen.findByRole('dialog', { name: '“running shoes”' });
    expect(within(dialog).getByText('example.com · Bing · United Kingdom')).toBeTruthy();

    const stat = (label: string) => within(dialog).getByText(label).closest('div')?.querySelectorAll('dd')[0]?.textContent;
    await within(dialog).findByText('Best rank');
    expect(stat('Best rank')).toBe('#3');
    expect(stat('Worst rank')).toBe('#12');
    expect(stat('Average rank')).toBe('#7.5');
    expect(stat('Since first check')).toBe('Up 9 places');
    expect(within(dialog).getByText('#12 → #3')).toBeTruthy();

    const request = api.fetchMock.mock.calls.map(([u]) => new URL(String(u), 'http://localhost')).find((u) => u.pathname.endsWith('/series'));
    expect(Object.fromEntries(request?.searchParams ?? [])).toEqual({ site: 'example.com', keyword: 'running shoes', engine: 'bing', location: 'gb', device: 'desktop' });

    const table = within(dialog).getByRole('table', { name: /Rank of example.com at each check/ });
    const rows = within(table).getAllByRole('row').slice(1).map((row) => within(row).getAllByRole('cell').map((cell) => cell.textContent));
    expect(rows).toEqual([['#12', '#5'], ['Not found', '#6'], ['#3', 'Not found']]);
    expect(within(dialog).getByRole('list', { name: 'Chart legend' }).textContent).toMatch(/rival\.com.*Not in the top 100/);
  });

  it.each([
    [{ movement: -4, firstRank: 3, lastRank: 7 }, 'Down 4 places'],
    [{ movement: 0, firstRank: 5, lastRank: 5 }, 'No change'],
    [{ movement: null, best: null, worst: null, average: null, firstRank: 0, lastRank: 0 }, 'Never found'],
  ])('words the movement %o as %s', async (stats, text) => {
    fakeApi({
      'GET /api/v1/me/history': () => pageResponse([makeEntry({ keyword: 'kw' })]),
      'GET /api/v1/me/history/facets': () => jsonResponse(FACETS),
      'GET /api/v1/me/history/series': () => jsonResponse({ ...SERIES, stats: { ...SERIES.stats, ...stats } }),
    });
    renderWithProviders(<HistoryPage />, { path: '/history' });
    fireEvent.click(await screen.findByRole('button', { name: /^View chart of “kw”/ }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText(text)).toBeTruthy();
  });
});
