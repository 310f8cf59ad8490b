import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDemoProvider } from '../adapters/serp/demo/create-demo-provider';
import { createTestUser, sessionCookieFor, uniqueEmail } from '../testing/auth-fixtures';
import { cookieHeader, postJson } from '../testing/auth-client';
import { buildTestApp, type TestApp } from '../testing/build-test-app';
import { uniqueIp } from '../testing/guest-client';
import { startSmtpCatcher, type SmtpCatcher } from '../testing/smtp-catcher';

const RATE_LIMITED = { error: { code: 'RATE_LIMITED', message: 'Too many attempts. Please wait a few minutes and try again.' } };
// A fixed clock 5 minutes into an hour, so no test straddles a window boundary.
const NOW = new Date('2030-01-01T10:05:00Z');

describe('rate limits', () => {
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

  const signIn = (email: string, password: string, options: { ip?: string; cookie?: string } = {}) =>
    postJson(t.app, '/api/v1/auth/sign-in', { email, password }, options);

  function expectLimited(response: Awaited<ReturnType<typeof signIn>>, retryAfterSeconds: number): void {
    expect(response.statusCode).toBe(429);
    expect(response.json()).toEqual(RATE_LIMITED);
    expect(response.headers['retry-after']).toBe(String(retryAfterSeconds));
  }

  it('allows 20 sign-in attempts per IP in 15 minutes', async () => {
    const ip = uniqueIp();
    for (let i = 0; i < 20; i += 1) {
      expect((await signIn(uniqueEmail(), 'wrong-password', { ip })).statusCode).toBe(400);
    }
    const user = await createTestUser(t.pool);
    expectLimited(await signIn(user.email, user.password, { ip }), 600);
    expect((await signIn(user.email, user.password)).statusCode).toBe(200); // another address is unaffected
  });

  it('locks an account after 10 failures, but not for a browser that signed in to it before', async () => {
    const owner = await createTestUser(t.pool);
    const ownerBrowser = cookieHeader(await signIn(owner.email, owner.password));
    expect(ownerBrowser).toMatch(/rc_device=/);

    for (let i = 0; i < 10; i += 1) {
      expect((await signIn(owner.email, `guess-${i}`, { ip: uniqueIp() })).statusCode).toBe(400);
    }
    // The attacker is locked out even with the right password, from any address.
    expectLimited(await signIn(owner.email, owner.password, { ip: uniqueIp() }), 600);
    // A forged device cookie (unsigned) does not help.
    expectLimited(await signIn(owner.email, owner.password, { cookie: `rc_device=${owner.id}` }), 600);
    // The owner's browser still gets in.
    const ownerSignIn = await signIn(owner.email, owner.password, { cookie: ownerBrowser, ip: uniqueIp() });
    expect(ownerSignIn.statusCode).toBe(200);
  });

  it('limits the per-account failures by e-mail even when there is no account (no existence signal)', async () => {
    const nobody = uniqueEmail('nobody');
    for (let i = 0; i < 10; i += 1) expect((await signIn(nobody, 'x', { ip: uniqueIp() })).statusCode).toBe(400);
    expectLimited(await signIn(nobody, 'x', { ip: uniqueIp() }), 600);
  });

  it('allows 10 sign-ups per IP an hour', async () => {
    const ip = uniqueIp();
    const body = () => ({ email: uniqueEmail(), password: 'password-1', confirmPassword: 'password-1' });
    for (let i = 0; i < 10; i += 1) expect((await postJson(t.app, '/api/v1/auth/sign-up', body(), { ip })).statusCode).toBe(202);
    expectLimited(await postJson(t.app, '/api/v1/auth/sign-up', body(), { ip }), 3300);
  });

  it('allows 3 sign-ups an hour naming one inbox, from any client and under any +tag, so an inbox cannot be flooded', async () => {
    const inbox = `flooded-${uniqueIp().replaceAll('.', '')}`;
    const variants = [`${inbox}@example.com`, `${inbox}+1@example.com`, `${inbox.toUpperCase()}+shop@EXAMPLE.com`];
    const body = (email: string) => ({ email, password: 'password-1', confirmPassword: 'password-1' });
    for (const email of variants) expect((await postJson(t.app, '/api/v1/auth/sign-up', body(email), { ip: uniqueIp() })).statusCode).toBe(202);
    expectLimited(await postJson(t.app, '/api/v1/auth/sign-up', body(`${inbox}+4@example.com`), { ip: uniqueIp() }), 3300);
    expectLimited(await postJson(t.app, '/api/v1/auth/sign-up', body(`${inbox}@example.com`), { ip: uniqueIp() }), 3300);
    await t.jobsSettled();
    expect(smtp.messages.filter((mail) => mail.to.some((to) => to.split(/[+@]/u)[0] === inbox))).toHaveLength(3);
  });

  it('allows 3 e-mail changes an hour per account, and 3 naming one new inbox from any accounts', async () => {
    const changeEmail = async (newEmail: string, user?: Awaited<ReturnType<typeof createTestUser>>) => {
      const owner = user ?? (await createTestUser(t.pool));
      return postJson(t.app, '/api/v1/auth/change-email', { newEmail, password: owner.password }, { cookie: await sessionCookieFor(t.pool, owner.id, NOW) });
    };
    const user = await createTestUser(t.pool);
    for (let i = 0; i < 3; i += 1) expect((await changeEmail(uniqueEmail('new'), user)).statusCode).toBe(202);
    expectLimited(await changeEmail(uniqueEmail('new'), user), 3300);

    const target = uniqueEmail('target');
    for (let i = 0; i < 3; i += 1) expect((await changeEmail(target.replace('@', `+${i}@`))).statusCode).toBe(202);
    expectLimited(await changeEmail(target), 3300);
    await t.jobsSettled();
    expect(smtp.messages.filter((mail) => mail.subject.includes('Confirm your new e-mail') && mail.to.some((to) => to.replace(/\+\d@/u, '@') === target))).toHaveLength(3);
  });

  it.each(['/api/v1/auth/forgot-password', '/api/v1/auth/resend-verification'])(
    '%s allows 3 per e-mail and 10 per IP an hour',
    async (url) => {
      const email = uniqueEmail();
      for (let i = 0; i < 3; i += 1) expect((await postJson(t.app, url, { email })).statusCode).toBe(202);
      expectLimited(await postJson(t.app, url, { email }), 3300);

      const ip = uniqueIp();
      for (let i = 0; i < 10; i += 1) expect((await postJson(t.app, url, { email: uniqueEmail() }, { ip })).statusCode).toBe(202);
      expectLimited(await postJson(t.app, url, { email: uniqueEmail() }, { ip }), 3300);
    },
  );

  it('allows 30 token submissions per IP in 15 minutes, across verify, reset and e-mail confirmation', async () => {
    const ip = uniqueIp();
    const urls = ['/api/v1/auth/verify-email', '/api/v1/auth/confirm-email-change'];
    for (let i = 0; i < 30; i += 1) {
      const response = await postJson(t.app, urls[i % 2] ?? '', { token: `guess-${i}` }, { ip });
      expect(response.statusCode).toBe(400);
    }
    expectLimited(
      await postJson(t.app, '/api/v1/auth/reset-password', { token: 'guess', password: 'password-1', confirmPassword: 'password-1' }, { ip }),
      600,
    );
  });
});
