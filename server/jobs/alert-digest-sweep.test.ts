import { Logger, runOnce } from 'graphile-worker';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createSmtpMailer } from '../adapters/mail/smtp-mailer';
import type { Mailer } from '../adapters/mail';
import { withTransaction, type Pool } from '../db/pool';
import { jobsReleased, sampleAlert, setAlertEmails } from '../services/alert-emails/alert-email-fixtures';
import type { AlertEmailDeps } from '../services/alert-emails/alert-email-deps';
import { enqueueDueDigests } from '../services/alert-emails/enqueue-due-digests';
import { queueAlertEmail, type AlertEmail } from '../services/alert-emails/queue-alert-email';
import { sendAlertDigest } from '../services/alert-emails/send-alert-digest';
import { createUnsubscribeTokens } from '../services/alert-emails/unsubscribe-token';
import { insertVerifiedUser } from '../testing/sign-in';
import { startSmtpCatcher, tokenFromMail, type SmtpCatcher } from '../testing/smtp-catcher';
import { takeTestJobSchema } from '../testing/test-job-schemas';
import { alertDigestJobKey } from './alert-email-jobs';
import { alertEmailTaskList } from './alert-email-tasks';
import { createJobPool } from './start-job-runner';

const APP = 'https://ranks.example.org';
const quietWorker = new Logger(() => () => undefined);
const silent = { error: () => undefined };
// Dates of this file alone: the pass reads every digest user of the shared database, and only this file's
// users have unsent alerts in these zones at these hours.
const at = (iso: string) => new Date(`${iso}Z`);

