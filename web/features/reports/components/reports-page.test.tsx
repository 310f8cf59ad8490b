import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { MePlan } from '../../../../contracts/plan';
import { PLAN_STATES, fakeApi, jsonResponse, makeMePlan, makeSession, makeUser } from '../../../testing/fake-api';
import { renderWithProviders } from '../../../testing/render';
import { presetPeriod } from '../lib/report-period';
import { ReportsPage } from './reports-page';
import { makeKeyword, makeReport, quietChartSizeWarning } from './report-test-data';

const sites = {
  sites: [
    { site: 'example.com', checks: 42, lastCheckedAt: '2026-03-15T10:00:00.000Z', tags: ['client-a'] },
    { site: 'other.org', checks: 1, lastCheckedAt: '2026-03-01T10:00:00.000Z', tags: [] },
  ],
};

function renderReports(plan: MePlan, path = '/reports', routes: Record<string, Parameters<typeof fakeApi>[0][string]> = {}) {
  const api = fakeApi({
    'GET /api/v1/me/reports/sites': () => jsonResponse(sites),
    'GET /api/v1/me/reports': ({ url }) => jsonResponse(makeReport({ site: url.searchParams.get('site') ?? '', tag: url.searchParams.get('tag') })),
    ...routes,
  });
  const view = renderWithProviders(<ReportsPage email="ada@example.com" plan={plan} />, {
    path,
    session: makeSession(makeUser()),
    plan,
  });
  return { ...view, api };
}

const reportCalls = (api: ReturnType<typeof fakeApi>) =>
  api.fetchMock.mock.calls.map(([url]) => new URL(String(url), 'http://localhost')).filter((url) => url.pathname === '/api/v1/me/reports');

