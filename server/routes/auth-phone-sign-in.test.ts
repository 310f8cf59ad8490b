import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { formatPhoneNumber } from '../../contracts/phone';
import { createDemoProvider } from '../adapters/serp/demo/create-demo-provider';
import { postJson, setCookieLine } from '../testing/auth-client';
import { createTestUser, sessionCookieFor, type TestUser } from '../testing/auth-fixtures';
import { buildTestApp, type TestApp } from '../testing/build-test-app';
import { startFakeTwilio, type FakeTwilio } from '../testing/fake-twilio';
import { codeIn, freshPhoneNumber, phoneRequest, verifyPhone } from '../testing/phone-fixtures';

describe('signing in with a phone number and the password', () => {
  let t: TestApp;
  let twilio: FakeTwilio;
  const now = new Date('2026-06-01T10:00:00Z');
  beforeAll(async () => {
    twilio = await startFakeTwilio();
    t = await buildTestApp({
      serpProvider: createDemoProvider(),
      now: () => now,
      env: { TWILIO_ACCOUNT_SID: twilio.accountSid, TWILIO_AUTH_TOKEN: twilio.authToken, TWILIO_MESSAGING_SERVICE_SID: 'MG0123', TWILIO_API_BASE: twilio.url },
    });
  });
  afterAll(async () => {
    await t.close();
    await twilio.close();
  });
  beforeEach(() => twilio.respondWith('accept'));

  const errorOf = (response: { json: () => unknown }) => (response.json() as { error?: { code: string; message: string } }).error;
  /** An account whose phone number is verified, and that number. */
  async function userWithPhone(): Promise<{ user: TestUser; e164: string }> {
    const user = await createTestUser(t.pool);
    const e164 = freshPhoneNumber();
    await verifyPhone(t.app, twilio, await sessionCookieFor(t.pool, user.id, now), e164);
    return { user, e164 };
  }
  const signIn = (body: object, ip?: string) => postJson(t.app, '/api/v1/auth/sign-in', body, ip ? { ip } : {});

  it('opens a session for the number written any way, as the e-mail address does', async () => {
    const { user, e164 } = await userWithPhone();
    const byPhone = await signIn({ phone: formatPhoneNumber(e164).replace(/ /g, '-'), password: user.password });
    expect(byPhone.statusCode, byPhone.body).toBe(200);
    expect(byPhone.json()).toMatchObject({ user: { id: user.id, email: user.email } });
    expect(setCookieLine(byPhone, 'rc_session')).toBeDefined();
    // API clients that send the e-mail address keep working.
    expect((await signIn({ email: user.email, password: user.password })).json()).toMatchObject({ user: { id: user.id } });
  });

  it('gives the same answer for a wrong password, an unknown number and a number not verified yet', async () => {
    const { user, e164 } = await userWithPhone();
    const wrongPassword = await signIn({ phone: e164, password: 'not the password' });
    const unknown = await signIn({ phone: freshPhoneNumber(), password: user.password });
    const waiting = await createTestUser(t.pool);
    const unverified = freshPhoneNumber();
    await phoneRequest(t.app, await sessionCookieFor(t.pool, waiting.id, now), 'POST', '/api/v1/me/phone', { phone: unverified });
    expect(codeIn((await twilio.nextMessageTo(unverified)).body)).toMatch(/^\d{6}$/);
    const notVerified = await signIn({ phone: unverified, password: waiting.password });
    const answers = [wrongPassword, unknown, notVerified].map((answer) => [answer.statusCode, errorOf(answer)]);
    expect(answers).toEqual(Array(3).fill([400, { code: 'INVALID_CREDENTIALS', message: errorOf(wrongPassword)?.message }]));
    expect(errorOf(await signIn({ email: waiting.email, password: 'wrong' }))).toEqual(errorOf(wrongPassword));
  });

  it('stops signing in with a number once it is removed', async () => {
    const { user, e164 } = await userWithPhone();
    const cookie = await sessionCookieFor(t.pool, user.id, now);
    expect((await phoneRequest(t.app, cookie, 'DELETE', '/api/v1/me/phone')).statusCode).toBe(204);
    expect(errorOf(await signIn({ phone: e164, password: user.password }))?.code).toBe('INVALID_CREDENTIALS');
  });

  it('still asks for the second step of an account with two-step sign-in on', async () => {
    const { user, e164 } = await userWithPhone();
    // An authenticator app turned on (its secret is never read here: the sign-in stops before the code).
    await t.pool.query("insert into two_step_totp (user_id, secret_sealed, confirmed_at, last_step, created_at) values ($1, 'sealed', $2, 0, $2)", [user.id, now]);
    const first = await signIn({ phone: e164, password: user.password });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ secondStep: { expiresAt: new Date(now.getTime() + 10 * 60_000).toISOString() } });
    expect(setCookieLine(first, 'rc_session')).toBeUndefined();
    expect(setCookieLine(first, 'rc_two_step')).toMatch(/HttpOnly/i);
  });

  it('counts wrong passwords per account whether it is named by phone or by e-mail', async () => {
    const { user, e164 } = await userWithPhone();
    for (let i = 0; i < 5; i++) expect(errorOf(await signIn({ phone: e164, password: 'wrong' }))?.code).toBe('INVALID_CREDENTIALS');
    for (let i = 0; i < 5; i++) expect(errorOf(await signIn({ email: user.email, password: 'wrong' }))?.code).toBe('INVALID_CREDENTIALS');
    expect(errorOf(await signIn({ phone: e164, password: user.password }))?.code).toBe('RATE_LIMITED');
    expect(errorOf(await signIn({ email: user.email, password: user.password }))?.code).toBe('RATE_LIMITED');
  });

  it('asks for a phone number with its country code, or an e-mail address, and not both', async () => {
    const { user, e164 } = await userWithPhone();
    const notANumber = await signIn({ phone: 'ada', password: user.password });
    expect(notANumber.statusCode).toBe(400);
    expect(errorOf(notANumber)).toEqual({ code: 'INVALID_INPUT', message: 'Enter your e-mail address, or your phone number with its country code, like +44 7400 123456.' });
    expect(errorOf(await signIn({ email: user.email, phone: e164, password: user.password }))?.code).toBe('INVALID_INPUT');
    expect(errorOf(await signIn({ password: user.password }))?.code).toBe('INVALID_INPUT');
  });

  it('texts through the configured Messaging Service', () => {
    expect(twilio.messages.at(-1)).toMatchObject({ from: null, messagingServiceSid: 'MG0123' });
  });
});
