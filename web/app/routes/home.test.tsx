import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { PENDING_CHECK_KEY, savePendingCheck } from '../../lib/pending-rank-check';
import { jsonResponse, makeResult, makeSession, makeUser } from '../../testing/fake-api';
import { renderWithProviders } from '../../testing/render';
import { HomeRoute } from './home';

const pending = { websiteUrl: 'example.com', keyword: 'running shoes', location: 'fr', searchEngine: 'google', device: 'desktop', competitorUrls: [] } as const;

describe('HomeRoute', () => {
  it('replays a pending check for a signed-in user: form refilled, check after 1 s, storage cleared', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    const fetchMock = vi.fn(async () => jsonResponse(makeResult({ rank: 2 })));
    vi.stubGlobal('fetch', fetchMock);
    savePendingCheck({ ...pending, competitorUrls: [] }, new Date());
    renderWithProviders(<HomeRoute />, { session: makeSession(makeUser()) });

    expect(await screen.findByDisplayValue('example.com')).toBeTruthy();
    expect(screen.getByLabelText<HTMLSelectElement>('Location').value).toBe('fr');
    expect(window.localStorage.getItem(PENDING_CHECK_KEY)).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(1000));
    // The check itself; the plan and statistics are refreshed after it.
    expect((fetchMock.mock.calls as unknown[][]).filter((call) => String(call[0]).endsWith('/rank-checks'))).toHaveLength(1);
    expect(await screen.findByRole('region', { name: 'Ranking result' })).toBeTruthy();
  });

  it('discards a pending check older than 1 hour', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    savePendingCheck({ ...pending, competitorUrls: [] }, new Date(Date.now() - 61 * 60_000));
    renderWithProviders(<HomeRoute />, { session: makeSession(makeUser()) });
    // Past the moment a fresh one would run (1 s): nothing runs.
    await act(() => vi.advanceTimersByTimeAsync(1200));
    expect(window.localStorage.getItem(PENDING_CHECK_KEY)).toBeNull();
    expect(screen.getByLabelText<HTMLInputElement>('Website URL').value).toBe('');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('keeps a guest\'s pending check for after sign-in', () => {
    savePendingCheck({ ...pending, competitorUrls: [] }, new Date());
    renderWithProviders(<HomeRoute />);
    expect(window.localStorage.getItem(PENDING_CHECK_KEY)).not.toBeNull();
    expect(screen.getByLabelText<HTMLInputElement>('Website URL').value).toBe('');
  });

  it('signed in: no View Pricing, no trial call to action, Start Tracking Now goes to the dashboard', async () => {
    renderWithProviders(<HomeRoute />, { session: makeSession(makeUser()) });
    expect(screen.queryByRole('link', { name: 'View Pricing' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Start Free Trial' })).toBeNull();
    await userEvent.setup().click(screen.getByRole('button', { name: /Start Tracking Now/ }));
    expect(await screen.findByText('Navigated to /dashboard')).toBeTruthy();
  });

  it('guest: View Pricing and the trial call to action are shown', () => {
    renderWithProviders(<HomeRoute />);
    expect(screen.getByRole('link', { name: 'View Pricing' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Start Free Trial' })).toBeTruthy();
  });
});
