import { Logger, runOnce } from 'graphile-worker';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createSmtpMailer } from '../adapters/mail/smtp-mailer';
import type { Mailer } from '../adapters/mail';
import { withTransaction, type Pool } from '../db/pool';
import { jobsReleased, sampleAlert, setAlertEmails } from '../services/alert-emails/alert-email-fixtures';
import type { AlertEmailDeps } from '../services/alert-emails/alert-email-deps';
import { getEmailPreferences, saveEmailPreferences, unsubscribeAlertEmails } from '../services/alert-emails/email-preferences';
import { queueAlertEmail, type AlertEmail } from '../services/alert-emails/queue-alert-email';
import { sendAlertEmail } from '../services/alert-emails/send-alert-email';
import { createUnsubscribeTokens } from '../services/alert-emails/unsubscribe-token';
import { insertVerifiedUser } from '../testing/sign-in';
import { startSmtpCatcher, tokenFromMail, type SmtpCatcher } from '../testing/smtp-catcher';
import { takeTestJobSchema } from '../testing/test-job-schemas';
import { alertEmailTaskList } from './alert-email-tasks';
import { createJobPool, startJobRunner } from './start-job-runner';

const NOW = new Date('2026-11-24T10:00:00Z');
const APP = 'https://ranks.example.org';
const quietWorker = new Logger(() => () => undefined);
const silent = { error: () => undefined };

