import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import { createMailer } from '../adapters/mail';
import { parseConfig } from '../config';
import { createPool, type Pool } from '../db/pool';
import { uniqueEmail } from '../testing/auth-fixtures';
import { TEST_SESSION_SECRET } from '../testing/build-test-app';
import { startSmtpCatcher, type SmtpCatcher } from '../testing/smtp-catcher';
import { takeTestJobSchema } from '../testing/test-job-schemas';
import { createMailOutbox } from '../services/mail/mail-outbox';
import { SEND_ACCOUNT_MAIL } from './account-mail-task';
import { startJobRunner } from './start-job-runner';

const quiet = { error: () => undefined, warn: () => undefined, info: () => undefined, debug: () => undefined };
const mail = () => ({ subject: 'Confirm your e-mail address', html: '<p>Hi</p>', text: 'Hi', links: ['http://localhost/verify-email?token=x'] });

describe('account e-mails are durable jobs', () => {
  let pool: Pool;
  let smtp: SmtpCatcher;
  let schema: string;
  let release: () => Promise<void>;
  const databaseUrl = inject('databaseUrl');
  const runner = (smtpUrl: string) =>
    startJobRunner({
      databaseUrl,
      mailer: createMailer(parseConfig({ SMTP_URL: smtpUrl, DATABASE_URL: databaseUrl }), quiet),
      appUrl: 'http://localhost:3000',
      logger: quiet,
      schema,
      pollIntervalMs: 100,
      sessionSecret: TEST_SESSION_SECRET,
    });
  /** The queued job of the mail to `to`, if it is still there (a sent job is deleted). */
  const jobOf = async (to: string) => {
    const { rows } = await pool.query<{ attempts: number; last_error: string | null }>(
      `select j.attempts, j.last_error
         from ${schema}._private_jobs j join ${schema}._private_tasks t on t.id = j.task_id
        where t.identifier = $1 and j.payload->>'to' = $2`,
      [SEND_ACCOUNT_MAIL, to],
    );
    return rows[0];
  };

  beforeAll(async () => {
    pool = createPool(databaseUrl, { error: () => undefined }, { max: 3 });
    smtp = await startSmtpCatcher();
    ({ schema, release } = await takeTestJobSchema(databaseUrl));
  });
  afterAll(async () => {
    await release();
    await smtp.close();
    await pool.end();
  });

  it('a mail queued before a restart, whose first send hit an SMTP outage, is delivered by the next runner', async () => {
    const to = uniqueEmail('durable');
    // The web process queues the mail and is gone: nothing of it lives in memory.
    const outbox = createMailOutbox({ pool, jobSchema: schema, log: quiet });
    outbox.send(to, mail());
    await outbox.idle();
    expect(await jobOf(to)).toMatchObject({ attempts: 0 });

    // A runner whose SMTP server is down fails the first attempt; the job stays, to be tried again.
    const down = await runner('smtp://127.0.0.1:9');
    await expect.poll(async () => (await jobOf(to))?.attempts, { timeout: 15_000 }).toBe(1);
    await down.stop();
    expect((await jobOf(to))?.last_error).toBeTruthy();

    // After the restart (and without waiting out the backoff), the next runner delivers it once.
    await pool.query(`update ${schema}._private_jobs set run_at = now() where payload->>'to' = $1`, [to]);
    const up = await runner(smtp.url);
    try {
      const delivered = await smtp.nextMailTo(to, { timeoutMs: 15_000 });
      expect(delivered.subject).toBe('Confirm your e-mail address');
      await expect.poll(async () => jobOf(to)).toBeUndefined();
      expect(smtp.mailsTo(to)).toHaveLength(1);
    } finally {
      await up.stop();
    }
  });
});