describe('daily digest of alert e-mails (graphile-worker tasks)', () => {
  let pool: Pool;
  let smtp: SmtpCatcher;
  let mailer: Mailer;
  let schema: string;
  let release: () => Promise<void>;
  let deps: AlertEmailDeps;
  beforeAll(async () => {
    pool = createJobPool(inject('databaseUrl'), silent);
    ({ schema, release } = await takeTestJobSchema(inject('databaseUrl')));
    smtp = await startSmtpCatcher();
    mailer = createSmtpMailer({ url: smtp.url, from: 'Rank Checker <alerts@example.org>' });
    deps = { pool, mailer, appUrl: APP, tokens: createUnsubscribeTokens('alert-digest-test-secret-0123456789abcdef'), now: () => new Date() };
  });
  afterAll(async () => {
    await mailer.close();
    await smtp.close();
    await release();
    await pool.end();
  });

  const runJobs = async (now: Date) => {
    await runOnce({ pgPool: pool, schema, taskList: alertEmailTaskList({ ...deps, now: () => now, jobSchema: schema }), logger: quietWorker });
    await jobsReleased(pool, schema);
  };
  const queue = (userId: string, alert: AlertEmail, when: Date) =>
    withTransaction(pool, (client) => queueAlertEmail(client, schema, userId, alert, when));
  const digestJobs = async (userId: string) =>
    (await pool.query<{ key: string }>(`select key from ${schema}._private_jobs where key like $1`, [`alert-digest:${userId}:%`])).rows.map((r) => r.key);
  const unsent = async (userId: string) =>
    Number((await pool.query<{ n: number }>('select count(*)::int as n from pending_alert_emails where user_id = $1 and sent_at is null', [userId])).rows[0]?.n);
  async function digestUser(timeZone: string, digestHour: number) {
    const user = await insertVerifiedUser(pool);
    await setAlertEmails(pool, user.userId, 'digest', { digestHour, timeZone });
    return user;
  }

  it('sends one digest a local day at the digest hour, newest first by site, however many passes run', async () => {
    const { userId, email } = await digestUser('Europe/Berlin', 7);
    await queue(userId, sampleAlert({ keyword: 'trail shoes', title: 'Ranking improved', rank: 5, previousRank: 9 }), at('2026-06-09T15:00:00'));
    await queue(userId, sampleAlert({ websiteUrl: 'shop.example.org', keyword: 'socks', title: 'Ranking dropped', rank: 14, previousRank: 6, device: 'mobile' }), at('2026-06-09T18:30:00'));
    await queue(userId, sampleAlert(), at('2026-06-10T04:10:00'));

    // 06:00 in Berlin (04:00 UTC in summer): not yet.
    await enqueueDueDigests(pool, at('2026-06-10T04:00:00'), schema);
    expect(await digestJobs(userId)).toEqual([]);

    // 07:00 in Berlin: due. A second pass (another worker, a re-run) adds nothing.
    const seven = at('2026-06-10T05:00:00');
    await enqueueDueDigests(pool, seven, schema);
    await enqueueDueDigests(pool, seven, schema);
    expect(await digestJobs(userId)).toEqual([alertDigestJobKey(userId, '2026-06-10')]);
    await runJobs(seven);
    // The job has run and its key is free again: passes later that hour still add nothing.
    await enqueueDueDigests(pool, at('2026-06-10T05:00:30'), schema);
    await runJobs(seven);

    expect(smtp.mailsTo(email)).toHaveLength(1);
    const mail = await smtp.nextMailTo(email);
    expect(mail.subject).toBe('Your Rank Checker digest for 10 Jun 2026: 3 rank alerts');
    const text = mail.text;
    // Sites in the order of their newest alert; each site's alerts newest first.
    const order = ['example.com', 'Top 10 reached: “running shoes” #8 (was #15)', 'Ranking improved: “trail shoes” #5 (was #9)', 'shop.example.org', 'Ranking dropped: “socks” #14 (was #6)'];
    const positions = order.map((line) => text.indexOf(line));
    expect(positions.every((position) => position >= 0)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
    expect(text).toContain('Google · United States · Desktop · Wed 10 Jun, 06:10');
    expect(text).toContain('Google · United States · Mobile · Tue 9 Jun, 20:30');
    const token = tokenFromMail(mail, '/unsubscribe');
    expect(mail.links).toEqual([
      `${APP}/history?site=example.com`,
      `${APP}/history?site=shop.example.org`,
      `${APP}/dashboard`,
      `${APP}/settings#email-preferences`,
      `${APP}/unsubscribe?token=${token}`,
    ]);
    expect(mail.headerLines['list-unsubscribe']).toBe(`<${APP}/api/v1/email/unsubscribe?token=${token}>`);
    expect(mail.headerLines['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    expect(await unsent(userId)).toBe(0);

    // An alert after the digest waits for the next day's, even at a pass in the same hour.
    await queue(userId, sampleAlert({ keyword: 'later' }), at('2026-06-10T05:20:00'));
    await enqueueDueDigests(pool, at('2026-06-10T05:30:00'), schema);
    expect(await digestJobs(userId)).toEqual([]);
    await enqueueDueDigests(pool, at('2026-06-11T05:00:00'), schema);
    await runJobs(at('2026-06-11T05:00:00'));
    expect((await smtp.nextMailTo(email)).subject).toBe('Your Rank Checker digest for 11 Jun 2026: 1 rank alert');
  });

  it('keeps to the local hour across the spring DST change (08:00 EDT is 12:00 UTC, not 13:00)', async () => {
    const { userId, email } = await digestUser('America/New_York', 8);
    await queue(userId, sampleAlert(), at('2026-03-07T20:00:00'));
    await enqueueDueDigests(pool, at('2026-03-08T11:00:00'), schema);
    expect(await digestJobs(userId)).toEqual([]);
    await enqueueDueDigests(pool, at('2026-03-08T12:00:00'), schema);
    expect(await digestJobs(userId)).toEqual([alertDigestJobKey(userId, '2026-03-08')]);
    await runJobs(at('2026-03-08T12:00:00'));
    await enqueueDueDigests(pool, at('2026-03-08T13:00:00'), schema);
    expect(await digestJobs(userId)).toEqual([]);
    expect(smtp.mailsTo(email)).toHaveLength(1);
  });

  it('passes nobody without unsent alerts, in another mode, or with an address that is not verified', async () => {
    const quiet = await digestUser('Asia/Tokyo', 9);
    const each = await digestUser('Asia/Tokyo', 9);
    await setAlertEmails(pool, each.userId, 'each');
    const unverified = await digestUser('Asia/Tokyo', 9);
    await queue(unverified.userId, sampleAlert(), at('2026-08-01T20:00:00'));
    await pool.query('update users set email_verified_at = null where id = $1', [unverified.userId]);
    await enqueueDueDigests(pool, at('2026-08-02T00:00:00'), schema);
    for (const user of [quiet, each, unverified]) expect(await digestJobs(user.userId)).toEqual([]);
    // A digest job that finds the address unverified by now sends nothing.
    expect(await sendAlertDigest({ ...deps, now: () => at('2026-08-02T00:00:00') }, unverified.userId)).toBe('stopped');
    expect(smtp.mailsTo(unverified.email)).toHaveLength(0);
  });

  it('two digest jobs at once send one e-mail', async () => {
    const { userId, email } = await digestUser('UTC', 3);
    await queue(userId, sampleAlert(), at('2026-08-05T01:00:00'));
    const now = () => at('2026-08-05T03:00:00');
    const outcomes = await Promise.all([sendAlertDigest({ ...deps, now }, userId), sendAlertDigest({ ...deps, now }, userId)]);
    expect(outcomes.sort()).toEqual(['nothing', 'sent']);
    expect(smtp.mailsTo(email)).toHaveLength(1);
  });
});
