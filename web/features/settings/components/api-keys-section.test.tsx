import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { ApiKey, ApiKeyCreated, ApiKeyList } from '../../../../contracts/api-key';
import { apiErrorResponse, fakeApi, jsonResponse, makeSession, makeUser } from '../../../testing/fake-api';
import { renderWithProviders } from '../../../testing/render';
import { ApiKeysSection } from './api-keys-section';

const NEW_KEY = 'rc_live_3fK9xQ2mN7pL5vR8tY1wZ4bC6dE0gH';
const KEY_ID = '11111111-1111-4111-8111-111111111111';

function makeKey(overrides: Partial<ApiKey> = {}): ApiKey {
  return {
    id: KEY_ID,
    name: 'Reporting dashboard',
    scope: 'read',
    prefix: 'rc_live_7aB2',
    createdAt: '2026-11-20T09:00:00.000Z',
    lastUsedAt: null,
    ...overrides,
  };
}

type Answer = (body: unknown) => Response;

/** The server, as far as this section sees it: a list of keys that the routes change. */
function renderSection(initial: ApiKey[], options: { list?: () => Partial<Omit<ApiKeyList, 'items'>>; create?: Answer } = {}) {
  let keys = [...initial];
  const api = fakeApi({
    'GET /api/v1/me/api-keys': () => jsonResponse({ items: keys, max: 20, apiIncluded: true, rateLimitPerMinute: 60, ...options.list?.() }),
    'POST /api/v1/me/api-keys': ({ body }) => {
      if (options.create) return options.create(body);
      const input = body as { name: string; scope: 'read' | 'write' };
      const created: ApiKeyCreated = {
        ...makeKey({ id: '22222222-2222-4222-8222-222222222222', prefix: 'rc_live_3fK9', createdAt: new Date().toISOString() }),
        ...input,
        key: NEW_KEY,
      };
      const { key: _key, ...stored } = created;
      keys = [stored, ...keys];
      return jsonResponse(created, 201);
    },
  });
  const routes = api.fetchMock.getMockImplementation();
  api.fetchMock.mockImplementation(async (input, init = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const match = /^\/api\/v1\/me\/api-keys\/([^/]+)$/.exec(url.pathname);
    if (!match || (init.method ?? 'GET').toUpperCase() !== 'DELETE') return routes!(input, init);
    if (!keys.some((key) => key.id === match[1])) return apiErrorResponse('NOT_FOUND', 'This API key was not found.', 404);
    keys = keys.filter((key) => key.id !== match[1]);
    return new Response(null, { status: 204 });
  });
  renderWithProviders(<ApiKeysSection />, { path: '/settings', session: makeSession(makeUser()) });
  const deletes = () => api.fetchMock.mock.calls.filter(([, init]) => init?.method === 'DELETE').map(([input]) => String(input));
  return { api, deletes };
}

const section = () => screen.getByRole('region', { name: 'API keys' });
const keyList = () => screen.findByRole('list', { name: 'Your API keys' });

async function openForm(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await within(section()).findByRole('button', { name: 'Create API key' }));
  return within(section()).getByRole('form', { name: 'Create an API key' });
}

