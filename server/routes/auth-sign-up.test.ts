import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDemoProvider } from '../adapters/serp/demo/create-demo-provider';
import { createTestUser, getSession, uniqueEmail } from '../testing/auth-fixtures';
import { cookieHeader, postJson, setCookieLine } from '../testing/auth-client';
import { buildTestApp, type TestApp } from '../testing/build-test-app';
import { startSmtpCatcher, tokenFromMail, type SmtpCatcher } from '../testing/smtp-catcher';

const PASSWORD = 'secret-password-1';

describe('sign-up, verification, sign-in and sign-out', () => {
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

  const signUp = (email: string, password = PASSWORD, confirmPassword = password) =>
    postJson(t.app, '/api/v1/auth/sign-up', { email, password, confirmPassword });
  const signIn = (email: string, password = PASSWORD, cookie?: string) =>
    postJson(t.app, '/api/v1/auth/sign-in', { email, password }, cookie ? { cookie } : {});

  it('signs up, confirms by the mailed link, signs in, and signs out for good', async () => {
    const email = uniqueEmail('flow');
    const accepted = await signUp(email);
    expect(accepted.statusCode).toBe(202);
    expect(accepted.json()).toMatchObject({ ok: true });
    expect(setCookieLine(accepted, 'rc_session')).toBeUndefined(); // sign-up does not sign in

    const mail = await smtp.nextMailTo(email);
    expect(mail.subject).toMatch(/Confirm your e-mail/);
    expect(mail.html).toContain('Rank Checker');
    expect(mail.text).toMatch(/expires in 24 hours/);
    const token = tokenFromMail(mail, '/verify-email');
    expect(mail.links[0]).toBe(`${t.config.appUrl}/verify-email?token=${token}`);

    // Opened in the browser that signed up: its rc_verify cookie is the one the link is bound to.
    const sameBrowser = cookieHeader(accepted);
    expect(setCookieLine(accepted, 'rc_verify')).toMatch(/HttpOnly.*SameSite=Lax|SameSite=Lax.*HttpOnly/);
    const verified = await postJson(t.app, '/api/v1/auth/verify-email', { token }, { cookie: sameBrowser });
    expect(verified.statusCode).toBe(200);
    expect(verified.json()).toMatchObject({ ok: true });
    const again = await postJson(t.app, '/api/v1/auth/verify-email', { token }, { cookie: sameBrowser });
    expect(again.statusCode).toBe(400);
    expect(again.json().error.code).toBe('INVALID_TOKEN');

    const signedIn = await signIn(email.toUpperCase());
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json().user).toMatchObject({ email, emailVerified: true, hasPassword: true, googleLinked: false });
    const cookie = cookieHeader(signedIn);
    expect(cookie).toMatch(/rc_session=/);
    const session = await getSession(t.app, cookie);
    expect(session.json().user.email).toBe(email);

    const signedOut = await postJson(t.app, '/api/v1/auth/sign-out', undefined, { cookie });
    expect(signedOut.statusCode).toBe(204);
    expect(setCookieLine(signedOut, 'rc_session')).toMatch(/rc_session=;.*Expires=Thu, 01 Jan 1970/);
    // The old cookie is dead on the server, not just forgotten by the browser.
    expect((await getSession(t.app, cookie)).json().user).toBeNull();
    const { rows } = await t.pool.query('select 1 from sessions s join users u on u.id = s.user_id where u.email = $1', [email]);
    expect(rows).toHaveLength(0);
  });

  it('sets rc_session httpOnly, SameSite=Lax, Path=/, Max-Age 30 days, not Secure on http', async () => {
    const user = await createTestUser(t.pool);
    const response = await signIn(user.email, user.password);
    const line = setCookieLine(response, 'rc_session') ?? '';
    expect(line).toMatch(/HttpOnly/);
    expect(line).toMatch(/SameSite=Lax/);
    expect(line).toMatch(/Path=\//);
    expect(line).toMatch(/Max-Age=(2591\d{3}|2592000)/);
    expect(line).not.toMatch(/Secure/);
    expect(setCookieLine(response, 'rc_device')).toMatch(/HttpOnly/);
  });

  it('sets Secure cookies when APP_URL is https', async () => {
    const secure = await buildTestApp({
      serpProvider: createDemoProvider(),
      env: { SMTP_URL: smtp.url, APP_URL: 'https://rank.example.com' },
    });
    try {
      const user = await createTestUser(secure.pool);
      const response = await postJson(secure.app, '/api/v1/auth/sign-in', { email: user.email, password: user.password });
      expect(response.statusCode).toBe(200);
      expect(setCookieLine(response, 'rc_session')).toMatch(/; Secure/);
      expect(setCookieLine(response, 'rc_device')).toMatch(/; Secure/);
    } finally {
      await secure.close();
    }
  });

  it('creates a new session at every sign-in and ends the one the browser held before', async () => {
    const user = await createTestUser(t.pool);
    const first = cookieHeader(await signIn(user.email, user.password));
    const otherBrowser = cookieHeader(await signIn(user.email, user.password));
    const second = cookieHeader(await signIn(user.email, user.password, first));
    expect(second).not.toBe(first);
    expect((await getSession(t.app, first)).json().user).toBeNull();
    expect((await getSession(t.app, second)).json().user.id).toBe(user.id);
    expect((await getSession(t.app, otherBrowser)).json().user.id).toBe(user.id);
  });

  it('answers sign-up identically for new, unverified and verified e-mails, and mails each case differently', async () => {
    const fresh = uniqueEmail('fresh');
    const unverified = await createTestUser(t.pool, { verified: false });
    const verified = await createTestUser(t.pool);
    const responses = await Promise.all([signUp(fresh), signUp(unverified.email), signUp(verified.email)]);
    for (const response of responses) {
      expect(response.statusCode).toBe(202);
      expect(response.json()).toEqual(responses[0]?.json());
    }
    expect((await smtp.nextMailTo(fresh)).subject).toMatch(/Confirm your e-mail/);
    expect((await smtp.nextMailTo(unverified.email)).subject).toMatch(/Finish creating your/);
    const notice = await smtp.nextMailTo(verified.email);
    expect(notice.subject).toMatch(/already have/);
    expect(notice.links).toContain(`${t.config.appUrl}/forgot-password`);
    // The verified account's password did not change.
    expect((await signIn(verified.email, verified.password)).statusCode).toBe(200);
  });

  it('a second sign-up never changes the password of an account waiting for confirmation', async () => {
    // The owner signs up; someone else signs up again with the owner's address before it is confirmed.
    const email = uniqueEmail();
    const ownersBrowser = cookieHeader(await signUp(email, PASSWORD));
    const ownersLink = tokenFromMail(await smtp.nextMailTo(email), '/verify-email');
    await signUp(email, 'attackers-password');
    const second = await smtp.nextMailTo(email);
    expect(second.subject).toMatch(/Finish creating your/);
    // Whichever link the owner clicks, the attacker's password never opens the account.
    expect((await postJson(t.app, '/api/v1/auth/verify-email', { token: ownersLink }, { cookie: ownersBrowser })).statusCode).toBe(200);
    expect((await signIn(email, 'attackers-password')).json().error.code).toBe('INVALID_CREDENTIALS');
    expect((await signIn(email, PASSWORD)).statusCode).toBe(200);
  });

  it('the mailbox owner takes over a squatted address by choosing a password, which voids the squatter’s link', async () => {
    const squatted = await createTestUser(t.pool, { verified: false, password: 'someone-elses-password' });
    const squattersLink = await postJson(t.app, '/api/v1/auth/resend-verification', { email: squatted.email })
      .then(() => smtp.nextMailTo(squatted.email))
      .then((mail) => tokenFromMail(mail, '/verify-email'));
    await signUp(squatted.email, PASSWORD);
    const token = tokenFromMail(await smtp.nextMailTo(squatted.email), '/reset-password');
    const reset = await postJson(t.app, '/api/v1/auth/reset-password', { token, password: 'owners-own-password', confirmPassword: 'owners-own-password' });
    expect(reset.statusCode).toBe(200);
    expect((await postJson(t.app, '/api/v1/auth/verify-email', { token: squattersLink })).statusCode).toBe(400);
    expect((await signIn(squatted.email, 'someone-elses-password')).json().error.code).toBe('INVALID_CREDENTIALS');
    expect((await signIn(squatted.email, 'owners-own-password')).statusCode).toBe(200);
  });

  it('checks matching passwords first, then length, with the spec messages', async () => {
    const mismatch = await signUp(uniqueEmail(), 'abc', 'abd');
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json()).toEqual({ error: { code: 'PASSWORDS_DONT_MATCH', message: 'Please make sure your passwords match' } });
    const short = await signUp(uniqueEmail(), '12345');
    expect(short.statusCode).toBe(400);
    expect(short.json()).toEqual({ error: { code: 'PASSWORD_TOO_SHORT', message: 'Password must be at least 6 characters long' } });
    const badEmail = await signUp('not-an-email');
    expect(badEmail.statusCode).toBe(400);
    expect(badEmail.json().error.code).toBe('INVALID_INPUT');
  });

  it('gives the same error for an unknown e-mail and a wrong password', async () => {
    const user = await createTestUser(t.pool);
    const wrong = await signIn(user.email, 'wrong-password');
    const unknown = await signIn(uniqueEmail('nobody'), 'wrong-password');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ error: { code: 'INVALID_CREDENTIALS', message: 'Invalid login credentials' } });
    expect(unknown.statusCode).toBe(wrong.statusCode);
    expect(unknown.json()).toEqual(wrong.json());
    expect(setCookieLine(wrong, 'rc_session')).toBeUndefined();
  });

  it('says EMAIL_NOT_VERIFIED only after the right password, and re-sends the link', async () => {
    const user = await createTestUser(t.pool, { verified: false });
    expect((await signIn(user.email, 'wrong-password')).json().error.code).toBe('INVALID_CREDENTIALS');
    const response = await signIn(user.email, user.password);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      error: { code: 'EMAIL_NOT_VERIFIED', message: 'Please confirm your e-mail address first — we sent you a link.' },
    });
    expect(setCookieLine(response, 'rc_session')).toBeUndefined();
    const token = tokenFromMail(await smtp.nextMailTo(user.email), '/verify-email');
    // The browser that has just shown the password confirms by the link alone.
    expect((await postJson(t.app, '/api/v1/auth/verify-email', { token }, { cookie: cookieHeader(response) })).statusCode).toBe(200);
    expect((await signIn(user.email, user.password)).statusCode).toBe(200);
  });

  it('answers resend-verification identically and mails only an unverified account; a newer link voids the older', async () => {
    const unverified = await createTestUser(t.pool, { verified: false });
    const verified = await createTestUser(t.pool);
    const responses = [
      await postJson(t.app, '/api/v1/auth/resend-verification', { email: unverified.email }),
      await postJson(t.app, '/api/v1/auth/resend-verification', { email: verified.email }),
      await postJson(t.app, '/api/v1/auth/resend-verification', { email: uniqueEmail('nobody') }),
    ];
    for (const response of responses) {
      expect(response.statusCode).toBe(202);
      expect(response.json()).toEqual(responses[0]?.json());
    }
    const older = tokenFromMail(await smtp.nextMailTo(unverified.email), '/verify-email');
    await postJson(t.app, '/api/v1/auth/resend-verification', { email: unverified.email });
    const newer = tokenFromMail(await smtp.nextMailTo(unverified.email), '/verify-email');
    expect((await postJson(t.app, '/api/v1/auth/verify-email', { token: older, password: unverified.password })).json().error.code).toBe('INVALID_TOKEN');
    // A link asked for by address alone is bound to no browser: it confirms with the account's password.
    expect((await postJson(t.app, '/api/v1/auth/verify-email', { token: newer })).json().error.code).toBe('PASSWORD_NEEDED');
    expect((await postJson(t.app, '/api/v1/auth/verify-email', { token: newer, password: unverified.password })).statusCode).toBe(200);
    expect(smtp.mailsTo(verified.email)).toHaveLength(0);
  });

  describe('someone signs up first with another person’s address', () => {
    const squat = async () => {
      const email = uniqueEmail('victim');
      const attackersBrowser = cookieHeader(await signUp(email, 'attackers-password'));
      const token = tokenFromMail(await smtp.nextMailTo(email), '/verify-email');
      return { email, attackersBrowser, token };
    };

    it('the owner’s click in their own browser asks for the password instead of confirming it', async () => {
      const { email, token } = await squat();
      const opened = await postJson(t.app, '/api/v1/auth/verify-email', { token }, { cookie: cookieHeader(await signUp(uniqueEmail('other'))) });
      expect(opened.statusCode).toBe(400);
      expect(opened.json()).toEqual({
        error: { code: 'PASSWORD_NEEDED', message: 'To confirm this address here, enter the password chosen when the account was made, or choose a new one.' },
      });
      // A guessed password is refused (wrong guesses count against the account, as for sign-in).
      expect((await postJson(t.app, '/api/v1/auth/verify-email', { token, password: 'a guess' })).json().error.code).toBe('INVALID_CREDENTIALS');
      // Nothing was confirmed: the squatter still cannot sign in.
      expect((await signIn(email, 'attackers-password')).json().error.code).toBe('EMAIL_NOT_VERIFIED');
    });

    it('choosing a new password confirms the address and leaves the squatter’s password useless', async () => {
      const { email, attackersBrowser, token } = await squat();
      const confirmed = await postJson(t.app, '/api/v1/auth/verify-email', { token, newPassword: 'owners-own-password', confirmPassword: 'owners-own-password' });
      expect(confirmed.statusCode).toBe(200);
      expect((await signIn(email, 'attackers-password', attackersBrowser)).json().error.code).toBe('INVALID_CREDENTIALS');
      expect((await signIn(email, 'owners-own-password')).statusCode).toBe(200);
      // The link is used up: the squatter's browser cannot confirm with it afterwards.
      expect((await postJson(t.app, '/api/v1/auth/verify-email', { token }, { cookie: attackersBrowser })).json().error.code).toBe('INVALID_TOKEN');
    });

    it('a new password must follow the password rules', async () => {
      const { token } = await squat();
      const mismatch = await postJson(t.app, '/api/v1/auth/verify-email', { token, newPassword: 'one-password', confirmPassword: 'another-password' });
      expect(mismatch.json().error.code).toBe('PASSWORDS_DONT_MATCH');
      const short = await postJson(t.app, '/api/v1/auth/verify-email', { token, newPassword: 'abc', confirmPassword: 'abc' });
      expect(short.json().error.code).toBe('PASSWORD_TOO_SHORT');
    });
  });

  it('answers sign-out without a session with 204 too', async () => {
    const response = await postJson(t.app, '/api/v1/auth/sign-out', undefined);
    expect(response.statusCode).toBe(204);
  });
});
