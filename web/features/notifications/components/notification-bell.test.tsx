import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { PENDING_CHECK_KEY } from '../../../lib/pending-rank-check';
import { apiErrorResponse, fakeApi, makeNotification, makeSession, makeUser, notificationRoutes } from '../../../testing/fake-api';
import { renderWithProviders } from '../../../testing/render';
import { NotificationBell } from './notification-bell';

const session = makeSession(makeUser());
const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

const ITEMS = [
  makeNotification({
    id: '3',
    type: 'milestone',
    title: 'Top 10!',
    message: 'example.com entered the top 10 for "running shoes"',
    rankPosition: 8,
    rankChange: 7,
    createdAt: minutesAgo(5),
  }),
  makeNotification({
    id: '2',
    title: 'Ranking dropped',
    message: 'example.com moved from #4 to #6 for "trail shoes"',
    keyword: 'trail shoes',
    rankPosition: 6,
    rankChange: -2,
    searchEngine: 'bing',
    location: 'de',
    device: 'mobile',
    createdAt: minutesAgo(2 * 24 * 60),
  }),
  makeNotification({
    id: '1',
    type: 'achievement',
    title: 'First check',
    message: 'You ran your first rank check',
    keyword: null,
    websiteUrl: null,
    rankPosition: 0,
    rankChange: null,
    searchEngine: null,
    location: null,
    device: null,
    read: true,
    readAt: minutesAgo(10),
    createdAt: minutesAgo(3 * 24 * 60),
  }),
];

function renderBell() {
  return renderWithProviders(<NotificationBell />, { path: '/dashboard', session });
}

async function openPanel(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: /^Notifications/ }));
  return screen.findByRole('dialog', { name: /Notifications/ });
}

const items = (panel: HTMLElement) => within(within(panel).getByRole('list', { name: 'Notifications' })).getAllByRole('listitem');
function item(panel: HTMLElement, index: number): HTMLElement {
  const found = items(panel)[index];
  if (!found) throw new Error(`No notification at ${index}`);
  return found;
}

