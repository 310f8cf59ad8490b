import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDemoProvider } from '../adapters/serp/demo/create-demo-provider';
import { withTransaction } from '../db/pool';
import { DEFAULT_JOB_SCHEMA } from '../db/queries/jobs';
import { sampleAlert, setAlertEmails } from '../services/alert-emails/alert-email-fixtures';
import { UNSUBSCRIBE_ACCOUNT_GONE, UNSUBSCRIBE_LINK_INVALID } from '../services/alert-emails/email-preferences';
import { queueAlertEmail } from '../services/alert-emails/queue-alert-email';
import { createUnsubscribeTokens } from '../services/alert-emails/unsubscribe-token';
import { buildTestApp, TEST_SESSION_SECRET, type TestApp } from '../testing/build-test-app';
import { uniqueIp } from '../testing/guest-client';
import { signInAs } from '../testing/sign-in';

const NOW = new Date('2026-11-24T10:05:00Z');
const tokens = createUnsubscribeTokens(TEST_SESSION_SECRET);

describe('POST /api/v1/email/unsubscribe', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ serpProvider: createDemoProvider(), now: () => NOW });
  });
  afterAll(async () => {
    await t.close();
  });

  /** As a mail provider's one-click POST (RFC 8058): a form body, no cookies, no Origin of ours. */
  const oneClick = (token: string, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url: `/api/v1/email/unsubscribe?token=${encodeURIComponent(token)}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
      remoteAddress: uniqueIp(),
      payload: 'List-Unsubscribe=One-Click',
    });
  async function subscribedUser() {
    const user = await signInAs(t.pool, undefined, NOW);
    await setAlertEmails(t.pool, user.userId, 'digest', { digestHour: 7 });
    return user;
  }
  const modeOf = async (userId: string) =>
    (await t.pool.query<{ alert_emails: string; digest_hour: number }>('select alert_emails, digest_hour from email_preferences where user_id = $1', [userId])).rows[0];

  it('turns alert e-mails off in one click without a session, keeps the hour and drops what was waiting', async () => {
    const user = await subscribedUser();
    await withTransaction(t.pool, (client) => queueAlertEmail(client, DEFAULT_JOB_SCHEMA, user.userId, sampleAlert(), NOW));
    const response = await oneClick(tokens.sign(user.userId));
    expect(response.statusCode, response.payload).toBe(200);
    expect(response.json()).toEqual({ email: user.email, alertEmails: 'off' });
    expect(response.headers['cache-control']).toBe('no-store');
    expect(await modeOf(user.userId)).toEqual({ alert_emails: 'off', digest_hour: 7 });
    const { rows } = await t.pool.query('select 1 from pending_alert_emails where user_id = $1 and sent_at is null', [user.userId]);
    expect(rows).toEqual([]);
    // Again (the page after the header's POST, a second click): the same answer.
    expect((await oneClick(tokens.sign(user.userId))).json()).toEqual({ email: user.email, alertEmails: 'off' });
  });

  it("is not refused for a provider's cross-site POST, and the page's own POST (no body) works too", async () => {
    const user = await subscribedUser();
    const response = await oneClick(tokens.sign(user.userId), { origin: 'https://mail.example.net', 'sec-fetch-site': 'cross-site' });
    expect(response.statusCode, response.payload).toBe(200);
    const other = await subscribedUser();
    const page = await t.app.inject({ method: 'POST', url: `/api/v1/email/unsubscribe?token=${tokens.sign(other.userId)}`, remoteAddress: uniqueIp() });
    expect(page.statusCode, page.payload).toBe(200);
    expect(await modeOf(other.userId)).toMatchObject({ alert_emails: 'off' });
  });

  it('the token decides whose e-mails stop, not the session in the browser', async () => {
    const ada = await subscribedUser();
    const bob = await subscribedUser();
    const response = await oneClick(tokens.sign(ada.userId), { cookie: bob.cookie });
    expect(response.json()).toEqual({ email: ada.email, alertEmails: 'off' });
    expect(await modeOf(bob.userId)).toMatchObject({ alert_emails: 'digest' });
  });

  it.each([
    ['tampered', (userId: string) => `${tokens.sign(userId).slice(0, -1)}${tokens.sign(userId).endsWith('A') ? 'B' : 'A'}`],
    ["another user's signature", (userId: string) => `${tokens.sign(userId).split('.')[0]}.${tokens.sign('7c9e6679-7425-40de-944b-e07fc1f90ae7').split('.')[1]}`],
    ['signed under another secret', (userId: string) => createUnsubscribeTokens('another-secret-0123456789abcdef0123456789').sign(userId)],
    ['not a token at all', () => 'hello'],
    ['empty', () => ''],
  ])('a %s token is a clear 400 and changes nothing', async (_name, make) => {
    const user = await subscribedUser();
    const response = await oneClick(make(user.userId));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: { code: 'INVALID_TOKEN', message: UNSUBSCRIBE_LINK_INVALID } });
    expect(await modeOf(user.userId)).toMatchObject({ alert_emails: 'digest' });
  });

  it('says so when the account is gone', async () => {
    const user = await subscribedUser();
    await t.pool.query('delete from users where id = $1', [user.userId]);
    const response = await oneClick(tokens.sign(user.userId));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: { code: 'INVALID_TOKEN', message: UNSUBSCRIBE_ACCOUNT_GONE } });
  });

  it('changes nothing on GET (link scanners open links) and wants a token', async () => {
    const user = await subscribedUser();
    const get = await t.app.inject({ method: 'GET', url: `/api/v1/email/unsubscribe?token=${tokens.sign(user.userId)}` });
    expect(get.statusCode).toBe(404);
    expect(await modeOf(user.userId)).toMatchObject({ alert_emails: 'digest' });
    const missing = await t.app.inject({ method: 'POST', url: '/api/v1/email/unsubscribe', remoteAddress: uniqueIp() });
    expect(missing.statusCode).toBe(400);
  });
});
