import { actingAsOwner } from '../../core/workspaces/acting';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  webhookDeliveryListSchema,
  webhookEndpointSchema,
  webhookListSchema,
  webhookTestResultSchema,
  type WebhookEndpoint,
} from '../../contracts/webhook';
import { createDemoProvider } from '../adapters/serp/demo/create-demo-provider';
import { insertWebhookEndpoint } from '../db/queries/webhook-endpoints';
import { startWebhookReceiver, verifiesWithSecret, type WebhookReceiver } from '../services/webhooks/testing/webhook-receiver';
import { newWebhookSecret } from '../services/webhooks/webhook-secret';
import { createWebhook } from '../services/webhooks/webhook-endpoints';
import { createAddressPolicy } from '../http/safe-fetch/address-policy';
import { buildTestApp, type TestApp } from '../testing/build-test-app';
import { signInAs, type SignedInUser } from '../testing/sign-in';

const NOW = new Date('2026-11-24T09:30:00Z');
const UNKNOWN_ID = '7b0c1a52-7f0e-4c55-9a59-2c1d0f3e8a41';

describe('/api/v1/me/webhooks', () => {
  let t: TestApp;
  let receiver: WebhookReceiver;
  beforeAll(async () => {
    receiver = await startWebhookReceiver();
    // The local receiver is reachable because the operator allowed it, as an intranet install would.
    t = await buildTestApp({ serpProvider: createDemoProvider(), env: { WEBHOOK_ALLOW_PRIVATE_HOSTS: '127.0.0.1' }, now: () => NOW });
  });
  afterAll(async () => {
    await t.close();
    await receiver.close();
  });

  const call = (user: SignedInUser | null, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: Record<string, unknown>) =>
    t.app.inject({ method, url, headers: user ? { cookie: user.cookie } : {}, ...(payload ? { payload } : {}) });
  const signIn = () => signInAs(t.pool, undefined, NOW);
  const receiverUrl = (path: string) => `http://127.0.0.1:${receiver.port}${path}`;
  async function create(user: SignedInUser, body: Record<string, unknown>): Promise<WebhookEndpoint> {
    const response = await call(user, 'POST', '/api/v1/me/webhooks', body);
    expect(response.statusCode, response.body).toBe(201);
    return webhookEndpointSchema.parse(response.json());
  }
  const list = async (user: SignedInUser) => webhookListSchema.parse((await call(user, 'GET', '/api/v1/me/webhooks')).json());
  const deliveries = async (user: SignedInUser, id: string) =>
    webhookDeliveryListSchema.parse((await call(user, 'GET', `/api/v1/me/webhooks/${id}/deliveries`)).json()).items;

  it('answers only the signed-in user, and never to a shared cache', async () => {
    const response = await call(null, 'GET', '/api/v1/me/webhooks');
    expect(response.statusCode).toBe(401);
    const user = await signIn();
    const mine = await call(user, 'GET', '/api/v1/me/webhooks');
    expect(mine.headers['cache-control']).toBe('no-store');
    expect(mine.json()).toEqual({ items: [], max: 5 });
  });

  it('adds an endpoint with a signing secret of its own, active, listed with its secret', async () => {
    const user = await signIn();
    const endpoint = await create(user, { url: '  https://Hooks.Example.com/rank ', description: ' CRM ' });
    expect(endpoint).toMatchObject({
      url: 'https://hooks.example.com/rank',
      description: 'CRM',
      isActive: true,
      consecutiveFailures: 0,
      disabledAt: null,
      disabledReason: null,
      events: ['check.completed', 'rank.changed', 'alert.fired', 'schedule.failed'],
      createdAt: NOW.toISOString(),
    });
    expect(endpoint.secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    const other = await create(user, { url: 'http://hooks.example.com:8080/other' });
    expect(other.description).toBe('');
    expect(other.secret).not.toBe(endpoint.secret);
    // Both were made at the test's one instant, so their order is not the point here.
    const { items } = await list(user);
    expect(items).toHaveLength(2);
    expect(items).toEqual(expect.arrayContaining([endpoint, other]));
  });

  it.each([
    [{ url: '' }, 'url: Enter the address of your endpoint.'],
    [{ url: 'hooks.example.com/rank' }, 'url: Enter a full address such as https://example.com/webhooks.'],
    [{ url: 'ftp://hooks.example.com/' }, 'url: Use an address that starts with https:// (or http://).'],
    [{ url: 'javascript:alert(1)' }, 'url: Use an address that starts with https:// (or http://).'],
    [{ url: 'https://user:secret@hooks.example.com/' }, 'url: Leave the user name and password out of the address: check the signature instead.'],
    [{ url: `https://example.com/${'a'.repeat(2048)}` }, 'url: Use an address of at most 2048 characters.'],
    [{ url: 'https://example.com/', description: 'x'.repeat(201) }, 'description: Use at most 200 characters.'],
    [{}, 'url:'],
    [{ url: 'https://example.com/', events: [] }, 'events: Choose at least one event.'],
    [{ url: 'https://example.com/', events: ['check.failed'] }, 'events.0 must be one of check.completed, rank.changed, alert.fired, schedule.failed'],
  ])('refuses %j with a clear message', async (body, message) => {
    const user = await signIn();
    const response = await call(user, 'POST', '/api/v1/me/webhooks', body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: { code: 'INVALID_INPUT', message: expect.stringContaining(message) } });
  });

  it('adds an endpoint receiving only the events chosen, each once, in a fixed order', async () => {
    const user = await signIn();
    const endpoint = await create(user, { url: 'https://hooks.example.com/chosen', events: ['schedule.failed', 'check.completed', 'schedule.failed'] });
    expect(endpoint.events).toEqual(['check.completed', 'schedule.failed']);
    expect((await list(user)).items[0]?.events).toEqual(['check.completed', 'schedule.failed']);
  });

  it.each([
    ['http://169.254.169.254/latest/meta-data/', '169.254.169.254'],
    ['http://0xa9fea9fe/', '169.254.169.254'],
    ['http://[::1]:8080/', '[::1]'],
    ['http://[::ffff:10.0.0.1]/', '[::ffff:a00:1]'],
    ['https://10.1.2.3/hook', '10.1.2.3'],
  ])('refuses %s, which is not on the public internet (nor allowed by the operator)', async (url, shown) => {
    const user = await signIn();
    const response = await call(user, 'POST', '/api/v1/me/webhooks', { url });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: { code: 'INVALID_INPUT', message: `Webhooks are only sent to addresses on the public internet, and ${shown} is not one.` },
    });
    expect((await list(user)).items).toEqual([]);
  });

  it('holds at most 5 endpoints per account', async () => {
    const user = await signIn();
    const made = [];
    for (let i = 1; i <= 5; i++) made.push(await create(user, { url: `https://hooks.example.com/${i}` }));
    const sixth = await call(user, 'POST', '/api/v1/me/webhooks', { url: 'https://hooks.example.com/6' });
    expect(sixth.statusCode).toBe(409);
    expect(sixth.json()).toEqual({ error: { code: 'LIMIT_REACHED', message: 'You can have up to 5 webhooks. Delete one to add another.' } });
    // Another account has its own 5.
    await create(await signIn(), { url: 'https://hooks.example.com/other-account' });
    expect((await call(user, 'DELETE', `/api/v1/me/webhooks/${made[0]?.id}`)).statusCode).toBe(204);
    await create(user, { url: 'https://hooks.example.com/6' });
    expect((await list(user)).items).toHaveLength(5);
  });

  it('holds at most 5 endpoints when many are added at the same moment', async () => {
    const user = await signIn();
    // Straight to the service, so the fifteen additions reach the database together (each request through the
    // app first reads its session, which spreads them out).
    const policy = createAddressPolicy([]);
    const outcomes = await Promise.allSettled(
      Array.from({ length: 15 }, (_, i) => createWebhook(t.pool, policy, actingAsOwner(user.userId), { url: `https://hooks.example.com/race-${i}` }, NOW)),
    );
    expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(5);
    const refused = outcomes.filter((outcome): outcome is PromiseRejectedResult => outcome.status === 'rejected');
    expect(refused.map((outcome) => (outcome.reason as { code: string }).code)).toEqual(Array(10).fill('LIMIT_REACHED'));
    expect((await list(user)).items).toHaveLength(5);
  });

  it('refuses an address that grows past 2048 characters when written out in full, and keeps it within as typed', async () => {
    const user = await signIn();
    const grows = await call(user, 'POST', '/api/v1/me/webhooks', { url: `https://hooks.example.com/${'🦄'.repeat(1000)}` });
    expect(grows.statusCode).toBe(400);
    expect(grows.json()).toEqual({ error: { code: 'INVALID_INPUT', message: 'Use an address of at most 2048 characters once written out in full.' } });
    expect((await list(user)).items).toHaveLength(0);
  });

  it("answers 404 for another user's endpoint on every route, and leaves it as it was", async () => {
    const owner = await signIn();
    const endpoint = await create(owner, { url: receiverUrl('/owned') });
    const stranger = await signIn();
    const before = receiver.received.length;
    for (const id of [endpoint.id, UNKNOWN_ID]) {
      const answers = [
        await call(stranger, 'PATCH', `/api/v1/me/webhooks/${id}`, { isActive: false }),
        await call(stranger, 'DELETE', `/api/v1/me/webhooks/${id}`),
        await call(stranger, 'POST', `/api/v1/me/webhooks/${id}/rotate-secret`),
        await call(stranger, 'POST', `/api/v1/me/webhooks/${id}/test`),
        await call(stranger, 'GET', `/api/v1/me/webhooks/${id}/deliveries`),
      ];
      for (const answer of answers) {
        expect(answer.statusCode, answer.body).toBe(404);
        expect(answer.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'This webhook was not found.' } });
      }
    }
    expect((await list(stranger)).items).toEqual([]);
    expect((await list(owner)).items).toEqual([endpoint]);
    expect(receiver.received).toHaveLength(before);
    const malformed = await call(owner, 'DELETE', '/api/v1/me/webhooks/not-an-id');
    expect(malformed.statusCode).toBe(400);
  });

  it('changes the address and description, turns an endpoint off by hand, and on again with its failures cleared', async () => {
    const user = await signIn();
    const endpoint = await create(user, { url: 'https://hooks.example.com/a' });
    const patch = (body: Record<string, unknown>) => call(user, 'PATCH', `/api/v1/me/webhooks/${endpoint.id}`, body);

    const changed = await patch({ url: 'https://hooks.example.com/b', description: 'Slack relay' });
    expect(changed.json()).toMatchObject({ url: 'https://hooks.example.com/b', description: 'Slack relay', isActive: true, secret: endpoint.secret });
    expect((await patch({})).json()).toMatchObject({ error: { code: 'INVALID_INPUT', message: expect.stringContaining('Send url, description, isActive or events.') } });
    expect((await patch({ url: 'http://[::1]/' })).statusCode).toBe(400);

    expect((await patch({ isActive: false })).json()).toMatchObject({ isActive: false, disabledAt: NOW.toISOString(), disabledReason: null });

    // As the delivery job leaves it after 10 failures in a row.
    await t.pool.query(
      `update webhook_endpoints set is_active = false, consecutive_failures = 10, disabled_reason = 'Turned off after 10 failed attempts in a row.' where id = $1`,
      [endpoint.id],
    );
    expect((await list(user)).items[0]).toMatchObject({ isActive: false, consecutiveFailures: 10, disabledReason: 'Turned off after 10 failed attempts in a row.' });
    expect((await patch({ isActive: true })).json()).toMatchObject({ isActive: true, consecutiveFailures: 0, disabledAt: null, disabledReason: null });
  });

  it('changes the events an endpoint receives, and refuses none at all', async () => {
    const user = await signIn();
    const endpoint = await create(user, { url: 'https://hooks.example.com/events' });
    const patch = (body: Record<string, unknown>) => call(user, 'PATCH', `/api/v1/me/webhooks/${endpoint.id}`, body);

    const changed = await patch({ events: ['rank.changed', 'alert.fired'] });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ events: ['rank.changed', 'alert.fired'], url: endpoint.url, isActive: true, secret: endpoint.secret });
    const refused = await patch({ events: [] });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ error: { code: 'INVALID_INPUT', message: expect.stringContaining('Choose at least one event.') } });
    // Other changes leave the events alone.
    expect((await patch({ description: 'Moves only' })).json()).toMatchObject({ events: ['rank.changed', 'alert.fired'] });
    expect((await list(user)).items[0]?.events).toEqual(['rank.changed', 'alert.fired']);
  });

  it('sends at most 20 tests an hour per account, and says when more may be sent', async () => {
    const user = await signIn();
    const endpoint = await create(user, { url: receiverUrl('/tested-often') });
    receiver.answer({ status: 200 });
    for (let i = 0; i < 20; i++) expect((await call(user, 'POST', `/api/v1/me/webhooks/${endpoint.id}/test`)).statusCode).toBe(200);
    const before = receiver.received.filter((received) => received.path === '/tested-often').length;
    const refused = await call(user, 'POST', `/api/v1/me/webhooks/${endpoint.id}/test`);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ error: { code: 'RATE_LIMITED', message: 'You can send up to 20 test webhooks an hour. Please try again later.' } });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(receiver.received.filter((received) => received.path === '/tested-often')).toHaveLength(before);
    // Another account has its own.
    const other = await signIn();
    const theirs = await create(other, { url: receiverUrl('/tested-often') });
    expect((await call(other, 'POST', `/api/v1/me/webhooks/${theirs.id}/test`)).statusCode).toBe(200);
  });

  it('rotates the secret: the old one no longer verifies what is sent', async () => {
    const user = await signIn();
    const endpoint = await create(user, { url: receiverUrl('/rotated') });
    const rotated = webhookEndpointSchema.parse((await call(user, 'POST', `/api/v1/me/webhooks/${endpoint.id}/rotate-secret`)).json());
    expect(rotated.secret).toMatch(/^whsec_/);
    expect(rotated.secret).not.toBe(endpoint.secret);
    expect((await list(user)).items[0]?.secret).toBe(rotated.secret);

    receiver.answer({ status: 200 });
    await call(user, 'POST', `/api/v1/me/webhooks/${endpoint.id}/test`);
    const message = receiver.received.filter((received) => received.path === '/rotated').at(-1);
    expect(message && verifiesWithSecret(message, rotated.secret)).toBe(true);
    expect(message && verifiesWithSecret(message, endpoint.secret)).toBe(false);
  });

  it('sends a signed test now, answers what the endpoint replied, and logs it without touching the failure count', async () => {
    const user = await signIn();
    // Whatever events it receives: the test is webhook.test, sent only by hand.
    const endpoint = await create(user, { url: receiverUrl('/test-me'), events: ['alert.fired'] });
    receiver.answer({ status: 200, body: 'thanks' });
    const ok = webhookTestResultSchema.parse((await call(user, 'POST', `/api/v1/me/webhooks/${endpoint.id}/test`)).json());
    expect(ok).toMatchObject({ ok: true, status: 200, error: null });
    expect(ok.durationMs).toBeGreaterThanOrEqual(0);
    const [message] = receiver.received.filter((received) => received.path === '/test-me');
    expect(message && verifiesWithSecret(message, endpoint.secret)).toBe(true);
    expect(message?.headers['webhook-id']).toBe(ok.messageId);
    expect(message?.headers['user-agent']).toBe(`RankChecker-Webhooks/1.0 (+${t.config.appUrl})`);
    expect(JSON.parse(message?.body ?? '')).toEqual({
      type: 'webhook.test',
      timestamp: NOW.toISOString(),
      data: { message: 'A test from Rank Checker: this endpoint receives webhooks.', endpointId: endpoint.id, events: ['alert.fired'] },
    });

    receiver.answer({ status: 500 });
    const failed = webhookTestResultSchema.parse((await call(user, 'POST', `/api/v1/me/webhooks/${endpoint.id}/test`)).json());
    expect(failed).toMatchObject({ ok: false, status: 500, error: 'The endpoint answered HTTP 500.' });

    expect(await deliveries(user, endpoint.id)).toMatchObject([
      { id: failed.messageId, eventType: 'webhook.test', status: 'failed', attempts: 1, lastStatus: 500, lastError: 'The endpoint answered HTTP 500.', deliveredAt: null },
      { id: ok.messageId, eventType: 'webhook.test', status: 'succeeded', attempts: 1, lastStatus: 200, lastError: null, deliveredAt: NOW.toISOString() },
    ]);
    expect((await list(user)).items[0]).toMatchObject({ isActive: true, consecutiveFailures: 0 });
  });

  it('a test to an address that resolves somewhere private is refused as unreachable, naming no address, and the endpoint is never reached', async () => {
    const user = await signIn();
    // Saved before the operator narrowed WEBHOOK_ALLOW_PRIVATE_HOSTS, say: the send checks again.
    const row = await insertWebhookEndpoint(t.pool, { userId: user.userId, url: 'http://10.0.0.1/hook', description: '', secret: newWebhookSecret(), now: NOW }, 5);
    const result = (await call(user, 'POST', `/api/v1/me/webhooks/${row?.id}/test`)).json();
    expect(result).toMatchObject({ ok: false, status: null, error: 'The endpoint could not be reached.' });
    expect((await deliveries(user, row?.id ?? ''))[0]).toMatchObject({ status: 'failed', lastStatus: null });
  });

  it('lists the newest 50 messages of an endpoint, newest first, and deleting the endpoint deletes them', async () => {
    const user = await signIn();
    const endpoint = await create(user, { url: 'https://hooks.example.com/log' });
    await t.pool.query(
      `insert into webhook_deliveries (message_id, endpoint_id, event_type, payload, attempts, status, last_status, created_at)
       select 'msg_log' || n, $1, 'alert.fired', '{}'::jsonb, 1, 'succeeded', 200, $2::timestamptz - (60 - n) * interval '1 minute'
         from generate_series(1, 60) as n`,
      [endpoint.id, NOW],
    );
    const items = await deliveries(user, endpoint.id);
    expect(items).toHaveLength(50);
    expect(items[0]).toMatchObject({ id: 'msg_log60', createdAt: NOW.toISOString(), status: 'succeeded', lastStatus: 200 });
    expect(items.at(-1)?.id).toBe('msg_log11');

    expect((await call(user, 'DELETE', `/api/v1/me/webhooks/${endpoint.id}`)).statusCode).toBe(204);
    expect((await list(user)).items).toEqual([]);
    const { rows } = await t.pool.query<{ n: number }>('select count(*)::int as n from webhook_deliveries where endpoint_id = $1', [endpoint.id]);
    expect(rows[0]?.n).toBe(0);
  });
});