describe('ReportsPage', () => {
  beforeEach(quietChartSizeWarning);

  it('shows the most checked site over the last 30 days: tiles, bands, movers, top 10/3, keywords and competitors', async () => {
    const { api } = renderReports(makeMePlan(PLAN_STATES.pro));
    const summary = await screen.findByLabelText('Summary');
    expect(within(summary).getByText('42')).toBeTruthy();
    expect(within(summary).getByText('#6.5')).toBeTruthy();
    const period = presetPeriod(30, new Date());
    const [call] = reportCalls(api);
    expect(call?.searchParams.get('site')).toBe('example.com');
    expect([call?.searchParams.get('from'), call?.searchParams.get('to')]).toEqual([period.from, period.to]);

    const bands = screen.getByRole('region', { name: 'Rank distribution' });
    expect(bands.querySelector('[data-band="top10"]')?.textContent).toContain('2 · 67%');
    expect(bands.querySelector('[data-band="not-found"]')?.textContent).toContain('1 · 33%');

    const movers = screen.getByRole('region', { name: 'Biggest movers' });
    expect(within(movers).getByText('trail shoes')).toBeTruthy();
    expect(within(movers).getByText('+10')).toBeTruthy();
    expect(within(movers).getByText(/Bing · United Kingdom · #2 → #9/)).toBeTruthy();

    const top = screen.getByRole('region', { name: 'Top 10 and top 3' });
    expect(within(top).getByText('None entered the top 3.')).toBeTruthy();
    expect(within(top).getAllByText('cheap sneakers')).toHaveLength(1);

    const keywords = screen.getByRole('region', { name: 'Keywords' });
    const row = within(keywords).getByRole('rowheader', { name: 'cheap sneakers' }).closest('tr') as HTMLElement;
    expect(within(row).getByText('Not found')).toBeTruthy();
    expect(within(row).getByText('−93')).toBeTruthy();

    const competitors = screen.getByRole('region', { name: 'Competitor comparison' });
    expect(within(competitors).getByRole('rowheader', { name: 'rival.com' })).toBeTruthy();
    expect(within(competitors).getByText('#9.3')).toBeTruthy();
    expect(within(competitors).getByText('7 / 3')).toBeTruthy();
    // Every check was real: nothing says otherwise.
    expect(screen.queryByRole('note', { name: 'Simulated results' })).toBeNull();
    expect(screen.queryByText('Simulated')).toBeNull();
  });

  it('says when checks were simulated, marks those keywords and names the mobile ones', async () => {
    const desktop = makeKeyword({ keyword: 'trail shoes', firstRank: 14, lastRank: 4, change: 10 });
    const mobile = makeKeyword({ keyword: 'trail shoes', device: 'mobile', simulated: true, firstRank: 20, lastRank: 9, change: 11 });
    const report = makeReport({
      totals: { checks: 42, keywords: 2 },
      simulatedChecks: 5,
      keywords: [desktop, mobile],
      movers: { up: [mobile, desktop], down: [] },
    });
    renderReports(makeMePlan(PLAN_STATES.pro), '/reports', { 'GET /api/v1/me/reports': () => jsonResponse(report) });

    const notice = await screen.findByRole('note', { name: 'Simulated results' });
    expect(notice.textContent).toContain(
      '5 of the 42 checks in this report came from the built-in simulated search engine, not from a real search engine.',
    );
    // Above the figures, so it is read first.
    expect(notice.compareDocumentPosition(screen.getByLabelText('Summary')) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();

    const rows = within(screen.getByRole('region', { name: 'Keywords' })).getAllByRole('row').slice(1);
    const searches = rows.map((row) => row.querySelectorAll('th, td')[1]?.textContent);
    expect(searches).toEqual(['Google · United States', 'Google · United States · Mobile']);
    expect(rows.map((row) => within(row).queryByText('Simulated') !== null)).toEqual([false, true]);

    const moved = within(screen.getByRole('region', { name: 'Biggest movers' })).getAllByRole('listitem');
    expect(moved[0]?.textContent).toMatch(/Google · United States · Mobile · #20 → #9.*Simulated/);
    expect(moved[1]?.textContent).not.toMatch(/Mobile|Simulated/);
  });

  it('keeps the site and the period in the URL', async () => {
    const user = userEvent.setup();
    const { api, router } = renderReports(makeMePlan(PLAN_STATES.pro), '/reports?site=other.org&period=custom&from=2026-01-01&to=2026-01-31');
    await screen.findByRole('heading', { name: 'other.org' });
    expect(reportCalls(api).at(-1)?.search).toBe('?site=other.org&from=2026-01-01&to=2026-01-31');
    expect((screen.getByLabelText('From') as HTMLInputElement).value).toBe('2026-01-01');

    await user.selectOptions(screen.getByLabelText('Period'), '7');
    await waitFor(() => expect(router.state.location.search).toBe('?site=other.org&period=7'));
    await user.selectOptions(screen.getByLabelText('Site'), 'example.com');
    await waitFor(() => expect(router.state.location.search).toBe('?site=example.com&period=7'));
    await screen.findByRole('heading', { name: 'example.com' });
    expect(reportCalls(api).at(-1)?.searchParams.get('from')).toBe(presetPeriod(7, new Date()).from);
  });

  it('limits the report to a tag of the site, kept in the URL and said under the title', async () => {
    const user = userEvent.setup();
    const { api, router } = renderReports(makeMePlan(PLAN_STATES.pro), '/reports?site=example.com&period=7');
    await screen.findByRole('heading', { name: 'example.com' });
    expect(screen.getByRole('region', { name: 'Visibility and share of voice' })).toBeTruthy();
    await user.selectOptions(screen.getByLabelText('Tag'), 'client-a');
    await waitFor(() => expect(reportCalls(api).at(-1)?.searchParams.get('tag')).toBe('client-a'));
    expect(new URLSearchParams(router.state.location.search).get('tag')).toBe('client-a');
    expect(await screen.findByText('Keywords tagged “client-a”')).toBeTruthy();
    // Another site without that tag: the report covers all its keywords again.
    await user.selectOptions(screen.getByLabelText('Site'), 'other.org');
    await waitFor(() => expect(router.state.location.search).toBe('?site=other.org&period=7'));
    expect(screen.queryByLabelText('Tag')).toBeNull();
  });

  it('without saved checks it sends the user to the checker', async () => {
    renderReports(makeMePlan(PLAN_STATES.pro), '/reports', { 'GET /api/v1/me/reports/sites': () => jsonResponse({ sites: [] }) });
    expect(await screen.findByRole('heading', { name: 'No reports yet' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Check a ranking' }).getAttribute('href')).toBe('/#rank-checker');
  });

  it('free plans get the way to Pro instead of Download PDF and Email schedule', async () => {
    const { api } = renderReports(makeMePlan(PLAN_STATES.free));
    await screen.findByRole('heading', { name: 'example.com' });
    expect(screen.queryByRole('button', { name: 'Download PDF' })).toBeNull();
    expect(screen.getByRole('link', { name: /Download PDF — comes with Pro/ }).getAttribute('href')).toBe('/pricing');
    expect(screen.getByRole('link', { name: /Email schedule — comes with Pro/ }).getAttribute('href')).toBe('/pricing');
    expect(screen.getByText('PDF reports and weekly or monthly e-mails of this report come with Pro.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Try Pro free' }).getAttribute('href')).toBe('/pricing');
    expect(api.fetchMock.mock.calls.some(([url]) => String(url).includes('/pdf'))).toBe(false);
  });

  it('the trial downloads the PDF of the report on screen', async () => {
    const createObjectURL = vi.fn(() => 'blob:report');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const user = userEvent.setup();
    const { api } = renderReports(makeMePlan(PLAN_STATES.trial), '/reports?period=7', {
      'GET /api/v1/me/reports/pdf': () =>
        new Response(new Blob(['%PDF-1.7']), {
          headers: { 'content-type': 'application/pdf', 'content-disposition': 'attachment; filename="example.com-report.pdf"' },
        }),
    });
    await user.click(await screen.findByRole('button', { name: 'Download PDF' }));
    await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    const pdfCall = api.fetchMock.mock.calls.map(([url]) => new URL(String(url), 'http://localhost')).find((url) => url.pathname.endsWith('/pdf'));
    const period = presetPeriod(7, new Date());
    expect(pdfCall?.search).toBe(`?site=example.com&from=${period.from}&to=${period.to}`);
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe('example.com-report.pdf');
    // The trial has PDFs but not e-mail schedules.
    expect(screen.getByRole('link', { name: /Email schedule — comes with Pro/ })).toBeTruthy();
  });
});
