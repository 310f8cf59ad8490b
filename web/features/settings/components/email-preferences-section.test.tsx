import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { EmailPreferences, EmailPreferencesInput } from '../../../../contracts/email-preferences';
import { apiErrorResponse, fakeApi, jsonResponse, makeSession, makeUser } from '../../../testing/fake-api';
import { renderWithProviders } from '../../../testing/render';
import { EmailPreferencesSection } from './email-preferences-section';
import { hourLabel } from './email-preferences-section-form';

const NOTICE = 'Your e-mail address is not verified yet, and alert e-mails go only to a verified address.';

function preferences(overrides: Partial<EmailPreferences> = {}): EmailPreferences {
  return {
    alertEmails: 'off',
    digestHour: 8,
    email: 'ada@example.com',
    emailVerified: true,
    timeZone: 'Europe/Berlin',
    sending: false,
    notice: null,
    ...overrides,
  };
}

function renderSection(saved: EmailPreferences, put?: (body: EmailPreferencesInput) => Response) {
  const api = fakeApi({
    'GET /api/v1/me/email-preferences': () => jsonResponse(saved),
    'PUT /api/v1/me/email-preferences': ({ body }) => {
      const input = body as EmailPreferencesInput;
      if (put) return put(input);
      return jsonResponse({ ...saved, ...input, sending: input.alertEmails !== 'off' && saved.emailVerified });
    },
  });
  renderWithProviders(<EmailPreferencesSection />, { path: '/settings', session: makeSession(makeUser()) });
  return api;
}

describe('EmailPreferencesSection', () => {
  it('says e-mails are off at first and offers the three modes as one radio group', async () => {
    renderSection(preferences());
    const section = screen.getByRole('region', { name: 'Alert e-mails' });
    expect(within(section).getByRole('status').textContent).toContain('Loading your e-mail preferences');
    const form = await within(section).findByRole('form', { name: 'Alert e-mails' });
    expect(within(form).getByText('Alert e-mails are off.')).toBeTruthy();
    const group = within(form).getByRole('group', { name: 'Send rank alerts by e-mail' });
    const radios = within(group).getAllByRole('radio');
    expect(radios.map((radio) => radio.getAttribute('value'))).toEqual(['off', 'each', 'digest']);
    expect((within(group).getByRole('radio', { name: 'Off' }) as HTMLInputElement).checked).toBe(true);
    expect(within(group).getByRole('radio', { name: 'Daily digest' }).getAttribute('aria-describedby')).toBeTruthy();
    // The hour matters only for the digest.
    expect(within(form).queryByLabelText('Send the digest at')).toBeNull();
    expect(within(form).queryByText(/not verified/)).toBeNull();
  });

  it('chooses the daily digest at a local hour, shown with the time zone, and saves it', async () => {
    const user = userEvent.setup();
    const api = renderSection(preferences());
    const form = await screen.findByRole('form', { name: 'Alert e-mails' });
    await user.click(within(form).getByRole('radio', { name: 'Daily digest' }));
    const hour = within(form).getByLabelText('Send the digest at') as HTMLSelectElement;
    expect(hour.value).toBe('8');
    expect(hour.options).toHaveLength(24);
    expect(within(form).getByText(/Your time zone: Europe\/Berlin/)).toBeTruthy();
    await user.selectOptions(hour, '18');
    await user.click(within(form).getByRole('button', { name: 'Save e-mail preferences' }));
    await waitFor(() => expect(api.sent('PUT /api/v1/me/email-preferences')).toEqual([{ alertEmails: 'digest', digestHour: 18 }]));
    expect(await screen.findByText('E-mail Preferences Saved')).toBeTruthy();
    const saved = `A daily digest goes to ada@example.com at ${hourLabel(18)}, Europe/Berlin time.`;
    expect(await within(screen.getByRole('form', { name: 'Alert e-mails' })).findByText(saved)).toBeTruthy();
  });

  it('saves one e-mail per alert with the keyboard', async () => {
    const user = userEvent.setup();
    const api = renderSection(preferences());
    const form = await screen.findByRole('form', { name: 'Alert e-mails' });
    within(form).getByRole('radio', { name: 'Off' }).focus();
    await user.keyboard('{ArrowDown}');
    expect((within(form).getByRole('radio', { name: 'Each alert' }) as HTMLInputElement).checked).toBe(true);
    await user.click(within(form).getByRole('button', { name: 'Save e-mail preferences' }));
    await waitFor(() => expect(api.sent('PUT /api/v1/me/email-preferences')).toEqual([{ alertEmails: 'each', digestHour: 8 }]));
  });

  it('says plainly when the address is not verified, and that nothing is sent', async () => {
    renderSection(preferences({ alertEmails: 'each', emailVerified: false, notice: NOTICE }));
    const form = await screen.findByRole('form', { name: 'Alert e-mails' });
    expect(within(form).getByText('Your e-mail address is not verified')).toBeTruthy();
    expect(within(form).getByText(NOTICE)).toBeTruthy();
    expect(within(form).getByText('Nothing is sent until your e-mail address is verified.')).toBeTruthy();
  });

  it("shows the server's reason when saving fails and keeps the choice", async () => {
    const user = userEvent.setup();
    renderSection(preferences(), () => apiErrorResponse('INVALID_INPUT', 'Pick an hour from 0 to 23.', 400));
    const form = await screen.findByRole('form', { name: 'Alert e-mails' });
    await user.click(within(form).getByRole('radio', { name: 'Each alert' }));
    await user.click(within(form).getByRole('button', { name: 'Save e-mail preferences' }));
    expect((await within(form).findByRole('alert')).textContent).toBe('Pick an hour from 0 to 23.');
    expect((within(form).getByRole('radio', { name: 'Each alert' }) as HTMLInputElement).checked).toBe(true);
  });

  it('offers to try again when the preferences cannot load', async () => {
    // A 4xx answer is not retried, so the message shows at once.
    fakeApi({ 'GET /api/v1/me/email-preferences': () => apiErrorResponse('NOT_FOUND', 'This account no longer exists.', 404) });
    renderWithProviders(<EmailPreferencesSection />, { path: '/settings', session: makeSession(makeUser()) });
    expect(await screen.findByText('Could not load your e-mail preferences')).toBeTruthy();
    expect(screen.getByText('This account no longer exists.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
