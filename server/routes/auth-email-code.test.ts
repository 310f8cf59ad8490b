import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppSetUp } from '../../contracts/two-step';
import { createDemoProvider } from '../adapters/serp/demo/create-demo-provider';
import { totpCode } from '../services/auth/two-step/totp';
import { postJson, setCookieLine } from '../testing/auth-client';
import { createTestUser, sessionCookieFor } from '../testing/auth-fixtures';
import { buildTestApp, type TestApp } from '../testing/build-test-app';
import { startSmtpCatcher, type SmtpCatcher } from '../testing/smtp-catcher';

describe('signing in with a code sent by e-mail', () => {
  let t: TestApp;
  let smtp: SmtpCatcher;
  let now = new Date('2026-06-01T10:00:00Z');
  beforeAll(async () => {
    smtp = await startSmtpCatcher();
    t = await buildTestApp({ serpProvider: createDemoProvider(), now: () => now, env: { SMTP_URL: smtp.url } });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  const codeOf = (response: { json: () => unknown }) => (response.json() as { error?: { code: string } }).error?.code;
  const ask = (email: string, ip?: string) => postJson(t.app, '/api/v1/auth/email-code', { email }, ip ? { ip } : {});
  const signIn = (email: string, code: string) => postJson(t.app, '/api/v1/auth/email-code/sign-in', { email, code });
  /** The code of the next sign-in-code e-mail to `email` (other account e-mails before it are passed over). */
  async function mailedCode(email: string): Promise<string> {
    for (;;) {
      const code = /Enter this code on the sign-in page: (\d{6})/.exec((await smtp.nextMailTo(email)).text)?.[1];
      if (code) return code;
    }
  }

  it('mails a code that signs in once, and answers the same for an address without an account', async () => {
    const user = await createTestUser(t.pool, { verified: false });
    expect((await ask(user.email)).json()).toEqual({ ok: true, message: 'If an account uses this address, we e-mailed it a sign-in code. It works once, for 10 minutes.' });
    expect((await ask('nobody-at-all@example.org')).statusCode).toBe(202);
    const code = await mailedCode(user.email);
    expect(code).toMatch(/^\d{6}$/);
    expect(codeOf(await signIn(user.email, code === '000000' ? '111111' : '000000'))).toBe('INVALID_CODE');
    const done = await signIn(user.email, code);
    expect(done.json()).toMatchObject({ user: { id: user.id, emailVerified: true } });
    expect(setCookieLine(done, 'rc_session')).toBeDefined();
    expect(codeOf(await signIn(user.email, code))).toBe('INVALID_CODE');
    expect(smtp.mailsTo('nobody-at-all@example.org')).toHaveLength(0);
  });

  it('ends a code after 10 minutes or five wrong tries, and limits how many an address gets', async () => {
    const user = await createTestUser(t.pool);
    await ask(user.email);
    const late = await mailedCode(user.email);
    now = new Date(now.getTime() + 10 * 60_000 + 1000);
    expect(codeOf(await signIn(user.email, late))).toBe('INVALID_CODE');
    await ask(user.email);
    const code = await mailedCode(user.email);
    for (let i = 0; i < 5; i += 1) await signIn(user.email, code === '123456' ? '654321' : '123456');
    expect(codeOf(await signIn(user.email, code))).toBe('INVALID_CODE');
    expect((await ask(user.email)).statusCode).toBe(202);
    expect(codeOf(await ask(user.email))).toBe('RATE_LIMITED');
  });

  it('is a first step: an account with two-step sign-in on still takes its second', async () => {
    const user = await createTestUser(t.pool);
    const cookie = await sessionCookieFor(t.pool, user.id, now);
    const setUp = (await t.app.inject({ method: 'POST', url: '/api/v1/me/two-step/app', headers: { cookie } })).json() as AppSetUp;
    await t.app.inject({ method: 'POST', url: '/api/v1/me/two-step/app/confirm', headers: { cookie }, payload: { code: totpCode(setUp.secret, now) } });
    await ask(user.email);
    const first = await signIn(user.email, await mailedCode(user.email));
    expect(first.json(), first.body).toHaveProperty('secondStep');
    expect(setCookieLine(first, 'rc_session')).toBeUndefined();
  });
});
