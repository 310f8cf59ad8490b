import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { PlanInfo } from '../../../contracts/plan';
import { bannerDismissedKey } from '../../features/plans/lib/banner-dismissal';
import { PLAN_STATES, fakeApi, jsonResponse, makeMePlan, makeSession, makeUser } from '../../testing/fake-api';
import { renderWithProviders } from '../../testing/render';
import { DashboardRoute } from './dashboard';

function renderDashboard(plan: PlanInfo) {
  fakeApi({
    'GET /api/v1/me/stats': () => jsonResponse({ totalChecks: 2, averageRank: 4, lastCheckedAt: null }),
    'GET /api/v1/me/recent-checks': () => jsonResponse({ items: [] }),
  });
  return renderWithProviders(<DashboardRoute />, { path: '/dashboard', session: makeSession(makeUser()), plan: makeMePlan(plan) });
}

const banner = () => screen.queryByRole('region', { name: 'Get more from Rank Checker with Pro' });

describe('dashboard and the plan', () => {
  it("marks a trial 'Trial Active' and shows it no upgrade banner", () => {
    renderDashboard(PLAN_STATES.trial);
    const header = screen.getByRole('heading', { name: 'Dashboard' }).parentElement as HTMLElement;
    expect(within(header).getByText('Trial Active · 3 days left')).toBeTruthy();
    expect(banner()).toBeNull();
  });

  it('free: the banner can be dismissed for good', async () => {
    const view = renderDashboard(PLAN_STATES.free);
    expect(screen.queryByText(/Trial Active/)).toBeNull();
    const region = banner();
    expect(region).not.toBeNull();
    expect(within(region as HTMLElement).getByRole('link', { name: 'Try Pro free' }).getAttribute('href')).toBe('/pricing');
    await userEvent.setup().click(within(region as HTMLElement).getByRole('button', { name: 'Dismiss upgrade banner' }));
    expect(banner()).toBeNull();
    expect(window.localStorage.getItem(bannerDismissedKey('dashboard'))).not.toBeNull();
    view.unmount();
    renderDashboard(PLAN_STATES.free);
    expect(screen.getByRole('heading', { name: 'Dashboard' })).toBeTruthy();
    expect(banner()).toBeNull();
  });

  it.each([
    ['Pro', PLAN_STATES.pro],
    ['Enterprise', PLAN_STATES.enterprise],
  ])('%s: no banner, no trial mark', (_, plan) => {
    renderDashboard(plan);
    expect(banner()).toBeNull();
    expect(screen.queryByText(/Trial Active/)).toBeNull();
  });
});
