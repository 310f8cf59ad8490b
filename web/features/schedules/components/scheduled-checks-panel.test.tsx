import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { apiErrorResponse, fakeApi, jsonResponse, makeSession, makeUser } from '../../../testing/fake-api';
import { renderWithProviders } from '../../../testing/render';
import { makeRun, makeScheduledCheck, scheduleRoutes } from '../testing/schedule-fakes';
import { ScheduledChecksPanel } from './scheduled-checks-panel';

const session = makeSession(makeUser());
const hours = (n: number) => new Date(Date.now() + n * 3_600_000).toISOString();
const render = () => renderWithProviders(<ScheduledChecksPanel />, { session, path: '/dashboard' });
const panel = () => screen.getByRole('region', { name: 'Scheduled checks' });
const row = (keyword: string) => within(panel()).getByText(keyword).closest('li') as HTMLElement;

describe('ScheduledChecksPanel', () => {
  it('shows loading, then explains schedules when there are none', async () => {
    fakeApi(scheduleRoutes([]));
    render();
    expect(screen.getByRole('status').textContent).toContain('Loading scheduled checks');
    expect(await screen.findByText('No scheduled checks yet')).toBeTruthy();
    expect(screen.getByText(/checked for you every hour, day, week or month/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Schedule a check' }).getAttribute('href')).toBe('/schedules?new=1');
    expect(screen.getByRole('link', { name: 'All scheduled checks' }).getAttribute('href')).toBe('/schedules');
  });

  it('offers to try again when the list cannot load', async () => {
    let fail = true;
    fakeApi({
      'GET /api/v1/me/scheduled-checks': () =>
        fail ? apiErrorResponse('RATE_LIMITED', 'Too many requests. Please wait a moment.', 429) : jsonResponse({ items: [] }),
    });
    render();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Could not load your scheduled checksToo many requests. Please wait a moment.');
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No scheduled checks yet')).toBeTruthy();
  });

  it('lists rank, trend, query, next run and the last outcome; failed ones first', async () => {
    fakeApi(
      scheduleRoutes([
        makeScheduledCheck({ id: '1', keyword: 'improving kw', lastRank: 4, previousRank: 9, nextCheckAt: hours(2) }),
        makeScheduledCheck({
          id: '2',
          keyword: 'failed kw',
          searchEngine: 'bing',
          location: 'gb',
          device: 'mobile',
          lastStatus: 'failed',
          lastError: 'the search engine did not answer',
          lastRank: 0,
          previousRank: 30,
          nextCheckAt: hours(5),
        }),
        makeScheduledCheck({ id: '3', keyword: 'skipped kw', lastStatus: 'skipped', lastError: 'your 3 checks for today were used', nextCheckAt: hours(1) }),
        makeScheduledCheck({ id: '4', keyword: 'new kw', lastStatus: null, lastRunAt: null, lastRank: null, previousRank: null, nextCheckAt: hours(30) }),
        makeScheduledCheck({ id: '5', keyword: 'paused kw', isActive: false, nextCheckAt: hours(0.5) }),
      ]),
    );
    render();
    await within(panel()).findByText('improving kw');
    const keywords = within(panel()).getAllByRole('listitem').filter((li) => li.parentElement?.tagName === 'UL' && li.querySelector('[data-trend], [data-outcome]'));
    expect(keywords.map((li) => li.querySelector('p')?.textContent)).toEqual(['failed kw', 'skipped kw', 'improving kw', 'new kw', 'paused kw']);

    expect(within(row('improving kw')).getByRole('img', { name: 'Up 5 from #9' })).toBeTruthy();
    expect(row('improving kw').textContent).toContain('#4');
    expect(row('improving kw').textContent).toContain('Next run in 2 hours');
    expect(row('improving kw').textContent).toContain('Last run ok');

    const failed = row('failed kw');
    expect(failed.textContent).toContain('Not found');
    expect(within(failed).getByRole('img', { name: 'Dropped out of the results (was #30)' })).toBeTruthy();
    expect(within(failed).getByText('Bing')).toBeTruthy();
    expect(within(failed).getByText('United Kingdom')).toBeTruthy();
    expect(within(failed).getByText('Mobile')).toBeTruthy();
    expect(failed.textContent).toContain('Last run failed: the search engine did not answer');
    expect(within(failed).getByRole('button', { name: 'Retry now: failed kw on example.com' })).toBeTruthy();

    expect(row('skipped kw').textContent).toContain('Skipped: your 3 checks for today were used');
    expect(within(row('skipped kw')).queryByRole('button')).toBeNull();
    expect(row('new kw').textContent).toContain('No runs yet');
    expect(within(row('new kw')).queryByRole('img')).toBeNull();
    expect(row('paused kw').textContent).toContain('Paused: no runs until resumed');
  });

  it('shows five and links to the rest', async () => {
    fakeApi(scheduleRoutes(Array.from({ length: 7 }, (_, i) => makeScheduledCheck({ id: String(i + 1), keyword: `kw ${i + 1}` }))));
    render();
    await within(panel()).findByText('kw 1');
    expect(within(panel()).queryByText('kw 6')).toBeNull();
    expect(within(panel()).getByRole('link', { name: '2 more scheduled checks' }).getAttribute('href')).toBe('/schedules');
  });

  it('retries a failed run now and shows its outcome when it ends', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const failed = makeScheduledCheck({ id: '2', keyword: 'failed kw', lastStatus: 'failed', lastError: 'the search engine did not answer' });
    let runStatus: 'queued' | 'succeeded' = 'queued';
    const api = fakeApi({
      ...scheduleRoutes([failed]),
      'GET /api/v1/me/scheduled-checks/2/runs': () =>
        jsonResponse({ items: [makeRun({ id: 'run-2', status: runStatus, rank: runStatus === 'queued' ? null : 3 })] }),
    });
    render();
    const retry = await within(panel()).findByRole('button', { name: 'Retry now: failed kw on example.com' });
    await user.click(retry);
    expect(api.sent('POST /api/v1/me/scheduled-checks/2/run')).toHaveLength(1);
    const running = await within(panel()).findByRole('button', { name: 'Running…' });
    expect((running as HTMLButtonElement).disabled).toBe(true);
    expect(within(panel()).getByRole('status').textContent).toBe('Running “failed kw” now');

    // Still queued at the next look: still waiting.
    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(within(panel()).getByRole('button', { name: 'Running…' })).toBeTruthy();
    expect(screen.queryByText('Run finished')).toBeNull();

    runStatus = 'succeeded';
    api.fetchMock.mockClear();
    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(await screen.findByText('Run finished')).toBeTruthy();
    expect(screen.getByText('“failed kw” on example.com: #3.')).toBeTruthy();
    // The schedule is re-read to show the new outcome, and the button is back.
    await waitFor(() => expect(api.sent('GET /api/v1/me/scheduled-checks').length).toBeGreaterThan(0));
    expect(within(panel()).getByRole('button', { name: 'Retry now: failed kw on example.com' })).toBeTruthy();
  });

  it('watches the schedule itself when the server does not name the queued run', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const failed = makeScheduledCheck({ id: '2', keyword: 'failed kw', lastStatus: 'failed', lastError: 'no answer', lastRunAt: '2026-11-23T08:00:00.000Z' });
    let current = failed;
    fakeApi({
      'GET /api/v1/me/scheduled-checks': () => jsonResponse({ items: [current] }),
      'POST /api/v1/me/scheduled-checks/2/run': () => new Response(null, { status: 202 }),
    });
    render();
    await user.click(await within(panel()).findByRole('button', { name: 'Retry now: failed kw on example.com' }));
    expect(await within(panel()).findByRole('button', { name: 'Running…' })).toBeTruthy();
    current = { ...failed, lastStatus: 'skipped', lastError: 'your 3 checks for today were used', lastRunAt: new Date().toISOString() };
    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(await screen.findByText('Run skipped')).toBeTruthy();
    expect(await within(panel()).findByText(/Skipped: your 3 checks for today were used/)).toBeTruthy();
  });
});
