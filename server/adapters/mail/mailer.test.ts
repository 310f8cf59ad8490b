import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer, type AddressInfo, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtpCatcher, type SmtpCatcher } from '../../testing/smtp-catcher';
import { createMailer } from './index';
import { createSmtpMailer } from './smtp-mailer';

const message = {
  to: 'Someone@Example.com',
  subject: 'Confirm your e-mail',
  text: 'Open http://localhost:3000/verify-email?token=abc to confirm.',
  html: '<p><a href="http://localhost:3000/verify-email?token=abc">Confirm</a></p>',
  links: ['http://localhost:3000/verify-email?token=abc'],
};

describe('mailers', () => {
  let smtp: SmtpCatcher;
  let dataDir: string;
  beforeAll(async () => {
    smtp = await startSmtpCatcher();
    dataDir = await mkdtemp(path.join(tmpdir(), 'rank-checker-mail-'));
  });
  afterAll(async () => {
    await smtp.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('sends HTML and text over SMTP from the default sender when SMTP_URL is set', async () => {
    const mailer = createMailer({ mail: { smtpUrl: smtp.url, from: undefined }, dataDir }, { info: () => undefined });
    expect(mailer.kind).toBe('smtp');
    await mailer.send(message);
    const mail = await smtp.nextMailTo('someone@example.com');
    expect(mail.from).toBe('"Rank Checker" <no-reply@localhost>');
    expect(mail.subject).toBe(message.subject);
    expect(mail.links).toEqual(message.links);
    expect(mail.html).toContain('<a href="http://localhost:3000/verify-email?token=abc">');
    await mailer.close();
  });

  it('sends a white-labelled message under its brand, from the configured address, a name never a header', async () => {
    const mailer = createMailer({ mail: { smtpUrl: smtp.url, from: 'Rank Checker <reports@ranks.example.org>' }, dataDir }, { info: () => undefined });
    await mailer.send({ ...message, to: 'brand@example.com', fromName: 'Acme SEO' });
    expect((await smtp.nextMailTo('brand@example.com')).from).toBe('"Acme SEO" <reports@ranks.example.org>');
    await mailer.send({ ...message, to: 'brand2@example.com', fromName: 'Acme\r\nBcc: victim@example.com' });
    const sneaky = await smtp.nextMailTo('brand2@example.com');
    expect(sneaky.from).toBe('"Acme Bcc: victim@example.com" <reports@ranks.example.org>');
    expect(sneaky.headerLines.bcc).toBeUndefined();
    await mailer.close();
  });

  it('sends attachments over SMTP', async () => {
    const mailer = createMailer({ mail: { smtpUrl: smtp.url, from: undefined }, dataDir }, { info: () => undefined });
    const content = Buffer.from('%PDF-1.7 binary \u0000\u00ff', 'latin1');
    await mailer.send({ ...message, to: 'files@example.com', attachments: [{ filename: 'report.pdf', contentType: 'application/pdf', content }] });
    const mail = await smtp.nextMailTo('files@example.com');
    expect(mail.attachments).toEqual([{ filename: 'report.pdf', contentType: 'application/pdf', content }]);
    await mailer.close();
  });

  it('sends extra headers over SMTP (one-click unsubscribe)', async () => {
    const mailer = createMailer({ mail: { smtpUrl: smtp.url, from: undefined }, dataDir }, { info: () => undefined });
    const headers = { 'List-Unsubscribe': '<https://rank.example/report-email/unsubscribe?token=t>', 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' };
    await mailer.send({ ...message, to: 'headers@example.com', headers });
    const mail = await smtp.nextMailTo('headers@example.com');
    expect(mail.headerLines['list-unsubscribe']).toBe(headers['List-Unsubscribe']);
    expect(mail.headerLines['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    await mailer.close();
  });

  it('logs and appends to DATA_DIR/mail.log without SMTP_URL', async () => {
    const logged: unknown[] = [];
    const mailer = createMailer({ mail: { smtpUrl: undefined, from: 'Ops <ops@example.org>' }, dataDir }, {
      info: (obj) => logged.push(obj),
    });
    expect(mailer.kind).toBe('log');
    await mailer.send(message);
    await mailer.send({ ...message, subject: 'Second', attachments: [{ filename: 'r.pdf', contentType: 'application/pdf', content: Buffer.alloc(5) }] });
    expect(logged).toEqual([
      { to: message.to, subject: message.subject, links: message.links },
      { to: message.to, subject: 'Second', links: message.links },
    ]);
    const file = await readFile(path.join(dataDir, 'mail.log'), 'utf8');
    expect(file).toContain('From: Ops <ops@example.org>');
    expect(file).toContain('Subject: Confirm your e-mail');
    expect(file).toContain('Link: http://localhost:3000/verify-email?token=abc');
    expect(file).toContain('Subject: Second');
    expect(file).toContain('Attachment: r.pdf (application/pdf, 5 bytes)');
  });

  it('gives up on an SMTP server that never answers, within its timeout', async () => {
    const sockets: Socket[] = [];
    const silent = createServer((socket) => sockets.push(socket)); // accepts, never greets
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const { port } = silent.address() as AddressInfo;
    const mailer = createSmtpMailer({ url: `smtp://127.0.0.1:${port}`, from: 'a@b.c', timeoutMs: 300 });
    // Without the timeout the send would hang until the test itself times out.
    // The greeting timer and the idle-socket timer share the limit; either may fire first on a busy machine.
    await expect(mailer.send(message)).rejects.toMatchObject({ code: 'ETIMEDOUT' });
    for (const socket of sockets) socket.destroy();
    await new Promise<void>((resolve) => silent.close(() => resolve()));
  });
});
