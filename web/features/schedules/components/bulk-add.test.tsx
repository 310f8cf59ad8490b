import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { bulkScheduledCheckSchema } from '../../../../contracts/scheduled-check';
import { apiErrorResponse, fakeApi, jsonResponse, makeSession, makeUser } from '../../../testing/fake-api';
import { renderWithProviders } from '../../../testing/render';
import { makeScheduledCheck, scheduleRoutes } from '../testing/schedule-fakes';
import { MAX_BULK } from './bulk-add-form';
import { SchedulesPage } from './schedules-page';

const session = makeSession(makeUser());

async function openBulk() {
  renderWithProviders(<SchedulesPage />, { session, path: '/schedules' });
  await userEvent.click(await screen.findByRole('button', { name: 'Add many keywords' }));
  return screen.findByRole('dialog', { name: 'Add many keywords' });
}

const tableRows = (dialog: HTMLElement) =>
  within(within(dialog).getByRole('table')).getAllByRole('row').slice(1).map((tr) => within(tr).getAllByRole('cell').map((td) => td.textContent));

describe('bulk adding', () => {
  it('holds the contract’s limit', () => {
    const item = { websiteUrl: 'example.com', keyword: 'k' };
    expect(bulkScheduledCheckSchema.safeParse({ items: Array.from({ length: MAX_BULK }, () => item) }).success).toBe(true);
    expect(bulkScheduledCheckSchema.safeParse({ items: Array.from({ length: MAX_BULK + 1 }, () => item) }).success).toBe(false);
  });

  it('previews pasted keywords with their cost, sends them, and shows what the server made of them', async () => {
    const api = fakeApi({
      ...scheduleRoutes([]),
      'POST /api/v1/me/scheduled-checks/bulk': () =>
        jsonResponse({ created: 1, skipped: 1, errors: [{ row: 3, message: 'This keyword is too long.' }] }),
    });
    const dialog = await openBulk();
    await userEvent.type(within(dialog).getByLabelText('Website URL'), 'example.com');
    await userEvent.click(within(dialog).getByLabelText('One keyword a line'));
    await userEvent.paste('running shoes\n\ntrail shoes\nRunning Shoes\nhiking boots');
    expect(tableRows(dialog)).toEqual([
      ['1', 'running shoes', 'United States · Google · Desktop'],
      ['3', 'trail shoes', 'United States · Google · Desktop'],
      ['5', 'hiking boots', 'United States · Google · Desktop'],
    ]);
    expect(within(dialog).getByText('1 line repeats a keyword above and will be scheduled once.')).toBeTruthy();
    // Three keywords checked daily: 3 × 30.44 checks (no search budget is set, so no searches are quoted).
    expect(within(dialog).getByText('About 91 checks a month')).toBeTruthy();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Schedule 3 keywords' }));
    expect(await within(dialog).findByText('1 keyword scheduled')).toBeTruthy();
    expect(within(dialog).getByText('1 keyword was already scheduled and left as it was')).toBeTruthy();
    expect(within(dialog).getByText('1 keyword could not be scheduled')).toBeTruthy();
    expect(within(dialog).getByText(/Row 3 · “hiking boots”: This keyword is too long\./)).toBeTruthy();
    expect(api.sent('POST /api/v1/me/scheduled-checks/bulk')).toEqual([
      {
        items: ['running shoes', 'trail shoes', 'hiking boots'].map((keyword) => ({
          websiteUrl: 'example.com',
          keyword,
          location: 'us',
          searchEngine: 'google',
          device: 'desktop',
          competitorUrls: [],
          intervalType: 'daily',
          intervalValue: 1,
          customSchedule: { minute: 0, hour: 8, weekday: 1, monthDay: 1 },
          isActive: true,
        })),
      },
    ]);
  });

  it('reads a CSV file (BOM, CRLF, quotes, a header) and lists the lines it leaves out', async () => {
    const api = fakeApi({ ...scheduleRoutes([]), 'POST /api/v1/me/scheduled-checks/bulk': () => jsonResponse({ created: 2, skipped: 0, errors: [] }) });
    const dialog = await openBulk();
    await userEvent.type(within(dialog).getByLabelText('Website URL'), 'example.com');
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Import a CSV file' }));
    const csv = '\uFEFFkeyword,location,engine,device\r\n"shoes, cheap",gb,bing,mobile\r\n\r\nboots,,,\r\nsandals,atlantis,,\r\n';
    await userEvent.upload(within(dialog).getByLabelText('CSV file'), new File([csv], 'keywords.csv', { type: 'text/csv' }));
    expect(await within(dialog).findByText('keywords.csv')).toBeTruthy();
    expect(tableRows(dialog)).toEqual([
      ['2', 'shoes, cheap', 'United Kingdom · Bing · Mobile'],
      ['4', 'boots', 'United States · Google · Desktop'],
    ]);
    expect(within(dialog).getByText('1 line will be left out')).toBeTruthy();
    expect(within(dialog).getByText('Line 5: Unknown location “atlantis”')).toBeTruthy();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Schedule 2 keywords' }));
    expect(await within(dialog).findByText('2 keywords scheduled')).toBeTruthy();
    const sent = api.sent('POST /api/v1/me/scheduled-checks/bulk')[0] as { items: { keyword: string; searchEngine: string }[] };
    expect(sent.items.map((item) => [item.keyword, item.searchEngine])).toEqual([['shoes, cheap', 'bing'], ['boots', 'google']]);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('says what is missing before sending anything', async () => {
    const api = fakeApi(scheduleRoutes([]));
    const dialog = await openBulk();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Schedule keywords' }));
    expect(within(dialog).getByText('Enter the website these keywords are for.')).toBeTruthy();
    expect(within(dialog).getByText('Paste at least one keyword.')).toBeTruthy();
    expect(within(dialog).getByText('Add keywords to see what these schedules cost.')).toBeTruthy();
    expect(api.sent('POST /api/v1/me/scheduled-checks/bulk')).toHaveLength(0);
  });

  it('shows the server’s refusal of the whole list', async () => {
    fakeApi({
      ...scheduleRoutes([]),
      'POST /api/v1/me/scheduled-checks/bulk': () =>
        apiErrorResponse('LIMIT_REACHED', 'Your plan tracks up to 3 queries (a keyword on one engine, location and device), so only 1 of these can be added. Nothing was added.', 409),
    });
    const dialog = await openBulk();
    await userEvent.type(within(dialog).getByLabelText('Website URL'), 'example.com');
    await userEvent.click(within(dialog).getByLabelText('One keyword a line'));
    await userEvent.paste('a\nb');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Schedule 2 keywords' }));
    expect((await within(dialog).findByRole('alert')).textContent).toContain('so only 1 of these can be added. Nothing was added.');
    expect(within(dialog).getByRole('table')).toBeTruthy();
  });

  it('gives focus to the page heading on closing when the empty page’s button that opened it has gone', async () => {
    let saved = false;
    fakeApi({
      ...scheduleRoutes([]),
      'GET /api/v1/me/scheduled-checks': () => jsonResponse({ items: saved ? [makeScheduledCheck({ id: '1', keyword: 'running shoes' })] : [] }),
      'POST /api/v1/me/scheduled-checks/bulk': () => {
        saved = true;
        return jsonResponse({ created: 1, skipped: 0, errors: [] });
      },
    });
    const dialog = await openBulk();
    await userEvent.type(within(dialog).getByLabelText('Website URL'), 'example.com');
    await userEvent.click(within(dialog).getByLabelText('One keyword a line'));
    await userEvent.paste('running shoes');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Schedule 1 keyword' }));
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await screen.findByRole('heading', { name: 'running shoes', level: 3 });
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Scheduled checks', level: 1 })));
  });
});
