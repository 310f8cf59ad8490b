import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { WebhookDelivery, WebhookEndpoint, WebhookTestResult } from '../../../../contracts/webhook';
import { fakeApi, jsonResponse, makeSession, makeUser } from '../../../testing/fake-api';
import { renderWithProviders } from '../../../testing/render';
import { WebhooksSection } from './webhooks-section';

const SECRET = 'whsec_c2VjcmV0LW9mLXRoZS1maXJzdC1lbmRwb2ludCEhIQ==';

function makeEndpoint(overrides: Partial<WebhookEndpoint> = {}): WebhookEndpoint {
  return {
    id: '11111111-1111-4111-8111-111111111111',
    url: 'https://hooks.example.com/rank',
    description: 'CRM',
    secret: SECRET,
    isActive: true,
    consecutiveFailures: 0,
    disabledAt: null,
    disabledReason: null,
    events: ['check.completed', 'rank.changed', 'alert.fired', 'schedule.failed'],
    createdAt: '2026-11-20T09:00:00.000Z',
    ...overrides,
  };
}

const delivered: WebhookDelivery = {
  id: 'msg_delivered',
  eventType: 'alert.fired',
  status: 'succeeded',
  attempts: 1,
  lastStatus: 200,
  lastError: null,
  responseMs: 42,
  nextAttemptAt: null,
  lastAttemptAt: '2026-11-24T09:00:00.000Z',
  createdAt: '2026-11-24T09:00:00.000Z',
  deliveredAt: '2026-11-24T09:00:00.000Z',
};
const retrying: WebhookDelivery = {
  ...delivered,
  id: 'msg_retrying',
  status: 'pending',
  attempts: 2,
  lastStatus: 503,
  lastError: 'The endpoint answered HTTP 503.',
  nextAttemptAt: '2026-11-24T09:35:00.000Z',
  deliveredAt: null,
};

/** The server, as far as this section sees it: a list of endpoints that the routes change. */
function renderSection(initial: WebhookEndpoint[], options: { test?: WebhookTestResult; deliveries?: WebhookDelivery[] } = {}) {
  let endpoints = [...initial];
  const id = (url: URL) => url.pathname.split('/')[5] ?? '';
  const api = fakeApi({
    'GET /api/v1/me/webhooks': () => jsonResponse({ items: endpoints, max: 5 }),
    'POST /api/v1/me/webhooks': ({ body }) => {
      const created = makeEndpoint({ id: '22222222-2222-4222-8222-222222222222', ...(body as { url: string }), description: '' });
      endpoints = [...endpoints, created];
      return jsonResponse(created, 201);
    },
  });
  // Per-endpoint routes, for the endpoints given.
  const routes = api.fetchMock.getMockImplementation();
  api.fetchMock.mockImplementation(async (input, init = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const method = (init.method ?? 'GET').toUpperCase();
    const match = /^\/api\/v1\/me\/webhooks\/[^/]+(\/[a-z-]+)?$/.exec(url.pathname);
    if (!match) return routes!(input, init);
    const endpoint = endpoints.find((item) => item.id === id(url));
    if (!endpoint) return jsonResponse({ error: { code: 'NOT_FOUND', message: 'This webhook was not found.' } }, 404);
    const action = `${method} ${match[1] ?? ''}`;
    if (action === 'PATCH ') {
      const changes = JSON.parse(String(init.body)) as Partial<WebhookEndpoint>;
      const next = { ...endpoint, ...changes, ...(changes.isActive ? { consecutiveFailures: 0, disabledAt: null, disabledReason: null } : {}) };
      endpoints = endpoints.map((item) => (item.id === endpoint.id ? next : item));
      return jsonResponse(next);
    }
    if (action === 'DELETE ') {
      endpoints = endpoints.filter((item) => item.id !== endpoint.id);
      return new Response(null, { status: 204 });
    }
    if (action === 'POST /rotate-secret') {
      const next = { ...endpoint, secret: 'whsec_bmV3LXNlY3JldC1hZnRlci1yb3RhdGlvbiEhISEhISE=' };
      endpoints = endpoints.map((item) => (item.id === endpoint.id ? next : item));
      return jsonResponse(next);
    }
    if (action === 'POST /test') return jsonResponse(options.test ?? { ok: true, status: 200, durationMs: 35, error: null, messageId: 'msg_test' });
    if (action === 'GET /deliveries') return jsonResponse({ items: options.deliveries ?? [] });
    return jsonResponse({ error: { code: 'NOT_FOUND', message: 'No such route' } }, 404);
  });
  renderWithProviders(<WebhooksSection />, { path: '/settings', session: makeSession(makeUser()) });
  const calls = (method: string, suffix = '') =>
    api.fetchMock.mock.calls.filter(
      ([input, init]) => (init?.method ?? 'GET').toUpperCase() === method && new URL(String(input), 'http://localhost').pathname.endsWith(suffix),
    );
  return { api, calls };
}

