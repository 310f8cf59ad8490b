import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { localDateKey } from '../../../lib/local-date';
import { PENDING_CHECK_KEY, type PendingRankCheck } from '../../../lib/pending-rank-check';
import { apiErrorResponse, jsonResponse, makeResult } from '../../../testing/fake-api';
import { renderWithProviders } from '../../../testing/render';
import { Navbar } from '../../../app/layout/navbar';
import { RankChecker } from './rank-checker';

const button = () => screen.getByRole('button', { name: /check ranking|checking ranking|limit reached/i });

/** The checker under the navbar, as a guest sees the home page. */
const renderGuestHome = () =>
  renderWithProviders(
    <>
      <Navbar />
      <RankChecker guest />
    </>,
  );

describe('RankChecker with accounts', () => {
  it('refills the form with a replayed pending check and runs it after 1 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const fetchMock = vi.fn(async () => jsonResponse(makeResult({ rank: 3 })));
    vi.stubGlobal('fetch', fetchMock);
    const replay: PendingRankCheck = {
      websiteUrl: 'example.com',
      keyword: 'trail shoes__ ',
      location: 'de',
      searchEngine: 'google',
      device: 'desktop',
      competitorUrls: ['rival.com'],
      timestamp: Date.now(),
    };
    renderWithProviders(<RankChecker guest={false} replay={replay} />);

    expect(screen.getByLabelText<HTMLInputElement>('Website URL').value).toBe('example.com');
    expect(screen.getByLabelText<HTMLInputElement>('Search Keyword').value).toBe('trail shoes');
    expect(screen.getByLabelText<HTMLSelectElement>('Location').value).toBe('de');
    expect(screen.getByLabelText<HTMLInputElement>('Competitor 1').value).toBe('rival.com');
    // Only the check itself: what the result shows next (its SEO snapshot) may ask for more once it renders.
    const checks = () => (fetchMock.mock.calls as unknown as [string, RequestInit][]).filter(([url]) => String(url).endsWith('/api/v1/rank-checks'));
    await act(() => vi.advanceTimersByTimeAsync(900));
    expect(checks()).toHaveLength(0);
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(checks()).toHaveLength(1);
    const body = JSON.parse(checks()[0]![1].body as string);
    expect(body).toMatchObject({ websiteUrl: 'example.com', keyword: 'trail shoes', location: 'de', competitorUrls: ['rival.com'] });
    expect(await screen.findByRole('region', { name: 'Ranking result' })).toBeTruthy();
  });

  it('saves the form as the pending check when the guest limit sends the visitor to sign up', async () => {
    vi.stubGlobal('fetch', async () => apiErrorResponse('DAILY_LIMIT_REACHED', "You've used your 1 daily check", 429));
    const user = userEvent.setup();
    renderWithProviders(<RankChecker guest />);
    await user.type(screen.getByLabelText('Website URL'), 'example.com');
    await user.type(screen.getByLabelText('Search Keyword'), 'running shoes');
    await user.click(button());
    await screen.findByText('Daily Limit Reached');
    const saved = JSON.parse(window.localStorage.getItem(PENDING_CHECK_KEY) ?? 'null');
    expect(saved).toMatchObject({ websiteUrl: 'example.com', keyword: 'running shoes', location: 'us', searchEngine: 'google' });
    expect(typeof saved.timestamp).toBe('number');
  });

  it("saves what the guest typed when they follow the limit hint's sign-up link", async () => {
    window.localStorage.setItem(`rank-checker:guest-check:${localDateKey(new Date())}`, 'x');
    const user = userEvent.setup();
    renderWithProviders(<RankChecker guest />);
    await user.type(screen.getByLabelText('Website URL'), 'mysite.org');
    await user.type(screen.getByLabelText('Search Keyword'), 'bakery');
    await user.click(screen.getByRole('link', { name: 'Sign up free' }));
    expect(JSON.parse(window.localStorage.getItem(PENDING_CHECK_KEY) ?? 'null')).toMatchObject({ websiteUrl: 'mysite.org', keyword: 'bakery' });
  });

  it.each(['Login', 'Sign Up Free'])("keeps what the guest typed when they leave by the navbar's '%s'", async (name) => {
    const user = userEvent.setup();
    renderGuestHome();
    await user.type(screen.getByLabelText('Website URL'), 'mysite.org');
    await user.type(screen.getByLabelText('Search Keyword'), 'sourdough bakery');
    await user.selectOptions(screen.getByLabelText('Location'), 'gb');
    await user.click(within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', { name }));
    expect(await screen.findByText(/Navigated to \/(login|signup)/)).toBeTruthy();
    expect(JSON.parse(window.localStorage.getItem(PENDING_CHECK_KEY) ?? 'null')).toMatchObject({ websiteUrl: 'mysite.org', keyword: 'sourdough bakery', location: 'gb' });
  });

  it('keeps nothing when the guest leaves for sign-in before typing a check', async () => {
    const user = userEvent.setup();
    renderGuestHome();
    await user.type(screen.getByLabelText('Website URL'), 'mysite.org');
    await user.click(within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', { name: 'Login' }));
    expect(await screen.findByText('Navigated to /login')).toBeTruthy();
    expect(window.localStorage.getItem(PENDING_CHECK_KEY)).toBeNull();
  });

  it("answers a signed-in user's 429 with the free-plan hint and 'Daily Limit Reached' on the button", async () => {
    vi.stubGlobal('fetch', async () => apiErrorResponse('DAILY_LIMIT_REACHED', "You've used all 3 daily checks", 429));
    const user = userEvent.setup();
    renderWithProviders(<RankChecker guest={false} />);
    await user.type(screen.getByLabelText('Website URL'), 'example.com');
    await user.type(screen.getByLabelText('Search Keyword'), 'running shoes');
    await user.click(button());
    expect(await screen.findByText('Daily Limit Reached', { selector: '[data-title]' })).toBeTruthy();
    expect(screen.getByText("You've used all 3 daily checks. Upgrade to Pro for unlimited checks!")).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Daily Limit Reached' }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('link', { name: 'Upgrade to Pro' }).getAttribute('href')).toBe('/pricing');
    expect(window.localStorage.getItem(PENDING_CHECK_KEY)).toBeNull();
  });

  it("shows 'Feature Restricted' with the server's message", async () => {
    vi.stubGlobal('fetch', async () => apiErrorResponse('FEATURE_RESTRICTED', 'Bing is only available on Pro plan.', 403));
    const user = userEvent.setup();
    renderWithProviders(<RankChecker guest={false} />);
    await user.type(screen.getByLabelText('Website URL'), 'example.com');
    await user.type(screen.getByLabelText('Search Keyword'), 'running shoes');
    await user.selectOptions(screen.getByLabelText('Search Engine'), 'bing');
    await user.click(button());
    expect(await screen.findByText('Feature Restricted')).toBeTruthy();
    expect(screen.getByText('Bing is only available on Pro plan.')).toBeTruthy();
    expect(button().hasAttribute('disabled')).toBe(false);
  });
});
