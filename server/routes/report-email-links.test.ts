import { actingAsOwner } from '../../core/workspaces/acting';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reportEmailLinkSchema } from '../../contracts/report';
import { createDemoProvider } from '../adapters/serp/demo/create-demo-provider';
import { upsertUserPlan } from '../db/queries/user-plans';
import { insertUnsubscribeToken } from '../db/queries/report-email-links';
import { upsertReportBranding } from '../db/queries/report-branding';
import type { MailOutbox } from '../services/mail/mail-outbox';
import type { MailContent } from '../services/mail/mail-layout';
import { hashToken, newToken } from '../services/tokens/random-token';
import { saveReportSchedule } from '../services/reports/save-report-schedule';
import { buildTestApp, type TestApp } from '../testing/build-test-app';
import { signInAs } from '../testing/sign-in';
import { saveCheck } from '../testing/history-rows';

const NOW = new Date('2026-05-06T12:00:00Z');
const DAY = 86_400_000;

/** Keeps what the schedule service hands to the outbox (the app's own outbox queues it for the mailer). */
function recordingOutbox(): MailOutbox & { sent: { to: string; content: MailContent }[] } {
  const sent: { to: string; content: MailContent }[] = [];
  return { sent, send: (to, content) => void sent.push({ to, content }), idle: async () => undefined };
}

