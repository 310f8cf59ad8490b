import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiErrorResponse, fakeApi, jsonResponse, makeSession } from '../../../testing/fake-api';
import { renderWithProviders } from '../../../testing/render';
import { VerifyEmailPage } from './verify-email-page';

const NEEDED = 'To confirm this address here, enter the password chosen when the account was made, or choose a new one.';
const CONFIRMED = { ok: true, message: 'Your e-mail address is confirmed. You can sign in now.' };

/** The server: PASSWORD_NEEDED for the link alone, then the answers the test gives for a password or a new one. */
function server(answer: (body: Record<string, string>) => Response) {
  return fakeApi({
    'GET /api/v1/auth/session': () => jsonResponse(makeSession(null)),
    'POST /api/v1/auth/verify-email': (request) => {
      const body = request.body as Record<string, string>;
      return body.password === undefined && body.newPassword === undefined ? apiErrorResponse('PASSWORD_NEEDED', NEEDED, 400) : answer(body);
    },
  });
}

describe('VerifyEmailPage, the link opened away from the browser that signed up', () => {
  it('confirms with the password chosen at sign-up', async () => {
    const api = server(() => jsonResponse(CONFIRMED));
    const user = userEvent.setup();
    renderWithProviders(<VerifyEmailPage />, { path: '/verify-email?token=abc' });
    const form = await screen.findByRole('form', { name: 'Confirm your e-mail' });
    expect(screen.getByText(/opened in another browser than the one the account was made in/)).toBeTruthy();
    await user.type(screen.getByLabelText('Password'), 'my sign-up password');
    await user.click(screen.getByRole('button', { name: 'Confirm E-mail' }));
    expect(await screen.findByText('E-mail confirmed')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign In' })).toBeTruthy();
    expect(form.isConnected).toBe(false);
    expect(api.sent('POST /api/v1/auth/verify-email')).toEqual([{ token: 'abc' }, { token: 'abc', password: 'my sign-up password' }]);
  });

  it('says so when the password is wrong, and lets a new one be chosen instead', async () => {
    const api = server((body) =>
      body.password !== undefined ? apiErrorResponse('INVALID_CREDENTIALS', 'Your current password is incorrect', 400) : jsonResponse(CONFIRMED),
    );
    const user = userEvent.setup();
    renderWithProviders(<VerifyEmailPage />, { path: '/verify-email?token=abc' });
    await user.type(await screen.findByLabelText('Password'), 'a guess');
    await user.click(screen.getByRole('button', { name: 'Confirm E-mail' }));
    expect(await screen.findByText('Your current password is incorrect')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Choose a new password' }));
    expect(screen.getByText(/It replaces the one chosen when the account was made/)).toBeTruthy();
    await user.type(screen.getByLabelText('New Password'), 'short');
    await user.type(screen.getByLabelText('Confirm Password'), 'short');
    await user.click(screen.getByRole('button', { name: 'Set Password and Confirm' }));
    expect((await screen.findAllByText('Password must be at least 6 characters long')).length).toBeGreaterThan(0);
    await user.clear(screen.getByLabelText('New Password'));
    await user.clear(screen.getByLabelText('Confirm Password'));
    await user.type(screen.getByLabelText('New Password'), 'owners own password');
    await user.type(screen.getByLabelText('Confirm Password'), 'owners own password');
    await user.click(screen.getByRole('button', { name: 'Set Password and Confirm' }));
    expect(await screen.findByText('E-mail confirmed')).toBeTruthy();
    expect(api.sent('POST /api/v1/auth/verify-email').at(-1)).toEqual({ token: 'abc', newPassword: 'owners own password', confirmPassword: 'owners own password' });
  });
});
