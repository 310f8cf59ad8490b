import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { withTransaction, type Pool } from '../db/pool';
import { insertWebhookEndpoint, selectWebhookEndpoint, updateWebhookEndpoint, type WebhookEndpointRow } from '../db/queries/webhook-endpoints';
import type { WebhookDeliveryRow } from '../db/queries/webhook-deliveries';
import { createSafeFetch } from '../http/safe-fetch/safe-fetch';
import { deliverWebhook, type DeliverWebhookDeps } from '../services/webhooks/deliver-webhook';
import { queueWebhookEvent, type WebhookEvent } from '../services/webhooks/queue-webhook-event';
import { startWebhookReceiver, verifiesWithSecret, type WebhookReceiver } from '../services/webhooks/testing/webhook-receiver';
import { newWebhookSecret } from '../services/webhooks/webhook-secret';
import { testConfig, TEST_SESSION_SECRET } from '../testing/build-test-app';
import { insertVerifiedUser } from '../testing/sign-in';
import { runDueJobs } from '../testing/run-due-jobs';
import { takeTestJobSchema } from '../testing/test-job-schemas';
import { createJobPool, startJobRunner, type JobRunner } from './start-job-runner';
import { DELIVER_WEBHOOK, webhookTask } from './webhook-task';

// A fixed clock in the past: each retry is queued at this time plus its wait, so it is already due and the test
// never waits for the wall clock. The random jitter is pinned to 0, so each wait is exact.
const NOW = new Date('2025-05-05T10:00:00Z');
const silent = { error: () => undefined, warn: () => undefined, info: () => undefined, debug: () => undefined };
const USER_AGENT = 'RankChecker-Webhooks/1.0 (+https://ranks.example.org)';
const ALERT: WebhookEvent = { type: 'alert.fired', data: { keyword: 'blue widgets', websiteUrl: 'widgets.example', rankPosition: 8, previousRank: 15 } };

// The receiver is reached by a name the operator allowed (WEBHOOK_ALLOW_PRIVATE_HOSTS in the test config); any other
// private address stays refused, so the canary beside it on 127.0.0.1 can only be reached by a leak.
const resolve = async (hostname: string) => {
  if (hostname !== 'receiver.test') throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' });
  return [{ address: '127.0.0.1', family: 4 }];
};

