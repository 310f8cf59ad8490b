import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDemoProvider } from '../adapters/serp/demo/create-demo-provider';
import { uniqueEmail } from '../testing/auth-fixtures';
import { postJson } from '../testing/auth-client';
import { buildTestApp, type TestApp } from '../testing/build-test-app';
import { uniqueIp } from '../testing/guest-client';
import { signInAs } from '../testing/sign-in';
import { startSmtpCatcher, type SmtpCatcher } from '../testing/smtp-catcher';

// A fixed clock 5 minutes into an hour, so no test straddles a rate-limit window (55 minutes remain).
const NOW = new Date('2031-03-04T10:05:00Z');
const TEAM = 'team@contact.example.org';

interface StoredMessage {
  name: string;
  email: string;
  message: string;
  ip_key: string;
  user_id: string | null;
  created_at: Date;
  mailed_at: Date | null;
}

const messageBody = (email: string, overrides: Record<string, unknown> = {}) => ({
  name: 'Ada Lovelace',
  email,
  message: 'Hello, I have a question about the Pro plan.',
  ...overrides,
});

async function storedFor(t: TestApp, email: string): Promise<StoredMessage[]> {
  const { rows } = await t.pool.query<StoredMessage>(
    'select name, email, message, ip_key, user_id, created_at, mailed_at from contact_messages where lower(email) = lower($1) order by created_at',
    [email],
  );
  return rows;
}

