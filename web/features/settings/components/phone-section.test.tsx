import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { PHONE_NUMBER_HINT, type PhoneStatus } from '../../../../contracts/phone';
import { apiErrorResponse, fakeApi, jsonResponse, makeSession, makeUser } from '../../../testing/fake-api';
import { renderWithProviders } from '../../../testing/render';
import { PhoneSection } from './phone-section';

const NONE: PhoneStatus = { number: null, verifiedAt: null, pending: null };
const PENDING: PhoneStatus = { number: null, verifiedAt: null, pending: { number: '+447400123456', expiresAt: '2026-06-01T10:10:00.000Z' } };
const VERIFIED: PhoneStatus = { number: '+447400123456', verifiedAt: '2026-06-01T10:01:00.000Z', pending: null };

function renderSection(initial: PhoneStatus, routes: Parameters<typeof fakeApi>[0] = {}) {
  const api = fakeApi({ 'GET /api/v1/me/phone': () => jsonResponse(initial), ...routes });
  renderWithProviders(<PhoneSection />, { path: '/settings', session: makeSession(makeUser()) });
  return api;
}

describe('PhoneSection', () => {
  it('checks the number before texting it, then sends it in E.164 and asks for the code', async () => {
    const user = userEvent.setup();
    const api = renderSection(NONE, { 'POST /api/v1/me/phone': () => jsonResponse(PENDING) });
    const form = await screen.findByRole('form', { name: 'Add a phone number' });
    const field = within(form).getByLabelText('Mobile number');
    expect(field.getAttribute('type')).toBe('tel');
    await user.type(field, '07400 123456');
    await user.click(within(form).getByRole('button', { name: 'Text me a code' }));
    expect(within(form).getByRole('alert').textContent).toBe(PHONE_NUMBER_HINT);
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(api.sent('POST /api/v1/me/phone')).toEqual([]);

    await user.clear(field);
    await user.type(field, '+44 (0)7400 123-456');
    await user.click(within(form).getByRole('button', { name: 'Text me a code' }));
    const codeForm = await screen.findByRole('form', { name: 'Confirm your phone number' });
    expect(api.sent('POST /api/v1/me/phone')).toEqual([{ phone: '+447400123456' }]);
    expect(codeForm.textContent).toContain('We texted a 6-digit code to +44 7400 123456');
    expect(within(codeForm).getByLabelText('Code from the text message').getAttribute('autocomplete')).toBe('one-time-code');
  });

  it('confirms the code and shows the number as verified, or says why the code did not work', async () => {
    const user = userEvent.setup();
    let tries = 0;
    const api = renderSection(PENDING, {
      'POST /api/v1/me/phone/confirm': () => (++tries === 1 ? apiErrorResponse('INVALID_CODE', 'That code did not work.', 400) : jsonResponse(VERIFIED)),
    });
    const form = await screen.findByRole('form', { name: 'Confirm your phone number' });
    await user.type(within(form).getByLabelText('Code from the text message'), '111111');
    await user.click(within(form).getByRole('button', { name: 'Confirm' }));
    expect((await within(form).findByRole('alert')).textContent).toBe('That code did not work.');
    await user.clear(within(form).getByLabelText('Code from the text message'));
    await user.type(within(form).getByLabelText('Code from the text message'), '123456');
    await user.click(within(form).getByRole('button', { name: 'Confirm' }));
    const section = screen.getByRole('region', { name: 'Phone number' });
    expect((await within(section).findByRole('status')).textContent).toContain('Your phone number is verified');
    expect(within(section).getByText('+44 7400 123456')).toBeTruthy();
    expect(within(section).getByText('Verified')).toBeTruthy();
    expect(api.sent('POST /api/v1/me/phone/confirm')).toEqual([{ code: '111111' }, { code: '123456' }]);
  });

  it('sends a new code, or drops the number waiting to use another', async () => {
    const user = userEvent.setup();
    const api = renderSection(PENDING, {
      'POST /api/v1/me/phone': () => jsonResponse(PENDING),
      'DELETE /api/v1/me/phone/verification': () => jsonResponse(NONE),
    });
    const form = await screen.findByRole('form', { name: 'Confirm your phone number' });
    await user.click(within(form).getByRole('button', { name: 'Send a new code' }));
    expect((await within(form).findByRole('status')).textContent).toBe('We texted you a new code.');
    expect(api.sent('POST /api/v1/me/phone')).toEqual([{ phone: '+447400123456' }]);
    await user.click(within(form).getByRole('button', { name: 'Use another number' }));
    expect(await screen.findByRole('form', { name: 'Add a phone number' })).toBeTruthy();
  });

  it('shows the server’s refusal, such as a provider that did not send the text', async () => {
    const user = userEvent.setup();
    const message = 'We could not send the text message just now. Please try again in a few minutes.';
    renderSection(NONE, { 'POST /api/v1/me/phone': () => apiErrorResponse('UNAVAILABLE', message, 503) });
    const form = await screen.findByRole('form', { name: 'Add a phone number' });
    await user.type(within(form).getByLabelText('Mobile number'), '+447400123456');
    await user.click(within(form).getByRole('button', { name: 'Text me a code' }));
    expect((await within(form).findByRole('alert')).textContent).toBe(message);
  });

  it('changes the verified number, or removes it after asking', async () => {
    const user = userEvent.setup();
    const api = renderSection(VERIFIED, { 'DELETE /api/v1/me/phone': () => new Response(null, { status: 204 }) });
    const section = await screen.findByRole('region', { name: 'Phone number' });
    await within(section).findByText('+44 7400 123456');
    await user.click(within(section).getByRole('button', { name: 'Change number' }));
    const change = within(section).getByRole('form', { name: 'Change your phone number' });
    await user.click(within(change).getByRole('button', { name: 'Cancel' }));
    expect(within(section).queryByRole('form')).toBeNull();

    await user.click(within(section).getByRole('button', { name: 'Remove' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Remove your phone number?' });
    await user.click(within(dialog).getByRole('button', { name: 'Remove number' }));
    await waitFor(() => expect(api.sent('DELETE /api/v1/me/phone')).toHaveLength(1));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  });
});
