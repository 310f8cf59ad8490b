import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiErrorResponse } from '../../../testing/fake-api';
import { renderWithProviders } from '../../../testing/render';
import { ADMIN, CLIENT, INVITATION, MEMBER, OWNER, ownWorkspace, teamServer } from './team-fixtures';
import { TeamSection } from './team-section';

const section = () => screen.getByRole('region', { name: 'Team' });
const members = () => screen.findByRole('list', { name: 'Members' });
const row = async (email: string) => within(await members()).getByRole('listitem', { name: email });
const inviteForm = () => within(section()).getByRole('form', { name: 'Invite someone' });

function render(options: Parameters<typeof teamServer>[0] = {}) {
  const api = teamServer(options);
  renderWithProviders(<TeamSection />, { path: '/settings' });
  return api;
}

describe('TeamSection, as the owner', () => {
  it('lists the people with their roles, a client with their sites, pending invitations and the seats', async () => {
    render();
    const owner = await row(OWNER.email);
    expect(within(owner).getByText('You')).toBeTruthy();
    expect(within(owner).getByText('Owner')).toBeTruthy();
    expect(within(owner).queryByRole('combobox')).toBeNull();
    expect(within(owner).queryByRole('button')).toBeNull();

    const admin = await row(ADMIN.email);
    expect(within(admin).getByRole<HTMLSelectElement>('combobox', { name: `Role of ${ADMIN.email}` }).value).toBe('admin');
    expect(within(admin).getByRole('button', { name: `Make owner ${ADMIN.email}` })).toBeTruthy();
    expect(within(admin).getByRole('button', { name: `Remove ${ADMIN.email}` })).toBeTruthy();
    expect(within(await row(MEMBER.email)).queryByRole('button', { name: /Make owner/ })).toBeNull();
    expect(within(await row(CLIENT.email)).getByText('Sees client.com')).toBeTruthy();

    const pending = within(section()).getByRole('list', { name: 'Pending invitations' });
    const invitation = within(pending).getByRole('listitem', { name: INVITATION.email });
    expect(invitation.textContent).toContain('Member');
    expect(invitation.textContent).toContain('expires 8 Jun 2026');
    expect(invitation.querySelectorAll('time')[1]?.getAttribute('datetime')).toBe(INVITATION.expiresAt);
    expect(within(invitation).getByRole('button', { name: `Revoke the invitation to ${INVITATION.email}` })).toBeTruthy();
    expect(within(section()).getByText('5 of 5 seats used')).toBeTruthy();
  });

  it('invites a client to the sites chosen, and asks for one when none is', async () => {
    const user = userEvent.setup();
    const api = render({ invitations: [] });
    await members();
    expect(within(section()).getByText('4 of 5 seats used')).toBeTruthy();
    const form = inviteForm();
    await user.type(within(form).getByLabelText('E-mail address'), ' Fay@Client.com ');
    expect(within(form).queryByRole('group', { name: 'Sites they can see' })).toBeNull();
    await user.click(within(form).getByRole('radio', { name: 'Client' }));
    expect(within(form).getByRole('radio', { name: 'Client' }).getAttribute('aria-describedby')).toBeTruthy();
    expect(within(form).getByText('Read-only: sees the rankings and reports of the sites you choose, and runs no checks.')).toBeTruthy();
    const sites = within(form).getByRole('group', { name: 'Sites they can see' });

    await user.click(within(form).getByRole('button', { name: 'Send invitation' }));
    expect(within(sites).getByText(/Choose at least one site/)).toBeTruthy();
    expect(api.sent('POST /api/v1/me/invitations')).toEqual([]);

    await user.click(within(sites).getByRole('checkbox', { name: 'shop.client.com' }));
    await user.click(within(form).getByRole('button', { name: 'Send invitation' }));
    expect((await within(form).findByRole('status')).textContent).toBe('Invitation sent to fay@client.com. The link in the e-mail works for 7 days.');
    expect(api.sent('POST /api/v1/me/invitations')).toEqual([{ email: 'fay@client.com', role: 'client', sites: ['shop.client.com'] }]);
    const pending = within(section()).getByRole('list', { name: 'Pending invitations' });
    expect(within(pending).getByRole('listitem', { name: 'fay@client.com' }).textContent).toContain('Will see shop.client.com');
    expect(within(section()).getByText('5 of 5 seats used')).toBeTruthy();
    expect(within(form).getByLabelText<HTMLInputElement>('E-mail address').value).toBe('');
  });

  it("checks the address before sending, and shows the server's refusal next to the form", async () => {
    const user = userEvent.setup();
    const api = render({ invitations: [], invite: () => apiErrorResponse('ALREADY_EXISTS', 'cy@agency.com is already in this workspace.', 409) });
    await members();
    const form = inviteForm();
    await user.type(within(form).getByLabelText('E-mail address'), 'not an address');
    await user.click(within(form).getByRole('button', { name: 'Send invitation' }));
    expect(within(form).getByLabelText('E-mail address').getAttribute('aria-invalid')).toBe('true');
    expect(within(form).getByText('Enter a valid e-mail address, such as colleague@agency.com.')).toBeTruthy();
    expect(api.sent('POST /api/v1/me/invitations')).toEqual([]);

    await user.clear(within(form).getByLabelText('E-mail address'));
    await user.type(within(form).getByLabelText('E-mail address'), 'cy@agency.com');
    await user.click(within(form).getByRole('button', { name: 'Send invitation' }));
    expect((await within(form).findByRole('alert')).textContent).toBe('cy@agency.com is already in this workspace.');
    expect(api.sent('POST /api/v1/me/invitations')).toEqual([{ email: 'cy@agency.com', role: 'member', sites: [] }]);
  });

  it('disables the invite form with the reason when every seat is taken', async () => {
    render({ seats: 3, members: [OWNER, MEMBER] });
    await members();
    expect(within(section()).getByText('3 of 3 seats used')).toBeTruthy();
    const note = within(section()).getByText('All seats are taken: remove someone or revoke an invitation to invite another person.');
    const form = inviteForm();
    expect(form.getAttribute('aria-describedby')).toBe(note.id);
    expect(within(form).getByRole<HTMLButtonElement>('button', { name: 'Send invitation' }).disabled).toBe(true);
    expect(within(form).getByLabelText<HTMLInputElement>('E-mail address').disabled).toBe(true);
    expect(within(form).getByRole<HTMLInputElement>('radio', { name: 'Client' }).disabled).toBe(true);
  });

  it('changes a member to a client with the sites chosen, after Save', async () => {
    const user = userEvent.setup();
    const api = render();
    const member = await row(MEMBER.email);
    await user.selectOptions(within(member).getByRole('combobox', { name: `Role of ${MEMBER.email}` }), 'client');
    const sites = within(member).getByRole('group', { name: `Sites ${MEMBER.email} can see` });
    await user.click(within(member).getByRole('button', { name: `Save role of ${MEMBER.email}` }));
    expect(within(sites).getByText(/Choose at least one site/)).toBeTruthy();
    expect(api.sent(`PATCH /api/v1/me/members/${MEMBER.userId}`)).toEqual([]);

    await user.click(within(sites).getByRole('checkbox', { name: 'agency.com' }));
    await user.click(within(member).getByRole('button', { name: `Save role of ${MEMBER.email}` }));
    await waitFor(() => expect(within(member).getByText('Sees agency.com')).toBeTruthy());
    expect(api.sent(`PATCH /api/v1/me/members/${MEMBER.userId}`)).toEqual([{ role: 'client', sites: ['agency.com'] }]);
    expect(within(member).queryByRole('button', { name: /Save role/ })).toBeNull();
    expect(document.activeElement).toBe(within(member).getByRole('combobox', { name: `Role of ${MEMBER.email}` }));
  });

  it('makes an admin the owner after saying the owner becomes an admin', async () => {
    const user = userEvent.setup();
    const api = render();
    await user.click(within(await row(ADMIN.email)).getByRole('button', { name: `Make owner ${ADMIN.email}` }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Make this admin the owner?' });
    expect(dialog.textContent).toContain('You will become an admin');
    await user.click(within(dialog).getByRole('button', { name: 'Make owner' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(api.sent(`POST /api/v1/me/members/${ADMIN.userId}/ownership`)).toHaveLength(1);
    // Now an admin: roles and ownership are the new owner's, and an admin is no longer theirs to remove.
    expect(within(await row(ADMIN.email)).getByText('Owner')).toBeTruthy();
    expect(within(await row(OWNER.email)).getByText('Admin')).toBeTruthy();
    expect(within(section()).queryAllByRole('combobox')).toEqual([]);
    expect(within(await row(ADMIN.email)).queryByRole('button')).toBeNull();
    expect(document.activeElement).toBe(await members());
  });

  it('removes someone after saying their access and keys end at once', async () => {
    const user = userEvent.setup();
    const api = render();
    await user.click(within(await row(CLIENT.email)).getByRole('button', { name: `Remove ${CLIENT.email}` }));
    let dialog = await screen.findByRole('alertdialog', { name: 'Remove this person?' });
    expect(dialog.textContent).toContain('Their access ends at once, with the API keys they made here.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(api.sent(`DELETE /api/v1/me/members/${CLIENT.userId}`)).toEqual([]);

    await user.click(within(await row(CLIENT.email)).getByRole('button', { name: `Remove ${CLIENT.email}` }));
    dialog = await screen.findByRole('alertdialog', { name: 'Remove this person?' });
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(within(section()).queryByRole('listitem', { name: CLIENT.email })).toBeNull());
    expect(api.sent(`DELETE /api/v1/me/members/${CLIENT.userId}`)).toHaveLength(1);
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('list', { name: 'Members' })));
  });

  it('revokes an invitation, freeing its seat', async () => {
    const user = userEvent.setup();
    const api = render();
    await members();
    await user.click(within(section()).getByRole('button', { name: `Revoke the invitation to ${INVITATION.email}` }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Revoke this invitation?' });
    await user.click(within(dialog).getByRole('button', { name: 'Revoke invitation' }));
    expect(await within(section()).findByText('4 of 5 seats used')).toBeTruthy();
    expect(within(section()).queryByRole('list', { name: 'Pending invitations' })).toBeNull();
    expect(api.sent(`DELETE /api/v1/me/invitations/${INVITATION.id}`)).toHaveLength(1);
    // The list went with its last invitation: focus lands on the seats it freed.
    await waitFor(() => expect(document.activeElement?.textContent).toContain('4 of 5 seats used'));
  });

  it('on a plan that shares with nobody: says which plans have teams and links the pricing page', async () => {
    render({ seats: 1, members: [OWNER], invitations: [], workspaces: [ownWorkspace()] });
    expect(await screen.findByText('Teams are part of Pro (3 people) and Enterprise (25).')).toBeTruthy();
    expect(within(section()).getByRole('link', { name: 'Compare plans' }).getAttribute('href')).toBe('/pricing');
    expect(within(section()).queryByRole('form')).toBeNull();
  });
});
