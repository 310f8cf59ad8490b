import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { savePendingCheck } from '../../../lib/pending-rank-check';
import { apiErrorResponse, fakeApi, jsonResponse, makeSession } from '../../../testing/fake-api';
import { renderWithProviders } from '../../../testing/render';
import { SignupPage } from './signup-page';

async function fill(user: ReturnType<typeof userEvent.setup>, password: string, confirm: string) {
  await user.type(screen.getByLabelText('Email'), 'ada@example.com');
  await user.type(screen.getByLabelText('Password'), password);
  await user.type(screen.getByLabelText('Confirm Password'), confirm);
  await user.click(screen.getByRole('button', { name: 'Sign Up' }));
}

describe('SignupPage', () => {
  it("says 'Passwords don't match' and sends nothing", async () => {
    const api = fakeApi({});
    renderWithProviders(<SignupPage />, { path: '/signup' });
    await fill(userEvent.setup(), 'secret1', 'secret2');
    expect(await screen.findByText("Passwords don't match")).toBeTruthy();
    // In the toast and under the field.
    expect(screen.getAllByText('Please make sure your passwords match').length).toBe(2);
    expect(screen.getByLabelText('Confirm Password').getAttribute('aria-invalid')).toBe('true');
    expect(api.fetchMock).not.toHaveBeenCalled();
  });

  it("says 'Password too short' under 6 characters", async () => {
    const api = fakeApi({});
    renderWithProviders(<SignupPage />, { path: '/signup' });
    await fill(userEvent.setup(), '12345', '12345');
    expect(await screen.findByText('Password too short')).toBeTruthy();
    expect(screen.getAllByText('Password must be at least 6 characters long').length).toBe(2);
    expect(api.fetchMock).not.toHaveBeenCalled();
  });

  it('signs up and goes to /login?from=signup', async () => {
    const api = fakeApi({ 'POST /api/v1/auth/sign-up': () => jsonResponse({ ok: true, message: 'Check your inbox' }, 202) });
    renderWithProviders(<SignupPage />, { path: '/signup' });
    await fill(userEvent.setup(), 'secret1', 'secret1');
    expect(await screen.findByText('Navigated to /login?from=signup')).toBeTruthy();
    expect(api.sent('POST /api/v1/auth/sign-up')).toEqual([{ email: 'ada@example.com', password: 'secret1', confirmPassword: 'secret1' }]);
  });

  it("takes an earlier attempt's toast down once the sign-up succeeds", async () => {
    fakeApi({ 'POST /api/v1/auth/sign-up': () => jsonResponse({ ok: true, message: 'Check your inbox' }, 202) });
    const user = userEvent.setup();
    renderWithProviders(<SignupPage />, { path: '/signup' });
    await fill(user, 'secret1', 'secret2');
    expect(await screen.findByText("Passwords don't match")).toBeTruthy();
    await user.clear(screen.getByLabelText('Confirm Password'));
    await user.type(screen.getByLabelText('Confirm Password'), 'secret1');
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(await screen.findByText('Navigated to /login?from=signup')).toBeTruthy();
    await waitFor(() => expect(screen.queryByText("Passwords don't match")).toBeNull());
  });

  it('adds pending=true when a pending rank check is stored', async () => {
    fakeApi({ 'POST /api/v1/auth/sign-up': () => jsonResponse({ ok: true, message: 'Check your inbox' }, 202) });
    savePendingCheck({ websiteUrl: 'a.com', keyword: 'shoes', location: 'us', searchEngine: 'google', device: 'desktop', competitorUrls: [] }, new Date());
    renderWithProviders(<SignupPage />, { path: '/signup' });
    await fill(userEvent.setup(), 'secret1', 'secret1');
    expect(await screen.findByText('Navigated to /login?from=signup&pending=true')).toBeTruthy();
  });

  it("shows 'Sign Up Failed' with the server's message", async () => {
    fakeApi({ 'POST /api/v1/auth/sign-up': () => apiErrorResponse('RATE_LIMITED', 'Too many attempts. Please wait a few minutes and try again.', 429) });
    renderWithProviders(<SignupPage />, { path: '/signup' });
    await fill(userEvent.setup(), 'secret1', 'secret1');
    expect(await screen.findByText('Sign Up Failed')).toBeTruthy();
    expect(screen.getByText('Too many attempts. Please wait a few minutes and try again.')).toBeTruthy();
  });

  it("shows 'Sign Up Error' for an unexpected answer", async () => {
    fakeApi({ 'POST /api/v1/auth/sign-up': () => new Response('<html>Bad gateway</html>', { status: 502 }) });
    renderWithProviders(<SignupPage />, { path: '/signup' });
    await fill(userEvent.setup(), 'secret1', 'secret1');
    expect(await screen.findByText('Sign Up Error')).toBeTruthy();
    expect(screen.getByText('An unexpected error occurred. Please try again.')).toBeTruthy();
  });

  it('disables Google with an explanation when the server has no Google settings', () => {
    renderWithProviders(<SignupPage />, { path: '/signup', session: makeSession(null, false) });
    const google = screen.getByRole('button', { name: 'Sign up with Google' });
    expect(google.hasAttribute('disabled')).toBe(true);
    expect(screen.getByText('Sign-in with Google is not available yet. Please use your e-mail and password.')).toBeTruthy();
    expect(google.getAttribute('aria-describedby')).toBe('google-unavailable');
  });

  it('links to sign-in', () => {
    renderWithProviders(<SignupPage />, { path: '/signup' });
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/login');
  });
});