describe('NotificationBell', () => {
  it("shows '9+' above 9 unread, with the exact count in its name", async () => {
    fakeApi(notificationRoutes([], { count: 12 }));
    renderBell();
    const bell = await screen.findByRole('button', { name: 'Notifications, 12 unread' });
    expect(within(bell).getByTestId('unread-badge').textContent).toBe('9+');
  });

  it('shows the count itself up to 9', async () => {
    fakeApi(notificationRoutes([], { count: 9 }));
    renderBell();
    const bell = await screen.findByRole('button', { name: 'Notifications, 9 unread' });
    expect(within(bell).getByTestId('unread-badge').textContent).toBe('9');
  });

  it('has no badge at 0', async () => {
    const api = fakeApi(notificationRoutes([]));
    renderBell();
    await waitFor(() => expect(api.sent('GET /api/v1/me/notifications/unread-count').length).toBe(1));
    const bell = screen.getByRole('button', { name: 'Notifications' });
    expect(within(bell).queryByTestId('unread-badge')).toBeNull();
  });

  it("says 'Loading notifications...' until the list arrives", async () => {
    fakeApi({ ...notificationRoutes([]), 'GET /api/v1/me/notifications': () => new Promise<Response>(() => undefined) });
    renderBell();
    const panel = await openPanel(userEvent.setup());
    expect(within(panel).getByRole('status').textContent).toBe('Loading notifications...');
  });

  it("shows the empty state without 'Mark all read'", async () => {
    fakeApi(notificationRoutes([]));
    renderBell();
    const panel = await openPanel(userEvent.setup());
    expect(await within(panel).findByText('No notifications')).toBeTruthy();
    expect(within(panel).getByText("You'll see alerts here when your rankings change")).toBeTruthy();
    expect(within(panel).queryByRole('button', { name: 'Mark all read' })).toBeNull();
  });

  it('lists the notifications: icon per type, #N above 0, relative time, unread highlighted with a dot', async () => {
    const api = fakeApi(notificationRoutes(ITEMS));
    renderBell();
    const panel = await openPanel(userEvent.setup());
    await within(panel).findByText('Top 10!');
    expect(api.sent('GET /api/v1/me/notifications').length).toBe(1);
    expect(api.fetchMock.mock.calls.some(([url]) => String(url).endsWith('/me/notifications?limit=50'))).toBe(true);
    expect(within(panel).getByRole('heading', { name: 'Notifications 2 unread' })).toBeTruthy();

    const [milestone, dropped, achievement] = [item(panel, 0), item(panel, 1), item(panel, 2)];
    expect(milestone.querySelector('svg.lucide-trophy')).not.toBeNull();
    expect(within(milestone).getByText('#8')).toBeTruthy();
    expect(within(milestone).getByText('5 minutes ago')).toBeTruthy();
    expect(within(milestone).getByRole('button', { name: /^Unread: Top 10!/ })).toBeTruthy();
    expect(within(milestone).getByTestId('unread-dot')).toBeTruthy();

    expect(dropped.querySelector('svg.lucide-trending-down')).not.toBeNull();
    expect(within(dropped).getByText('2 days ago')).toBeTruthy();

    expect(achievement.querySelector('svg.lucide-award')).not.toBeNull();
    expect(within(achievement).queryByText(/^#/)).toBeNull();
    expect(within(achievement).queryByTestId('unread-dot')).toBeNull();
    expect(within(achievement).queryByText(/Unread/)).toBeNull();
    // A read item is not a control: clicking it has nothing left to do.
    expect(within(achievement).queryByRole('button')).toBeNull();
  });

  it('clicking an unread item marks it read and lowers the count by 1', async () => {
    const api = fakeApi(notificationRoutes(ITEMS));
    const user = userEvent.setup();
    renderBell();
    const panel = await openPanel(user);
    await user.click(await within(panel).findByRole('button', { name: /^Unread: Top 10!/ }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Notifications, 1 unread' })).toBeTruthy());
    expect(api.sent('POST /api/v1/me/notifications/3/read').length).toBe(1);
    const milestone = item(panel, 0);
    expect(within(milestone).queryByTestId('unread-dot')).toBeNull();
    expect(within(milestone).queryByRole('button', { name: /Top 10!/ })).toBeNull();
    expect(within(panel).getByRole('heading', { name: 'Notifications 1 unread' })).toBeTruthy();
  });

  it('reading an item from the keyboard keeps focus on it', async () => {
    fakeApi(notificationRoutes(ITEMS));
    const user = userEvent.setup();
    renderBell();
    const panel = await openPanel(user);
    (await within(panel).findByRole('button', { name: /^Unread: Top 10!/ })).focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(within(item(panel, 0)).queryByTestId('unread-dot')).toBeNull());
    await waitFor(() => expect(item(panel, 0).contains(document.activeElement)).toBe(true));
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it("'Mark all read' reads everything, sets the count to 0 and goes away", async () => {
    const api = fakeApi(notificationRoutes(ITEMS));
    const user = userEvent.setup();
    renderBell();
    const panel = await openPanel(user);
    await user.click(await within(panel).findByRole('button', { name: 'Mark all read' }));
    await waitFor(() => expect(within(panel).queryByRole('button', { name: 'Mark all read' })).toBeNull());
    expect(api.sent('POST /api/v1/me/notifications/read-all').length).toBe(1);
    expect(within(panel).getByRole('heading', { name: 'Notifications' })).toBeTruthy();
    expect(within(panel).queryAllByTestId('unread-dot')).toEqual([]);
    const bell = screen.getByRole('button', { name: 'Notifications' });
    expect(within(bell).queryByTestId('unread-badge')).toBeNull();
    // The button had focus: it moves to the refresh button beside it rather than out of the panel.
    expect(document.activeElement).toBe(within(panel).getByRole('button', { name: 'Refresh notifications' }));
  });

  it('failures to load, read or count are silent and leave the list and count as they were', async () => {
    const routes = notificationRoutes(ITEMS);
    let failing = false;
    const api = fakeApi(
      Object.fromEntries(
        Object.entries(routes).map(([route, handler]) => [
          route,
          (request: Parameters<typeof handler>[0]) => (failing ? apiErrorResponse('INTERNAL', 'Database unavailable', 500) : handler(request)),
        ]),
      ),
    );
    const user = userEvent.setup();
    renderBell();
    const panel = await openPanel(user);
    await within(panel).findByText('Top 10!');
    failing = true;

    await user.click(within(panel).getByRole('button', { name: 'Refresh notifications' }));
    await user.click(within(panel).getByRole('button', { name: /^Unread: Top 10!/ }));
    await user.click(within(panel).getByRole('button', { name: 'Mark all read' }));
    await waitFor(() => expect(api.sent('POST /api/v1/me/notifications/read-all').length).toBe(1));
    await waitFor(() => expect(api.sent('GET /api/v1/me/notifications').length).toBe(2));

    expect(items(panel)).toHaveLength(3);
    expect(within(panel).getAllByTestId('unread-dot')).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Notifications, 2 unread' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByText('Database unavailable')).toBeNull();
    // Spec §8: no retry either.
    expect(api.sent('POST /api/v1/me/notifications/3/read')).toHaveLength(1);
  });

  it('a list that never loaded reads as empty, not as an error', async () => {
    fakeApi({ ...notificationRoutes([]), 'GET /api/v1/me/notifications': () => apiErrorResponse('INTERNAL', 'Database unavailable', 500) });
    renderBell();
    const panel = await openPanel(userEvent.setup());
    expect(await within(panel).findByText('No notifications')).toBeTruthy();
    expect(screen.queryByText('Database unavailable')).toBeNull();
  });

  it("the check button marks the alert read, closes the panel and runs its check on the home page's checker", async () => {
    const api = fakeApi(notificationRoutes(ITEMS));
    const user = userEvent.setup();
    const { router } = renderBell();
    const panel = await openPanel(user);
    await within(panel).findByText('Top 10!');
    // Only rank alerts that carry their check have the button.
    expect(within(item(panel, 2)).queryByRole('button', { name: /Check again/ })).toBeNull();

    await user.click(within(item(panel, 1)).getByRole('button', { name: /^Check again\W+trail shoes\W+for example\.com$/ }));
    await waitFor(() => expect(`${router.state.location.pathname}${router.state.location.hash}`).toBe('/#rank-checker'));
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(api.sent('POST /api/v1/me/notifications/2/read')).toHaveLength(1));
    expect(JSON.parse(window.localStorage.getItem(PENDING_CHECK_KEY) ?? 'null')).toMatchObject({
      keyword: 'trail shoes',
      websiteUrl: 'example.com',
      searchEngine: 'bing',
      location: 'de',
      device: 'mobile',
      competitorUrls: [],
    });
  });

  it('the check button of a read alert runs the check without marking anything', async () => {
    const api = fakeApi(notificationRoutes([makeNotification({ id: '7', read: true, readAt: minutesAgo(1) })]));
    const user = userEvent.setup();
    renderBell();
    const panel = await openPanel(user);
    await user.click(await within(panel).findByRole('button', { name: /^Check again/ }));
    expect(window.localStorage.getItem(PENDING_CHECK_KEY)).not.toBeNull();
    expect(api.sent('POST /api/v1/me/notifications/7/read')).toHaveLength(0);
  });

  it('Escape closes the panel and gives focus back to the bell; focus starts inside it', async () => {
    fakeApi(notificationRoutes(ITEMS));
    const user = userEvent.setup();
    renderBell();
    const bell = await screen.findByRole('button', { name: /^Notifications/ });
    bell.focus();
    await user.keyboard('{Enter}');
    const panel = await screen.findByRole('dialog', { name: /Notifications/ });
    await waitFor(() => expect(panel.contains(document.activeElement)).toBe(true));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(bell);
  });

  it.each(['Close', 'Close notifications'])("the '%s' button closes the panel", async (name) => {
    fakeApi(notificationRoutes(ITEMS));
    const user = userEvent.setup();
    renderBell();
    const panel = await openPanel(user);
    await user.click(within(panel).getByRole('button', { name }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(screen.getByRole('button', { name: /^Notifications/ }));
  });
});

describe('NotificationBell refreshes', () => {
  it('the count every 30 s while closed; list and count every 10 s while open', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const api = fakeApi(notificationRoutes(ITEMS));
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderBell();
    const counts = () => api.sent('GET /api/v1/me/notifications/unread-count').length;
    const lists = () => api.sent('GET /api/v1/me/notifications').length;
    await waitFor(() => expect(counts()).toBe(1));

    await act(() => vi.advanceTimersByTimeAsync(29_000));
    expect(counts()).toBe(1);
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    expect(counts()).toBe(2);

    const panel = await openPanel(user);
    await within(panel).findByText('Top 10!');
    // Opening asks for both at once.
    expect(lists()).toBe(1);
    await waitFor(() => expect(counts()).toBe(3));
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(lists()).toBe(2);
    expect(counts()).toBe(4);
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(lists()).toBe(3);
    expect(counts()).toBe(5);

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await act(() => vi.advanceTimersByTimeAsync(20_000));
    expect(lists()).toBe(3);
    expect(counts()).toBe(5);
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(counts()).toBe(6);
  });
});
