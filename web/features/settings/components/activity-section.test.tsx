import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeApi, jsonResponse, makeSession, makeUser } from '../../../testing/fake-api';
import { renderWithProviders } from '../../../testing/render';
import { ActivitySection } from './activity-section';

const event = (id: string, label: string, subject: string) => ({ id, at: '2026-06-01T10:00:00.000Z', actor: 'ann@example.com', action: 'x', label, subject });

describe('ActivitySection', () => {
  it('lists what was done and by whom, newest first, and loads earlier activity on demand', async () => {
    const api = fakeApi({
      'GET /api/v1/me/audit-log': ({ url }) =>
        new URL(url, 'http://localhost').searchParams.get('before') === '7'
          ? jsonResponse({ items: [event('3', 'Created an API key', '“CI” (read only)')], nextBefore: null })
          : jsonResponse({ items: [event('9', 'Shared a report', 'example.com, always the last 30 days'), event('7', 'Revoked an API key', '“CI”')], nextBefore: '7' }),
    });
    renderWithProviders(<ActivitySection />, { session: makeSession(makeUser()) });
    const list = await screen.findByRole('list', { name: 'Account activity, newest first' });
    expect(within(list).getAllByRole('listitem').map((item) => item.querySelector('p')?.textContent)).toEqual([
      'Shared a report · example.com, always the last 30 daysby ann@example.com',
      'Revoked an API key · “CI”by ann@example.com',
    ]);
    await userEvent.click(screen.getByRole('button', { name: 'Show earlier activity' }));
    expect(await within(list).findByText('Created an API key')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Show earlier activity' })).toBeNull();
    expect(api.sent('GET /api/v1/me/audit-log')).toHaveLength(2);
  });

  it('says what will show before anything was done', async () => {
    fakeApi({ 'GET /api/v1/me/audit-log': () => jsonResponse({ items: [], nextBefore: null }) });
    renderWithProviders(<ActivitySection />, { session: makeSession(makeUser()) });
    expect(await screen.findByText(/^Nothing yet\./)).toBeTruthy();
  });
});
