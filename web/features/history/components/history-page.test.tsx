import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { apiErrorResponse, fakeApi, jsonResponse } from '../../../testing/fake-api';
import { renderWithProviders } from '../../../testing/render';
import { FACETS, makeEntry, pageResponse, stubScreen } from './history-test-data';
import { HistoryPage } from './history-page';

type FakeApi = ReturnType<typeof fakeApi>;

/** The query strings GET /me/history was asked with, in order. */
const historyRequests = (api: FakeApi) =>
  api.fetchMock.mock.calls
    .map(([input]) => new URL(String(input), 'http://localhost'))
    .filter((url) => url.pathname === '/api/v1/me/history')
    .map((url) => url.searchParams);

const lastHistoryRequest = (api: FakeApi) => historyRequests(api).at(-1);

beforeEach(() => stubScreen({ wide: true }));

function renderPage(path = '/history') {
  return renderWithProviders(<HistoryPage />, { path });
}

describe('HistoryPage filters', () => {
  it('reads the filters from the URL, sends them to the API and writes changes back', async () => {
    const api = fakeApi({
      'GET /api/v1/me/history': () => pageResponse([makeEntry({ keyword: 'running shoes', searchEngine: 'bing' })]),
      'GET /api/v1/me/history/facets': () => jsonResponse(FACETS),
    });
    const { router } = renderPage('/history?keyword=running%20shoes&engine=bing&sort=rank&order=asc');
    await screen.findByRole('button', { name: 'running shoes' });
    const first = lastHistoryRequest(api);
    expect(first?.get('keyword')).toBe('running shoes');
    expect(first?.get('engine')).toBe('bing');
    expect(first?.get('sort')).toBe('rank');
    expect((screen.getByLabelText('Keyword') as HTMLSelectElement).value).toBe('running shoes');
    expect((screen.getByLabelText('Engine') as HTMLSelectElement).value).toBe('bing');

    await waitFor(() => expect(within(screen.getByLabelText('Site')).getAllByRole('option')).toHaveLength(3));
    fireEvent.change(screen.getByLabelText('Site'), { target: { value: 'shop.example.org' } });
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-03-01' } });
    await waitFor(() => expect(lastHistoryRequest(api)?.get('from')).toBe('2026-03-01'));
    expect(lastHistoryRequest(api)?.get('site')).toBe('shop.example.org');
    const search = new URLSearchParams(router.state.location.search);
    expect(Object.fromEntries(search)).toEqual({
      site: 'shop.example.org',
      keyword: 'running shoes',
      engine: 'bing',
      from: '2026-03-01',
      sort: 'rank',
      order: 'asc',
    });

    // Export follows the same filters and order.
    const exportLink = screen.getByRole('link', { name: 'Export CSV' });
    const exportUrl = new URL(exportLink.getAttribute('href') ?? '', 'http://localhost');
    expect(exportUrl.pathname).toBe('/api/v1/me/history/export.csv');
    expect(exportUrl.searchParams.get('site')).toBe('shop.example.org');
    expect(exportUrl.searchParams.get('sort')).toBe('rank');

    fireEvent.click(screen.getAllByRole('button', { name: 'Clear filters' })[0]!);
    await waitFor(() => expect(router.state.location.search).toBe('?sort=rank&order=asc'));
    await waitFor(() => expect(lastHistoryRequest(api)?.has('keyword')).toBe(false));
  });

  it('offers a tag filter once tracked queries have tags, and sends it', async () => {
    const api = fakeApi({
      'GET /api/v1/me/history': () => pageResponse([makeEntry({ keyword: 'running shoes' })]),
      'GET /api/v1/me/history/facets': () => jsonResponse({ ...FACETS, tags: ['client-a', 'priority'] }),
    });
    const { router } = renderPage();
    await screen.findByRole('button', { name: 'running shoes' });
    const tag = await screen.findByLabelText('Tag');
    expect(within(tag).getAllByRole('option').map((option) => option.textContent)).toEqual(['All tags', 'client-a', 'priority']);
    fireEvent.change(tag, { target: { value: 'priority' } });
    await waitFor(() => expect(lastHistoryRequest(api)?.get('tag')).toBe('priority'));
    expect(new URLSearchParams(router.state.location.search).get('tag')).toBe('priority');
  });

  it('has no tag filter while no tracked query has a tag', async () => {
    fakeApi({
      'GET /api/v1/me/history': () => pageResponse([makeEntry({ keyword: 'running shoes' })]),
      'GET /api/v1/me/history/facets': () => jsonResponse(FACETS),
    });
    renderPage();
    await waitFor(() => expect(within(screen.getByLabelText('Site')).getAllByRole('option')).toHaveLength(3));
    expect(screen.queryByLabelText('Tag')).toBeNull();
  });

  it('moving the start past the end moves the end with it', async () => {
    fakeApi({
      'GET /api/v1/me/history': () => pageResponse([makeEntry()]),
      'GET /api/v1/me/history/facets': () => jsonResponse(FACETS),
    });
    const { router } = renderPage('/history?to=2026-03-05');
    await screen.findByText('1 check');
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-03-09' } });
    await waitFor(() => expect(router.state.location.search).toBe('?from=2026-03-09&to=2026-03-09'));
  });

  it('sorts by a column header and says so with aria-sort', async () => {
    const api = fakeApi({
      'GET /api/v1/me/history': () => pageResponse([makeEntry()]),
      'GET /api/v1/me/history/facets': () => jsonResponse(FACETS),
    });
    const { router } = renderPage();
    await screen.findByText('1 check');
    const header = (name: string) => screen.getByRole('columnheader', { name: new RegExp(`^${name}`) });
    expect(header('Checked at').getAttribute('aria-sort')).toBe('descending');
    fireEvent.click(within(header('Rank')).getByRole('button'));
    await waitFor(() => expect(header('Rank').getAttribute('aria-sort')).toBe('ascending'));
    expect(header('Checked at').hasAttribute('aria-sort')).toBe(false);
    expect(router.state.location.search).toBe('?sort=rank&order=asc');
    await waitFor(() => expect(lastHistoryRequest(api)?.get('sort')).toBe('rank'));
    fireEvent.click(within(header('Rank')).getByRole('button'));
    await waitFor(() => expect(header('Rank').getAttribute('aria-sort')).toBe('descending'));
  });
});

