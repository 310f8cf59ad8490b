import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { PLAN_STATES, apiErrorResponse, fakeApi, jsonResponse, makeMePlan, makeSession, makeUser } from '../../../testing/fake-api';
import { renderWithProviders } from '../../../testing/render';
import { scheduleAccessOf } from '../lib/schedule-access';
import { makeScheduledCheck, scheduleRoutes } from '../testing/schedule-fakes';
import { ESTIMATE_DEBOUNCE_MS } from './schedule-form';
import { SchedulesPage } from './schedules-page';

const session = makeSession(makeUser());
const estimate = { runsPerMonth: 30.44, searchesPerRun: 10, searchesPerMonth: 305, overviewSearchesPerMonth: 31 };

function renderForm(options: { free?: boolean; path?: string; searchBudget?: number } = {}) {
  const access = options.free
    ? scheduleAccessOf(makeMePlan(PLAN_STATES.free))
    : options.searchBudget
      ? scheduleAccessOf(makeMePlan(PLAN_STATES.pro, { searchBudget: options.searchBudget }))
      : undefined;
  return renderWithProviders(<SchedulesPage access={access} />, { session, path: options.path ?? '/schedules?new=1' });
}

const dialog = () => screen.getByRole('dialog', { name: 'Schedule a check' });
const field = (label: string) => within(dialog()).getByLabelText(label, { exact: true }) as HTMLInputElement;

