import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { InvitationPreview } from '../../../../contracts/workspace';
import { activeWorkspace, setActiveWorkspace } from '../../../lib/active-workspace';
import { apiErrorResponse, fakeApi, jsonResponse } from '../../../testing/fake-api';
import { renderWithProviders } from '../../../testing/render';
import { JoinPage } from './join-page';

const TOKEN = 'tok_9f+Xy/2';
const WORKSPACE_ID = '0c000000-0000-4000-8000-000000000001';
const PREVIEW: InvitationPreview = { workspace: 'Acme SEO', invitedBy: 'boss@acme.com', email: 'bob@example.com', role: 'client', expiresAt: '2026-06-08T12:00:00.000Z' };
const DEAD = 'This invitation link no longer works: it was used, revoked or has expired. Ask for a new one.';
const previewRoute = `GET /api/v1/invitations/${encodeURIComponent(TOKEN)}`;
const acceptRoute = `POST /api/v1/invitations/${encodeURIComponent(TOKEN)}/accept`;

function render(signedInEmail: string | null, routes: Parameters<typeof fakeApi>[0] = {}, path = `/join?token=${encodeURIComponent(TOKEN)}`) {
  const api = fakeApi({ [previewRoute]: () => jsonResponse(PREVIEW), ...routes });
  renderWithProviders(<JoinPage signedInEmail={signedInEmail} />, { path });
  return api;
}

afterEach(() => setActiveWorkspace(null));

describe('JoinPage', () => {
  it('says who invites whom, to do what, until when; signed out, it offers to sign in or up and come back', async () => {
    render(null);
    expect(await screen.findByRole('heading', { level: 1, name: 'Join Acme SEO' })).toBeTruthy();
    expect(screen.getByText((_, element) => element?.tagName === 'P' && element.textContent === 'boss@acme.com invited bob@example.com to join Acme SEO as a client.')).toBeTruthy();
    expect(screen.getByText(/As a client you can see the rankings and reports of the sites shared with you/)).toBeTruthy();
    expect(screen.getByText('8 Jun 2026').getAttribute('datetime')).toBe(PREVIEW.expiresAt);
    const next = encodeURIComponent(`/join?token=${encodeURIComponent(TOKEN)}`);
    expect(screen.getByRole('link', { name: 'Sign in to accept' }).getAttribute('href')).toBe(`/login?next=${next}`);
    expect(screen.getByRole('link', { name: 'Create an account' }).getAttribute('href')).toBe(`/signup?next=${next}`);
    expect(screen.queryByRole('button', { name: 'Accept and join' })).toBeNull();
    expect(document.title).toBe('Join Acme SEO — Rank Checker');
    expect(document.head.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex');
  });

  it('signed in with the invited address: accepts, switches to the workspace and opens its sites', async () => {
    const user = userEvent.setup();
    const api = render('Bob@Example.com', { [acceptRoute]: () => jsonResponse({ workspaceId: WORKSPACE_ID, name: 'Acme SEO', role: 'client' }) });
    await user.click(await screen.findByRole('button', { name: 'Accept and join' }));
    expect(await screen.findByText(`Navigated to /sites?workspace=${WORKSPACE_ID}`)).toBeTruthy();
    expect(api.sent(acceptRoute)).toHaveLength(1);
    expect(activeWorkspace()).toBe(WORKSPACE_ID);
  });

  it("shows the server's refusal when joining fails, and stays", async () => {
    const user = userEvent.setup();
    render('bob@example.com', {
      [acceptRoute]: () => apiErrorResponse('SEATS_FULL', 'All 3 seats of this workspace are taken, pending invitations included.', 409),
    });
    await user.click(await screen.findByRole('button', { name: 'Accept and join' }));
    expect((await screen.findByRole('alert')).textContent).toContain('All 3 seats of this workspace are taken, pending invitations included.');
    expect(activeWorkspace()).toBeNull();
  });

  it('signed in with another address: says which to sign in with, and offers no accept', async () => {
    const api = render('ann@example.com');
    const note = await screen.findByText(/You are signed in as/);
    expect(note.closest('[role="status"]')?.textContent).toContain('You are signed in as ann@example.com; this invitation is for bob@example.com. Sign out and sign in as bob@example.com to accept.');
    expect(screen.queryByRole('button', { name: 'Accept and join' })).toBeNull();
    expect(api.sent(acceptRoute)).toEqual([]);
  });

  it("a dead link: the server's message and a way home", async () => {
    render(null, { [previewRoute]: () => apiErrorResponse('INVALID_TOKEN', DEAD, 400) });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(DEAD);
    expect(screen.getByRole('link', { name: 'Go to the home page' }).getAttribute('href')).toBe('/');
    expect(screen.queryByRole('link', { name: 'Sign in to accept' })).toBeNull();
  });

  it('a link without its token: says to open the whole link, and asks the server nothing', async () => {
    const api = render(null, {}, '/join');
    expect(within(await screen.findByRole('alert')).getByText(/This invitation link is incomplete/)).toBeTruthy();
    expect(api.fetchMock).not.toHaveBeenCalled();
  });
});