describe('ApiKeysSection', () => {
  it('says what a key is for when there are none, links the reference and offers to create one', async () => {
    renderSection([]);
    expect(await within(section()).findByText('No API keys yet')).toBeTruthy();
    expect(within(section()).getByText(/lets your own programs .* read your rankings and run checks through the API/)).toBeTruthy();
    expect(within(section()).getByRole('link', { name: 'Read the API reference' }).getAttribute('href')).toBe('/docs/api');
    expect(within(section()).getByText('0 of 20 keys · Up to 60 requests a minute per key')).toBeTruthy();
    expect(within(section()).getByRole('button', { name: 'Create API key' })).toBeTruthy();
  });

  it('lists each key with its scope, beginning, creation day and last use', async () => {
    const fiveMinutesAgo = new Date(Date.now() - 5 * 60_000 - 10_000).toISOString();
    renderSection([
      makeKey({ name: 'Nightly export', scope: 'write', prefix: 'rc_live_3fK9', lastUsedAt: fiveMinutesAgo }),
      makeKey({ id: '33333333-3333-4333-8333-333333333333' }),
    ]);
    const [used, unused] = within(await keyList()).getAllByRole('listitem');
    expect(used?.textContent).toContain('Nightly export');
    expect(within(used!).getByText('Read and write')).toBeTruthy();
    expect(within(used!).getByText('rc_live_3fK9…')).toBeTruthy();
    expect(within(used!).getByText('5 minutes ago').getAttribute('datetime')).toBe(fiveMinutesAgo);
    expect(within(unused!).getByText('Read only')).toBeTruthy();
    expect(within(unused!).getByText('Never')).toBeTruthy();
    expect(unused?.querySelector('time')?.getAttribute('datetime')).toBe('2026-11-20T09:00:00.000Z');
    expect(within(section()).getByText('2 of 20 keys · Up to 60 requests a minute per key')).toBeTruthy();
  });

  it('creates a key, shows it once with a working Copy, and hides it for good on Done', async () => {
    const user = userEvent.setup();
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const { api } = renderSection([]);

    const form = await openForm(user);
    expect(document.activeElement).toBe(within(form).getByLabelText('Name'));
    expect(within(form).getByText('e.g. Reporting dashboard')).toBeTruthy();
    expect(within(form).getByRole<HTMLInputElement>('radio', { name: 'Read only' }).checked).toBe(true);
    await user.type(within(form).getByLabelText('Name'), '  Nightly export ');
    await user.click(within(form).getByRole('radio', { name: 'Read and write' }));
    await user.click(within(form).getByRole('button', { name: 'Create key' }));

    const box = await within(section()).findByRole('region', { name: 'Your new API key: Nightly export' });
    expect(api.sent('POST /api/v1/me/api-keys')).toEqual([{ name: 'Nightly export', scope: 'write' }]);
    expect(document.activeElement).toBe(box);
    expect(within(box).getByText(NEW_KEY).tagName).toBe('CODE');
    expect(within(box).getByText('Copy it now: it will not be shown again.')).toBeTruthy();
    await user.click(within(box).getByRole('button', { name: 'Copy API key' }));
    expect(writeText).toHaveBeenCalledWith(NEW_KEY);
    expect(within(box).getByText('Copied to the clipboard.')).toBeTruthy();

    const [listed] = within(await keyList()).getAllByRole('listitem');
    expect(listed?.textContent).toContain('Nightly export');
    expect(listed?.textContent).not.toContain(NEW_KEY);

    await user.click(within(box).getByRole('button', { name: 'Done' }));
    expect(within(section()).queryByText(NEW_KEY)).toBeNull();
    expect(screen.queryByRole('region', { name: /Your new API key/ })).toBeNull();
    expect(document.activeElement).toBe(within(section()).getByRole('button', { name: 'Create API key' }));
  });

  it('selects the key and says how to copy it when the clipboard refuses', async () => {
    const user = userEvent.setup();
    const writeText = vi.fn(async () => Promise.reject(new DOMException('Denied', 'NotAllowedError')));
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderSection([]);
    const form = await openForm(user);
    await user.type(within(form).getByLabelText('Name'), 'Script');
    await user.click(within(form).getByRole('button', { name: 'Create key' }));
    const box = await within(section()).findByRole('region', { name: 'Your new API key: Script' });
    await user.click(within(box).getByRole('button', { name: 'Copy API key' }));
    expect(within(box).getByText(/Could not copy it for you\. The key is selected/)).toBeTruthy();
    expect(window.getSelection()?.toString()).toBe(NEW_KEY);
  });

  it('checks the name before sending, and Cancel closes the form back onto its button', async () => {
    const user = userEvent.setup();
    const { api } = renderSection([]);
    const form = await openForm(user);
    await user.click(within(form).getByRole('button', { name: 'Create key' }));
    expect(within(form).getByText('Give the key a name, such as the tool that will use it.')).toBeTruthy();
    expect(within(form).getByLabelText('Name').getAttribute('aria-invalid')).toBe('true');
    expect(api.sent('POST /api/v1/me/api-keys')).toEqual([]);
    await user.click(within(form).getByRole('button', { name: 'Cancel' }));
    expect(within(section()).queryByRole('form')).toBeNull();
    expect(document.activeElement).toBe(within(section()).getByRole('button', { name: 'Create API key' }));
  });

  it("shows the server's validation message", async () => {
    const user = userEvent.setup();
    renderSection([], { create: () => apiErrorResponse('INVALID_INPUT', 'Use a name you have not given another key.', 400) });
    const form = await openForm(user);
    await user.type(within(form).getByLabelText('Name'), 'Reporting dashboard');
    await user.click(within(form).getByRole('button', { name: 'Create key' }));
    expect((await within(form).findByRole('alert')).textContent).toBe('Use a name you have not given another key.');
    expect(within(section()).queryByRole('region', { name: /Your new API key/ })).toBeNull();
  });

  it('says when the limit is reached, from the server and from the list', async () => {
    const user = userEvent.setup();
    renderSection([makeKey()], {
      create: () => apiErrorResponse('LIMIT_REACHED', 'You have 20 API keys, the most an account can have. Revoke one to create another.', 409),
    });
    const form = await openForm(user);
    await user.type(within(form).getByLabelText('Name'), 'One more');
    await user.click(within(form).getByRole('button', { name: 'Create key' }));
    expect((await within(form).findByRole('alert')).textContent).toBe(
      'You have 20 API keys, the most an account can have. Revoke one to create another.',
    );
  });

  it('offers no Create button once the account has all the keys it may have', async () => {
    renderSection([makeKey(), makeKey({ id: '33333333-3333-4333-8333-333333333333', name: 'Second' })], { list: () => ({ max: 2 }) });
    expect(await within(section()).findByText('2 of 2 keys · Up to 60 requests a minute per key')).toBeTruthy();
    expect(within(section()).getByText(/You have 2 API keys, the most an account can have\. Revoke one to create another\./)).toBeTruthy();
    expect(within(section()).queryByRole('button', { name: 'Create API key' })).toBeNull();
  });

  it('asks before revoking, naming the key, then removes it', async () => {
    const user = userEvent.setup();
    const { deletes } = renderSection([makeKey()]);
    const item = within(await keyList()).getByRole('listitem', { name: 'Reporting dashboard' });

    await user.click(within(item).getByRole('button', { name: 'Revoke Reporting dashboard' }));
    let dialog = await screen.findByRole('alertdialog', { name: 'Revoke this API key?' });
    expect(dialog.textContent).toContain('Reporting dashboard: programs using it stop working at once.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(deletes()).toEqual([]);

    await user.click(within(item).getByRole('button', { name: 'Revoke Reporting dashboard' }));
    dialog = await screen.findByRole('alertdialog', { name: 'Revoke this API key?' });
    await user.click(within(dialog).getByRole('button', { name: 'Revoke key' }));
    await waitFor(() => expect(deletes()).toEqual([`/api/v1/me/api-keys/${KEY_ID}`]));
    expect(await within(section()).findByText('No API keys yet')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  });

  it('on a plan without the API: says which plans have it, keeps the keys revocable and offers no Create', async () => {
    const user = userEvent.setup();
    const { deletes } = renderSection([makeKey()], { list: () => ({ apiIncluded: false, rateLimitPerMinute: 0 }) });
    expect(await within(section()).findByText('API access is part of Pro and Enterprise, and of the free trial.')).toBeTruthy();
    expect(within(section()).getByText(/the API refuses them on your current plan\. You can still revoke them\./)).toBeTruthy();
    expect(within(section()).getByRole('link', { name: 'Compare plans' }).getAttribute('href')).toBe('/pricing');
    expect(within(section()).getByText('1 of 20 keys')).toBeTruthy();
    expect(within(section()).queryByRole('button', { name: 'Create API key' })).toBeNull();

    const item = within(await keyList()).getByRole('listitem', { name: 'Reporting dashboard' });
    await user.click(within(item).getByRole('button', { name: 'Revoke Reporting dashboard' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Revoke key' }));
    await waitFor(() => expect(deletes()).toHaveLength(1));
    expect(await within(section()).findByText('No API keys yet')).toBeTruthy();
  });

  it('a plan that lost the API since the list loaded: the refusal brings the fresh list and its notice', async () => {
    const user = userEvent.setup();
    let apiIncluded = true;
    renderSection([], {
      list: () => ({ apiIncluded }),
      create: () => {
        apiIncluded = false;
        return apiErrorResponse('FEATURE_RESTRICTED', 'API access is part of Pro and Enterprise, and of the free trial.', 403);
      },
    });
    const form = await openForm(user);
    await user.type(within(form).getByLabelText('Name'), 'Script');
    await user.click(within(form).getByRole('button', { name: 'Create key' }));
    expect(await within(section()).findByText('API access is part of Pro and Enterprise, and of the free trial.')).toBeTruthy();
    expect(within(section()).getByRole('link', { name: 'Compare plans' })).toBeTruthy();
    expect(within(section()).queryByRole('button', { name: 'Create API key' })).toBeNull();
  });

  it('says when the keys could not be loaded, and tries again', async () => {
    const user = userEvent.setup();
    let fail = true;
    fakeApi({
      'GET /api/v1/me/api-keys': () =>
        fail
          ? apiErrorResponse('RATE_LIMITED', 'Too many requests. Try again in a minute.', 429)
          : jsonResponse({ items: [], max: 20, apiIncluded: true, rateLimitPerMinute: 60 }),
    });
    renderWithProviders(<ApiKeysSection />, { path: '/settings', session: makeSession(makeUser()) });
    const error = await within(section()).findByRole('alert');
    expect(error.textContent).toContain('Could not load your API keys');
    fail = false;
    await user.click(within(error).getByRole('button', { name: 'Try again' }));
    expect(await within(section()).findByText('No API keys yet')).toBeTruthy();
  });
});
