import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { apiErrorResponse, fakeApi, jsonResponse } from '../../../testing/fake-api';
import { renderWithProviders } from '../../../testing/render';
import { SharedReportPage } from './shared-report-page';
import { makeKeyword, makeReport, quietChartSizeWarning } from './report-test-data';

const robots = () => document.head.querySelector('meta[name="robots"]')?.getAttribute('content');

function renderShared(answer: () => Response) {
  const api = fakeApi({ 'GET /api/v1/shared-reports/tok-1': answer });
  const view = renderWithProviders(null, { path: '/report/tok-1', routes: [{ path: '/report/:token', element: <SharedReportPage /> }] });
  return { ...view, api };
}

describe('SharedReportPage', () => {
  beforeEach(quietChartSizeWarning);

  it('shows the report read-only, titled by its site, and keeps search engines out while shown', async () => {
    const { unmount } = renderShared(() => jsonResponse(makeReport()));
    expect(await screen.findByRole('heading', { level: 1, name: 'example.com' })).toBeTruthy();
    expect(robots()).toBe('noindex');
    expect(document.title).toBe('example.com ranking report — Rank Checker');
    expect(screen.getByRole('region', { name: 'Keywords' })).toBeTruthy();
    for (const name of ['Share', 'Download PDF', 'Email schedule']) expect(screen.queryByRole('button', { name })).toBeNull();
    expect(screen.queryByText(/ada@example.com/)).toBeNull();
    unmount();
    expect(robots()).toBeUndefined();
  });

  it("a white-labelled report shows the owner's company, logo and accent, and nothing of Rank Checker", async () => {
    const branding = { companyName: 'Acme SEO', accentColor: '#0f766e', logoDataUrl: 'data:image/png;base64,iVBORw==' };
    const { container } = renderShared(() => jsonResponse(makeReport({ branding })));
    await screen.findByRole('heading', { level: 1, name: 'example.com' });
    const banner = screen.getByRole('banner');
    expect(within(banner).getByText('Acme SEO')).toBeTruthy();
    expect(banner.querySelector('img')?.getAttribute('src')).toBe(branding.logoDataUrl);
    expect(screen.getByRole('contentinfo').textContent).toContain('Prepared by Acme SEO');
    expect(container.textContent).not.toMatch(/Rank Checker/);
    expect(document.title).toBe('example.com ranking report — Acme SEO');
    expect(screen.queryByRole('note', { name: 'Simulated results' })).toBeNull();
    const bar = screen.getByRole('heading', { name: 'Keywords' }).querySelector('span');
    expect(bar?.getAttribute('style')).toContain('background-color: #0f766e');
  });

  it("tells the owner's client when checks were simulated, and which keywords", async () => {
    const branding = { companyName: 'Acme SEO', accentColor: '#0f766e', logoDataUrl: null };
    const simulated = makeKeyword({ keyword: 'trail shoes', simulated: true });
    const { container } = renderShared(() =>
      jsonResponse(makeReport({ branding, simulatedChecks: 42, keywords: [simulated], totals: { checks: 42, keywords: 1 } })),
    );
    const notice = await screen.findByRole('note', { name: 'Simulated results' });
    expect(notice.textContent).toContain('All 42 checks in this report came from the built-in simulated search engine');
    const keywords = screen.getByRole('region', { name: 'Keywords' });
    expect(within(keywords).getByRole('rowheader', { name: /trail shoes/ }).textContent).toContain('Simulated');
    // The white label stays whole.
    expect(container.textContent).not.toMatch(/Rank Checker/);
  });

  it("a revoked, expired or unknown link says it is no longer available and links home", async () => {
    renderShared(() => apiErrorResponse('SHARE_UNAVAILABLE', 'This report link is no longer available.', 404));
    expect(await screen.findByRole('heading', { level: 1, name: 'This report link is no longer available.' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to the home page' }).getAttribute('href')).toBe('/');
    expect(robots()).toBe('noindex');
    await waitFor(() => expect(document.title).toBe('Report unavailable'));
  });
});
