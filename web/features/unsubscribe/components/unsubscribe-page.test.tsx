import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiErrorResponse, fakeApi, jsonResponse } from '../../../testing/fake-api';
import { renderWithProviders } from '../../../testing/render';
import { UnsubscribePage } from './unsubscribe-page';

const TOKEN = `${'a'.repeat(22)}.${'b'.repeat(43)}`;
const renderPage = (search: string) => renderWithProviders(<UnsubscribePage />, { path: `/unsubscribe${search}` });

describe('UnsubscribePage', () => {
  it('asks first (opening the link changes nothing), then turns alert e-mails off with the token', async () => {
    const user = userEvent.setup();
    const api = fakeApi({ 'POST /api/v1/email/unsubscribe': () => jsonResponse({ email: 'ada@example.com', alertEmails: 'off' }) });
    renderPage(`?token=${TOKEN}`);
    expect(screen.getByRole('heading', { name: 'Stop rank alert e-mails?' })).toBeTruthy();
    expect(api.fetchMock).not.toHaveBeenCalled();
    expect(screen.getByRole('link', { name: 'Manage e-mail preferences' }).getAttribute('href')).toBe('/settings#email-preferences');

    await user.click(screen.getByRole('button', { name: 'Unsubscribe' }));
    const done = await screen.findByRole('heading', { name: 'You are unsubscribed' });
    await waitFor(() => expect(document.activeElement).toBe(done));
    expect(screen.getByText('ada@example.com')).toBeTruthy();
    const [url] = api.fetchMock.mock.calls[0] ?? [];
    expect(new URL(String(url), 'http://localhost').searchParams.get('token')).toBe(TOKEN);
    expect(document.head.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex');
  });

  it("a forged or damaged link says so with the server's reason", async () => {
    const user = userEvent.setup();
    fakeApi({ 'POST /api/v1/email/unsubscribe': () => apiErrorResponse('INVALID_TOKEN', 'This unsubscribe link is not valid.', 400) });
    renderPage(`?token=${TOKEN}`);
    await user.click(screen.getByRole('button', { name: 'Unsubscribe' }));
    expect(await screen.findByRole('heading', { name: 'This link does not work' })).toBeTruthy();
    expect(screen.getByText('This unsubscribe link is not valid.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'your settings' }).getAttribute('href')).toBe('/settings#email-preferences');
  });

  it('a link without its token says how to fix it', () => {
    renderPage('');
    expect(screen.getByRole('heading', { name: 'This link does not work' })).toBeTruthy();
    expect(screen.getByText('The link is incomplete. Copy the whole link from the e-mail.')).toBeTruthy();
  });

  it('a failure that is not about the link keeps the button to try again', async () => {
    const user = userEvent.setup();
    fakeApi({ 'POST /api/v1/email/unsubscribe': () => apiErrorResponse('RATE_LIMITED', 'Too many attempts. Please wait a few minutes and try again.', 429) });
    renderPage(`?token=${TOKEN}`);
    await user.click(screen.getByRole('button', { name: 'Unsubscribe' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Too many attempts. Please wait a few minutes and try again.');
    expect(screen.getByRole('button', { name: 'Unsubscribe' })).toBeTruthy();
  });
});
