import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, jsonResponse, makeSession, makeUser } from '../../../testing/fake-api';
import { renderWithProviders } from '../../../testing/render';
import { RequireAuth } from './require-auth';

const protectedRoutes = [{ Component: RequireAuth, children: [{ path: '/settings', element: <h1>Settings page</h1> }] }];

describe('RequireAuth', () => {
  it('shows a spinner while the session loads, then the page for a signed-in user', async () => {
    let answer: (response: Response) => void = () => undefined;
    fakeApi({ 'GET /api/v1/auth/session': () => new Promise<Response>((resolve) => (answer = resolve)) });
    renderWithProviders(null, { path: '/settings', session: 'unknown', routes: protectedRoutes });
    expect(screen.getByRole('status').textContent).toContain('Checking your session');
    expect(screen.queryByText('Settings page')).toBeNull();
    answer(jsonResponse(makeSession(makeUser())));
    expect(await screen.findByRole('heading', { name: 'Settings page' })).toBeTruthy();
  });

  it('sends a signed-out visitor to /login, remembering the page', async () => {
    renderWithProviders(null, { path: '/settings?tab=email', routes: protectedRoutes });
    expect(await screen.findByText('Navigated to /login?next=%2Fsettings%3Ftab%3Demail')).toBeTruthy();
    expect(screen.queryByText('Settings page')).toBeNull();
  });

  it('goes to /login when the session request fails', async () => {
    fakeApi({ 'GET /api/v1/auth/session': () => jsonResponse({ error: { code: 'NOT_FOUND', message: 'x' } }, 404) });
    renderWithProviders(null, { path: '/settings', session: 'unknown', routes: protectedRoutes });
    expect(await screen.findByText('Navigated to /login?next=%2Fsettings')).toBeTruthy();
  });
});