const section = () => screen.getByRole('region', { name: 'Webhooks' });
const item = async (url: string) => within(await screen.findByRole('list', { name: 'Your webhooks' })).getByRole('listitem', { name: url });

describe('WebhooksSection', () => {
  it('says what webhooks are for when there are none, and offers to add one', async () => {
    renderSection([]);
    expect(await within(section()).findByText('No webhooks yet')).toBeTruthy();
    expect(within(section()).getByText(/send your checks, rank changes, alerts and failed scheduled checks to it as they happen/)).toBeTruthy();
    expect(within(section()).getByRole('form', { name: 'Add a webhook' })).toBeTruthy();
    expect(within(section()).getByText('0 of 5')).toBeTruthy();
  });

  it("checks the address with the route's own rules before adding it, then lists it", async () => {
    const user = userEvent.setup();
    const { api } = renderSection([]);
    const form = await screen.findByRole('form', { name: 'Add a webhook' });
    const url = within(form).getByLabelText('Endpoint URL');

    await user.click(within(form).getByRole('button', { name: 'Add webhook' }));
    expect(within(form).getByText('Enter the address of your endpoint.')).toBeTruthy();
    await user.type(url, 'hooks.example.com/rank');
    await user.click(within(form).getByRole('button', { name: 'Add webhook' }));
    expect(within(form).getByText('Enter a full address such as https://example.com/webhooks.')).toBeTruthy();
    expect(url.getAttribute('aria-invalid')).toBe('true');
    await user.clear(url);
    await user.type(url, 'https://me:pw@hooks.example.com/');
    await user.click(within(form).getByRole('button', { name: 'Add webhook' }));
    expect(within(form).getByText('Leave the user name and password out of the address: check the signature instead.')).toBeTruthy();
    expect(api.sent('POST /api/v1/me/webhooks')).toEqual([]);

    await user.clear(url);
    await user.type(url, ' https://hooks.example.com/new ');
    await user.type(within(form).getByLabelText('Description (optional)'), 'Chat relay');
    await user.click(within(form).getByRole('button', { name: 'Add webhook' }));
    await waitFor(() =>
      expect(api.sent('POST /api/v1/me/webhooks')).toEqual([
        {
          url: 'https://hooks.example.com/new',
          description: 'Chat relay',
          events: ['check.completed', 'rank.changed', 'alert.fired', 'schedule.failed'],
        },
      ]),
    );
    expect(within(await item('https://hooks.example.com/new')).getByText('All events')).toBeTruthy();
    expect((url as HTMLInputElement).value).toBe('');
    expect(within(form).getByText('1 of 5')).toBeTruthy();
  });

  it('sends every event unless told otherwise, and needs at least one', async () => {
    const user = userEvent.setup();
    const { api } = renderSection([]);
    const form = await screen.findByRole('form', { name: 'Add a webhook' });
    const events = within(form).getByRole('group', { name: 'Events to send' });
    const boxes = within(events).getAllByRole('checkbox');
    expect(boxes.map((box) => [(box as HTMLInputElement).labels?.[0]?.textContent, (box as HTMLInputElement).checked])).toEqual([
      ['Check completed', true],
      ['Rank changed', true],
      ['Alert fired', true],
      ['Scheduled check failed', true],
    ]);
    expect(within(events).getByRole('checkbox', { name: 'Rank changed' }).getAttribute('aria-describedby')).toBeTruthy();
    expect(within(events).getByText(/A rank differs from the previous check of the same keyword\./)).toBeTruthy();

    await user.type(within(form).getByLabelText('Endpoint URL'), 'https://hooks.example.com/few');
    for (const box of boxes) await user.click(box);
    await user.click(within(form).getByRole('button', { name: 'Add webhook' }));
    expect(within(events).getByText('Choose at least one event.')).toBeTruthy();
    expect(api.sent('POST /api/v1/me/webhooks')).toEqual([]);

    await user.click(within(events).getByRole('checkbox', { name: 'Scheduled check failed' }));
    await user.click(within(events).getByRole('checkbox', { name: 'Check completed' }));
    await user.click(within(form).getByRole('button', { name: 'Add webhook' }));
    await waitFor(() =>
      expect(api.sent('POST /api/v1/me/webhooks')).toEqual([
        { url: 'https://hooks.example.com/few', description: '', events: ['check.completed', 'schedule.failed'] },
      ]),
    );
    expect(within(await item('https://hooks.example.com/few')).getByText('Check completed, Scheduled check failed')).toBeTruthy();
    // Ready for the next one: every event ticked again.
    expect(within(events).getAllByRole('checkbox').every((box) => (box as HTMLInputElement).checked)).toBe(true);
  });

  it("changes an endpoint's events in place, and goes back to the button when done", async () => {
    const user = userEvent.setup();
    const { api } = renderSection([makeEndpoint({ events: ['alert.fired'] })]);
    const endpoint = await item('https://hooks.example.com/rank');
    expect(within(endpoint).getByText('Alert fired')).toBeTruthy();
    const change = within(endpoint).getByRole('button', { name: 'Change events' });
    expect(change.getAttribute('aria-expanded')).toBe('false');

    await user.click(change);
    expect(change.getAttribute('aria-expanded')).toBe('true');
    const form = within(endpoint).getByRole('form', { name: 'Events sent to https://hooks.example.com/rank' });
    expect((within(form).getByRole('checkbox', { name: 'Alert fired' }) as HTMLInputElement).checked).toBe(true);
    expect((within(form).getByRole('checkbox', { name: 'Rank changed' }) as HTMLInputElement).checked).toBe(false);

    await user.click(within(form).getByRole('checkbox', { name: 'Alert fired' }));
    await user.click(within(form).getByRole('button', { name: 'Save events' }));
    expect(within(form).getByText('Choose at least one event.')).toBeTruthy();
    expect(api.sent('PATCH /api/v1/me/webhooks/11111111-1111-4111-8111-111111111111')).toEqual([]);

    await user.click(within(form).getByRole('checkbox', { name: 'Rank changed' }));
    await user.click(within(form).getByRole('checkbox', { name: 'Alert fired' }));
    await user.click(within(form).getByRole('button', { name: 'Save events' }));
    await waitFor(() =>
      expect(api.sent('PATCH /api/v1/me/webhooks/11111111-1111-4111-8111-111111111111')).toEqual([{ events: ['rank.changed', 'alert.fired'] }]),
    );
    const updated = await item('https://hooks.example.com/rank');
    expect(await within(updated).findByText('Rank changed, Alert fired')).toBeTruthy();
    await waitFor(() => expect(within(updated).queryByRole('form', { name: 'Events sent to https://hooks.example.com/rank' })).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(within(updated).getByRole('button', { name: 'Change events' })));

    // Cancel leaves them as they were.
    await user.click(within(updated).getByRole('button', { name: 'Change events' }));
    await user.click(within(updated).getByRole('checkbox', { name: 'Check completed' }));
    await user.click(within(updated).getByRole('button', { name: 'Cancel' }));
    expect(api.sent('PATCH /api/v1/me/webhooks/11111111-1111-4111-8111-111111111111')).toHaveLength(1);
    expect(within(updated).getByText('Rank changed, Alert fired')).toBeTruthy();
  });

  it('shows the server refusing an address', async () => {
    const user = userEvent.setup();
    const { api } = renderSection([]);
    api.fetchMock.mockImplementationOnce(async () =>
      jsonResponse({ error: { code: 'INVALID_INPUT', message: 'Webhooks are only sent to addresses on the public internet, and 10.0.0.1 is not one.' } }, 400),
    );
    const form = await screen.findByRole('form', { name: 'Add a webhook' });
    await user.type(within(form).getByLabelText('Endpoint URL'), 'http://10.0.0.1/');
    await user.click(within(form).getByRole('button', { name: 'Add webhook' }));
    expect((await within(form).findByRole('alert')).textContent).toBe(
      'Webhooks are only sent to addresses on the public internet, and 10.0.0.1 is not one.',
    );
  });

  it('keeps the secret hidden until asked, and copies it', async () => {
    const user = userEvent.setup();
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderSection([makeEndpoint()]);
    const endpoint = await item('https://hooks.example.com/rank');
    const secret = within(endpoint).getByRole('group', { name: 'Signing secret' });
    expect(secret.textContent).not.toContain(SECRET);
    await user.click(within(secret).getByRole('button', { name: 'Show signing secret' }));
    expect(secret.textContent).toContain(SECRET);
    await user.click(within(secret).getByRole('button', { name: 'Copy signing secret' }));
    expect(writeText).toHaveBeenCalledWith(SECRET);
    expect(within(secret).getByText('Copied')).toBeTruthy();
  });

  it('sends a test and says what the endpoint answered', async () => {
    const user = userEvent.setup();
    const { calls } = renderSection([makeEndpoint()], {
      test: { ok: false, status: 500, durationMs: 12, error: 'The endpoint answered HTTP 500.', messageId: 'msg_t' },
    });
    const endpoint = await item('https://hooks.example.com/rank');
    await user.click(within(endpoint).getByRole('button', { name: 'Send test' }));
    expect((await within(endpoint).findByRole('alert')).textContent).toBe('Test failed: The endpoint answered HTTP 500.');
    expect(calls('POST', '/test')).toHaveLength(1);
  });

  it('reports a delivered test', async () => {
    const user = userEvent.setup();
    renderSection([makeEndpoint()]);
    const endpoint = await item('https://hooks.example.com/rank');
    await user.click(within(endpoint).getByRole('button', { name: 'Send test' }));
    expect((await within(endpoint).findByRole('status')).textContent).toBe('Test delivered: the endpoint answered HTTP 200 in 35 ms.');
  });

  it('shows why an endpoint was turned off, and turns it back on', async () => {
    const user = userEvent.setup();
    const { api } = renderSection([
      makeEndpoint({
        isActive: false,
        consecutiveFailures: 10,
        disabledAt: '2026-11-24T08:00:00.000Z',
        disabledReason: 'Turned off after 10 failed attempts in a row.',
      }),
    ]);
    const endpoint = await item('https://hooks.example.com/rank');
    expect(within(endpoint).getByText('Turned off after failures')).toBeTruthy();
    expect(within(endpoint).getByText(/Turned off after 10 failed attempts in a row\. Nothing is sent to it until you turn it back on/)).toBeTruthy();
    await user.click(within(endpoint).getByRole('button', { name: 'Turn back on' }));
    await waitFor(() => expect(api.sent('PATCH /api/v1/me/webhooks/11111111-1111-4111-8111-111111111111')).toEqual([{ isActive: true }]));
    expect(await within(await item('https://hooks.example.com/rank')).findByText('Active')).toBeTruthy();
  });

  it('opens the delivery log with each message: status, time and HTTP status', async () => {
    const user = userEvent.setup();
    renderSection([makeEndpoint({ consecutiveFailures: 2 })], { deliveries: [retrying, delivered] });
    const endpoint = await item('https://hooks.example.com/rank');
    expect(within(endpoint).getByText('2 failed attempts in a row. At 10 the webhook is turned off.')).toBeTruthy();
    const toggle = within(endpoint).getByRole('button', { name: 'Deliveries' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    await user.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const log = await within(endpoint).findByRole('list', { name: 'Deliveries to https://hooks.example.com/rank' });
    const [first, second] = within(log).getAllByRole('listitem');
    expect(first?.textContent).toContain('Retrying');
    expect(first?.textContent).toContain('HTTP 503 · 42 ms · 2 attempts');
    expect(first?.textContent).toContain('The endpoint answered HTTP 503.');
    expect(first?.textContent).toContain('Next attempt');
    expect(first?.querySelector('time')?.getAttribute('datetime')).toBe('2026-11-24T09:00:00.000Z');
    expect(second?.textContent).toContain('Delivered');
    expect(second?.textContent).toContain('HTTP 200 · 42 ms · 1 attempt');
  });

  it('rotates the secret and deletes only after confirming', async () => {
    const user = userEvent.setup();
    const { calls } = renderSection([makeEndpoint()]);
    let endpoint = await item('https://hooks.example.com/rank');

    await user.click(within(endpoint).getByRole('button', { name: 'Rotate secret' }));
    const rotateDialog = await screen.findByRole('alertdialog', { name: 'Rotate the signing secret?' });
    await user.click(within(rotateDialog).getByRole('button', { name: 'Cancel' }));
    expect(calls('POST', '/rotate-secret')).toHaveLength(0);
    await user.click(within(endpoint).getByRole('button', { name: 'Rotate secret' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Rotate secret' }));
    await waitFor(() => expect(calls('POST', '/rotate-secret')).toHaveLength(1));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());

    endpoint = await item('https://hooks.example.com/rank');
    await user.click(within(endpoint).getByRole('button', { name: 'Delete' }));
    const deleteDialog = await screen.findByRole('alertdialog', { name: 'Delete this webhook?' });
    expect(calls('DELETE')).toHaveLength(0);
    await user.click(within(deleteDialog).getByRole('button', { name: 'Delete webhook' }));
    await waitFor(() => expect(calls('DELETE')).toHaveLength(1));
    expect(await within(section()).findByText('No webhooks yet')).toBeTruthy();
  });

  it('says when the account has all the webhooks it may have', async () => {
    renderSection(
      Array.from({ length: 5 }, (_, i) => makeEndpoint({ id: `00000000-0000-4000-8000-00000000000${i}`, url: `https://hooks.example.com/${i}` })),
    );
    const form = await screen.findByRole('form', { name: 'Add a webhook' });
    expect(within(form).getByText('5 of 5')).toBeTruthy();
    expect(within(form).getByText(/the most an account can have\. Delete one to add another\./)).toBeTruthy();
    expect(within(form).queryByLabelText('Endpoint URL')).toBeNull();
  });
});
