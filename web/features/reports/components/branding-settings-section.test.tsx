import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Branding } from '../../../../contracts/report';
import { PLAN_STATES, fakeApi, jsonResponse, makeMePlan, makeSession, makeUser } from '../../../testing/fake-api';
import { renderWithProviders } from '../../../testing/render';
import { BrandingSettingsSection } from './branding-settings-section';

const enterprise = makeMePlan(PLAN_STATES.enterprise);

function renderSection(saved: Branding | null, plan = enterprise) {
  const api = fakeApi({
    'GET /api/v1/me/branding': () => jsonResponse(saved),
    'PUT /api/v1/me/branding': ({ body }) => jsonResponse(body),
    'DELETE /api/v1/me/branding': () => new Response(null, { status: 204 }),
  });
  renderWithProviders(<BrandingSettingsSection plan={plan} />, { path: '/settings', session: makeSession(makeUser()), plan });
  return api;
}

const pngFile = (bytes: number) => new File([new Uint8Array(bytes)], 'logo.png', { type: 'image/png' });

describe('BrandingSettingsSection', () => {
  it('other plans see what white label is and the way to Enterprise, without asking for branding', () => {
    const api = renderSection(null, makeMePlan(PLAN_STATES.pro));
    const section = screen.getByRole('region', { name: /White label/ });
    expect(within(section).getByText(/company name and logo at the top of every PDF/)).toBeTruthy();
    expect(within(section).getByRole('link', { name: 'See Enterprise' }).getAttribute('href')).toBe('/pricing');
    expect(within(section).queryByRole('form')).toBeNull();
    expect(api.fetchMock).not.toHaveBeenCalled();
  });

  it('checks the name, colour and logo before saving', async () => {
    const user = userEvent.setup();
    const api = renderSection(null);
    const form = await screen.findByRole('form', { name: 'White label' });
    const hex = within(form).getByLabelText('Accent colour (hex)');
    await user.clear(hex);
    await user.paste('#12345');
    await user.click(within(form).getByRole('button', { name: 'Save branding' }));
    expect(within(form).getByText('Enter your company name.')).toBeTruthy();
    expect(within(form).getByText('Use a colour like #1d4ed8.')).toBeTruthy();

    await user.click(within(form).getByLabelText('Company name'));
    await user.paste('A'.repeat(81));
    await user.click(within(form).getByRole('button', { name: 'Save branding' }));
    expect(within(form).getByText('Use at most 80 characters.')).toBeTruthy();

    await user.upload(within(form).getByLabelText(/Upload logo/), pngFile(200 * 1024 + 1));
    expect((await within(form).findByRole('alert')).textContent).toBe('The logo must be at most 200 KB (this one is 201 KB).');
    expect(within(form).queryByRole('img', { name: 'Logo preview' })).toBeNull();
    expect(api.sent('PUT /api/v1/me/branding')).toHaveLength(0);
  });

  it('saves the name, the picked colour and the previewed logo as a data URL', async () => {
    const user = userEvent.setup();
    const api = renderSection(null);
    const form = await screen.findByRole('form', { name: 'White label' });
    await user.type(within(form).getByLabelText('Company name'), '  Acme SEO ');
    fireEvent.input(within(form).getByLabelText('Accent colour'), { target: { value: '#0f766e' } });
    await user.upload(within(form).getByLabelText(/Upload logo/), pngFile(4));
    const preview = await within(form).findByRole('img', { name: 'Logo preview' });
    expect(preview.getAttribute('src')).toBe('data:image/png;base64,AAAAAA==');
    await user.click(within(form).getByRole('button', { name: 'Save branding' }));
    await waitFor(() => expect(api.sent('PUT /api/v1/me/branding')).toHaveLength(1));
    expect(api.sent('PUT /api/v1/me/branding')[0]).toEqual({
      companyName: 'Acme SEO',
      accentColor: '#0f766e',
      logoDataUrl: 'data:image/png;base64,AAAAAA==',
    });
    expect(await screen.findByText('Branding Saved')).toBeTruthy();
  });

  it('loads the saved branding and removes it', async () => {
    const user = userEvent.setup();
    const api = renderSection({ companyName: 'Acme SEO', accentColor: '#0f766e', logoDataUrl: null });
    const form = await screen.findByRole('form', { name: 'White label' });
    expect((within(form).getByLabelText('Company name') as HTMLInputElement).value).toBe('Acme SEO');
    expect((within(form).getByLabelText('Accent colour (hex)') as HTMLInputElement).value).toBe('#0f766e');
    await user.click(within(form).getByRole('button', { name: 'Remove branding' }));
    await waitFor(() => expect(api.fetchMock.mock.calls.some(([, init]) => init?.method === 'DELETE')).toBe(true));
    await waitFor(() => expect((screen.getByLabelText('Company name') as HTMLInputElement).value).toBe(''));
  });
});
