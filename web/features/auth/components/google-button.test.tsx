import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi, jsonResponse, makeSession, makeUser } from '../../../testing/fake-api';
import { renderWithProviders } from '../../../testing/render';
import { GoogleButton } from './google-button';

describe('GoogleButton', () => {
  it('is disabled with an explanation when Google is not configured', () => {
    renderWithProviders(<GoogleButton mode="signin" />, { session: makeSession(null, false) });
    expect(screen.getByRole('button', { name: 'Sign in with Google' }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByText('Sign-in with Google is not available yet. Please use your e-mail and password.')).toBeTruthy();
  });

  it('is enabled without the explanation when Google is configured', () => {
    renderWithProviders(<GoogleButton mode="signup" />, { session: makeSession(null, true) });
    expect(screen.getByRole('button', { name: 'Sign up with Google' }).hasAttribute('disabled')).toBe(false);
    expect(screen.queryByText('Sign-in with Google is not available yet. Please use your e-mail and password.')).toBeNull();
  });

  it("says 'Popup Blocked' when the browser refuses the popup", async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    renderWithProviders(<GoogleButton mode="signin" />, { session: makeSession(null, true) });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Sign in with Google' }));
    expect(open).toHaveBeenCalledWith('/api/v1/auth/google/start?mode=signin', expect.any(String), expect.stringContaining('width=500,height=600'));
    expect(await screen.findByText('Popup Blocked')).toBeTruthy();
    expect(screen.getByText('Please allow popups for this site and try again.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Sign in with Google' }).hasAttribute('disabled')).toBe(false);
  });

  it("replaces a failed attempt's toast with the welcome once a Google sign-in succeeds", async () => {
    const user = makeUser();
    fakeApi({ 'GET /api/v1/auth/session': () => jsonResponse(makeSession(user)) });
    const popup = { closed: false, close: () => undefined, location: { href: 'about:blank' } };
    vi.spyOn(window, 'open').mockReturnValue(popup as unknown as Window);
    const actor = userEvent.setup();
    renderWithProviders(<GoogleButton mode="signin" />, { session: makeSession(null, true) });
    const report = (data: object) =>
      act(() => void window.dispatchEvent(new MessageEvent('message', { data: { type: 'oauth-callback', ...data }, origin: window.location.origin })));

    await actor.click(screen.getByRole('button', { name: 'Sign in with Google' }));
    report({ status: 'error', code: 'OAUTH_FAILED', message: 'Google sign-in failed. Please try again.' });
    expect(await screen.findByText('Google Sign in Failed')).toBeTruthy();

    await actor.click(screen.getByRole('button', { name: 'Sign in with Google' }));
    report({ status: 'success' });
    expect(await screen.findByText('Welcome!')).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('Google Sign in Failed')).toBeNull());
    expect(await screen.findByText('Navigated to /dashboard')).toBeTruthy();
  });
});