describe('POST /api/v1/contact', () => {
  let smtp: SmtpCatcher;
  let t: TestApp;
  beforeAll(async () => {
    smtp = await startSmtpCatcher();
    t = await buildTestApp({ serpProvider: createDemoProvider(), env: { SMTP_URL: smtp.url, CONTACT_EMAIL: TEAM }, now: () => NOW });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });
  const send = (body: unknown, options: { ip?: string; cookie?: string; headers?: Record<string, string> } = {}) =>
    postJson(t.app, '/api/v1/contact', body, options);

  it('stores a guest message, trimmed, and mails it to CONTACT_EMAIL with Reply-To the sender', async () => {
    const email = uniqueEmail('guest');
    const ip = uniqueIp();
    const response = await send(messageBody(email, { name: '  Ada Lovelace ', message: '  Hello, I have a question about the Pro plan.\n' }), { ip });
    expect(response.statusCode).toBe(202);
    expect(response.json()).toEqual({ received: true });

    const mail = await smtp.nextMailTo(TEAM, { timeoutMs: 15_000 });
    expect(mail.subject).toBe('Contact form: Ada Lovelace');
    expect(mail.headerLines['reply-to']).toBe(email);
    expect(mail.text).toContain(`From: Ada Lovelace <${email}>`);
    expect(mail.text).toContain('Account: not signed in');
    expect(mail.text).toContain('Hello, I have a question about the Pro plan.');
    expect(mail.html).toContain('Hello, I have a question about the Pro plan.');

    await t.jobsSettled();
    const [stored, ...more] = await storedFor(t, email);
    expect(more).toEqual([]);
    expect(stored).toMatchObject({ name: 'Ada Lovelace', email, message: 'Hello, I have a question about the Pro plan.', user_id: null, created_at: NOW });
    expect(stored?.mailed_at).toBeInstanceOf(Date);
    // The address is kept only as a keyed hash.
    expect(stored?.ip_key).toMatch(/^[\w-]{43}$/);
    expect(stored?.ip_key).not.toContain(ip);
  });

  it("notes a signed-in sender's account, and escapes what was typed in the HTML part", async () => {
    const user = await signInAs(t.pool, undefined, NOW);
    const body = messageBody(user.email, { name: 'Eve <b>Bold</b>', message: 'Does <script>alert(1)</script> & co. break the report?' });
    expect((await send(body, { cookie: user.cookie })).statusCode).toBe(202);

    const mail = await smtp.nextMailTo(TEAM, { timeoutMs: 15_000 });
    expect(mail.subject).toBe('Contact form: Eve <b>Bold</b>');
    expect(mail.text).toContain(`Account: signed in (account ${user.userId})`);
    expect(mail.text).toContain('Does <script>alert(1)</script> & co. break the report?');
    expect(mail.html).toContain('Does &lt;script&gt;alert(1)&lt;/script&gt; &amp; co. break the report?');
    expect(mail.html).toContain('Eve &lt;b&gt;Bold&lt;/b&gt;');
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).not.toContain('<b>Bold');
    expect((await storedFor(t, user.email))[0]?.user_id).toBe(user.userId);
  });

  it.each([
    ['a missing name', { name: undefined }, 'name'],
    ['a blank name', { name: '   ' }, 'Please enter your name'],
    ['a name over 100 characters', { name: 'n'.repeat(101) }, 'Please keep your name to 100 characters'],
    ['a missing e-mail', { email: undefined }, 'email'],
    ['an e-mail that is not one', { email: 'ada-at-example.com' }, 'Please enter a valid e-mail address'],
    ['an e-mail over 254 characters', { email: `${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(63)}.com` }, 'Please enter a valid e-mail address'],
    ['a missing message', { message: undefined }, 'message'],
    ['a message under 10 characters once trimmed', { message: '   Hi there  ' }, 'Please write at least 10 characters'],
    ['a message over 5,000 characters', { message: 'm'.repeat(5001) }, 'Please keep your message to 5,000 characters'],
    ['a message that is not text', { message: 42 }, 'message'],
  ])('refuses %s with 400 INVALID_INPUT and stores nothing', async (_case, override, mentions) => {
    const email = uniqueEmail('invalid');
    const body: Record<string, unknown> = messageBody(email);
    for (const [key, value] of Object.entries(override)) {
      if (value === undefined) delete body[key];
      else body[key] = value;
    }
    const response = await send(body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: { code: 'INVALID_INPUT', message: expect.stringContaining(mentions) } });
    expect(await storedFor(t, typeof body.email === 'string' ? body.email : email)).toEqual([]);
  });

  it('refuses a post from another site (the Origin check)', async () => {
    const email = uniqueEmail('csrf');
    const response = await send(messageBody(email), { headers: { origin: 'https://evil.example' } });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ error: { code: 'BAD_ORIGIN' } });
    expect(await storedFor(t, email)).toEqual([]);
    expect((await send(messageBody(email), { headers: { origin: t.config.appUrl } })).statusCode).toBe(202);
  });

  it('takes 5 messages an hour from one address, then 429 with Retry-After and when to try again', async () => {
    const ip = uniqueIp();
    for (let i = 0; i < 5; i += 1) expect((await send(messageBody(uniqueEmail('per-ip')), { ip })).statusCode).toBe(202);
    const refusedEmail = uniqueEmail('per-ip');
    const refused = await send(messageBody(refusedEmail), { ip });
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBe('3300');
    expect(refused.json()).toEqual({
      error: { code: 'RATE_LIMITED', message: "You've sent several messages in a short time. Please try again in 55 minutes." },
    });
    expect(await storedFor(t, refusedEmail)).toEqual([]);
    // Another address is not affected.
    expect((await send(messageBody(refusedEmail))).statusCode).toBe(202);
  });

  it('takes 3 messages an hour for one e-mail address, whatever its case or the sender address', async () => {
    const email = uniqueEmail('per-email');
    for (let i = 0; i < 3; i += 1) expect((await send(messageBody(email), { ip: uniqueIp() })).statusCode).toBe(202);
    const refused = await send(messageBody(email.toUpperCase()), { ip: uniqueIp() });
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBe('3300');
    expect(refused.json()).toMatchObject({ error: { code: 'RATE_LIMITED' } });
    expect(await storedFor(t, email)).toHaveLength(3);
  });
});

describe('POST /api/v1/contact without CONTACT_EMAIL', () => {
  let smtp: SmtpCatcher;
  let t: TestApp;
  beforeAll(async () => {
    smtp = await startSmtpCatcher();
    t = await buildTestApp({ serpProvider: createDemoProvider(), env: { SMTP_URL: smtp.url }, now: () => NOW });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('stores the message and answers as usual, and mails nothing', async () => {
    const email = uniqueEmail('unmailed');
    const response = await postJson(t.app, '/api/v1/contact', messageBody(email));
    expect(response.statusCode).toBe(202);
    expect(response.json()).toEqual({ received: true });
    await t.jobsSettled();
    expect(smtp.messages).toEqual([]);
    const [stored] = await storedFor(t, email);
    expect(stored).toMatchObject({ email, mailed_at: null });
  });
});
