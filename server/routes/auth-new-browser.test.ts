import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDemoProvider } from '../adapters/serp/demo/create-demo-provider';
import { cookieHeader, postJson } from '../testing/auth-client';
import { createTestUser } from '../testing/auth-fixtures';
import { buildTestApp, type TestApp } from '../testing/build-test-app';
import { startSmtpCatcher, type SmtpCatcher } from '../testing/smtp-catcher';

const CHROME_ON_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

describe('the e-mail about a sign-in from a new browser', () => {
  let t: TestApp;
  let smtp: SmtpCatcher;
  beforeAll(async () => {
    smtp = await startSmtpCatcher();
    t = await buildTestApp({ serpProvider: createDemoProvider(), env: { SMTP_URL: smtp.url } });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('tells the account of a browser that never signed in to it, and not of one that did', async () => {
    const user = await createTestUser(t.pool);
    const signIn = (cookie?: string) =>
      postJson(t.app, '/api/v1/auth/sign-in', { email: user.email, password: user.password }, { ip: '203.0.113.7', headers: { 'user-agent': CHROME_ON_WINDOWS, ...(cookie ? { cookie } : {}) } });
    const first = await signIn();
    expect(first.statusCode).toBe(200);
    const mail = await smtp.nextMailTo(user.email);
    expect(mail.subject).toBe('New sign-in to your Rank Checker account');
    expect(mail.text).toContain('Browser: Chrome on Windows. Network address: 203.0.113.7.');
    expect(mail.text).toContain('with your password');

    // The same browser again (its rc_device cookie): no news. The next mail to the address is the one asked for.
    expect((await signIn(cookieHeader(first))).statusCode).toBe(200);
    expect((await postJson(t.app, '/api/v1/auth/email-code', { email: user.email })).statusCode).toBe(202);
    expect((await smtp.nextMailTo(user.email)).subject).not.toContain('New sign-in');
  });
});
