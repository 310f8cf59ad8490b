import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { ReportEmailLink } from '../../../../contracts/report';
import { apiErrorResponse, fakeApi, jsonResponse } from '../../../testing/fake-api';
import { renderWithProviders } from '../../../testing/render';
import { ReportEmailPage } from './report-email-page';

const TOKEN = 'a'.repeat(43);
/** At the app's route pattern, so the page reads its action from the path as it does in the app. */
const renderPage = (path: string) =>
  renderWithProviders(null, { path, routes: [{ path: '/report-email/:action', element: <ReportEmailPage /> }] });
const link = (status: ReportEmailLink['status']): ReportEmailLink => ({
  site: 'example.com',
  frequency: 'weekly',
  email: 'client@example.org',
  sender: 'ada@example.com',
  status,
});

describe('ReportEmailPage', () => {
  it('confirm: opening the page changes nothing; the button confirms', async () => {
    const user = userEvent.setup();
    const api = fakeApi({
      'GET /api/v1/report-emails/confirm': () => jsonResponse(link('waiting_for_confirmation')),
      'POST /api/v1/report-emails/confirm': () => jsonResponse(link('active')),
    });
    renderPage(`/report-email/confirm?token=${TOKEN}`);
    expect(await screen.findByRole('heading', { name: 'Confirm scheduled reports' })).toBeTruthy();
    expect(
      screen.getByText(
        'ada@example.com asked Rank Checker to e-mail a weekly ranking report of example.com to client@example.org. Nothing is sent unless you confirm.',
      ),
    ).toBeTruthy();
    expect(api.sent('POST /api/v1/report-emails/confirm')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Yes, send me these reports' }));
    expect(await screen.findByRole('heading', { name: 'Reports confirmed' })).toBeTruthy();
    const [url] = api.fetchMock.mock.calls.at(-1) ?? [];
    expect(new URL(String(url), 'http://localhost').searchParams.get('token')).toBe(TOKEN);
    expect(document.head.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex');
  });

  it('unsubscribe: one click stops the reports and says so plainly', async () => {
    const user = userEvent.setup();
    fakeApi({
      'GET /api/v1/report-emails/unsubscribe': () => jsonResponse(link('active')),
      'POST /api/v1/report-emails/unsubscribe': () => jsonResponse(link('unsubscribed')),
    });
    renderPage(`/report-email/unsubscribe?token=${TOKEN}`);
    await user.click(await screen.findByRole('button', { name: 'Unsubscribe' }));
    expect(await screen.findByRole('heading', { name: 'You are unsubscribed' })).toBeTruthy();
    expect(screen.getByText(/No more weekly reports of example\.com will be sent to client@example\.org\./)).toBeTruthy();
  });

  it('a used or expired link says so, with the server’s reason', async () => {
    fakeApi({
      'GET /api/v1/report-emails/confirm': () => apiErrorResponse('INVALID_TOKEN', 'This confirmation link is invalid, was already used or has expired.', 400),
    });
    renderPage(`/report-email/confirm?token=${TOKEN}`);
    expect(await screen.findByRole('heading', { name: 'This link does not work' })).toBeTruthy();
    expect(screen.getByText('This confirmation link is invalid, was already used or has expired.')).toBeTruthy();
  });
});
