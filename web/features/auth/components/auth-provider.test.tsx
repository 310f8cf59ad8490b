import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiJson } from '../../../lib/api-client';
import { apiErrorResponse, fakeApi, jsonResponse, makeSession, makeUser } from '../../../testing/fake-api';
import { renderWithProviders } from '../../../testing/render';
import { useSession } from '../hooks/use-session';
import { AUTH_CHANNEL_NAME } from '../lib/auth-channel';
import { AuthProvider } from './auth-provider';

function Who() {
  const { status, user } = useSession();
  return <p>{status === 'signed-in' ? `Signed in as ${user?.email}` : status}</p>;
}

describe('AuthProvider', () => {
  it('refetches the session when any API call answers 401', async () => {
    let signedIn = true;
    const api = fakeApi({
      'GET /api/v1/auth/session': () => jsonResponse(makeSession(signedIn ? makeUser() : null)),
      'GET /api/v1/me/stats': () => apiErrorResponse('UNAUTHENTICATED', 'Please sign in to continue.', 401),
    });
    renderWithProviders(
      <AuthProvider>
        <Who />
      </AuthProvider>,
      { session: 'unknown' },
    );
    expect(await screen.findByText('Signed in as ada@example.com')).toBeTruthy();
    signedIn = false;
    await expect(apiJson('/me/stats')).rejects.toMatchObject({ status: 401 });
    expect(await screen.findByText('signed-out')).toBeTruthy();
    expect(api.sent('GET /api/v1/auth/session').length).toBe(2);
  });

  it('refetches the session when another tab signs out', async () => {
    let signedIn = true;
    fakeApi({ 'GET /api/v1/auth/session': () => jsonResponse(makeSession(signedIn ? makeUser() : null)) });
    renderWithProviders(
      <AuthProvider>
        <Who />
      </AuthProvider>,
      { session: 'unknown' },
    );
    expect(await screen.findByText('Signed in as ada@example.com')).toBeTruthy();
    signedIn = false;
    const otherTab = new BroadcastChannel(AUTH_CHANNEL_NAME);
    otherTab.postMessage({ type: 'signed-out' });
    otherTab.close();
    expect(await screen.findByText('signed-out', {}, { timeout: 2000 })).toBeTruthy();
  });

  it('ignores unrelated messages on the channel', async () => {
    const api = fakeApi({ 'GET /api/v1/auth/session': () => jsonResponse(makeSession(makeUser())) });
    renderWithProviders(
      <AuthProvider>
        <Who />
      </AuthProvider>,
      { session: 'unknown' },
    );
    await screen.findByText('Signed in as ada@example.com');
    const otherTab = new BroadcastChannel(AUTH_CHANNEL_NAME);
    otherTab.postMessage({ type: 'hello' });
    otherTab.close();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(api.sent('GET /api/v1/auth/session').length).toBe(1);
  });
});
