import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { PlanInfo } from '../../../contracts/plan';
import { bannerDismissedKey } from '../../features/plans/lib/banner-dismissal';
import { PLAN_STATES, fakeApi, jsonResponse, makeMePlan, makeResult, makeSession, makeUser } from '../../testing/fake-api';
import { renderWithProviders } from '../../testing/render';
import { HomeRoute } from './home';

const session = makeSession(makeUser());

/** The home page of a signed-in user whose plan is `plan` and who has `totalChecks` saved once a check ran. */
function renderHome(plan: PlanInfo, totalChecks: number) {
  const api = fakeApi({
    'POST /api/v1/rank-checks': () => jsonResponse(makeResult()),
    'GET /api/v1/me/plan': () => jsonResponse(makeMePlan(plan)),
    'GET /api/v1/me/stats': () => jsonResponse({ totalChecks, averageRank: 7, lastCheckedAt: new Date().toISOString() }),
  });
  renderWithProviders(<HomeRoute />, { session, plan: makeMePlan(plan) });
  return api;
}

async function runCheck() {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Website URL'), 'example.com');
  await user.type(screen.getByLabelText('Search Keyword'), 'running shoes');
  await user.click(screen.getByRole('button', { name: 'Check Ranking' }));
  await screen.findByRole('region', { name: 'Ranking result' });
  return user;
}

describe('upgrade dialog (spec §4: more than 3 saved checks on the free plan, 2 s after a check)', () => {
  it('opens 2 s after the check for a free user with 4 saved checks, asking for fresh statistics', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const api = renderHome(PLAN_STATES.free, 4);
    await runCheck();
    await act(() => vi.advanceTimersByTimeAsync(1500));
    expect(screen.queryByRole('dialog')).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(600));
    const dialog = await screen.findByRole('dialog', { name: 'Ready for unlimited checks?' });
    expect(within(dialog).getByText(/You've saved 4 checks/)).toBeTruthy();
    expect(within(dialog).getByRole('link', { name: 'Try Pro free for 3 days' }).getAttribute('href')).toBe('/pricing');
    expect(api.sent('GET /api/v1/me/stats').length).toBeGreaterThan(0);
    await userEvent.setup().click(within(dialog).getByRole('button', { name: 'Maybe later' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it.each([
    ['a free user with exactly 3 saved checks', PLAN_STATES.free, 3],
    ['a trial user', PLAN_STATES.trial, 25],
    ['a Pro subscriber', PLAN_STATES.pro, 25],
    ['an Enterprise user', PLAN_STATES.enterprise, 25],
  ])('never opens for %s', async (_, plan, totalChecks) => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderHome(plan, totalChecks);
    await runCheck();
    await act(() => vi.advanceTimersByTimeAsync(5000));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('upgrade banners (dismissed per context, remembered)', () => {
  it('the result banner shows for free users; dismissing it is remembered for that context only', async () => {
    renderHome(PLAN_STATES.free, 1);
    const user = await runCheck();
    const banner = screen.getByRole('region', { name: 'Want the full picture?' });
    await user.click(within(banner).getByRole('button', { name: 'Dismiss upgrade banner' }));
    expect(screen.queryByRole('region', { name: 'Want the full picture?' })).toBeNull();
    expect(window.localStorage.getItem(bannerDismissedKey('result'))).not.toBeNull();
    expect(window.localStorage.getItem(bannerDismissedKey('dashboard'))).toBeNull();
  });

  it('a dismissed result banner does not come back on the next visit', async () => {
    window.localStorage.setItem(bannerDismissedKey('result'), '2026-03-01T00:00:00.000Z');
    renderHome(PLAN_STATES.free, 1);
    await runCheck();
    expect(screen.queryByRole('region', { name: 'Want the full picture?' })).toBeNull();
  });

  it('trial users get no banner', async () => {
    renderHome(PLAN_STATES.trial, 1);
    await runCheck();
    expect(screen.queryByRole('region', { name: 'Want the full picture?' })).toBeNull();
  });
});
