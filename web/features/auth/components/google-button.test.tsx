import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { makeSession } from '../../../testing/fake-api';
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
});