describe('HistoryPage list', () => {
  it('shows rank bands, trends, competitors, page changes and the total', async () => {
    fakeApi({
      'GET /api/v1/me/history': () =>
        pageResponse(
          [
            makeEntry({ keyword: 'up kw', rankPosition: 4, previousRank: 9, competitors: [{ url: 'rival.com', rank: 2 }] }),
            makeEntry({ keyword: 'down kw', rankPosition: 35, previousRank: 12, searchEngine: 'bing', location: 'gb' }),
            makeEntry({ keyword: 'lost kw', rankPosition: 0, previousRank: 30, resultType: 'not found' }),
            makeEntry({ keyword: 'new kw', rankPosition: 60, previousRank: null, seoChanges: ['title', 'metaDescription'] }),
            makeEntry({ keyword: 'phone kw', rankPosition: 0, resultsScanned: 37, device: 'mobile', source: 'demo', simulated: true }),
          ],
          'next',
          1234,
        ),
      'GET /api/v1/me/history/facets': () => jsonResponse(FACETS),
    });
    renderPage();
    await screen.findByText(`${(1234).toLocaleString()} checks`);
    const row = (keyword: string) => screen.getByRole('button', { name: keyword }).closest('tr') as HTMLElement;
    expect(row('up kw').querySelector('[data-band]')?.getAttribute('data-band')).toBe('top10');
    expect(within(row('up kw')).getByText('Top 10 - Excellent!')).toBeTruthy();
    expect(within(row('up kw')).getByText('Up 5 from #9')).toBeTruthy();
    expect(within(row('up kw')).getByText('rival.com')).toBeTruthy();
    expect(row('down kw').querySelector('[data-trend]')?.getAttribute('data-trend')).toBe('dropping');
    expect(within(row('down kw')).getByText('Bing')).toBeTruthy();
    expect(within(row('down kw')).getByText('United Kingdom')).toBeTruthy();
    expect(within(row('lost kw')).getByText('Not in top 100')).toBeTruthy();
    expect(within(row('lost kw')).getByText('Dropped out of the results (was #30)')).toBeTruthy();
    expect(within(row('phone kw')).getByText('Not in first 37')).toBeTruthy();
    expect(within(row('phone kw')).getByText('Simulated')).toBeTruthy();
    expect(within(row('phone kw')).getByText(/United States · Mobile/)).toBeTruthy();
    expect(within(row('up kw')).queryByText('Simulated')).toBeNull();
    expect(row('new kw').querySelector('[data-trend]')?.getAttribute('data-trend')).toBe('new');
    expect(within(row('new kw')).getByText('Needs Improvement')).toBeTruthy();
    expect(within(row('new kw')).getByText('Title and meta description changed since the last check')).toBeTruthy();
    expect(within(row('up kw')).queryByText(/changed since the last check/)).toBeNull();
  });

  it('walks keyset pages forward and back with the cursors it was given', async () => {
    const api = fakeApi({
      'GET /api/v1/me/history': ({ url }) => {
        const cursor = url.searchParams.get('cursor');
        if (cursor === null) return pageResponse(Array.from({ length: 25 }, (_, i) => makeEntry({ keyword: `first ${i}` })), 'c1', 30);
        if (cursor === 'c1') return pageResponse(Array.from({ length: 5 }, (_, i) => makeEntry({ keyword: `second ${i}` })), null, 30);
        return apiErrorResponse('VALIDATION_ERROR', 'bad cursor', 400);
      },
      'GET /api/v1/me/history/facets': () => jsonResponse(FACETS),
    });
    renderPage();
    await screen.findByRole('button', { name: 'first 0' });
    expect(screen.getByText('Showing 1–25 of 30')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Previous' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByRole('button', { name: 'second 0' });
    expect(lastHistoryRequest(api)?.get('cursor')).toBe('c1');
    expect(screen.getByText('Showing 26–30 of 30')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Next' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Previous' }));
    await screen.findByRole('button', { name: 'first 0' });
    expect(screen.getByText('Showing 1–25 of 30')).toBeTruthy();
  });

  it('a new filter starts again at the first page', async () => {
    const api = fakeApi({
      'GET /api/v1/me/history': ({ url }) =>
        url.searchParams.get('cursor') === 'c1' ? pageResponse([makeEntry({ keyword: 'page two' })], null, 26) : pageResponse([makeEntry({ keyword: 'page one' })], 'c1', 26),
      'GET /api/v1/me/history/facets': () => jsonResponse(FACETS),
    });
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Next' }));
    await screen.findByRole('button', { name: 'page two' });
    await waitFor(() => expect(within(screen.getByLabelText('Engine')).getAllByRole('option')).toHaveLength(3));
    fireEvent.change(screen.getByLabelText('Engine'), { target: { value: 'bing' } });
    await screen.findByRole('button', { name: 'page one' });
    expect(lastHistoryRequest(api)?.get('engine')).toBe('bing');
    expect(lastHistoryRequest(api)?.has('cursor')).toBe(false);
  });

  it('without checks invites a first check; with filters offers to clear them', async () => {
    fakeApi({
      'GET /api/v1/me/history': () => pageResponse([], null, 0),
      'GET /api/v1/me/history/facets': () => jsonResponse({ sites: [], keywords: [], engines: [], locations: [] }),
    });
    const first = renderPage();
    expect(await screen.findByRole('heading', { name: 'No checks yet' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Run a check' }).getAttribute('href')).toBe('/#rank-checker');
    first.unmount();

    const { router } = renderPage('/history?keyword=gone');
    expect(await screen.findByRole('heading', { name: 'No checks match these filters' })).toBeTruthy();
    const buttons = screen.getAllByRole('button', { name: 'Clear filters' });
    fireEvent.click(buttons[buttons.length - 1]!);
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('shows an error with a retry that loads the list', async () => {
    let fail = true;
    fakeApi({
      'GET /api/v1/me/history': () => (fail ? apiErrorResponse('INTERNAL', 'History is unavailable', 500) : pageResponse([makeEntry({ keyword: 'back again' })])),
      'GET /api/v1/me/history/facets': () => jsonResponse(FACETS),
    });
    renderPage();
    expect(await screen.findByText('History is unavailable', {}, { timeout: 8000 })).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: 'back again' })).toBeTruthy();
  }, 15_000);
});

describe('HistoryPage on a narrow screen', () => {
  it('shows cards, sorts from a select and selects the whole page from the toolbar', async () => {
    stubScreen({ wide: false });
    const api = fakeApi({
      'GET /api/v1/me/history': () => pageResponse([makeEntry({ keyword: 'card one' }), makeEntry({ keyword: 'card two' })]),
      'GET /api/v1/me/history/facets': () => jsonResponse(FACETS),
    });
    const { router } = renderPage();
    await screen.findByRole('button', { name: 'card one' });
    expect(screen.queryByRole('table')).toBeNull();
    expect(within(screen.getByRole('list', { name: 'Saved checks' })).getAllByRole('listitem')).toHaveLength(2);

    fireEvent.change(screen.getByLabelText('Sort by'), { target: { value: 'rank:asc' } });
    await waitFor(() => expect(router.state.location.search).toBe('?sort=rank&order=asc'));
    await waitFor(() => expect(lastHistoryRequest(api)?.get('sort')).toBe('rank'));

    fireEvent.click(screen.getByRole('checkbox', { name: 'Select all on this page' }));
    expect(screen.getByText('2 selected')).toBeTruthy();

    // The filters fold away behind a button that says whether any is on.
    const toggle = screen.getByRole('button', { name: /^Filters/ });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('combobox', { name: 'Site' })).toBeNull();
    fireEvent.click(toggle);
    fireEvent.change(await screen.findByRole('combobox', { name: 'Engine' }), { target: { value: 'bing' } });
    await waitFor(() => expect(screen.getByRole('button', { name: /^Filters/ }).textContent).toContain('1 on'));
  });
});