describe('webhook delivery (graphile-worker task)', () => {
  let pool: Pool;
  let jobs: { schema: string; release(): Promise<void> };
  let receiver: WebhookReceiver;
  let canary: Server;
  let canaryPort: number;
  let canaryHits = 0;
  let deps: DeliverWebhookDeps;
  let publicOnly: DeliverWebhookDeps;

  beforeAll(async () => {
    pool = createJobPool(inject('databaseUrl'), silent);
    jobs = await takeTestJobSchema(inject('databaseUrl'));
    receiver = await startWebhookReceiver();
    canary = createServer((_request, response) => {
      canaryHits += 1;
      response.end('internal secret');
    });
    await new Promise<void>((done) => canary.listen(0, '127.0.0.1', done));
    canaryPort = (canary.address() as AddressInfo).port;
    const { webhookPrivateHosts: allowPrivateHosts } = testConfig({ WEBHOOK_ALLOW_PRIVATE_HOSTS: 'receiver.test' }).fetch;
    const base = { pool, userAgent: USER_AGENT, jobSchema: jobs.schema, now: () => NOW, random: () => 0 };
    deps = { ...base, safeFetch: createSafeFetch({ allowPrivateHosts, userAgent: USER_AGENT, resolve }) };
    // The default: WEBHOOK_ALLOW_PRIVATE_HOSTS empty.
    publicOnly = { ...base, safeFetch: createSafeFetch({ allowPrivateHosts: testConfig().fetch.webhookPrivateHosts, userAgent: USER_AGENT, resolve }) };
  });
  afterAll(async () => {
    await receiver.close();
    await new Promise((done) => canary.close(done));
    await jobs.release();
    await pool.end();
  });

  const receiverUrl = (path: string) => `http://receiver.test:${receiver.port}${path}`;
  const endpointFor = async (url: string, userId?: string): Promise<WebhookEndpointRow> => {
    const owner = userId ?? (await insertVerifiedUser(pool)).userId;
    const row = await insertWebhookEndpoint(pool, { userId: owner, url, description: '', secret: newWebhookSecret(), now: NOW }, 5);
    if (!row) throw new Error('endpoint not inserted');
    return row;
  };
  const queue = (userId: string, event: WebhookEvent = ALERT) =>
    withTransaction(pool, (client) => queueWebhookEvent(client, jobs.schema, userId, event, NOW));
  const runJobs = (with_ = deps) => runDueJobs(pool, jobs.schema, { [DELIVER_WEBHOOK]: webhookTask(with_) });
  const deliveriesOf = async (endpointId: string) =>
    (await pool.query<WebhookDeliveryRow>('select * from webhook_deliveries where endpoint_id = $1 order by id', [endpointId])).rows;
  const endpoint = async (row: WebhookEndpointRow) => selectWebhookEndpoint(pool, row.user_id, row.id);
  const receivedAt = (path: string) => receiver.received.filter((message) => message.path === path);

  it("sends an event to each active endpoint of the user, signed so that the receiver verifies it with that endpoint's secret", async () => {
    const first = await endpointFor(receiverUrl('/signed-a'));
    const second = await endpointFor(receiverUrl('/signed-b'), first.user_id);
    const off = await endpointFor(receiverUrl('/signed-off'), first.user_id);
    await updateWebhookEndpoint(pool, first.user_id, off.id, { isActive: false }, NOW);
    receiver.answer({ status: 200, body: 'ok' });

    expect(await queue(first.user_id)).toBe(2);
    await runJobs();

    for (const row of [first, second]) {
      const [message, ...more] = receivedAt(new URL(row.url).pathname);
      expect(more).toEqual([]);
      expect(message && verifiesWithSecret(message, row.secret)).toBe(true);
      // Another endpoint's secret does not verify it: each endpoint has its own.
      expect(message && verifiesWithSecret(message, row === first ? second.secret : first.secret)).toBe(false);
      expect(message?.headers).toMatchObject({
        'content-type': 'application/json',
        'user-agent': USER_AGENT,
        'webhook-timestamp': String(NOW.getTime() / 1000),
      });
      expect(JSON.parse(message?.body ?? '')).toEqual({ type: 'alert.fired', timestamp: NOW.toISOString(), data: ALERT.data });
      // The envelope's keys in Standard Webhooks' order, although it is stored as jsonb.
      expect(message?.body.startsWith('{"type":"alert.fired","timestamp":')).toBe(true);
      const [delivery] = await deliveriesOf(row.id);
      expect(delivery).toMatchObject({
        message_id: message?.headers['webhook-id'],
        event_type: 'alert.fired',
        status: 'succeeded',
        attempts: 1,
        last_status: 200,
        last_error: null,
        next_attempt_at: null,
        delivered_at: NOW,
      });
    }
    expect(receivedAt('/signed-off')).toEqual([]);
    expect(await deliveriesOf(off.id)).toEqual([]);
  });

  it('queues nothing for a user without an active endpoint', async () => {
    const { userId } = await insertVerifiedUser(pool);
    expect(await queue(userId)).toBe(0);
    const { rows } = await pool.query<{ n: number }>(`select count(*)::int as n from ${jobs.schema}._private_jobs`);
    expect(rows[0]?.n).toBe(0);
  });

  it('retries after 500s on the schedule, with the same webhook-id, then succeeds and clears the failure count', async () => {
    const row = await endpointFor(receiverUrl('/flaky'));
    receiver.answer({ status: 500 }, { status: 500 }, { status: 200 });
    await queue(row.user_id);
    const [queued] = await deliveriesOf(row.id);

    // The first attempt on its own, to see what it leaves behind.
    expect(await deliverWebhook(deps, queued?.id ?? 0, 1)).toBe('retrying');
    expect((await deliveriesOf(row.id))[0]).toMatchObject({
      status: 'pending',
      attempts: 1,
      last_status: 500,
      last_error: 'The endpoint answered HTTP 500.',
      next_attempt_at: new Date(NOW.getTime() + 5_000),
    });
    expect((await endpoint(row))?.consecutive_failures).toBe(1);
    const { rows: retry } = await pool.query<{ run_at: Date; key: string }>(
      `select run_at, key from ${jobs.schema}._private_jobs where key = $1`,
      [`webhook-delivery:${queued?.id}:2`],
    );
    expect(retry).toEqual([{ run_at: new Date(NOW.getTime() + 5_000), key: `webhook-delivery:${queued?.id}:2` }]);

    // The job for attempt 1 finds it made and does nothing; attempts 2 (500) and 3 (200) follow.
    await runJobs();
    const messages = receivedAt('/flaky');
    expect(messages).toHaveLength(3);
    expect(new Set(messages.map((message) => message.headers['webhook-id']))).toEqual(new Set([queued?.message_id]));
    expect(messages.every((message) => verifiesWithSecret(message, row.secret))).toBe(true);
    expect((await deliveriesOf(row.id))[0]).toMatchObject({ status: 'succeeded', attempts: 3, last_status: 200, last_error: null, next_attempt_at: null });
    expect((await endpoint(row))?.consecutive_failures).toBe(0);
  });

  it('gives a message up after 6 attempts, turns the endpoint off at 10 failures in a row, and sends nothing more until it is turned on', async () => {
    const row = await endpointFor(receiverUrl('/down'));
    receiver.answer({ status: 503 });
    await queue(row.user_id);
    await runJobs();
    expect(receivedAt('/down')).toHaveLength(6);
    expect((await deliveriesOf(row.id))[0]).toMatchObject({ status: 'failed', attempts: 6, last_status: 503, next_attempt_at: null });
    expect(await endpoint(row)).toMatchObject({ is_active: true, consecutive_failures: 6 });

    await queue(row.user_id);
    await runJobs();
    expect(receivedAt('/down')).toHaveLength(10);
    expect((await deliveriesOf(row.id))[1]).toMatchObject({ status: 'failed', attempts: 4 });
    expect(await endpoint(row)).toMatchObject({
      is_active: false,
      consecutive_failures: 10,
      disabled_at: NOW,
      disabled_reason: 'Turned off after 10 failed attempts in a row.',
    });

    expect(await queue(row.user_id)).toBe(0);
    await runJobs();
    expect(receivedAt('/down')).toHaveLength(10);

    // Turned back on by its owner: the count starts again and messages flow.
    expect(await updateWebhookEndpoint(pool, row.user_id, row.id, { isActive: true }, NOW)).toMatchObject({
      is_active: true,
      consecutive_failures: 0,
      disabled_at: null,
      disabled_reason: null,
    });
    receiver.answer({ status: 202 });
    expect(await queue(row.user_id)).toBe(1);
    await runJobs();
    expect(receivedAt('/down')).toHaveLength(11);
    expect((await deliveriesOf(row.id))[2]).toMatchObject({ status: 'succeeded', attempts: 1, last_status: 202 });
  });

  it('sends nothing to an endpoint turned off after the message was queued', async () => {
    const row = await endpointFor(receiverUrl('/turned-off'));
    await queue(row.user_id);
    await updateWebhookEndpoint(pool, row.user_id, row.id, { isActive: false }, NOW);
    await runJobs();
    expect(receivedAt('/turned-off')).toEqual([]);
    expect((await deliveriesOf(row.id))[0]).toMatchObject({ status: 'failed', attempts: 0, last_error: 'Not sent: the endpoint is turned off.' });
  });

  it('turns the endpoint off at once when it answers 410 Gone', async () => {
    const row = await endpointFor(receiverUrl('/gone'));
    receiver.answer({ status: 410 });
    await queue(row.user_id);
    await runJobs();
    expect(receivedAt('/gone')).toHaveLength(1);
    expect(await endpoint(row)).toMatchObject({
      is_active: false,
      disabled_reason: 'Turned off because the endpoint answered HTTP 410 Gone: it asks for no more webhooks.',
    });
  });

  const vectors = () => [
    `http://127.0.0.1:${canaryPort}/`,
    `http://127.1:${canaryPort}/`,
    `http://2130706433:${canaryPort}/`,
    `http://[::1]:${canaryPort}/`,
    `http://[::ffff:127.0.0.1]:${canaryPort}/`,
    `http://169.254.169.254:${canaryPort}/latest/meta-data/`,
  ];

  it('refuses loopback and metadata addresses in every spelling with the default allow list, as unreachable, and the canary is never hit', async () => {
    for (const url of vectors()) {
      const row = await endpointFor(url);
      await queue(row.user_id);
      await runJobs(publicOnly);
      const [delivery, ...more] = await deliveriesOf(row.id);
      expect(more, url).toEqual([]);
      // Refused at every attempt, and told apart from no other unreachable endpoint: same words, same retries.
      expect(delivery, url).toMatchObject({ status: 'failed', attempts: 6, last_status: null, next_attempt_at: null });
      expect(delivery?.last_error, url).toBe('The endpoint could not be reached.');
      expect((await endpoint(row))?.consecutive_failures, url).toBe(6);
    }
    expect(canaryHits).toBe(0);
  });

  it('never follows a redirect from an allowed receiver to any of them', async () => {
    for (const target of vectors()) {
      const row = await endpointFor(receiverUrl('/redirect'));
      receiver.answer({ status: 307, headers: { location: target } });
      await queue(row.user_id);
      await runJobs();
      const [delivery] = await deliveriesOf(row.id);
      expect(delivery, target).toMatchObject({ attempts: 6, status: 'failed' });
      expect(delivery?.last_error, target).toBe('The endpoint answered with a redirect. Webhooks do not follow redirects: enter the address it leads to.');
    }
    expect(canaryHits).toBe(0);
  });

  it('says an endpoint that refuses the connection could not be reached, and tries again', async () => {
    const closed = createServer();
    await new Promise<void>((done) => closed.listen(0, '127.0.0.1', done));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((done) => closed.close(done));
    const row = await endpointFor(`http://receiver.test:${port}/`);
    await queue(row.user_id);
    const [queued] = await deliveriesOf(row.id);
    expect(await deliverWebhook(deps, queued?.id ?? 0, 1)).toBe('retrying');
    expect((await deliveriesOf(row.id))[0]).toMatchObject({ status: 'pending', last_status: null, last_error: 'The endpoint could not be reached.' });
  });

  it('keeps the newest 100 finished messages of an endpoint', async () => {
    const row = await endpointFor(receiverUrl('/busy'));
    await pool.query(
      `insert into webhook_deliveries (message_id, endpoint_id, event_type, payload, attempts, status, created_at)
       select 'msg_old' || n, $1, 'alert.fired', '{}'::jsonb, 1, 'succeeded', $2::timestamptz - n * interval '1 minute'
         from generate_series(1, 100) as n`,
      [row.id, NOW],
    );
    receiver.answer({ status: 200 });
    await queue(row.user_id);
    await runJobs();
    const kept = await deliveriesOf(row.id);
    expect(kept).toHaveLength(100);
    expect(kept.map((delivery) => delivery.message_id)).not.toContain('msg_old100');
    expect(kept.at(-1)?.status).toBe('succeeded');
  });

  it("the app's job runner delivers through WEBHOOK_ALLOW_PRIVATE_HOSTS", async () => {
    const other = await takeTestJobSchema(inject('databaseUrl'));
    let runner: JobRunner | undefined;
    try {
      runner = await startJobRunner({
        databaseUrl: inject('databaseUrl'),
        mailer: { kind: 'log', send: async () => undefined, close: async () => undefined },
        appUrl: 'https://ranks.example.org',
        logger: silent,
        schema: other.schema,
        pollIntervalMs: 50,
        webhookPrivateHosts: testConfig({ WEBHOOK_ALLOW_PRIVATE_HOSTS: '127.0.0.1' }).fetch.webhookPrivateHosts,
        sessionSecret: TEST_SESSION_SECRET,
      });
      const row = await endpointFor(`http://127.0.0.1:${receiver.port}/runner`);
      receiver.answer({ status: 200 });
      await withTransaction(pool, (client) => queueWebhookEvent(client, other.schema, row.user_id, ALERT, new Date()));
      // Waits for the delivery itself to be recorded (the runner polls every 50 ms).
      for (let polls = 0; (await deliveriesOf(row.id))[0]?.status !== 'succeeded'; polls++) {
        if (polls > 200) throw new Error('the webhook was not delivered');
        await new Promise((done) => setTimeout(done, 25));
      }
      const [message] = receivedAt('/runner');
      expect(message && verifiesWithSecret(message, row.secret)).toBe(true);
      expect(message?.headers['user-agent']).toBe('RankChecker-Webhooks/1.0 (+https://ranks.example.org)');
    } finally {
      await runner?.stop();
      await other.release();
    }
  });
});
