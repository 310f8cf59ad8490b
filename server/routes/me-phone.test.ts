import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { formatPhoneNumber, PHONE_NUMBER_HINT } from '../../contracts/phone';
import { createDemoProvider } from '../adapters/serp/demo/create-demo-provider';
import { createTestUser, sessionCookieFor } from '../testing/auth-fixtures';
import { buildTestApp, type TestApp } from '../testing/build-test-app';
import { startFakeTwilio, type FakeTwilio } from '../testing/fake-twilio';
import { startSmtpCatcher, type SmtpCatcher } from '../testing/smtp-catcher';
import { codeIn, freshPhoneNumber, phoneRequest, verifyPhone } from '../testing/phone-fixtures';

describe('a phone number verified by a texted code', () => {
  let t: TestApp;
  let twilio: FakeTwilio;
  let smtp: SmtpCatcher;
  let now = new Date('2026-06-01T10:00:00Z');
  beforeAll(async () => {
    twilio = await startFakeTwilio();
    smtp = await startSmtpCatcher();
    t = await buildTestApp({
      serpProvider: createDemoProvider(),
      now: () => now,
      env: { TWILIO_ACCOUNT_SID: twilio.accountSid, TWILIO_AUTH_TOKEN: twilio.authToken, TWILIO_FROM: '+15005550006', TWILIO_API_BASE: twilio.url, SMTP_URL: smtp.url },
    });
  });
  afterAll(async () => {
    await t.close();
    await twilio.close();
    await smtp.close();
  });
  beforeEach(() => twilio.respondWith('accept'));

  const tick = (ms: number) => (now = new Date(now.getTime() + ms));
  const errorOf = (response: { json: () => unknown }) => (response.json() as { error?: { code: string; message: string } }).error;
  const me = (cookie: string, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object, ip?: string) => phoneRequest(t.app, cookie, method, url, payload, ip);
  const signedIn = async () => {
    const user = await createTestUser(t.pool);
    return { user, cookie: await sessionCookieFor(t.pool, user.id, now) };
  };
  const textCode = async (cookie: string, e164: string, ip?: string) => {
    const started = await me(cookie, 'POST', '/api/v1/me/phone', { phone: e164 }, ip);
    expect(started.statusCode, started.body).toBe(200);
    return codeIn((await twilio.nextMessageTo(e164)).body);
  };
  const activity = async (cookie: string) =>
    ((await me(cookie, 'GET', '/api/v1/me/audit-log')).json() as { items: { action: string; subject: string }[] }).items.map(({ action, subject }) => `${action} ${subject}`);

  it('adds a number typed any way with the code texted to it, once, and says so in the activity log', async () => {
    const { cookie } = await signedIn();
    const e164 = freshPhoneNumber();
    expect((await me(cookie, 'GET', '/api/v1/me/phone')).json()).toEqual({ number: null, verifiedAt: null, pending: null });
    const typed = formatPhoneNumber(e164).replace('+1 ', '+1 (').replace(' 555', ') 555-');
    const started = await me(cookie, 'POST', '/api/v1/me/phone', { phone: typed });
    expect(started.json()).toEqual({ number: null, verifiedAt: null, pending: { number: e164, expiresAt: new Date(now.getTime() + 10 * 60_000).toISOString() } });
    const text = (await twilio.nextMessageTo(e164)).body;
    expect(text).toMatch(/^\d{6} is your Rank Checker code to add this phone number\. It works for 10 minutes\./);
    expect(text).toMatch(/\n@localhost #\d{6}$/);

    const wrong = await me(cookie, 'POST', '/api/v1/me/phone/confirm', { code: codeIn(text) === '000000' ? '111111' : '000000' });
    expect(errorOf(wrong)?.code).toBe('INVALID_CODE');
    const confirmed = await me(cookie, 'POST', '/api/v1/me/phone/confirm', { code: ` ${codeIn(text)} ` });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json()).toEqual({ number: e164, verifiedAt: now.toISOString(), pending: null });
    // The code worked once.
    expect(errorOf(await me(cookie, 'POST', '/api/v1/me/phone/confirm', { code: codeIn(text) }))?.code).toBe('INVALID_CODE');
    expect(await activity(cookie)).toEqual([`phone.added number ending ${e164.slice(-4)}`]);
    expect(errorOf(await me(cookie, 'POST', '/api/v1/me/phone', { phone: e164 }))).toEqual({ code: 'INVALID_INPUT', message: `${formatPhoneNumber(e164)} is already your phone number.` });
  });

  it('refuses what is not a mobile number with its country code, texting nothing', async () => {
    const { cookie } = await signedIn();
    const sent = twilio.messages.length;
    for (const phone of ['202 555 0143', '+44 20 7946 0958', '+1 202 555', 'call me']) {
      const answer = await me(cookie, 'POST', '/api/v1/me/phone', { phone });
      expect(answer.statusCode, phone).toBe(400);
      expect(errorOf(answer)?.message, phone).toContain(PHONE_NUMBER_HINT);
    }
    expect(twilio.messages.length).toBe(sent);
  });

  it('replaces the number with another once that one is confirmed, and drops a number waiting when asked', async () => {
    const { cookie } = await signedIn();
    const first = freshPhoneNumber();
    const second = freshPhoneNumber();
    await verifyPhone(t.app, twilio, cookie, first);
    const code = await textCode(cookie, second);
    expect((await me(cookie, 'GET', '/api/v1/me/phone')).json()).toMatchObject({ number: first, pending: { number: second } });
    expect((await me(cookie, 'DELETE', '/api/v1/me/phone/verification')).json()).toMatchObject({ number: first, pending: null });
    expect(errorOf(await me(cookie, 'POST', '/api/v1/me/phone/confirm', { code }))?.code).toBe('INVALID_CODE');

    await verifyPhone(t.app, twilio, cookie, second);
    expect((await me(cookie, 'GET', '/api/v1/me/phone')).json()).toMatchObject({ number: second, pending: null });
    expect(await activity(cookie)).toEqual([`phone.added number ending ${second.slice(-4)}`, `phone.removed number ending ${first.slice(-4)}`, `phone.added number ending ${first.slice(-4)}`]);
  });

  it('lets a code work for 10 minutes only', async () => {
    const { cookie } = await signedIn();
    const code = await textCode(cookie, freshPhoneNumber());
    tick(10 * 60_000);
    expect(errorOf(await me(cookie, 'POST', '/api/v1/me/phone/confirm', { code }))?.code).toBe('INVALID_CODE');
    expect((await me(cookie, 'GET', '/api/v1/me/phone')).json()).toMatchObject({ number: null, pending: null });
  });

  it('ends a code after five wrong tries, saying so on the fifth', async () => {
    const { cookie } = await signedIn();
    const code = await textCode(cookie, freshPhoneNumber());
    const wrong = code === '123456' ? '654321' : '123456';
    const answers = [];
    for (let i = 0; i < 5; i++) answers.push(errorOf(await me(cookie, 'POST', '/api/v1/me/phone/confirm', { code: wrong })));
    expect(answers.map((answer) => answer?.code)).toEqual(Array(5).fill('INVALID_CODE'));
    expect(answers[4]?.message).toBe('That code did not work 5 times, so it no longer does. Ask for a new code.');
    expect(errorOf(await me(cookie, 'POST', '/api/v1/me/phone/confirm', { code }))?.code).toBe('INVALID_CODE');
    expect((await me(cookie, 'GET', '/api/v1/me/phone')).json()).toMatchObject({ pending: null });
  });

  it('refuses a number another account verified, to whoever holds the phone only', async () => {
    const owner = await signedIn();
    const other = await signedIn();
    const e164 = freshPhoneNumber();
    await verifyPhone(t.app, twilio, owner.cookie, e164);
    // Asking for a code tells nothing: the text goes to the phone.
    const code = await textCode(other.cookie, e164);
    const taken = await me(other.cookie, 'POST', '/api/v1/me/phone/confirm', { code });
    expect(taken.statusCode).toBe(409);
    expect(errorOf(taken)?.code).toBe('ALREADY_EXISTS');
    expect((await me(other.cookie, 'GET', '/api/v1/me/phone')).json()).toMatchObject({ number: null });
    expect((await me(owner.cookie, 'GET', '/api/v1/me/phone')).json()).toMatchObject({ number: e164 });
  });

  it('texts one number five codes a day at most, whichever accounts ask', async () => {
    const e164 = freshPhoneNumber();
    const first = await signedIn();
    const second = await signedIn();
    for (let i = 0; i < 3; i++) await textCode(first.cookie, e164);
    for (let i = 0; i < 2; i++) await textCode(second.cookie, e164);
    const capped = await me(second.cookie, 'POST', '/api/v1/me/phone', { phone: e164 });
    expect(capped.statusCode).toBe(429);
    expect(errorOf(capped)).toEqual({ code: 'RATE_LIMITED', message: 'We have texted this number as many codes as we send in a day. Please try again tomorrow.' });
    expect(Number(capped.headers['retry-after'])).toBeGreaterThan(0);
    tick(24 * 3600_000);
    await textCode(second.cookie, e164);
  });

  it('texts one account five codes an hour, and one client ten', async () => {
    const { cookie } = await signedIn();
    for (let i = 0; i < 5; i++) await textCode(cookie, freshPhoneNumber());
    expect(errorOf(await me(cookie, 'POST', '/api/v1/me/phone', { phone: freshPhoneNumber() }))?.code).toBe('RATE_LIMITED');

    const ip = '10.250.0.7';
    for (let account = 0; account < 2; account++) {
      const person = await signedIn();
      for (let i = 0; i < 5; i++) await textCode(person.cookie, freshPhoneNumber(), ip);
    }
    const third = await signedIn();
    expect(errorOf(await me(third.cookie, 'POST', '/api/v1/me/phone', { phone: freshPhoneNumber() }, ip))?.code).toBe('RATE_LIMITED');
    tick(3600_000);
    await textCode(cookie, freshPhoneNumber());
  });

  it('tells the person when the provider did not send the text, and keeps nothing', async () => {
    const { cookie } = await signedIn();
    const e164 = freshPhoneNumber();
    twilio.respondWith('server_error');
    const failed = await me(cookie, 'POST', '/api/v1/me/phone', { phone: e164 });
    expect(failed.statusCode).toBe(503);
    expect(errorOf(failed)).toEqual({ code: 'UNAVAILABLE', message: 'We could not send the text message just now. Please try again in a few minutes.' });
    twilio.respondWith('invalid_number');
    const rejected = await me(cookie, 'POST', '/api/v1/me/phone', { phone: e164 });
    expect(rejected.statusCode).toBe(400);
    expect(errorOf(rejected)?.message).toBe(`We could not send a text message to ${formatPhoneNumber(e164)}. Check the number, or use another mobile number.`);
    expect((await me(cookie, 'GET', '/api/v1/me/phone')).json()).toEqual({ number: null, verifiedAt: null, pending: null });
    twilio.respondWith('accept');
    await verifyPhone(t.app, twilio, cookie, e164);
  });

  it('removes the number, once, and tells the account by e-mail of the number added and removed', async () => {
    const { user, cookie } = await signedIn();
    const e164 = freshPhoneNumber();
    await verifyPhone(t.app, twilio, cookie, e164);
    const added = await smtp.nextMailTo(user.email);
    expect(added.subject).toBe('A phone number was added to your Rank Checker account');
    expect(added.text).toContain(`${formatPhoneNumber(e164)} is now your account's phone number`);
    expect(added.links).toContain('http://localhost:3000/settings#phone');
    expect((await me(cookie, 'DELETE', '/api/v1/me/phone')).statusCode).toBe(204);
    expect((await smtp.nextMailTo(user.email)).subject).toBe('A phone number was removed from your Rank Checker account');
    expect((await me(cookie, 'GET', '/api/v1/me/phone')).json()).toMatchObject({ number: null });
    expect(errorOf(await me(cookie, 'DELETE', '/api/v1/me/phone'))?.code).toBe('NOT_FOUND');
    expect((await activity(cookie))[0]).toBe(`phone.removed number ending ${e164.slice(-4)}`);
  });

  it('answers only a signed-in browser', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/me/phone' })).statusCode).toBe(401);
  });
});
