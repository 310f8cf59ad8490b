import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { activeWorkspace, setActiveWorkspace } from '../../../lib/active-workspace';
import { apiErrorResponse, fakeApi, jsonResponse } from '../../../testing/fake-api';
import { renderWithProviders } from '../../../testing/render';
import { ADMIN, CLIENT, MEMBER, OTHER_WORKSPACE_ID, OWNER, otherWorkspace, ownWorkspace, SITES, teamServer } from './team-fixtures';
import { TeamSection } from './team-section';

const section = () => screen.getByRole('region', { name: 'Team' });

afterEach(() => setActiveWorkspace(null));

describe('TeamSection, by role', () => {
  it('an admin sees the roles but changes none, and may remove members and clients but not an admin', async () => {
    setActiveWorkspace(OTHER_WORKSPACE_ID);
    teamServer({
      workspaces: [ownWorkspace(), otherWorkspace('admin')],
      members: [{ ...OWNER, you: false }, { ...ADMIN, you: true }, { ...ADMIN, userId: '0a000000-0000-4000-8000-000000000009', email: 'zed@agency.com' }, MEMBER, CLIENT],
    });
    renderWithProviders(<TeamSection />, { path: '/settings' });
    const list = await screen.findByRole('list', { name: 'Members' });
    expect(within(list).queryByRole('combobox')).toBeNull();
    expect(within(list).queryByRole('button', { name: /Make owner/ })).toBeNull();

    const otherAdmin = within(list).getByRole('listitem', { name: 'zed@agency.com' });
    expect(within(otherAdmin).getByText('Admin')).toBeTruthy();
    expect(within(otherAdmin).queryByRole('button')).toBeNull();
    expect(within(within(list).getByRole('listitem', { name: OWNER.email })).queryByRole('button')).toBeNull();
    expect(within(within(list).getByRole('listitem', { name: ADMIN.email })).queryByRole('button')).toBeNull();
    expect(within(within(list).getByRole('listitem', { name: MEMBER.email })).getByRole('button', { name: `Remove ${MEMBER.email}` })).toBeTruthy();
    expect(within(within(list).getByRole('listitem', { name: CLIENT.email })).getByRole('button', { name: `Remove ${CLIENT.email}` })).toBeTruthy();
    // Nobody but the owner can remove an admin, so one in someone else's workspace leaves by themselves.
    expect(within(section()).getByRole('button', { name: 'Leave workspace' })).toBeTruthy();
    expect(within(section()).getByRole('form', { name: 'Invite someone' })).toBeTruthy();
  });

  it("a member in someone else's workspace sees their role there and leaves it, back to their own", async () => {
    const user = userEvent.setup();
    setActiveWorkspace(OTHER_WORKSPACE_ID);
    const api = teamServer({ workspaces: [ownWorkspace(), otherWorkspace('member')] });
    renderWithProviders(<TeamSection />, { path: '/settings' });
    const leave = await screen.findByRole('button', { name: 'Leave workspace' });
    expect(section().querySelector('p')?.textContent).toBe('You are a member in Acme SEO’s workspace.');
    expect(within(section()).queryByRole('list')).toBeNull();

    await user.click(leave);
    const dialog = await screen.findByRole('alertdialog', { name: 'Leave this workspace?' });
    expect(dialog.textContent).toContain('with the API keys you made there');
    await user.click(within(dialog).getByRole('button', { name: 'Leave workspace' }));
    expect(await screen.findByText('Navigated to /dashboard')).toBeTruthy();
    expect(api.sent('DELETE /api/v1/me/membership')).toHaveLength(1);
    expect(activeWorkspace()).toBeNull();
    expect(api.sent('GET /api/v1/me/members')).toEqual([]);
  });

  it('keeps the dialog open with the reason when leaving fails', async () => {
    const user = userEvent.setup();
    setActiveWorkspace(OTHER_WORKSPACE_ID);
    fakeApi({
      'GET /api/v1/me/workspaces': () => jsonResponse({ items: [ownWorkspace(), otherWorkspace('client')] }),
      'DELETE /api/v1/me/membership': () => apiErrorResponse('UNAVAILABLE', 'The service is busy. Try again in a moment.', 503),
    });
    renderWithProviders(<TeamSection />, { path: '/settings' });
    await user.click(await screen.findByRole('button', { name: 'Leave workspace' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Leave this workspace?' });
    await user.click(within(dialog).getByRole('button', { name: 'Leave workspace' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('The service is busy. Try again in a moment.');
    expect(activeWorkspace()).toBe(OTHER_WORKSPACE_ID);
  });

  it('shows nothing to a member of their own workspace, and asks no team of the server', async () => {
    const api = teamServer({ workspaces: [ownWorkspace('member')] });
    const { container } = renderWithProviders(<TeamSection />, { path: '/settings' });
    await waitFor(() => expect(api.sent('GET /api/v1/me/workspaces')).toHaveLength(1));
    await waitFor(() => expect(container.querySelector('[role="region"]')).toBeNull());
  });

  it('says when the team could not be loaded, and tries again', async () => {
    const user = userEvent.setup();
    let fail = true;
    fakeApi({
      'GET /api/v1/me/workspaces': () => jsonResponse({ items: [ownWorkspace()] }),
      'GET /api/v1/me/members': () =>
        fail
          ? apiErrorResponse('RATE_LIMITED', 'Too many requests. Try again in a minute.', 429)
          : jsonResponse({ members: [OWNER], invitations: [], seats: 3, seatsUsed: 1, sites: SITES, requiresTwoStep: false }),
    });
    renderWithProviders(<TeamSection />, { path: '/settings' });
    const error = await screen.findByRole('alert');
    expect(error.textContent).toContain('Could not load your team');
    expect(error.textContent).toContain('Too many requests. Try again in a minute.');
    fail = false;
    await user.click(within(error).getByRole('button', { name: 'Try again' }));
    expect(await within(section()).findByText('1 of 3 seats used')).toBeTruthy();
  });
});