describe('links in schedule e-mails (public)', () => {
  let t: TestApp;
  let clock = NOW;
  beforeAll(async () => {
    t = await buildTestApp({ serpProvider: createDemoProvider(), now: () => clock });
  });
  afterAll(async () => {
    await t.close();
  });

  async function waitingSchedule(email = `client-${Math.random().toString(36).slice(2)}@example.org`) {
    const owner = await signInAs(t.pool, undefined, NOW);
    await upsertUserPlan(t.pool, owner.userId, { planType: 'pro', subscriptionStatus: 'active' }, NOW);
    const outbox = recordingOutbox();
    const deps = { pool: t.pool, outbox, appUrl: 'https://ranks.example.org' };
    await saveCheck(t.pool, owner.userId, { websiteUrl: 'example.com', checkedAt: NOW });
    const schedule = await saveReportSchedule(deps, actingAsOwner(owner.userId), { site: 'example.com', frequency: 'weekly', email }, NOW);
    const link = outbox.sent[0]?.content.links[0] ?? '';
    return { owner, schedule, outbox, email, link, token: new URL(link).searchParams.get('token') ?? '' };
  }
  const inject = (method: 'GET' | 'POST', path: string, token: string) =>
    t.app.inject({ method, url: `${path}?token=${encodeURIComponent(token)}` });
  const statusOf = async (id: string) =>
    (await t.pool.query<{ confirmed_at: Date | null; unsubscribed_at: Date | null }>(
      'select confirmed_at, unsubscribed_at from report_schedules where id = $1',
      [id],
    )).rows[0];

  it('a new recipient gets one e-mail: who asks, for what, and a link to confirm (only its hash is stored)', async () => {
    const { owner, outbox, email, link, token, schedule } = await waitingSchedule();
    expect(outbox.sent).toHaveLength(1);
    const [mail] = outbox.sent;
    expect(mail?.to).toBe(email);
    expect(mail?.content.subject).toBe('Do you want weekly rank reports for example.com?');
    expect(mail?.content.text).toContain(`${owner.email} uses Rank Checker and asked to e-mail you a weekly ranking report of example.com as a PDF.`);
    expect(mail?.content.text).toContain('Nothing is sent to this address unless you confirm.');
    expect(link).toMatch(/^https:\/\/ranks\.example\.org\/report-email\/confirm\?token=[\w-]{43}$/);
    const { rows } = await t.pool.query<{ confirm_token_hash: Buffer }>('select confirm_token_hash from report_schedules where id = $1', [schedule.id]);
    expect(rows[0]?.confirm_token_hash).toEqual(hashToken(token));
  });

  it('an Enterprise owner with a white label asks in their brand: the e-mail heads and sends under it, without our name', async () => {
    const owner = await signInAs(t.pool, undefined, NOW);
    await upsertUserPlan(t.pool, owner.userId, { planType: 'enterprise', subscriptionStatus: 'active' }, NOW);
    await upsertReportBranding(t.pool, owner.userId, { companyName: 'Acme SEO', accentColor: '#0f766e', logoDataUrl: null }, NOW);
    await saveCheck(t.pool, owner.userId, { websiteUrl: 'example.com', checkedAt: NOW });
    const outbox = recordingOutbox();
    await saveReportSchedule({ pool: t.pool, outbox, appUrl: 'https://ranks.example.org' }, actingAsOwner(owner.userId), { site: 'example.com', frequency: 'monthly', email: 'client@example.org' }, NOW);
    const [mail] = outbox.sent;
    expect(mail?.content.fromName).toBe('Acme SEO');
    expect(mail?.content.text.split('\n')[0]).toBe('Acme SEO');
    expect(mail?.content.text).toContain(`${owner.email} of Acme SEO asked to e-mail you a monthly ranking report of example.com as a PDF.`);
    expect(mail?.content.text).not.toContain('Rank Checker');
    expect(mail?.content.html).not.toContain('Rank Checker');
  });

  it('opening the link shows what it is about and changes nothing; confirming works once', async () => {
    const { owner, schedule, email, token } = await waitingSchedule();
    const shown = await inject('GET', '/api/v1/report-emails/confirm', token);
    expect(shown.statusCode, shown.payload).toBe(200);
    expect(shown.headers['x-robots-tag']).toBe('noindex, nofollow');
    expect(reportEmailLinkSchema.parse(shown.json())).toEqual({
      site: 'example.com',
      frequency: 'weekly',
      email,
      sender: owner.email,
      status: 'waiting_for_confirmation',
    });
    expect((await statusOf(schedule.id))?.confirmed_at).toBeNull();

    const confirmed = await inject('POST', '/api/v1/report-emails/confirm', token);
    expect(confirmed.statusCode, confirmed.payload).toBe(200);
    expect(confirmed.json()).toMatchObject({ site: 'example.com', status: 'active' });
    expect((await statusOf(schedule.id))?.confirmed_at).toEqual(NOW);

    for (const method of ['GET', 'POST'] as const) {
      const again = await inject(method, '/api/v1/report-emails/confirm', token);
      expect(again.statusCode).toBe(400);
      expect(again.json()).toMatchObject({ error: { code: 'INVALID_TOKEN' } });
    }
  });

  it('an expired, unknown or replaced link confirms nothing', async () => {
    const expired = await waitingSchedule();
    clock = new Date(NOW.getTime() + 7 * DAY + 1000);
    try {
      expect((await inject('POST', '/api/v1/report-emails/confirm', expired.token)).statusCode).toBe(400);
    } finally {
      clock = NOW;
    }
    expect((await statusOf(expired.schedule.id))?.confirmed_at).toBeNull();
    for (const token of ['', 'x'.repeat(43), newToken().token]) {
      expect((await inject('POST', '/api/v1/report-emails/confirm', token)).statusCode).toBe(400);
    }
    // The owner changed the address: the link mailed to the first one is void.
    const moved = await waitingSchedule();
    const outbox = recordingOutbox();
    await saveReportSchedule({ pool: t.pool, outbox, appUrl: 'https://ranks.example.org' }, actingAsOwner(moved.owner.userId), {
      site: 'example.com',
      frequency: 'weekly',
      email: 'someone-else@example.org',
    }, NOW);
    expect(outbox.sent.map((mail) => mail.to)).toEqual(['someone-else@example.org']);
    expect((await inject('POST', '/api/v1/report-emails/confirm', moved.token)).statusCode).toBe(400);
    expect((await statusOf(moved.schedule.id))?.confirmed_at).toBeNull();
  });

  it('unsubscribe: the GET only describes, the POST stops the schedule, a second POST answers the same', async () => {
    const { schedule, token } = await waitingSchedule();
    await inject('POST', '/api/v1/report-emails/confirm', token);
    const unsubscribe = newToken();
    await insertUnsubscribeToken(t.pool, { hash: unsubscribe.hash, scheduleId: schedule.id, now: NOW, expiresAt: new Date(NOW.getTime() + 365 * DAY) });

    const shown = await inject('GET', '/api/v1/report-emails/unsubscribe', unsubscribe.token);
    expect(shown.json()).toMatchObject({ site: 'example.com', status: 'active' });
    expect((await statusOf(schedule.id))?.unsubscribed_at).toBeNull();

    for (let click = 0; click < 2; click += 1) {
      const stopped = await inject('POST', '/api/v1/report-emails/unsubscribe', unsubscribe.token);
      expect(stopped.statusCode, stopped.payload).toBe(200);
      expect(stopped.json()).toMatchObject({ site: 'example.com', status: 'unsubscribed' });
    }
    expect((await statusOf(schedule.id))?.unsubscribed_at).toEqual(NOW);
    expect((await inject('POST', '/api/v1/report-emails/unsubscribe', newToken().token)).statusCode).toBe(400);
  });

  it("RFC 8058 one-click: a mail client's form POST to the link's own URL unsubscribes, no session or Origin needed", async () => {
    const { schedule, token } = await waitingSchedule();
    await inject('POST', '/api/v1/report-emails/confirm', token);
    const unsubscribe = newToken();
    await insertUnsubscribeToken(t.pool, { hash: unsubscribe.hash, scheduleId: schedule.id, now: NOW, expiresAt: new Date(NOW.getTime() + 365 * DAY) });
    const response = await t.app.inject({
      method: 'POST',
      url: `/report-email/unsubscribe?token=${unsubscribe.token}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(response.statusCode, response.payload).toBe(200);
    expect((await statusOf(schedule.id))?.unsubscribed_at).toEqual(NOW);
    // RFC 8058 allows multipart/form-data too; the link answers the same again.
    const multipart = await t.app.inject({
      method: 'POST',
      url: `/report-email/unsubscribe?token=${unsubscribe.token}`,
      headers: { 'content-type': 'multipart/form-data; boundary=XyZ' },
      payload: '--XyZ\r\nContent-Disposition: form-data; name="List-Unsubscribe"\r\n\r\nOne-Click\r\n--XyZ--\r\n',
    });
    expect(multipart.statusCode, multipart.payload).toBe(200);
    expect(multipart.json()).toMatchObject({ status: 'unsubscribed' });
  });

  it('the recipient who unsubscribed is asked again when the owner saves the schedule again', async () => {
    const { owner, schedule, token, email } = await waitingSchedule();
    await inject('POST', '/api/v1/report-emails/confirm', token);
    await t.pool.query('update report_schedules set unsubscribed_at = $2 where id = $1', [schedule.id, NOW]);
    const outbox = recordingOutbox();
    const saved = await saveReportSchedule({ pool: t.pool, outbox, appUrl: 'https://ranks.example.org' }, actingAsOwner(owner.userId), {
      site: 'example.com',
      frequency: 'monthly',
      email,
    }, NOW);
    expect(saved.status).toBe('waiting_for_confirmation');
    expect(outbox.sent.map((mail) => mail.to)).toEqual([email]);
  });
});
