import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { webhookEndpointSchema, type WebhookEndpoint } from '../../../contracts/webhook';
import { serpApiErrorReply } from '../../adapters/serp/testing/fake-serpapi-server';
import { upsertUserPlan } from '../../db/queries/user-plans';
import { buildTestApp, type TestApp } from '../../testing/build-test-app';
import { saveCheck } from '../../testing/history-rows';
import { postRankCheck } from '../../testing/guest-client';
import { startSerpFixture, uniqueKeyword, type SerpFixture } from '../../testing/serp-fixture';
import { signInAs, type SignedInUser } from '../../testing/sign-in';
import { messagesOf } from './testing/queued-webhooks';
import { startWebhookReceiver, verifiesWithSecret, type ReceivedWebhook, type WebhookReceiver } from './testing/webhook-receiver';

/** A check made through the API, its events queued with it and sent by the app's job runner to a receiver. */
describe('check webhooks, end to end', () => {
  let serp: SerpFixture;
  let receiver: WebhookReceiver;
  let t: TestApp;
  const now = new Date('2026-11-24T11:00:00Z');
  beforeAll(async () => {
    serp = await startSerpFixture();
    receiver = await startWebhookReceiver();
    t = await buildTestApp({ serpProvider: serp.provider, env: { WEBHOOK_ALLOW_PRIVATE_HOSTS: '127.0.0.1' }, runJobs: true, now: () => now });
  });
  afterAll(async () => {
    await t.close();
    await receiver.close();
    await serp.fake.close();
  });

  async function proUserWithEndpoint(path: string): Promise<{ user: SignedInUser; endpoint: WebhookEndpoint }> {
    const user = await signInAs(t.pool, undefined, now);
    await upsertUserPlan(t.pool, user.userId, { planType: 'pro', subscriptionStatus: 'active' }, now);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/v1/me/webhooks',
      headers: { cookie: user.cookie },
      payload: { url: `http://127.0.0.1:${receiver.port}${path}`, events: ['rank.changed', 'check.completed'] },
    });
    expect(created.statusCode, created.body).toBe(201);
    return { user, endpoint: webhookEndpointSchema.parse(created.json()) };
  }

  const receivedAt = (path: string, count: number) =>
    vi.waitFor(
      () => {
        const found = receiver.received.filter((message) => message.path === path);
        if (found.length < count) throw new Error(`${found.length} of ${count} messages so far`);
        return found;
      },
      { timeout: 15_000, interval: 50 },
    );
  const bodyOf = (message: ReceivedWebhook) => JSON.parse(message.body) as { type: string; timestamp: string; data: Record<string, unknown> };

  it('sends check.completed and rank.changed for a check by hand, each signed with the endpoint secret', async () => {
    const { user, endpoint } = await proUserWithEndpoint('/hooks/checks');
    expect(endpoint.events).toEqual(['check.completed', 'rank.changed']);
    const keyword = uniqueKeyword('hooked shoes');
    await saveCheck(t.pool, user.userId, { websiteUrl: 'hooked-shop.com', keyword, rankPosition: 15, pageNumber: 2, checkedAt: new Date(now.getTime() - 86_400_000) });
    serp.place(keyword, { url: 'https://hooked-shop.com/shoes', position: 8 });
    const response = await postRankCheck(t.app, { websiteUrl: 'hooked-shop.com', keyword }, { cookie: user.cookie });
    expect(response.statusCode, response.body).toBe(200);
    const { checkId } = response.json() as { checkId: string };

    const messages = await receivedAt('/hooks/checks', 2);
    for (const message of messages) expect(verifiesWithSecret(message, endpoint.secret)).toBe(true);
    const byType = Object.fromEntries(messages.map((message) => [bodyOf(message).type, bodyOf(message)]));
    expect(Object.keys(byType).sort()).toEqual(['check.completed', 'rank.changed']);
    expect(byType['check.completed']).toMatchObject({
      timestamp: now.toISOString(),
      data: { checkId, websiteUrl: 'hooked-shop.com', keyword, searchEngine: 'google', location: 'us', device: 'desktop', rank: 8, page: 1, previousRank: 15, scheduled: false, simulated: false },
    });
    expect(byType['rank.changed']?.data).toMatchObject({ checkId, previousRank: 15, rank: 8, change: 7, direction: 'up' });
  });

  it('sends nothing for a check that failed: it was never saved', async () => {
    const { user, endpoint } = await proUserWithEndpoint('/hooks/failed');
    const keyword = uniqueKeyword('failed shoes');
    serp.fake.setResponder(() => serpApiErrorReply('503'));
    try {
      const response = await postRankCheck(t.app, { websiteUrl: 'hooked-shop.com', keyword }, { cookie: user.cookie });
      expect(response.statusCode).toBeGreaterThanOrEqual(500);
    } finally {
      serp.fake.setResponder(undefined);
    }
    await t.jobsSettled();
    expect(await messagesOf(t.pool, endpoint.id)).toEqual([]);
    expect(receiver.received.filter((message) => message.path === '/hooks/failed')).toEqual([]);
  });
});
