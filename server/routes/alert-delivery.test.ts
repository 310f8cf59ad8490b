import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { webhookEndpointSchema } from '../../contracts/webhook';
import { insertSearchHistory } from '../db/queries/search-history';
import { upsertUserPlan } from '../db/queries/user-plans';
import { startWebhookReceiver, verifiesWithSecret, type WebhookReceiver } from '../services/webhooks/testing/webhook-receiver';
import { buildTestApp, type TestApp } from '../testing/build-test-app';
import { startSmtpCatcher, type SmtpCatcher } from '../testing/smtp-catcher';
import { postRankCheck } from '../testing/guest-client';
import { startSerpFixture, uniqueKeyword, type SerpFixture } from '../testing/serp-fixture';
import { signInAs, type SignedInUser } from '../testing/sign-in';

/** A rank alert leaving the app: the check's transaction queues it, the job runner delivers it. */
describe('rank alerts beyond the panel', () => {
  let serp: SerpFixture;
  let receiver: WebhookReceiver;
  let smtp: SmtpCatcher;
  let t: TestApp;
  const now = new Date('2026-06-01T10:00:00Z');
  beforeAll(async () => {
    serp = await startSerpFixture();
    receiver = await startWebhookReceiver();
    smtp = await startSmtpCatcher();
    t = await buildTestApp({
      serpProvider: serp.provider,
      env: { WEBHOOK_ALLOW_PRIVATE_HOSTS: '127.0.0.1', SMTP_URL: smtp.url },
      runJobs: true,
      now: () => now,
    });
  });
  afterAll(async () => {
    await t.close();
    await receiver.close();
    await smtp.close();
    await serp.fake.close();
  });

  async function proUser(): Promise<SignedInUser> {
    const user = await signInAs(t.pool, undefined, now);
    await upsertUserPlan(t.pool, user.userId, { planType: 'pro', subscriptionStatus: 'active' }, now);
    return user;
  }

  /** Yesterday's check of `keyword` found the site at `rank`. */
  async function earlier(user: SignedInUser, keyword: string, rank: number) {
    await insertSearchHistory(t.pool, {
      userId: user.userId,
      websiteUrl: 'deliver-site.com',
      keyword,
      location: 'us',
      searchEngine: 'google',
      rankPosition: rank,
      pageNumber: Math.ceil(rank / 10),
      resultType: 'organic',
      competitors: [],
      checkedAt: new Date(now.getTime() - 86_400_000),
    });
  }

  async function check(user: SignedInUser, keyword: string, position: number) {
    serp.place(keyword, { url: 'https://deliver-site.com/shoes', position });
    const response = await postRankCheck(t.app, { websiteUrl: 'deliver-site.com', keyword }, { cookie: user.cookie });
    expect(response.statusCode).toBe(200);
  }

  it('sends a top-10 milestone to the user’s webhook, signed with its secret', async () => {
    const user = await proUser();
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/v1/me/webhooks',
      headers: { cookie: user.cookie },
      payload: { url: `http://127.0.0.1:${receiver.port}/hooks/rank` },
    });
    expect(created.statusCode).toBe(201);
    const endpoint = webhookEndpointSchema.parse(created.json());

    const keyword = uniqueKeyword('webhook shoes');
    await earlier(user, keyword, 15);
    await check(user, keyword, 8);

    const alert = await vi.waitFor(
      () => {
        const found = receiver.received.find((m) => m.path === '/hooks/rank' && JSON.parse(m.body).type === 'alert.fired');
        if (!found) throw new Error('no alert.fired yet');
        return found;
      },
      { timeout: 15_000, interval: 50 },
    );
    expect(verifiesWithSecret(alert, endpoint.secret)).toBe(true);
    expect(JSON.parse(alert.body)).toMatchObject({
      type: 'alert.fired',
      data: {
        rule: { name: 'Enters the top 10', trigger: 'enters_top' },
        keyword,
        websiteUrl: 'deliver-site.com',
        searchEngine: 'google',
        rank: 8,
        previousRank: 15,
        title: 'Top 10 reached',
      },
    });
  });

  it('e-mails an alert only to a user who opted in, with a one-click unsubscribe', async () => {
    const [optedIn, silent] = [await proUser(), await proUser()];
    const put = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/me/email-preferences',
      headers: { cookie: optedIn.cookie, origin: t.config.appUrl },
      payload: { alertEmails: 'each', digestHour: 8 },
    });
    expect(put.statusCode).toBe(200);
    for (const user of [optedIn, silent]) {
      const keyword = uniqueKeyword('mail shoes');
      await earlier(user, keyword, 4);
      await check(user, keyword, 12);
    }
    const mail = await smtp.nextMailTo(optedIn.email);
    expect(mail.text).toContain('Ranking dropped');
    expect(mail.text).toContain('deliver-site.com');
    expect(mail.headerLines['list-unsubscribe']).toContain('/api/v1/email/unsubscribe?token=');
    expect(smtp.mailsTo(silent.email)).toEqual([]);
  });
});
