import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { useLocation } from 'react-router';
import { activeWorkspace, setActiveWorkspace, WORKSPACE_HEADER } from '../../lib/active-workspace';
import { apiFetch } from '../../lib/api-client';
import { savePendingInvitation } from '../../lib/pending-invitation';
import { fakeApi, jsonResponse } from '../../testing/fake-api';
import { renderWithProviders } from '../../testing/render';
import { useWorkspaceInUrl } from './use-workspace-in-url';

const AGENCY = '11111111-2222-4333-8444-555555555555';

function Page({ signedIn = true }: { signedIn?: boolean }) {
  useWorkspaceInUrl(signedIn);
  const { pathname, search } = useLocation();
  return <p>At {`${pathname}${search}`}</p>;
}

describe('the workspace in the address', () => {
  afterEach(() => {
    setActiveWorkspace(null);
    window.localStorage.clear();
  });

  it('switches to the workspace a link names, and sends it with every call from then on', async () => {
    const { fetchMock } = fakeApi({ 'GET /api/v1/me/workspaces': () => jsonResponse({ items: [] }) });
    renderWithProviders(<Page />, { path: `/sites?workspace=${AGENCY}` });
    await waitFor(() => expect(activeWorkspace()).toBe(AGENCY));
    await apiFetch('/me/workspaces');
    const headers = fetchMock.mock.calls.at(-1)?.[1]?.headers as Record<string, string>;
    expect(headers[WORKSPACE_HEADER]).toBe(AGENCY);
  });

  it("keeps another workspace's id in the address of its pages", async () => {
    setActiveWorkspace(AGENCY);
    renderWithProviders(<Page />, { path: '/sites?compare=7' });
    expect(await screen.findByText(`At /sites?compare=7&workspace=${AGENCY}`)).toBeTruthy();
  });

  it('brings someone who signed up from an invitation link back to it once signed in', async () => {
    savePendingInvitation('invite-token', new Date());
    renderWithProviders(<Page />, { path: '/sites', routes: [{ path: '/join', element: <Page /> }] });
    expect(await screen.findByText('At /join?token=invite-token')).toBeTruthy();
    expect(window.localStorage.getItem('pendingInvitation')).toBeNull();
  });
});