describe('one e-mail per alert (graphile-worker task)', () => {
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
    deps = { pool, mailer, appUrl: APP, tokens: createUnsubscribeTokens('alert-email-test-secret-0123456789abcdef'), now: () => NOW };
  });
  afterAll(async () => {
    await mailer.close();
    await smtp.close();
    await release();
    await pool.end();
  });

  const runJobs = async (overrides: Partial<AlertEmailDeps> = {}) => {
    await runOnce({ pgPool: pool, schema, taskList: alertEmailTaskList({ ...deps, ...overrides, jobSchema: schema }), logger: quietWorker });
    await jobsReleased(pool, schema);
  };
  const queue = (userId: string, alert: AlertEmail = sampleAlert()) =>
    withTransaction(pool, (client) => queueAlertEmail(client, schema, userId, alert, NOW));
  const unsent = async (userId: string) =>
    (await pool.query<{ id: string }>('select id::text from pending_alert_emails where user_id = $1 and sent_at is null', [userId])).rows;
  async function eachUser() {
    const user = await insertVerifiedUser(pool);
    await setAlertEmails(pool, user.userId, 'each');
    return user;
  }

  it('e-mails the alert with its keyword, site, search, ranks, links and one-click unsubscribe headers, once', async () => {
    const { userId, email } = await eachUser();
    expect(await queue(userId, sampleAlert({ searchEngine: 'bing', location: 'gb', device: 'mobile' }))).toBe(true);
    await runJobs();

    const mail = await smtp.nextMailTo(email);
    expect(mail.subject).toBe('Top 10 reached: “running shoes” for example.com');
    for (const line of [
      '“running shoes” for example.com entered the top 10: now #8 (was #15).',
      'Keyword: running shoes',
      'Site: example.com',
      'Search engine: Bing',
      'Location: United Kingdom',
      'Device: Mobile',
      'New rank: #8',
      'Previous rank: #15',
    ]) {
      expect(mail.text).toContain(line);
    }
    const token = tokenFromMail(mail, '/unsubscribe');
    expect(mail.links).toEqual([
      `${APP}/history?site=example.com&keyword=running+shoes&engine=bing&location=gb&device=mobile`,
      `${APP}/dashboard`,
      `${APP}/settings#email-preferences`,
      `${APP}/unsubscribe?token=${token}`,
    ]);
    expect(mail.headerLines['list-unsubscribe']).toBe(`<${APP}/api/v1/email/unsubscribe?token=${token}>`);
    expect(mail.headerLines['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    expect(deps.tokens.verify(token)).toBe(userId);
    expect(mail.html).toContain(`<a href="${APP}/dashboard"`);
    expect(await unsent(userId)).toEqual([]);

    // The job again (a retry, a second worker): the alert is sent, nothing more goes out.
    const [row] = (await pool.query<{ id: string }>('select id::text from pending_alert_emails where user_id = $1', [userId])).rows;
    expect(await sendAlertEmail(deps, row?.id ?? '')).toBe('gone');
    expect(smtp.mailsTo(email)).toHaveLength(1);
  });

  it('escapes what users typed in the HTML part and says "not found" for a rank of 0', async () => {
    const { userId, email } = await eachUser();
    await queue(userId, sampleAlert({ keyword: '<b>shoes</b> & "socks"', title: 'Dropped out of the results', rank: 0, previousRank: 4, message: 'Gone.' }));
    await runJobs();
    const mail = await smtp.nextMailTo(email);
    expect(mail.html).toContain('&lt;b&gt;shoes&lt;/b&gt; &amp; &quot;socks&quot;');
    expect(mail.html).not.toContain('<b>shoes</b>');
    expect(mail.text).toContain('New rank: not found');
    expect(mail.text).toContain('Previous rank: #4');
  });

  it('a failed send keeps the alert and the job: the retry sends it once', async () => {
    const { userId, email } = await eachUser();
    await queue(userId);
    const down = createSmtpMailer({ url: 'smtp://127.0.0.1:1', from: 'alerts@example.org', timeoutMs: 2_000 });
    await runJobs({ mailer: down });
    expect(await unsent(userId)).toHaveLength(1);
    const { rows } = await pool.query<{ attempts: number; last_error: string | null }>(
      `select attempts, last_error from ${schema}._private_jobs where key like 'alert-email:%' and attempts > 0`,
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]?.last_error).toMatch(/ECONNREFUSED|connect/i);

    // The retry is due after graphile-worker's backoff; make it due now instead of waiting for it.
    await pool.query(`update ${schema}._private_jobs set run_at = now() where key like 'alert-email:%'`);
    await runJobs();
    expect((await smtp.nextMailTo(email)).subject).toContain('Top 10 reached');
    expect(await unsent(userId)).toEqual([]);
  });

  it('switching to the digest before the job runs leaves the alert to the digest', async () => {
    const { userId, email } = await eachUser();
    await queue(userId);
    await saveEmailPreferences(pool, schema, userId, { alertEmails: 'digest', digestHour: 8 }, NOW);
    await runJobs();
    expect(smtp.mailsTo(email)).toHaveLength(0);
    expect(await unsent(userId)).toHaveLength(1);
  });

  it('switching back to one e-mail per alert sends what waited for the digest', async () => {
    const { userId, email } = await insertVerifiedUser(pool);
    await setAlertEmails(pool, userId, 'digest');
    await queue(userId, sampleAlert({ keyword: 'first' }));
    await queue(userId, sampleAlert({ keyword: 'second' }));
    await saveEmailPreferences(pool, schema, userId, { alertEmails: 'each', digestHour: 8 }, NOW);
    await runJobs();
    const subjects = [(await smtp.nextMailTo(email)).subject, (await smtp.nextMailTo(email)).subject].sort();
    expect(subjects).toEqual(['Top 10 reached: “first” for example.com', 'Top 10 reached: “second” for example.com']);
    expect(await unsent(userId)).toEqual([]);
  });

  it('turning e-mails off, in settings or with the link, drops what was waiting', async () => {
    const { userId, email } = await eachUser();
    await queue(userId);
    await saveEmailPreferences(pool, schema, userId, { alertEmails: 'off', digestHour: 8 }, NOW);
    await runJobs();
    expect(await unsent(userId)).toEqual([]);

    await setAlertEmails(pool, userId, 'each');
    await queue(userId);
    expect(await unsubscribeAlertEmails(pool, deps.tokens, deps.tokens.sign(userId), NOW)).toEqual({ email, alertEmails: 'off' });
    await runJobs();
    expect(await unsent(userId)).toEqual([]);
    expect(smtp.mailsTo(email)).toHaveLength(0);
    expect(await getEmailPreferences(pool, userId)).toMatchObject({ alertEmails: 'off', sending: false });
  });

  it("the app's job runner, given the session secret, sends alert e-mails whose links that secret signed", async () => {
    const secret = 'runner-session-secret-0123456789abcdef012345';
    const quiet = { error: () => undefined, warn: () => undefined, info: () => undefined, debug: () => undefined };
    const runner = await startJobRunner({ databaseUrl: inject('databaseUrl'), mailer, appUrl: APP, logger: quiet, schema, pollIntervalMs: 200, sessionSecret: secret, now: () => NOW });
    try {
      const { userId, email } = await eachUser();
      await queue(userId);
      const mail = await smtp.nextMailTo(email, { timeoutMs: 15_000 });
      expect(createUnsubscribeTokens(secret).verify(tokenFromMail(mail, '/unsubscribe'))).toBe(userId);
    } finally {
      await runner.stop();
    }
  });
});
