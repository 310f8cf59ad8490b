import { useState } from 'react';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { PendingRankCheck } from '../../../lib/pending-rank-check';
import { apiErrorResponse, fakeApi, jsonResponse, makeResult } from '../../../testing/fake-api';
import { renderWithProviders } from '../../../testing/render';
import type { CheckerAccess } from './checker-access';
import { RankChecker } from './rank-checker';

const engine = () => screen.getByLabelText<HTMLSelectElement>('Search Engine');
const button = () => screen.getByRole('button', { name: /check ranking|daily limit reached/i });

async function fill(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Website URL'), 'example.com');
  await user.type(screen.getByLabelText('Search Keyword'), 'running shoes');
}

const replay = (overrides: Partial<PendingRankCheck> = {}): PendingRankCheck => ({
  websiteUrl: 'example.com',
  keyword: 'running shoes',
  location: 'us',
  searchEngine: 'bing',
  device: 'desktop',
  competitorUrls: [],
  timestamp: Date.now(),
  ...overrides,
});

describe('RankChecker and the plan', () => {
  it("free plan: choosing Bing says 'Feature Restricted' (spec §8) with the trial offer, and keeps Google", async () => {
    const user = userEvent.setup();
    renderWithProviders(<RankChecker guest={false} access="free" />);
    await user.selectOptions(engine(), 'bing');
    expect(await screen.findByText('Feature Restricted')).toBeTruthy();
    expect(screen.getByText('Bing is only available on Pro plan. Try Pro free for 3 days or upgrade to check all six engines.')).toBeTruthy();
    expect(engine().value).toBe('google');
  });

  it('free plan: typing a competitor is refused as a Pro feature', async () => {
    const user = userEvent.setup();
    renderWithProviders(<RankChecker guest={false} access="free" />);
    await user.click(screen.getByRole('button', { name: /Compare with Competitors/ }));
    expect(await screen.findByText('Feature Restricted')).toBeTruthy();
    await user.type(screen.getByLabelText('Competitor 1'), 'rival.com');
    expect(screen.getByLabelText<HTMLInputElement>('Competitor 1').value).toBe('');
  });

  it('trial/pro/enterprise: all six engines and competitors are sent', async () => {
    const api = fakeApi({ 'POST /api/v1/rank-checks': () => jsonResponse(makeResult({ searchEngine: 'yandex' })) });
    const user = userEvent.setup();
    renderWithProviders(<RankChecker guest={false} access="full" />);
    await fill(user);
    await user.selectOptions(engine(), 'yandex');
    expect(engine().value).toBe('yandex');
    await user.click(screen.getByRole('button', { name: /Compare with Competitors/ }));
    await user.type(screen.getByLabelText('Competitor 1'), 'rival.com');
    await user.click(button());
    await screen.findByRole('region', { name: 'Ranking result' });
    expect(api.sent('POST /api/v1/rank-checks')[0]).toMatchObject({ searchEngine: 'yandex', device: 'desktop', competitorUrls: ['rival.com'] });
    expect(screen.queryByText('Google Only')).toBeNull();
  });

  it('a free user holding another engine (replayed check) is reset to Google with a notice, and Google is checked', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const api = fakeApi({ 'POST /api/v1/rank-checks': () => jsonResponse(makeResult()) });
    renderWithProviders(<RankChecker guest={false} access="free" replay={replay({ competitorUrls: ['rival.com'] })} />);
    expect(await screen.findByText('Google Only')).toBeTruthy();
    expect(screen.getByText('Bing is only available on Pro plan, so this check uses Google.')).toBeTruthy();
    expect(engine().value).toBe('google');
    await act(() => vi.advanceTimersByTimeAsync(1000));
    await waitFor(() => expect(api.sent('POST /api/v1/rank-checks')).toHaveLength(1));
    expect(api.sent('POST /api/v1/rank-checks')[0]).toMatchObject({ searchEngine: 'google' });
    expect(api.sent('POST /api/v1/rank-checks')[0]).not.toHaveProperty('competitorUrls');
  });

  it('a trial that ends while Bing is chosen puts the form back on Google', async () => {
    function Harness() {
      const [access, setAccess] = useState<CheckerAccess>('full');
      return (
        <>
          <button type="button" onClick={() => setAccess('free')}>
            Trial ends
          </button>
          <RankChecker guest={false} access={access} />
        </>
      );
    }
    const user = userEvent.setup();
    renderWithProviders(<Harness />);
    await user.selectOptions(engine(), 'bing');
    expect(engine().value).toBe('bing');
    await user.click(screen.getByRole('button', { name: 'Trial ends' }));
    await waitFor(() => expect(engine().value).toBe('google'));
    expect(await screen.findByText('Google Only')).toBeTruthy();
  });

  it("the daily limit on a paid or trial plan says 'Please try again tomorrow.'", async () => {
    fakeApi({ 'POST /api/v1/rank-checks': () => apiErrorResponse('DAILY_LIMIT_REACHED', "You've used all 3 daily checks", 429) });
    const user = userEvent.setup();
    renderWithProviders(<RankChecker guest={false} access="full" />);
    await fill(user);
    await user.click(button());
    expect(await screen.findByText("You've used all 3 daily checks. Please try again tomorrow.")).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Upgrade to Pro' })).toBeNull();
  });

  it("the daily limit on the free plan adds 'Upgrade to Pro for unlimited checks!'", async () => {
    fakeApi({ 'POST /api/v1/rank-checks': () => apiErrorResponse('DAILY_LIMIT_REACHED', "You've used all 3 daily checks", 429) });
    const user = userEvent.setup();
    renderWithProviders(<RankChecker guest={false} access="free" />);
    await fill(user);
    await user.click(button());
    expect(await screen.findByText("You've used all 3 daily checks. Upgrade to Pro for unlimited checks!")).toBeTruthy();
  });

  it("a plan with no checks left today shows 'Daily Limit Reached' before any request", () => {
    const api = fakeApi({});
    renderWithProviders(<RankChecker guest={false} access="free" dailyLimitReached />);
    expect(screen.getByRole('button', { name: 'Daily Limit Reached' }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('link', { name: 'Upgrade to Pro' }).getAttribute('href')).toBe('/pricing');
    expect(api.fetchMock).not.toHaveBeenCalled();
  });

  it('shows what the app puts under the result, and calls onChecked after a saved check', async () => {
    fakeApi({ 'POST /api/v1/rank-checks': () => jsonResponse(makeResult()) });
    const onChecked = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(<RankChecker guest={false} access="free" onChecked={onChecked} resultFooter={() => <p>Footer here</p>} />);
    expect(screen.queryByText('Footer here')).toBeNull();
    await fill(user);
    await user.click(button());
    expect(await screen.findByText('Footer here')).toBeTruthy();
    expect(onChecked).toHaveBeenCalledTimes(1);
  });

  it('suggested competitors fill the empty competitor fields and open them, never replacing what was typed', async () => {
    const user = userEvent.setup();
    const seen: string[] = [];
    const suggest = (keyword: string, fillFields: (urls: string[]) => void) => {
      seen.push(keyword);
      return (
        <button type="button" onClick={() => fillFields(['rival.com', 'other.com'])}>
          Use suggestions
        </button>
      );
    };
    renderWithProviders(<RankChecker guest={false} access="full" competitorSuggestions={suggest} />);
    await fill(user);
    expect(seen.at(-1)).toBe('running shoes');
    await user.click(screen.getByRole('button', { name: 'Use suggestions' }));
    expect(screen.getByLabelText<HTMLInputElement>('Competitor 1').value).toBe('rival.com');
    await user.clear(screen.getByLabelText('Competitor 1'));
    await user.type(screen.getByLabelText('Competitor 1'), 'mine.com');
    await user.click(screen.getByRole('button', { name: 'Use suggestions' }));
    expect(screen.getByLabelText<HTMLInputElement>('Competitor 1').value).toBe('mine.com');
    expect(screen.getByLabelText<HTMLInputElement>('Competitor 2').value).toBe('other.com');
  });

  it('offers no suggestions on the free plan', () => {
    renderWithProviders(<RankChecker guest={false} access="free" competitorSuggestions={() => <p>Suggestions</p>} />);
    expect(screen.queryByText('Suggestions')).toBeNull();
  });
});
