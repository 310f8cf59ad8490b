import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { PlanInfo } from '../../../contracts/plan';
import { PLAN_STATES, apiErrorResponse, fakeApi, makeMePlan, makeSession, makeUser, notificationRoutes } from '../../testing/fake-api';
import { renderWithProviders } from '../../testing/render';
import { Navbar } from './navbar';

const session = makeSession(makeUser({ email: 'ada@example.com' }));

function renderNavbar(plan: PlanInfo) {
  return renderWithProviders(<Navbar />, { path: '/', session, plan: makeMePlan(plan) });
}

async function menuItems() {
  await userEvent.setup().click(await screen.findByRole('button', { name: 'Account menu' }));
  const menu = await screen.findByRole('menu');
  return { menu, items: within(menu).getAllByRole('menuitem').map((item) => [item.textContent, item.getAttribute('href')]) };
}

describe('Navbar plan badge and avatar menu per plan', () => {
  // The signed-in navbar's bell asks for the unread count.
  beforeEach(() => {
    fakeApi(notificationRoutes());
  });

  it.each([
    ['free', PLAN_STATES.free, 'Free', false, false],
    ['trial', PLAN_STATES.trial, 'Trial (3d)', false, true],
    ['paid pro', PLAN_STATES.pro, 'Pro', true, false],
    ['enterprise', PLAN_STATES.enterprise, 'Enterprise', false, false],
  ])('%s: badge %s', async (_, plan, text, crown, pulsing) => {
    renderNavbar(plan);
    // The signed-in actions are a chunk of their own.
    const badge = await screen.findByRole('link', { name: `Plan: ${text}. See plans and pricing` });
    expect(badge.textContent).toBe(text);
    expect(badge.getAttribute('href')).toBe('/pricing');
    expect(badge.querySelector('svg.lucide-crown') !== null).toBe(crown);
    expect(badge.dataset.pulsing === 'true').toBe(pulsing);
  });

  it('pulses only without reduced motion: the animation is motion-safe', async () => {
    renderNavbar(PLAN_STATES.trial);
    const badge = await screen.findByRole('link', { name: /Plan: Trial \(3d\)/ });
    const ring = badge.querySelector('.motion-safe\\:animate-ping');
    expect(ring).not.toBeNull();
    expect(badge.className).not.toMatch(/(^|\s)animate-/);
  });

  it.each([
    ['free', PLAN_STATES.free, 'Free plan', ['Upgrade to Pro', '/pricing']],
    ['trial', PLAN_STATES.trial, 'Pro plan', ['Pay Now', '/payment']],
    ['paid pro', PLAN_STATES.pro, 'Pro plan', ['Manage Subscription', '/settings']],
  ])('%s: menu label and upsell item', async (_, plan, label, upsell) => {
    renderNavbar(plan);
    const { menu, items } = await menuItems();
    expect(within(menu).getByText(label)).toBeTruthy();
    expect(items[0]).toEqual(upsell);
    expect(items.slice(1).map(([text]) => text)).toEqual(['Dashboard', 'Sites', 'Schedules', 'Competitors', 'History', 'Reports', 'Settings', 'Logout']);
  });

  it("marks a trial 'Trial Active' in the menu, and nobody else", async () => {
    renderNavbar(PLAN_STATES.trial);
    const { menu } = await menuItems();
    expect(within(menu).getByText(/Trial Active · 3 days left/)).toBeTruthy();
  });

  it('enterprise without a subscription has no upsell item', async () => {
    renderNavbar(PLAN_STATES.enterprise);
    const { items } = await menuItems();
    expect(items.map(([text]) => text)).toEqual(['Dashboard', 'Sites', 'Schedules', 'Competitors', 'History', 'Reports', 'Settings', 'Logout']);
  });

  it('the drawer shows the plan and its upsell', async () => {
    vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    renderNavbar(PLAN_STATES.trial);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Open menu' }));
    const drawer = await screen.findByRole('dialog', { name: 'Menu' });
    expect(within(drawer).getByRole('link', { name: 'Pay Now' }).getAttribute('href')).toBe('/payment');
    expect(within(drawer).queryByRole('link', { name: 'Upgrade to Pro' })).toBeNull();
    expect(within(drawer).getByText(/Trial Active/)).toBeTruthy();
    expect(within(drawer).getByRole('link', { name: /Plan: Trial \(3d\)/ })).toBeTruthy();
  });

  it('asks the server for the plan and falls back to Free when it fails (spec §8)', async () => {
    const api = fakeApi({ ...notificationRoutes(), 'GET /api/v1/me/plan': () => apiErrorResponse('INTERNAL', 'Database unavailable', 500) });
    renderWithProviders(<Navbar />, { path: '/', session, plan: 'unknown' });
    expect(screen.getByTestId('plan-badge-placeholder')).toBeTruthy();
    expect(await screen.findByRole('link', { name: /Plan: Free/ }, { timeout: 5000 })).toBeTruthy();
    expect(api.sent('GET /api/v1/me/plan').length).toBeGreaterThan(0);
  });

  it('asks nothing about plans for guests', () => {
    const api = fakeApi({});
    renderWithProviders(<Navbar />, { path: '/' });
    expect(screen.queryByRole('link', { name: /Plan:/ })).toBeNull();
    expect(api.fetchMock).not.toHaveBeenCalled();
  });
});
