import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDemoProvider } from '../adapters/serp/demo/create-demo-provider';
import { withTransaction } from '../db/pool';
import { insertWebhookEndpoint } from '../db/queries/webhook-endpoints';
import { queueWebhookEvents, type WebhookEvent } from '../services/webhooks/queue-webhook-event';
import { newWebhookSecret } from '../services/webhooks/webhook-secret';
import { uniqueEmail } from '../testing/auth-fixtures';
import { postJson } from '../testing/auth-client';
import { buildTestApp, type TestApp } from '../testing/build-test-app';
import { insertVerifiedUser } from '../testing/sign-in';
import { startSmtpCatcher, type SmtpCatcher } from '../testing/smtp-catcher';
import { JOB_LANES, splitByLane } from './job-lanes';

/** A webhook receiver that takes every request and never answers it, as a hostile or broken endpoint does. */
async function startSilentReceiver() {
  const open = new Map<string, number>();
  const sockets = new Set<Socket>();
  let mostAtOnce = 0;
  let finished = 0;
  const waiters: Array<{ count: number; resolve: () => void }> = [];
  const server: Server = createServer((request: IncomingMessage) => {
    const path = request.url ?? '';
    open.set(path, (open.get(path) ?? 0) + 1);
    const total = [...open.values()].reduce((sum, n) => sum + n, 0);
    mostAtOnce = Math.max(mostAtOnce, total);
    for (const waiter of waiters.filter((w) => total >= w.count)) waiter.resolve();
    request.socket.once('close', () => {
      open.set(path, (open.get(path) ?? 1) - 1);
      finished += 1;
    });
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: (path: string) => `http://127.0.0.1:${(server.address() as AddressInfo).port}${path}`,
    open,
    mostAtOnce: () => mostAtOnce,
    finished: () => finished,
    /** Resolves once this many requests are held open at once. */
    holding: (count: number) => new Promise<void>((resolve) => waiters.push({ count, resolve })),
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

describe('job lanes', () => {
  it('put every task in exactly one lane, the crontab in one', () => {
    const names = ['send_account_mail', 'send_contact_mail', 'deliver_webhook', 'dispatch_scheduled_checks', 'run_scheduled_checks', 'run_pagespeed', 'send_alert_email'];
    const lanes = splitByLane(Object.fromEntries(names.map((name) => [name, async () => undefined])));
    expect(Object.fromEntries(lanes.map(({ lane, taskList }) => [lane.name, Object.keys(taskList)]))).toEqual({
      'account-mail': ['send_account_mail', 'send_contact_mail'],
      webhooks: ['deliver_webhook'],
      'scheduled-checks': ['dispatch_scheduled_checks', 'run_scheduled_checks'],
      other: ['run_pagespeed', 'send_alert_email'],
    });
    expect(JOB_LANES.filter((lane) => lane.crontab)).toHaveLength(1);
  });
});

describe('webhook endpoints that never answer', () => {
  let smtp: SmtpCatcher;
  let receiver: Awaited<ReturnType<typeof startSilentReceiver>>;
  let t: TestApp;
  beforeAll(async () => {
    smtp = await startSmtpCatcher();
    receiver = await startSilentReceiver();
    t = await buildTestApp({ serpProvider: createDemoProvider(), env: { SMTP_URL: smtp.url, WEBHOOK_ALLOW_PRIVATE_HOSTS: '127.0.0.1' } });
  });
  afterAll(async () => {
    // Cut the held requests first: each delivery then fails at once instead of at its 10 s deadline.
    await receiver.close();
    await t.close();
    await smtp.close();
  });

  it("hold one slot per endpoint, and another user's confirmation e-mail goes out meanwhile", async () => {
    const { userId } = await insertVerifiedUser(t.pool);
    const now = new Date();
    for (let i = 1; i <= 5; i++) {
      await insertWebhookEndpoint(t.pool, { userId, url: receiver.url(`/hook-${i}`), description: '', secret: newWebhookSecret(), now }, 5);
    }
    const events: WebhookEvent[] = Array.from({ length: 20 }, (_, n) => ({ type: 'alert.fired', data: { keyword: `kw ${n}`, websiteUrl: 'example.com' } }));
    expect(await withTransaction(t.pool, (client) => queueWebhookEvents(client, t.jobSchema ?? '', userId, events, now))).toBe(100);
    // Every endpoint has a delivery in flight, and each waits for an answer that never comes.
    await receiver.holding(5);

    const email = uniqueEmail('lanes');
    expect((await postJson(t.app, '/api/v1/auth/sign-up', { email, password: 'secret-password-1', confirmPassword: 'secret-password-1' })).statusCode).toBe(202);
    const mail = await smtp.nextMailTo(email);
    expect(mail.subject).toMatch(/Confirm your e-mail/);

    // The mail did not wait for a webhook to give up, and no endpoint ever had two deliveries at once.
    expect(receiver.finished()).toBe(0);
    expect(receiver.mostAtOnce()).toBe(5);
    expect([...receiver.open.values()]).toEqual([1, 1, 1, 1, 1]);
  });
});
