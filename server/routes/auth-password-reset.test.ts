import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDemoProvider } from '../adapters/serp/demo/create-demo-provider';
import { hashToken } from '../services/tokens/random-token';
import { createTestUser, getSession, sessionCookieFor, uniqueEmail } from '../testing/auth-fixtures';
import { postJson } from '../testing/auth-client';
import { buildTestApp, type TestApp } from '../testing/build-test-app';
import { startSmtpCatcher, tokenFromMail, type SmtpCatcher } from '../testing/smtp-catcher';

const NEW_PASSWORD = 'brand-new-password';

describe('forgot and reset password', () => {
  let smtp: SmtpCatcher;
  let t: TestApp;
  beforeAll(async () => {
    smtp = await startSmtpCatcher();
    t = await buildTestApp({ serpProvider: createDemoProvider(), env: { SMTP_URL: smtp.url } });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  const forgot = (email: string) => postJson(t.app, '/api/v1/auth/forgot-password', { email });
  const reset = (token: string, password = NEW_PASSWORD, confirmPassword = password) =>
    postJson(t.app, '/api/v1/auth/reset-password', { token, password, confirmPassword });
  const signIn = (email: string, password: string) => postJson(t.app, '/api/v1/auth/sign-in', { email, password });

  async function resetToken(email: string): Promise<string> {
    expect((await forgot(email)).statusCode).toBe(202);
    const mail = await smtp.nextMailTo(email);
    expect(mail.subject).toMatch(/Reset your Rank Checker password/);
    expect(mail.text).toMatch(/expires in 1 hour/);
    return tokenFromMail(mail, '/reset-password');
  }

  it('answers identically for known and unknown e-mails and mails only the account', async () => {
    const user = await createTestUser(t.pool);
    const unknown = uniqueEmail('nobody');
    const known = await forgot(user.email);
    const other = await forgot(unknown);
    expect(known.statusCode).toBe(202);
    expect(other.statusCode).toBe(202);
    expect(other.json()).toEqual(known.json());
    await smtp.nextMailTo(user.email);
    await t.jobsSettled();
    expect(smtp.mailsTo(unknown)).toHaveLength(0);
  });

  it('sets the new password, ends every session and works only once', async () => {
    const user = await createTestUser(t.pool);
    const laptop = await sessionCookieFor(t.pool, user.id);
    const phone = await sessionCookieFor(t.pool, user.id);
    const token = await resetToken(user.email);

    const done = await reset(token);
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({ ok: true });
    expect((await getSession(t.app, laptop)).json().user).toBeNull();
    expect((await getSession(t.app, phone)).json().user).toBeNull();
    expect((await signIn(user.email, user.password)).statusCode).toBe(400);
    expect((await signIn(user.email, NEW_PASSWORD)).statusCode).toBe(200);

    const reused = await reset(token, 'another-password');
    expect(reused.statusCode).toBe(400);
    expect(reused.json().error.code).toBe('INVALID_TOKEN');
    expect((await signIn(user.email, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('refuses an expired token', async () => {
    const user = await createTestUser(t.pool);
    const token = await resetToken(user.email);
    await t.pool.query("update auth_tokens set expires_at = now() - interval '1 second' where token_hash = $1", [hashToken(token)]);
    const response = await reset(token);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('INVALID_TOKEN');
    expect((await signIn(user.email, user.password)).statusCode).toBe(200);
  });

  it('keeps only the newest link valid', async () => {
    const user = await createTestUser(t.pool);
    const older = await resetToken(user.email);
    const newer = await resetToken(user.email);
    expect((await reset(older)).json().error.code).toBe('INVALID_TOKEN');
    expect((await reset(newer)).statusCode).toBe(200);
  });

  it('does not use up the token when the new passwords do not match or are too short', async () => {
    const user = await createTestUser(t.pool);
    const token = await resetToken(user.email);
    expect((await reset(token, 'abcdefgh', 'abcdefgX')).json().error.code).toBe('PASSWORDS_DONT_MATCH');
    expect((await reset(token, 'abc')).json().error.code).toBe('PASSWORD_TOO_SHORT');
    expect((await reset(token)).statusCode).toBe(200);
  });

  it('confirms an unverified e-mail: the link reached the mailbox', async () => {
    const user = await createTestUser(t.pool, { verified: false });
    const token = await resetToken(user.email);
    expect((await reset(token)).statusCode).toBe(200);
    const signedIn = await signIn(user.email, NEW_PASSWORD);
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json().user.emailVerified).toBe(true);
  });

  it('refuses a made-up token', async () => {
    expect((await reset('made-up-token')).json().error.code).toBe('INVALID_TOKEN');
  });
});
