import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { apiErrorResponse, fakeApi, jsonResponse, makeUser } from '../../../testing/fake-api';
import { renderWithProviders } from '../../../testing/render';
import { SettingsPage } from './settings-page';

function renderSettings(user = makeUser()) {
  const onSessionChanged = vi.fn();
  const onAccountDeleted = vi.fn();
  renderWithProviders(<SettingsPage user={user} onSessionChanged={onSessionChanged} onAccountDeleted={onAccountDeleted} />);
  return { onSessionChanged, onAccountDeleted };
}

const section = (name: string) => screen.getByRole('region', { name });
/** Requests that would change something (the sections' own reads are not). */
const writes = (api: ReturnType<typeof fakeApi>) =>
  api.fetchMock.mock.calls.filter(([, init]) => ((init as RequestInit | undefined)?.method ?? 'GET') !== 'GET');

describe('SettingsPage', () => {
  it('shows the account facts', () => {
    renderSettings(makeUser({ email: 'ada@example.com', googleLinked: true }));
    const account = section('Account');
    expect(within(account).getByText('ada@example.com')).toBeTruthy();
    expect(within(account).getByText('Verified')).toBeTruthy();
    expect(within(account).getByText('E-mail and password · Google')).toBeTruthy();
  });

  describe('change password', () => {
    it('checks the new passwords before sending', async () => {
      const api = fakeApi({});
      const user = userEvent.setup();
      renderSettings();
      const form = within(section('Change password'));
      await user.type(form.getByLabelText('Current Password'), 'oldsecret');
      await user.type(form.getByLabelText('New Password'), 'newsecret');
      await user.type(form.getByLabelText('Confirm New Password'), 'different');
      await user.click(form.getByRole('button', { name: 'Update Password' }));
      expect(form.getByText('Please make sure your passwords match')).toBeTruthy();
      expect(writes(api)).toEqual([]);
    });

    it("shows the server's refusal next to the form", async () => {
      fakeApi({ 'POST /api/v1/auth/change-password': () => apiErrorResponse('INVALID_CREDENTIALS', 'Your current password is incorrect', 400) });
      const user = userEvent.setup();
      const { onSessionChanged } = renderSettings();
      const form = within(section('Change password'));
      await user.type(form.getByLabelText('Current Password'), 'wrongpass');
      await user.type(form.getByLabelText('New Password'), 'newsecret');
      await user.type(form.getByLabelText('Confirm New Password'), 'newsecret');
      await user.click(form.getByRole('button', { name: 'Update Password' }));
      expect((await form.findByRole('alert')).textContent).toBe('Your current password is incorrect');
      expect(onSessionChanged).not.toHaveBeenCalled();
    });

    it('changes it, clears the fields and refreshes the session', async () => {
      const api = fakeApi({ 'POST /api/v1/auth/change-password': () => jsonResponse({ user: makeUser() }) });
      const user = userEvent.setup();
      const { onSessionChanged } = renderSettings();
      const form = within(section('Change password'));
      await user.type(form.getByLabelText('Current Password'), 'oldsecret');
      await user.type(form.getByLabelText('New Password'), 'newsecret');
      await user.type(form.getByLabelText('Confirm New Password'), 'newsecret');
      await user.click(form.getByRole('button', { name: 'Update Password' }));
      expect(await form.findByText('Password changed. Other devices have been signed out.')).toBeTruthy();
      expect(onSessionChanged).toHaveBeenCalledTimes(1);
      expect(form.getByLabelText<HTMLInputElement>('Current Password').value).toBe('');
      expect(api.sent('POST /api/v1/auth/change-password')).toEqual([
        { currentPassword: 'oldsecret', newPassword: 'newsecret', confirmPassword: 'newsecret' },
      ]);
    });

    it('explains how a Google-only account gets a password', () => {
      renderSettings(makeUser({ hasPassword: false, googleLinked: true }));
      expect(within(section('Password')).getByRole('link', { name: 'Forgot password' }).getAttribute('href')).toBe('/forgot-password');
    });
  });

  describe('change e-mail', () => {
    it("shows 'Check your inbox' with the new address", async () => {
      const api = fakeApi({ 'POST /api/v1/auth/change-email': () => jsonResponse({ ok: true, message: 'sent' }, 202) });
      const user = userEvent.setup();
      renderSettings();
      const form = within(section('Change e-mail'));
      await user.type(form.getByLabelText('New Email'), 'new@example.com');
      await user.type(form.getByLabelText('Password'), 'secret1');
      await user.click(form.getByRole('button', { name: 'Send Confirmation Link' }));
      expect(await form.findByText('Check your inbox')).toBeTruthy();
      expect(form.getByText('new@example.com')).toBeTruthy();
      expect(api.sent('POST /api/v1/auth/change-email')).toEqual([{ newEmail: 'new@example.com', password: 'secret1' }]);
    });

    it('shows a wrong password next to the form', async () => {
      fakeApi({ 'POST /api/v1/auth/change-email': () => apiErrorResponse('INVALID_CREDENTIALS', 'Your current password is incorrect', 400) });
      const user = userEvent.setup();
      renderSettings();
      const form = within(section('Change e-mail'));
      await user.type(form.getByLabelText('New Email'), 'new@example.com');
      await user.type(form.getByLabelText('Password'), 'nope');
      await user.click(form.getByRole('button', { name: 'Send Confirmation Link' }));
      expect((await form.findByRole('alert')).textContent).toBe('Your current password is incorrect');
    });
  });

  it('signs out other sessions and says how many', async () => {
    fakeApi({ 'POST /api/v1/auth/sign-out-others': () => jsonResponse({ revoked: 2 }) });
    renderSettings();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Sign out of other sessions' }));
    expect(await screen.findByText('Signed out of 2 other sessions.')).toBeTruthy();
  });

  describe('delete account', () => {
    it('needs the password, shows a refusal in the dialog, then deletes', async () => {
      let wrong = true;
      const api = fakeApi({
        'POST /api/v1/me/delete': () =>
          wrong ? apiErrorResponse('INVALID_CREDENTIALS', 'Your current password is incorrect', 400) : new Response(null, { status: 204 }),
      });
      const user = userEvent.setup();
      const { onAccountDeleted } = renderSettings();
      await user.click(screen.getByRole('button', { name: 'Delete account' }));
      const dialog = await screen.findByRole('alertdialog', { name: 'Delete your account?' });
      const confirm = within(dialog).getByRole('button', { name: 'Delete my account' });
      expect(confirm.hasAttribute('disabled')).toBe(true);
      await user.type(within(dialog).getByLabelText('Password'), 'wrongpass');
      await user.click(confirm);
      expect((await within(dialog).findByRole('alert')).textContent).toBe('Your current password is incorrect');
      expect(onAccountDeleted).not.toHaveBeenCalled();
      wrong = false;
      await user.click(confirm);
      await waitFor(() => expect(onAccountDeleted).toHaveBeenCalledTimes(1));
      expect(api.sent('POST /api/v1/me/delete')).toEqual([{ password: 'wrongpass' }, { password: 'wrongpass' }]);
    });

    it('asks a Google-only account to type its e-mail', async () => {
      const api = fakeApi({ 'POST /api/v1/me/delete': () => new Response(null, { status: 204 }) });
      const user = userEvent.setup();
      const { onAccountDeleted } = renderSettings(makeUser({ email: 'ada@example.com', hasPassword: false, googleLinked: true }));
      await user.click(screen.getByRole('button', { name: 'Delete account' }));
      const dialog = await screen.findByRole('alertdialog');
      const confirm = within(dialog).getByRole('button', { name: 'Delete my account' });
      await user.type(within(dialog).getByLabelText('Your e-mail address'), 'ada@example.co');
      expect(confirm.hasAttribute('disabled')).toBe(true);
      await user.type(within(dialog).getByLabelText('Your e-mail address'), 'm');
      await user.click(confirm);
      await waitFor(() => expect(onAccountDeleted).toHaveBeenCalledTimes(1));
      expect(api.sent('POST /api/v1/me/delete')).toEqual([{ confirmEmail: 'ada@example.com' }]);
    });

    it('cancelling closes the dialog without a request', async () => {
      const api = fakeApi({});
      const user = userEvent.setup();
      renderSettings();
      await user.click(screen.getByRole('button', { name: 'Delete account' }));
      await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Cancel' }));
      await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
      expect(writes(api)).toEqual([]);
    });
  });
});