describe('the schedule form', () => {
  it('says what is missing before sending anything', async () => {
    const api = fakeApi({ ...scheduleRoutes([]), 'POST /api/v1/me/scheduled-checks': () => jsonResponse(makeScheduledCheck(), 201) });
    renderForm();
    await screen.findByRole('dialog', { name: 'Schedule a check' });
    await userEvent.clear(field('Every'));
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Schedule check' }));
    expect(within(dialog()).getByText('Enter the website to check.')).toBeTruthy();
    expect(within(dialog()).getByText('Enter the keyword to check.')).toBeTruthy();
    expect(within(dialog()).getByText('Enter a whole number from 1 to 366.')).toBeTruthy();
    expect(field('Website URL').getAttribute('aria-invalid')).toBe('true');
    expect(api.sent('POST /api/v1/me/scheduled-checks')).toHaveLength(0);
  });

  it('asks for the estimate once typing settles and shows “About N checks a month”, in searches out of a budget when one is set', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const api = fakeApi({
      ...scheduleRoutes([]),
      'POST /api/v1/me/scheduled-checks/estimate': ({ body }) =>
        jsonResponse((body as { intervalType: string }).intervalType === 'weekly' ? { runsPerMonth: 4.35, searchesPerRun: 10, searchesPerMonth: 44, overviewSearchesPerMonth: 5 } : estimate),
    });
    renderForm({ searchBudget: 20_000 });
    await screen.findByRole('dialog', { name: 'Schedule a check' });
    const sent = () => api.sent('POST /api/v1/me/scheduled-checks/estimate');
    expect(within(dialog()).getByText('Enter a website, a keyword and how often to see what this schedule costs.')).toBeTruthy();

    await user.type(field('Website URL'), 'example.com');
    await user.type(field('Keyword'), 'running shoes');
    await act(() => vi.advanceTimersByTimeAsync(ESTIMATE_DEBOUNCE_MS - 100));
    expect(sent()).toHaveLength(0);
    await act(() => vi.advanceTimersByTimeAsync(100));
    await waitFor(() => expect(sent()).toHaveLength(1));
    expect(sent()[0]).toEqual({
      websiteUrl: 'example.com',
      keyword: 'running shoes',
      location: 'us',
      searchEngine: 'google',
      device: 'desktop',
      competitorUrls: [],
      intervalType: 'daily',
      intervalValue: 1,
    });
    expect(await within(dialog()).findByText('About 305 searches a month')).toBeTruthy();
    expect(within(dialog()).getByText('Out of the 20,000 searches this server’s scheduled checks may make in a month; 30.4 checks, about 10 searches each.')).toBeTruthy();
    expect(within(dialog()).getByText('Up to 31 searches more on runs where Google’s AI Overview loads after the page and has to be read on its own.')).toBeTruthy();

    await user.selectOptions(field('Unit'), 'weekly');
    await act(() => vi.advanceTimersByTimeAsync(ESTIMATE_DEBOUNCE_MS));
    expect(await within(dialog()).findByText('About 44 searches a month')).toBeTruthy();
    expect(sent()).toHaveLength(2);
    expect(sent()[1]).toEqual(expect.objectContaining({ intervalType: 'weekly' }));
  });

  it('sends the timing parts of the interval and closes when saved', async () => {
    const api = fakeApi({
      ...scheduleRoutes([]),
      'POST /api/v1/me/scheduled-checks/estimate': () => jsonResponse(estimate),
      'POST /api/v1/me/scheduled-checks': ({ body }) => jsonResponse(makeScheduledCheck(body as object), 201),
    });
    renderForm();
    await screen.findByRole('dialog', { name: 'Schedule a check' });
    await userEvent.type(field('Website URL'), 'example.com');
    await userEvent.type(field('Keyword'), 'running shoes');
    await userEvent.selectOptions(field('Search engine'), 'yandex');
    await userEvent.selectOptions(field('Unit'), 'monthly');
    await userEvent.selectOptions(field('On day'), '31');
    expect(within(dialog()).getByText('In shorter months it runs on the last day.')).toBeTruthy();
    fireEvent.change(field('At'), { target: { value: '18:45' } });
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Competitors (optional)' }));
    await userEvent.type(field('Competitor 1'), 'rival.com');
    expect(within(dialog()).getByRole('button', { name: 'Competitors (1 of 3)' })).toBeTruthy();
    expect(within(dialog()).getByText(/Every month on the 31st \(or the month’s last day\) at/)).toBeTruthy();
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Schedule check' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.sent('POST /api/v1/me/scheduled-checks')).toEqual([
      {
        websiteUrl: 'example.com',
        keyword: 'running shoes',
        location: 'us',
        searchEngine: 'yandex',
        device: 'desktop',
        competitorUrls: ['rival.com'],
        intervalType: 'monthly',
        intervalValue: 1,
        customSchedule: { minute: 45, hour: 18, weekday: 1, monthDay: 31 },
        isActive: true,
      },
    ]);
    expect(await screen.findByText('Check scheduled')).toBeTruthy();
    expect(screen.getByText(/^“running shoes” on example\.com, every month on the 31st \(or the month’s last day\) at /)).toBeTruthy();
  });

  it('keeps mobile for engines that have it, and says why it is off for the others', async () => {
    fakeApi(scheduleRoutes([]));
    renderForm();
    await screen.findByRole('dialog', { name: 'Schedule a check' });
    const mobile = within(dialog()).getByRole('radio', { name: 'Mobile' }) as HTMLInputElement;
    await userEvent.click(mobile);
    expect(mobile.checked).toBe(true);
    await userEvent.selectOptions(field('Search engine'), 'duckduckgo');
    expect(mobile.checked).toBe(false);
    expect(mobile.disabled).toBe(true);
    expect(within(dialog()).getByText('DuckDuckGo results can only be checked for desktop.')).toBeTruthy();
  });

  it('offers a free user daily or weekly Google checks without competitors', async () => {
    fakeApi(scheduleRoutes([]));
    renderForm({ free: true });
    await screen.findByRole('dialog', { name: 'Schedule a check' });
    const units = within(field('Unit') as unknown as HTMLElement).getAllByRole('option') as HTMLOptionElement[];
    expect(units.filter((o) => !o.disabled).map((o) => o.value)).toEqual(['daily', 'weekly']);
    const engines = within(field('Search engine') as unknown as HTMLElement).getAllByRole('option') as HTMLOptionElement[];
    expect(engines.filter((o) => !o.disabled).map((o) => o.value)).toEqual(['google']);
    expect(within(dialog()).getByText(/each run counts toward your 3 checks a day/)).toBeTruthy();
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Competitors (optional)' }));
    expect(field('Competitor 1').disabled).toBe(true);
    expect(within(dialog()).getByText(/Competitor tracking is a Pro feature/)).toBeTruthy();
  });

  it('shows the server’s refusal in its words, with the plans one step away for a free user', async () => {
    fakeApi({
      ...scheduleRoutes([]),
      'POST /api/v1/me/scheduled-checks/estimate': () => jsonResponse(estimate),
      'POST /api/v1/me/scheduled-checks': () =>
        apiErrorResponse('LIMIT_REACHED', 'You can track up to 3 queries (a keyword on one engine, location and device) on the Free plan. Upgrade to Pro to track up to 5,000.', 409),
    });
    renderForm({ free: true });
    await screen.findByRole('dialog', { name: 'Schedule a check' });
    await userEvent.type(field('Website URL'), 'example.com');
    await userEvent.type(field('Keyword'), 'running shoes');
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Schedule check' }));
    const alert = await within(dialog()).findByRole('alert');
    expect(alert.textContent).toContain('You can track up to 3 queries (a keyword on one engine, location and device) on the Free plan. Upgrade to Pro to track up to 5,000.');
    expect(within(alert).getByRole('link', { name: 'See plans' }).getAttribute('href')).toBe('/pricing');
    expect(dialog()).toBeTruthy();
  });

  it('edits a schedule from its saved values', async () => {
    const schedule = makeScheduledCheck({
      id: '9',
      intervalType: 'weekly',
      intervalValue: 2,
      customSchedule: { minute: 15, hour: 7, weekday: 5, monthDay: 1 },
      competitorUrls: ['rival.com'],
    });
    const api = fakeApi({ ...scheduleRoutes([schedule]), 'POST /api/v1/me/scheduled-checks/estimate': () => jsonResponse(estimate) });
    renderForm({ path: '/schedules' });
    await screen.findByRole('heading', { name: 'running shoes' });
    await userEvent.click(screen.getByRole('button', { name: 'Edit “running shoes” on example.com' }));
    const edit = await screen.findByRole('dialog', { name: 'Edit scheduled check' });
    const input = (label: string) => within(edit).getByLabelText(label, { exact: true }) as HTMLInputElement;
    expect(input('Every').value).toBe('2');
    expect(input('On').value).toBe('5');
    expect(input('At').value).toBe('07:15');
    expect(input('Competitor 1').value).toBe('rival.com');
    await userEvent.selectOptions(input('Unit'), 'hourly');
    await userEvent.selectOptions(input('Minutes past the hour'), '30');
    await userEvent.click(within(edit).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.sent('PUT /api/v1/me/scheduled-checks/9')).toEqual([
      expect.objectContaining({ intervalType: 'hourly', intervalValue: 2, customSchedule: { minute: 30, hour: 8, weekday: 1, monthDay: 1 }, competitorUrls: ['rival.com'] }),
    ]);
  });
});
