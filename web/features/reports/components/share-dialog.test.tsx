import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { ReportShare } from '../../../../contracts/report';
import { apiErrorResponse, fakeApi, jsonResponse, makeSession, makeUser } from '../../../testing/fake-api';
import { renderWithProviders } from '../../../testing/render';
import { ShareDialog } from './share-dialog';
import { makeShare } from './report-test-data';

const request = { site: 'example.com', from: '2026-02-14', to: '2026-03-15' };

function renderDialog(initial: ReportShare[], create?: () => Response) {
  let shares = [...initial];
  const api = fakeApi({
    'GET /api/v1/me/report-shares': () => jsonResponse({ items: shares }),
    'POST /api/v1/me/report-shares': ({ body }) => {
      if (create) return create();
      const share = makeShare({ id: 'share-new', url: 'http://localhost/report/tok-new', createdAt: new Date().toISOString(), expiresAt: (body as { expiresAt: string | null }).expiresAt });
      shares = [share, ...shares];
      return jsonResponse(share, 201);
    },
    'DELETE /api/v1/me/report-shares/share-1': () => {
      shares = shares.map((share) => (share.id === 'share-1' ? { ...share, revokedAt: new Date().toISOString() } : share));
      return new Response(null, { status: 204 });
    },
  });
  renderWithProviders(<ShareDialog request={request} />, { path: '/reports', session: makeSession(makeUser()) });
  return api;
}

describe('ShareDialog', () => {
  it("lists the site's links with their status, and only the active ones can be copied or revoked", async () => {
    const user = userEvent.setup();
    renderDialog([
      makeShare({ id: 'share-1' }),
      makeShare({ id: 'share-2', createdAt: '2026-03-09T09:00:00.000Z', expiresAt: '2026-03-10T00:00:00.000Z', url: 'http://localhost/report/tok-2' }),
      makeShare({ id: 'share-3', createdAt: '2026-03-08T09:00:00.000Z', revokedAt: '2026-03-09T00:00:00.000Z', url: 'http://localhost/report/tok-3' }),
      makeShare({ id: 'share-4', site: 'other.org', url: 'http://localhost/report/tok-4' }),
    ]);
    await user.click(screen.getByRole('button', { name: 'Share' }));
    const list = await screen.findByRole('list', { name: 'Share links' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows.map((row) => row.dataset.shareStatus)).toEqual(['active', 'expired', 'revoked']);
    expect(within(list).queryByText('http://localhost/report/tok-4')).toBeNull();
    expect(within(rows[0] as HTMLElement).getByRole('button', { name: /Revoke/ })).toBeTruthy();
    expect(within(rows[1] as HTMLElement).queryByRole('button')).toBeNull();
    expect(rows[2]?.textContent).toMatch(/· Revoked \w+/);
  });

  it('creates a link that expires in 7 days, shows it ready to copy, and copies it', async () => {
    const user = userEvent.setup();
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const api = renderDialog([]);
    await user.click(screen.getByRole('button', { name: 'Share' }));
    const dialog = await screen.findByRole('dialog', { name: 'Share this report' });
    expect(await within(dialog).findByText('No links for this site yet.')).toBeTruthy();
    await user.selectOptions(within(dialog).getByLabelText('Link expires'), '7');
    const before = Date.now();
    await user.click(within(dialog).getByRole('button', { name: 'Create link' }));
    const link = await within(dialog).findByLabelText('Your new link is ready');
    expect((link as HTMLInputElement).value).toBe('http://localhost/report/tok-new');

    const [sent] = api.sent('POST /api/v1/me/report-shares') as Array<{ site: string; from: string; to: string; expiresAt: string }>;
    expect({ site: sent?.site, from: sent?.from, to: sent?.to }).toEqual(request);
    expect(sent).toMatchObject({ rollingDays: null });
    const inDays = (new Date(sent?.expiresAt ?? 0).getTime() - before) / 86_400_000;
    expect(inDays).toBeGreaterThan(6.99);
    expect(inDays).toBeLessThan(7.01);

    await user.click(within(dialog).getAllByRole('button', { name: 'Copy link' })[0] as HTMLElement);
    expect(writeText).toHaveBeenCalledWith('http://localhost/report/tok-new');
    expect(await within(dialog).findByText('Copied')).toBeTruthy();
    const rows = within(await within(dialog).findByRole('list', { name: 'Share links' })).getAllByRole('listitem');
    expect(rows).toHaveLength(1);
  });

  it('makes a link that always shows the last 30 days, and lists it so', async () => {
    const user = userEvent.setup();
    const api = renderDialog([makeShare({ id: 'share-9', rollingDays: 90, url: 'http://localhost/report/tok-9' })]);
    await user.click(screen.getByRole('button', { name: 'Share' }));
    const dialog = await screen.findByRole('dialog', { name: 'Share this report' });
    expect(within(await within(dialog).findByRole('list', { name: 'Share links' })).getByText(/^Always the last 90 days/)).toBeTruthy();
    await user.selectOptions(within(dialog).getByLabelText('Period shown'), 'Always the last 30 days');
    expect(within(dialog).getByText('The link moves with the calendar: whoever opens it sees the latest days, up to today.')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Create link' }));
    await within(dialog).findByLabelText('Your new link is ready');
    expect(api.sent('POST /api/v1/me/report-shares')[0]).toMatchObject({ ...request, rollingDays: 30, expiresAt: null });
  });

  it('refuses an expiry day in the past before asking the server', async () => {
    const user = userEvent.setup();
    const api = renderDialog([]);
    await user.click(screen.getByRole('button', { name: 'Share' }));
    await user.selectOptions(await screen.findByLabelText('Link expires'), 'date');
    const date = screen.getByLabelText('Last day');
    await user.clear(date);
    await user.type(date, '2020-01-01');
    expect(screen.getByText('Choose a day from tomorrow on.')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Create link' }) as HTMLButtonElement).disabled).toBe(true);
    expect(api.sent('POST /api/v1/me/report-shares')).toHaveLength(0);
  });

  it('revokes a link and shows it as revoked', async () => {
    const user = userEvent.setup();
    const api = renderDialog([makeShare({ id: 'share-1' })]);
    await user.click(screen.getByRole('button', { name: 'Share' }));
    const list = await screen.findByRole('list', { name: 'Share links' });
    await user.click(within(list).getByRole('button', { name: /Revoke link created/ }));
    await waitFor(() => expect(within(list).getByRole('listitem').dataset.shareStatus).toBe('revoked'));
    expect(api.fetchMock.mock.calls.some(([url, init]) => String(url).endsWith('/me/report-shares/share-1') && init?.method === 'DELETE')).toBe(true);
    expect(await screen.findByText('Link Revoked')).toBeTruthy();
  });

  it("shows the server's refusal next to the form", async () => {
    const user = userEvent.setup();
    renderDialog([], () => apiErrorResponse('VALIDATION_ERROR', 'The link must expire in the future.', 400));
    await user.click(screen.getByRole('button', { name: 'Share' }));
    await user.click(await screen.findByRole('button', { name: 'Create link' }));
    expect((await screen.findByRole('alert')).textContent).toBe('The link must expire in the future.');
  });
});
