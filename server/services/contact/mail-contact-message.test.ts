import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createSmtpMailer } from '../../adapters/mail/smtp-mailer';
import { createPool, type Pool } from '../../db/pool';
import { insertContactMessage, selectContactMessage } from '../../db/queries/contact-messages';
import { startSmtpCatcher, type SmtpCatcher } from '../../testing/smtp-catcher';
import { mailContactMessage } from './mail-contact-message';

const SENT_AT = new Date('2026-11-24T12:00:00Z');

describe('mailContactMessage', () => {
  let pool: Pool;
  let smtp: SmtpCatcher;
  beforeAll(async () => {
    pool = createPool(inject('databaseUrl'), { error: () => undefined }, { max: 2 });
    smtp = await startSmtpCatcher();
  });
  afterAll(async () => {
    await smtp.close();
    await pool.end();
  });
  const store = () =>
    insertContactMessage(pool, {
      name: 'Grace Hopper',
      email: `grace-${randomUUID()}@example.com`,
      message: 'The report PDF shows the wrong week.',
      ipKey: 'k',
      userId: null,
      now: new Date('2026-11-24T11:00:00Z'),
    });

  it('a failed send leaves the message unmailed for the retry, which sends it once and records mailed_at', async () => {
    const id = await store();
    const to = `team-${randomUUID()}@example.org`;
    // Nothing listens on port 1: the connection is refused, as with a mail server that is down.
    const down = createSmtpMailer({ url: 'smtp://127.0.0.1:1', from: 'app@example.org', timeoutMs: 2_000 });
    await expect(mailContactMessage({ db: pool, mailer: down, now: () => SENT_AT }, id, to)).rejects.toThrow();
    expect((await selectContactMessage(pool, id))?.mailed_at).toBeNull();

    const up = { db: pool, mailer: createSmtpMailer({ url: smtp.url, from: 'app@example.org' }), now: () => SENT_AT };
    expect(await mailContactMessage(up, id, to)).toBe('sent');
    expect((await selectContactMessage(pool, id))?.mailed_at).toEqual(SENT_AT);
    expect(await mailContactMessage(up, id, to)).toBe('already-sent');
    expect(smtp.mailsTo(to)).toHaveLength(1);
    expect(smtp.mailsTo(to)[0]?.subject).toBe('Contact form: Grace Hopper');
  });

  it('a message deleted before its job ran is skipped', async () => {
    const to = `team-${randomUUID()}@example.org`;
    const up = { db: pool, mailer: createSmtpMailer({ url: smtp.url, from: 'app@example.org' }), now: () => SENT_AT };
    expect(await mailContactMessage(up, randomUUID(), to)).toBe('missing');
    expect(smtp.mailsTo(to)).toEqual([]);
  });
});
