import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { savePendingCheck } from '../../../lib/pending-rank-check';
import { apiErrorResponse, fakeApi, jsonResponse, makeSession, makeUser } from '../../../testing/fake-api';
import { renderWithProviders } from '../../../testing/render';
import { LoginPage } from './login-page';

async function signIn(user: ReturnType<typeof userEvent.setup>, email = 'ada@example.com', password = 'secret1') {
  await user.type(screen.getByLabelText('Email or phone'), email);
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Sign In' }));
}

describe('LoginPage', () => {
  it('has the fields, Google, sign-up, forgot-password, terms and privacy links', () => {
    renderWithProviders(<LoginPage />, { path: '/login' });
    // One field takes an address or a phone number, so it is text (an e-mail input would refuse a number).
    expect(screen.getByLabelText('Email or phone').getAttribute('type')).toBe('text');
    expect(screen.getByLabelText('Email or phone').getAttribute('autocomplete')).toBe('username');
    expect(screen.getByLabelText('Password').getAttribute('type')).toBe('password');
    expect(screen.getByRole('button', { name: 'Sign in with Google' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign up free' }).getAttribute('href')).toBe('/signup');
    expect(screen.getByRole('link', { name: 'Forgot password?' }).getAttribute('href')).toBe('/forgot-password');
    expect(screen.getByRole('link', { name: 'Terms of Use' }).getAttribute('href')).toBe('/terms');
    expect(screen.getByRole('link', { name: 'Privacy Policy' }).getAttribute('href')).toBe('/privacy');
    expect(screen.queryByText('Account Created')).toBeNull();
  });

  it("shows 'Account Created' after sign-up", () => {
    renderWithProviders(<LoginPage />, { path: '/login?from=signup' });
    expect(screen.getByText('Account Created')).toBeTruthy();
    expect(screen.getByText(/verify your e-mail/)).toBeTruthy();
    expect(screen.queryByText(/complete your rank check/)).toBeNull();
  });

  it('with pending=true says to verify and sign in to complete the rank check', () => {
    renderWithProviders(<LoginPage />, { path: '/login?from=signup&pending=true' });
    expect(screen.getByText('Account Created')).toBeTruthy();
    expect(screen.getByText(/verify your e-mail.*then sign in to complete your rank check/i)).toBeTruthy();
  });

  it('signs in and goes to the dashboard', async () => {
    const user = makeUser();
    const api = fakeApi({
      'POST /api/v1/auth/sign-in': () => jsonResponse({ user }),
      'GET /api/v1/auth/session': () => jsonResponse(makeSession(user)),
    });
    renderWithProviders(<LoginPage />, { path: '/login' });
    await signIn(userEvent.setup());
    expect(await screen.findByText('Navigated to /dashboard')).toBeTruthy();
    expect(api.sent('POST /api/v1/auth/sign-in')).toEqual([{ email: 'ada@example.com', password: 'secret1' }]);
  });

  it('signs in with a phone number and the password', async () => {
    const user = makeUser();
    const api = fakeApi({
      'POST /api/v1/auth/sign-in': () => jsonResponse({ user }),
      'GET /api/v1/auth/session': () => jsonResponse(makeSession(user)),
    });
    renderWithProviders(<LoginPage />, { path: '/login' });
    await signIn(userEvent.setup(), ' +44 7400 123456 ');
    expect(await screen.findByText('Navigated to /dashboard')).toBeTruthy();
    expect(api.sent('POST /api/v1/auth/sign-in')).toEqual([{ phone: '+44 7400 123456', password: 'secret1' }]);
  });

  it('shows how to write a phone number when the server cannot read one', async () => {
    const message = 'Enter your e-mail address, or your phone number with its country code, like +44 7400 123456.';
    fakeApi({ 'POST /api/v1/auth/sign-in': () => apiErrorResponse('INVALID_INPUT', message, 400) });
    renderWithProviders(<LoginPage />, { path: '/login' });
    await signIn(userEvent.setup(), '07400 123456');
    expect(await screen.findByText(message)).toBeTruthy();
  });

  it('goes home when a pending rank check is stored, and back to a protected page otherwise', async () => {
    const user = makeUser();
    fakeApi({
      'POST /api/v1/auth/sign-in': () => jsonResponse({ user }),
      'GET /api/v1/auth/session': () => jsonResponse(makeSession(user)),
    });
    savePendingCheck({ websiteUrl: 'a.com', keyword: 'shoes', location: 'us', searchEngine: 'google', device: 'desktop', competitorUrls: [] }, new Date());
    renderWithProviders(<LoginPage />, { path: '/login?next=%2Fsettings' });
    await signIn(userEvent.setup());
    expect(await screen.findByText('Navigated to /')).toBeTruthy();
  });

  it('returns to the protected page the visitor came from', async () => {
    renderWithProviders(<LoginPage />, { path: '/login?next=%2Fsettings', session: makeSession(makeUser()) });
    expect(await screen.findByText('Navigated to /settings')).toBeTruthy();
  });

  it('sends a signed-in visitor to the dashboard', async () => {
    renderWithProviders(<LoginPage />, { path: '/login', session: makeSession(makeUser()) });
    expect(await screen.findByText('Navigated to /dashboard')).toBeTruthy();
  });

  it("shows 'Sign In Failed' with the server's message", async () => {
    fakeApi({ 'POST /api/v1/auth/sign-in': () => apiErrorResponse('INVALID_CREDENTIALS', 'Invalid login credentials', 400) });
    renderWithProviders(<LoginPage />, { path: '/login' });
    await signIn(userEvent.setup());
    expect(await screen.findByText('Sign In Failed')).toBeTruthy();
    expect(screen.getByText('Invalid login credentials')).toBeTruthy();
  });

  it('takes the failed attempt\'s toast down once the next sign-in succeeds', async () => {
    const user = makeUser();
    let attempts = 0;
    fakeApi({
      'POST /api/v1/auth/sign-in': () =>
        ++attempts === 1 ? apiErrorResponse('INVALID_CREDENTIALS', 'Invalid login credentials', 400) : jsonResponse({ user }),
      'GET /api/v1/auth/session': () => jsonResponse(makeSession(user)),
    });
    const actor = userEvent.setup();
    renderWithProviders(<LoginPage />, { path: '/login' });
    await signIn(actor, 'ada@example.com', 'wrong');
    expect(await screen.findByText('Sign In Failed')).toBeTruthy();
    await actor.clear(screen.getByLabelText('Password'));
    await actor.type(screen.getByLabelText('Password'), 'secret1');
    await actor.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Navigated to /dashboard')).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('Sign In Failed')).toBeNull());
  });

  it("takes down the lasting 'Email Not Verified' toast once a sign-in succeeds", async () => {
    const user = makeUser();
    let attempts = 0;
    fakeApi({
      'POST /api/v1/auth/sign-in': () =>
        ++attempts === 1 ? apiErrorResponse('EMAIL_NOT_VERIFIED', 'Please confirm your e-mail address first.', 403) : jsonResponse({ user }),
      'GET /api/v1/auth/session': () => jsonResponse(makeSession(user)),
    });
    const actor = userEvent.setup();
    renderWithProviders(<LoginPage />, { path: '/login' });
    await signIn(actor);
    expect(await screen.findByText('Email Not Verified')).toBeTruthy();
    await actor.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Navigated to /dashboard')).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('Email Not Verified')).toBeNull());
  });

  it("offers 'Resend link' when the e-mail is not verified", async () => {
    const message = 'Please confirm your e-mail address first — we sent you a link.';
    const api = fakeApi({
      'POST /api/v1/auth/sign-in': () => apiErrorResponse('EMAIL_NOT_VERIFIED', message, 403),
      'POST /api/v1/auth/resend-verification': () => jsonResponse({ ok: true, message: 'We sent a new link.' }, 202),
    });
    const user = userEvent.setup();
    renderWithProviders(<LoginPage />, { path: '/login' });
    await signIn(user, ' ada@example.com ');
    expect(await screen.findByText('Email Not Verified')).toBeTruthy();
    expect(screen.getByText(message)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Resend link' }));
    expect(await screen.findByText('Link Sent')).toBeTruthy();
    expect(api.sent('POST /api/v1/auth/resend-verification')).toEqual([{ email: 'ada@example.com' }]);
  });

  it("shows 'Network Error' when the server cannot be reached", async () => {
    fakeApi({
      'POST /api/v1/auth/sign-in': () => {
        throw new TypeError('Failed to fetch');
      },
    });
    renderWithProviders(<LoginPage />, { path: '/login' });
    await signIn(userEvent.setup());
    expect(await screen.findByText('Network Error')).toBeTruthy();
  });

  it.each([
    ['ACCOUNT_ALREADY_EXISTS', 'Account Already Exists', /already registered/],
    ['OAUTH_FAILED', 'Google Sign in Failed', /Something went wrong/],
  ])('shows the toast of the Google fallback error %s and drops it from the address', async (code, title, text) => {
    const { router } = renderWithProviders(<LoginPage />, { path: `/login?error=${code}` });
    expect(await screen.findByText(title)).toBeTruthy();
    expect(screen.getByText(text)).toBeTruthy();
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });
});
