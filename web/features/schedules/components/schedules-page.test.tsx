import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiErrorResponse, fakeApi, jsonResponse, makeSession, makeUser } from '../../../testing/fake-api';
import { renderWithProviders } from '../../../testing/render';
import { makeRun, makeScheduledCheck, scheduleRoutes } from '../testing/schedule-fakes';
import { FULL_ACCESS, type ScheduleAccess } from '../lib/schedule-access';
import { SchedulesPage } from './schedules-page';

const session = makeSession(makeUser());
const render = (path = '/schedules', access?: ScheduleAccess) => renderWithProviders(<SchedulesPage access={access} />, { session, path });
const row = (keyword: string) => screen.getByRole('heading', { name: keyword, level: 3 }).closest('li') as HTMLElement;

const items = [
  makeScheduledCheck({ id: '1', websiteUrl: 'b-site.com', keyword: 'zebra shoes' }),
  makeScheduledCheck({ id: '2', websiteUrl: 'a-site.com', keyword: 'running shoes', estimatedSearchesPerMonth: 44, intervalType: 'weekly' }),
  makeScheduledCheck({ id: '3', websiteUrl: 'a-site.com', keyword: 'trail shoes', isActive: false, estimatedSearchesPerMonth: 1000 }),
];

describe('SchedulesPage', () => {
  it('loads, then lists the schedules grouped by site with what they cost', async () => {
    fakeApi(scheduleRoutes(items));
    render();
    expect(screen.getByRole('status').textContent).toContain('Loading scheduled checks');
    // The site groups (the toaster is a region too).
    const groups = await screen.findAllByRole('region', { name: /site\.com/ });
    expect(groups.map((g) => within(g).getByRole('heading', { level: 2 }).textContent)).toEqual(['a-site.com2 keywords', 'b-site.com1 keyword']);
    // No search budget is set: searches are the operator's business, not quoted.
    expect(screen.getByText('3 scheduled checks, 1 paused')).toBeTruthy();
    expect(row('running shoes').textContent).toContain('Every week on Monday at');
    expect(row('running shoes').textContent).not.toContain('searches');
  });

  it('quotes searches against the monthly budget when the operator set one', async () => {
    fakeApi(scheduleRoutes(items));
    render('/schedules', { ...FULL_ACCESS, searchBudget: 10_000 });
    // Paused schedules cost nothing: 305 + 44.
    expect(await screen.findByText('3 scheduled checks, 1 paused · about 349 of the 10,000 searches this server allows a month')).toBeTruthy();
    expect(row('running shoes').textContent).toContain('about 44 searches a month');
  });

  it('shows ten schedules of a site at first, more on request, and leads to its keyword table', async () => {
    const many = Array.from({ length: 23 }, (_, i) => makeScheduledCheck({ id: String(i + 1), websiteUrl: 'big-site.com', keyword: `keyword ${String(i).padStart(2, '0')}` }));
    fakeApi(scheduleRoutes(many));
    render();
    const group = await screen.findByRole('region', { name: /big-site\.com/ });
    expect(within(group).getAllByRole('heading', { level: 3 })).toHaveLength(10);
    expect(within(group).getByRole('link', { name: 'Keyword table' }).getAttribute('href')).toBe('/sites/big-site.com');
    await userEvent.click(within(group).getByRole('button', { name: 'Show 10 more' }));
    expect(within(group).getAllByRole('heading', { level: 3 })).toHaveLength(20);
    await userEvent.click(within(group).getByRole('button', { name: 'Show 3 more' }));
    expect(within(group).getAllByRole('heading', { level: 3 })).toHaveLength(23);
    expect(within(group).queryByRole('button', { name: /more/ })).toBeNull();
  });

  it('explains schedules when there are none, and opens the form from there', async () => {
    fakeApi(scheduleRoutes([]));
    render();
    expect(await screen.findByRole('heading', { name: 'No scheduled checks yet' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Schedule a check' }));
    expect(await screen.findByRole('dialog', { name: 'Schedule a check' })).toBeTruthy();
  });

  it('opens the form when arriving with ?new=1 from the dashboard', async () => {
    fakeApi(scheduleRoutes(items));
    const { router } = render('/schedules?new=1');
    expect(await screen.findByRole('dialog', { name: 'Schedule a check' })).toBeTruthy();
    expect(router.state.location.search).toBe('');
  });

  it('offers to try again when the list cannot load', async () => {
    let fail = true;
    fakeApi({
      ...scheduleRoutes(items),
      'GET /api/v1/me/scheduled-checks': () => (fail ? apiErrorResponse('RATE_LIMITED', 'Too many requests.', 429) : jsonResponse({ items })),
    });
    render();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Could not load your scheduled checks');
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'zebra shoes' })).toBeTruthy();
  });

  it('pauses and resumes with the switch, sending the whole schedule back', async () => {
    const api = fakeApi(scheduleRoutes(items));
    render();
    await screen.findByRole('heading', { name: 'zebra shoes' });
    const toggle = within(row('zebra shoes')).getByRole('switch', { name: 'Active: “zebra shoes” on b-site.com' });
    expect(toggle.getAttribute('aria-checked')).toBe('true');
    await userEvent.click(toggle);
    await waitFor(() => expect(row('zebra shoes').textContent).toContain('Paused: no runs until resumed'));
    expect(api.sent('PUT /api/v1/me/scheduled-checks/1')).toEqual([
      expect.objectContaining({ websiteUrl: 'b-site.com', keyword: 'zebra shoes', intervalType: 'daily', isActive: false }),
    ]);
    expect(await screen.findByText('Schedule paused')).toBeTruthy();
    await userEvent.click(within(row('zebra shoes')).getByRole('switch'));
    await waitFor(() => expect(row('zebra shoes').textContent).toContain('Next run'));
    expect(api.sent('PUT /api/v1/me/scheduled-checks/1')[1]).toEqual(expect.objectContaining({ isActive: true }));
  });

  it('runs one now and keeps the button disabled while the run is queued', async () => {
    const api = fakeApi({
      ...scheduleRoutes(items),
      'GET /api/v1/me/scheduled-checks/1/runs': () => jsonResponse({ items: [makeRun({ id: 'run-1', status: 'queued', rank: null })] }),
    });
    render();
    await screen.findByRole('heading', { name: 'zebra shoes' });
    await userEvent.click(within(row('zebra shoes')).getByRole('button', { name: 'Run now: zebra shoes on b-site.com' }));
    const running = await within(row('zebra shoes')).findByRole('button', { name: 'Running…' });
    expect((running as HTMLButtonElement).disabled).toBe(true);
    expect(api.sent('POST /api/v1/me/scheduled-checks/1/run')).toHaveLength(1);
  });

  it('says why a run could not be queued', async () => {
    fakeApi({
      ...scheduleRoutes(items),
      'POST /api/v1/me/scheduled-checks/1/run': () => apiErrorResponse('FEATURE_RESTRICTED', 'Bing scheduled checks are only available on Pro plan.', 403),
    });
    render();
    await screen.findByRole('heading', { name: 'zebra shoes' });
    await userEvent.click(within(row('zebra shoes')).getByRole('button', { name: 'Run now: zebra shoes on b-site.com' }));
    expect(await screen.findByText('Bing scheduled checks are only available on Pro plan.')).toBeTruthy();
    expect(within(row('zebra shoes')).getByRole('button', { name: 'Run now: zebra shoes on b-site.com' })).toBeTruthy();
  });

  it('deletes only after confirming, and keeps it on Cancel', async () => {
    const api = fakeApi(scheduleRoutes(items));
    render();
    await screen.findByRole('heading', { name: 'zebra shoes' });
    await userEvent.click(within(row('zebra shoes')).getByRole('button', { name: 'Delete “zebra shoes” on b-site.com' }));
    let dialog = await screen.findByRole('alertdialog', { name: 'Delete this scheduled check?' });
    expect(dialog.textContent).toContain('The checks it already saved stay in your history.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(api.sent('DELETE /api/v1/me/scheduled-checks/1')).toHaveLength(0);

    await userEvent.click(within(row('zebra shoes')).getByRole('button', { name: 'Delete “zebra shoes” on b-site.com' }));
    dialog = await screen.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'zebra shoes' })).toBeNull());
    expect(api.sent('DELETE /api/v1/me/scheduled-checks/1')).toHaveLength(1);
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('heading', { level: 1, name: 'Scheduled checks' }));
  });

  it('shows the run history when opened, newest first, with failures and their reasons', async () => {
    const api = fakeApi(
      scheduleRoutes(items, {
        '1': [
          makeRun({ id: 'r3', status: 'failed', rank: null, error: 'the search engine did not answer', attempts: 3 }),
          makeRun({ id: 'r2', status: 'skipped', rank: null, error: 'your 3 checks for today were used' }),
          makeRun({ id: 'r1', status: 'succeeded', rank: 0 }),
        ],
      }),
    );
    render();
    await screen.findByRole('heading', { name: 'zebra shoes' });
    expect(api.sent('GET /api/v1/me/scheduled-checks/1/runs')).toHaveLength(0);
    await userEvent.click(within(row('zebra shoes')).getByRole('button', { name: 'Run history of “zebra shoes”' }));
    const runs = await within(row('zebra shoes')).findByRole('list', { name: 'Runs of “zebra shoes”, newest first' });
    expect(within(runs).getAllByRole('listitem').map((li) => li.textContent?.replace(/^.*?(Failed|Skipped|Done)/u, '$1'))).toEqual([
      'Failedthe search engine did not answer(3 attempts)',
      'Skippedyour 3 checks for today were used',
      'DoneNot found',
    ]);
  });
});
