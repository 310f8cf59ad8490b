import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionSnapshot } from '../../features/auth/api/session-store';
import { apiErrorResponse, fakeApi, makeNotification, makeSession, makeUser, notificationRoutes } from '../../testing/fake-api';
import { renderWithProviders } from '../../testing/render';
import { Navbar } from './navbar';

const signedIn = makeSession(makeUser({ email: 'ada@example.com' }));

async function openAccountMenu(user: ReturnType<typeof userEvent.setup>) {
  const trigger = await screen.findByRole('button', { name: 'Account menu' });
  await user.click(trigger);
  return screen.findByRole('menu');
}

describe('Navbar, signed in', () => {
  // The bell asks for the unread count on every signed-in page.
  beforeEach(() => {
    fakeApi(notificationRoutes());
  });

  it("shows the spec's eight links, marking Dashboard on /dashboard", () => {
    renderWithProviders(<Navbar />, { path: '/dashboard', session: signedIn });
    const main = screen.getByRole('navigation', { name: 'Main' });
    const labels = within(main)
      .getAllByRole('link')
      .map((link) => link.textContent)
      .filter((text) => text !== 'Rank Checker' && text !== 'Free');
    expect(labels).toEqual(['Home', 'Dashboard', 'Sites', 'History', 'Reports', 'Learn', 'Pricing', 'Blog', 'FAQ']);
    const current = within(main).getAllByRole('link').filter((link) => link.getAttribute('aria-current') === 'page');
    expect(current.map((link) => link.textContent)).toEqual(['Dashboard']);
  });

  it("has the plan badge, 'Check Rankings' and no Login/Sign Up", async () => {
    renderWithProviders(<Navbar />, { path: '/', session: signedIn });
    expect((await screen.findByRole('link', { name: /Plan: Free/ })).getAttribute('href')).toBe('/pricing');
    expect(screen.getByRole('button', { name: 'Check Rankings' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Login' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Sign Up Free' })).toBeNull();
  });

  it("'Check Rankings' elsewhere goes to /#rank-checker", async () => {
    const { router } = renderWithProviders(<Navbar />, { path: '/settings', session: signedIn });
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Check Rankings' }));
    await waitFor(() => expect(`${router.state.location.pathname}${router.state.location.hash}`).toBe('/#rank-checker'));
  });

  it('avatar menu: My Account, plan, e-mail, upgrade, account pages and Logout', async () => {
    renderWithProviders(<Navbar />, { path: '/', session: signedIn });
    const menu = await openAccountMenu(userEvent.setup());
    expect(within(menu).getByText('My Account')).toBeTruthy();
    expect(within(menu).getByText('Free plan')).toBeTruthy();
    expect(within(menu).getByText('ada@example.com')).toBeTruthy();
    const items = within(menu).getAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual(['Upgrade to Pro', 'Dashboard', 'Sites', 'Schedules', 'Competitors', 'History', 'Reports', 'Settings', 'Logout']);
    expect(within(menu).getByRole('menuitem', { name: 'Upgrade to Pro' }).getAttribute('href')).toBe('/pricing');
    expect(within(menu).getByRole('menuitem', { name: 'Settings' }).getAttribute('href')).toBe('/settings');
  });

  it('Logout signs out and goes to /', async () => {
    const api = fakeApi({ ...notificationRoutes(), 'POST /api/v1/auth/sign-out': () => new Response(null, { status: 204 }) });
    const user = userEvent.setup();
    const { router } = renderWithProviders(<Navbar />, { path: '/settings', session: signedIn });
    const menu = await openAccountMenu(user);
    await user.click(within(menu).getByRole('menuitem', { name: 'Logout' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(api.sent('POST /api/v1/auth/sign-out').length).toBe(1);
    await waitFor(() => expect(sessionSnapshot().data?.user).toBeNull());
  });

  it("a failed sign-out shows 'Sign Out Failed' and keeps the user signed in", async () => {
    fakeApi({ ...notificationRoutes(), 'POST /api/v1/auth/sign-out': () => apiErrorResponse('INTERNAL', 'Database unavailable', 500) });
    const user = userEvent.setup();
    renderWithProviders(<Navbar />, { path: '/settings', session: signedIn });
    const menu = await openAccountMenu(user);
    await user.click(within(menu).getByRole('menuitem', { name: 'Logout' }));
    expect(await screen.findByText('Sign Out Failed')).toBeTruthy();
    expect(screen.getByText('Database unavailable')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Account menu' })).toBeTruthy();
  });

  it('a sign-out answered with a missing session counts as signed out', async () => {
    fakeApi({ ...notificationRoutes(), 'POST /api/v1/auth/sign-out': () => apiErrorResponse('UNAUTHENTICATED', 'Please sign in to continue.', 401) });
    const user = userEvent.setup();
    const { router } = renderWithProviders(<Navbar />, { path: '/settings', session: signedIn });
    const menu = await openAccountMenu(user);
    await user.click(within(menu).getByRole('menuitem', { name: 'Logout' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    await waitFor(() => expect(sessionSnapshot().data?.user).toBeNull());
  });

  it('the mobile drawer repeats the signed-in links and actions', async () => {
    vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    const user = userEvent.setup();
    renderWithProviders(<Navbar />, { path: '/', session: signedIn });
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const drawer = await screen.findByRole('dialog', { name: 'Menu' });
    for (const name of ['Home', 'Dashboard', 'Sites', 'History', 'Reports', 'Learn', 'Pricing', 'Blog', 'FAQ', 'Upgrade to Pro', 'Settings']) {
      expect(within(drawer).getByRole('link', { name })).toBeTruthy();
    }
    expect(within(drawer).getByText('ada@example.com')).toBeTruthy();
    expect(within(drawer).getByRole('button', { name: 'Logout' })).toBeTruthy();
    await user.click(within(drawer).getByRole('button', { name: 'Check Rankings' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Menu' })).toBeNull());
  });

  it('has the notification bell with its unread count, shown at every width', async () => {
    const unread = [makeNotification({ id: '1' }), makeNotification({ id: '2' }), makeNotification({ id: '3' })];
    fakeApi(notificationRoutes(unread));
    renderWithProviders(<Navbar />, { path: '/', session: signedIn });
    const bell = await screen.findByRole('button', { name: 'Notifications, 3 unread' });
    expect(within(bell).getByTestId('unread-badge').textContent).toBe('3');
    // No breakpoint hides it (the plan badge and 'Check Rankings' have theirs): phones see it too.
    for (let node: HTMLElement | null = bell; node; node = node.parentElement) expect(node.className).not.toMatch(/(^|\s)hidden(\s|$)/);
    await userEvent.setup().click(bell);
    const panel = await screen.findByRole('dialog', { name: /Notifications/ });
    expect(await within(panel).findAllByRole('button', { name: /^Unread: Ranking improved/ })).toHaveLength(3);
  });

  it('renders a placeholder of the actions while the session loads', () => {
    fakeApi({ 'GET /api/v1/auth/session': () => new Promise<Response>(() => undefined) });
    renderWithProviders(<Navbar />, { path: '/', session: 'unknown' });
    expect(screen.getByTestId('auth-actions-placeholder')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Login' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Account menu' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Notifications/ })).toBeNull();
  });
});
