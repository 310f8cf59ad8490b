import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { MAX_COMPETITORS } from '../../../../contracts/rank-check';
import { localDateKey } from '../../../lib/local-date';
import { jsonResponse, makeResult, ndjsonLines, ndjsonResponse } from '../../../testing/fake-api';
import { renderWithProviders } from '../../../testing/render';
import { COMPETITOR_FIELDS } from './form-values';
import { RankChecker } from './rank-checker';

const button = () => screen.getByRole('button', { name: /check ranking|checking ranking|limit reached/i });

async function fillForm(user: ReturnType<typeof userEvent.setup>, website = 'example.com', keyword = 'running shoes') {
  await user.type(screen.getByLabelText('Website URL'), website);
  await user.type(screen.getByLabelText('Search Keyword'), keyword);
}

describe('RankChecker', () => {
  it('has a labelled field for every input and the 57 locations', () => {
    renderWithProviders(<RankChecker guest />);
    expect(screen.getByLabelText('Website URL').getAttribute('type')).toBe('url');
    expect(within(screen.getByLabelText('Location')).getAllByRole('option').length).toBeGreaterThanOrEqual(57);
    expect(within(screen.getByLabelText('Search Engine')).getAllByRole('option').map((o) => o.textContent)).toEqual([
      'Google', 'Bing', 'Yahoo', 'DuckDuckGo', 'Baidu', 'Yandex',
    ]);
    expect(button().textContent).toBe('Check Ranking');
  });

  it("says 'Missing Information' and sends nothing when the keyword is missing", async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    const user = userEvent.setup();
    renderWithProviders(<RankChecker guest />);
    await user.type(screen.getByLabelText('Website URL'), 'example.com');
    await user.type(screen.getByLabelText('Search Keyword'), '   ');
    await user.click(button());
    expect(await screen.findByText('Missing Information')).toBeTruthy();
    expect(screen.getByText('Please enter both website URL and keyword')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('strips leading spaces as typed and trailing spaces and underscores on blur', async () => {
    const user = userEvent.setup();
    renderWithProviders(<RankChecker guest />);
    const keyword = screen.getByLabelText<HTMLInputElement>('Search Keyword');
    await user.type(keyword, '  seo  tools _ _');
    expect(keyword.value).toBe('seo  tools _ _');
    await user.tab();
    expect(keyword.value).toBe('seo tools');
  });

  it('accepts a bare domain (no browser url validation) and shows the result', async () => {
    const fetchMock = vi.fn(async () =>
      ndjsonResponse(ndjsonLines([{ type: 'progress', from: 1, to: 10, pagesScanned: 0 }, { type: 'result', result: makeResult({ rank: 4 }) }])),
    );
    vi.stubGlobal('fetch', fetchMock);
    const user = userEvent.setup();
    renderWithProviders(<RankChecker guest />);
    await fillForm(user);
    await user.click(button());
    expect(await screen.findByRole('region', { name: 'Ranking result' })).toBeTruthy();
    expect(screen.getByText('#4')).toBeTruthy();
    const body = JSON.parse((fetchMock.mock.calls[0] as unknown as [string, RequestInit])[1].body as string);
    expect(body).toMatchObject({ websiteUrl: 'example.com', keyword: 'running shoes', location: 'us', searchEngine: 'google' });
  });

  it("shows 'Limit Reached - Sign Up' once today's guest check is used, and the prompt 2 s later", async () => {
    // Time follows the clock while the form is filled in (Testing Library waits on real time), then stops before
    // the answer arrives: from the result on, fake time moves only when the test moves it, however busy the machine.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let answer: ((response: Response) => void) | undefined;
    vi.stubGlobal('fetch', () => new Promise<Response>((resolve) => (answer = resolve)));
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderWithProviders(<RankChecker guest />);
    await fillForm(user);
    await user.click(button());
    await vi.waitFor(() => expect(answer).toBeDefined());
    vi.setTimerTickMode('manual');
    await act(async () => {
      answer!(jsonResponse(makeResult()));
      await vi.advanceTimersByTimeAsync(0);
      await vi.dynamicImportSettled();
    });
    expect(screen.getByRole('region', { name: 'Ranking result' })).toBeTruthy();
    expect(button().textContent).toBe('Limit Reached - Sign Up');
    expect((button() as HTMLButtonElement).disabled).toBe(true);
    expect(window.localStorage.getItem(`rank-checker:guest-check:${localDateKey(new Date())}`)).not.toBeNull();
    expect(screen.queryByText('Want More Checks?')).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(1900));
    expect(screen.queryByText('Want More Checks?')).toBeNull();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(100);
      await vi.dynamicImportSettled();
    });
    expect(screen.getByText('Want More Checks?')).toBeTruthy();
  });

  it('starts disabled when the guest already checked today, and enabled on a new day', () => {
    window.localStorage.setItem(`rank-checker:guest-check:${localDateKey(new Date())}`, new Date().toISOString());
    const first = renderWithProviders(<RankChecker guest />);
    expect(button().textContent).toBe('Limit Reached - Sign Up');
    expect((button() as HTMLButtonElement).disabled).toBe(true);
    first.unmount();

    window.localStorage.clear();
    window.localStorage.setItem('rank-checker:guest-check:2001-01-01', '2001-01-01T10:00:00.000Z');
    renderWithProviders(<RankChecker guest />);
    expect((button() as HTMLButtonElement).disabled).toBe(false);
  });

  it("answers the server's 429 with 'Daily Limit Reached', the limit state and a redirect to /signup", async () => {
    vi.stubGlobal('fetch', async () =>
      jsonResponse({ error: { code: 'DAILY_LIMIT_REACHED', message: "You've used your 1 daily check" } }, 429),
    );
    const user = userEvent.setup();
    renderWithProviders(<RankChecker guest />);
    await fillForm(user);
    await user.click(button());
    expect(await screen.findByText('Daily Limit Reached')).toBeTruthy();
    expect(screen.getByText("You've used your 1 daily check. Sign up free for more checks.")).toBeTruthy();
    expect(button().textContent).toBe('Limit Reached - Sign Up');
    expect(await screen.findByText('Navigated to /signup', {}, { timeout: 2500 })).toBeTruthy();
  });

  it("shows 'Error' with a generic message when the server cannot be reached", async () => {
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('Failed to fetch');
    });
    const user = userEvent.setup();
    renderWithProviders(<RankChecker guest />);
    await fillForm(user);
    await user.click(button());
    expect(await screen.findByText('Error')).toBeTruthy();
    // A failed check uses no quota: the button is usable again.
    await waitFor(() => expect(button().textContent).toBe('Check Ranking'));
  });

  it("keeps Google and says 'Feature Restricted' when a guest picks another engine", async () => {
    const user = userEvent.setup();
    renderWithProviders(<RankChecker guest />);
    const engine = screen.getByLabelText<HTMLSelectElement>('Search Engine');
    await user.selectOptions(engine, 'bing');
    expect(await screen.findByText('Feature Restricted')).toBeTruthy();
    expect(screen.getByText(/^Bing is only available on Pro plan\. Guests can check Google; sign up to start a free 3-day Pro trial\.$/)).toBeTruthy();
    expect(engine.value).toBe('google');
  });

  it("answers a guest's use of competitor comparison with 'Sign Up Required'", async () => {
    const user = userEvent.setup();
    renderWithProviders(<RankChecker guest />);
    await user.click(screen.getByRole('button', { name: /Compare with Competitors/ }));
    expect(await screen.findByText('Sign Up Required')).toBeTruthy();
    const first = screen.getByLabelText<HTMLInputElement>('Competitor 1');
    await user.type(first, 'rival.com');
    expect(first.value).toBe('');
  });

  it('sends non-blank competitor URLs for signed-in users', async () => {
    const fetchMock = vi.fn(async () => jsonResponse(makeResult()));
    vi.stubGlobal('fetch', fetchMock);
    const user = userEvent.setup();
    renderWithProviders(<RankChecker guest={false} />);
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: /Compare with Competitors/ }));
    await user.type(screen.getByLabelText('Competitor 2'), 'rival.com');
    await user.click(button());
    await screen.findByRole('region', { name: 'Ranking result' });
    const body = JSON.parse((fetchMock.mock.calls[0] as unknown as [string, RequestInit])[1].body as string);
    expect(body.competitorUrls).toEqual(['rival.com']);
  });

  it('has as many competitor fields as the API accepts', () => {
    expect(COMPETITOR_FIELDS).toBe(MAX_COMPETITORS);
  });
});
