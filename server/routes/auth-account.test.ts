import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiKeyCreatedSchema } from '../../contracts/api-key';
import { createDemoProvider } from '../adapters/serp/demo/create-demo-provider';
import { upsertUserPlan } from '../db/queries/user-plans';
import { createTestUser, getSession, sessionCookieFor, uniqueEmail } from '../testing/auth-fixtures';
import { cookieHeader, postJson, setCookieLine } from '../testing/auth-client';
import { buildTestApp, type TestApp } from '../testing/build-test-app';
import { startSmtpCatcher, tokenFromMail, type SmtpCatcher } from '../testing/smtp-catcher';

const UNAUTHENTICATED = { error: { code: 'UNAUTHENTICATED', message: 'Please sign in to continue.' } };

describe('account settings: password, e-mail, sessions, deletion', () => {
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

  const signIn = (email: string, password: string) => postJson(t.app, '/api/v1/auth/sign-in', { email, password });

  it.each([
    ['/api/v1/auth/change-password', { currentPassword: 'x', newPassword: 'abcdefg', confirmPassword: 'abcdefg' }],
    ['/api/v1/auth/change-email', { newEmail: 'a@example.com', password: 'x' }],
    ['/api/v1/auth/sign-out-others', undefined],
    ['/api/v1/me/delete', { password: 'x' }],
  ])('%s needs a session (401)', async (url, body) => {
    const response = await postJson(t.app, url, body);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual(UNAUTHENTICATED);
  });

  describe('change password', () => {
    const change = (cookie: string, currentPassword: string, newPassword = 'changed-password') =>
      postJson(t.app, '/api/v1/auth/change-password', { currentPassword, newPassword, confirmPassword: newPassword }, { cookie });

    it('needs the current password', async () => {
      const user = await createTestUser(t.pool);
      const cookie = await sessionCookieFor(t.pool, user.id);
      const response = await change(cookie, 'not-my-password');
      expect(response.statusCode).toBe(400);
      expect(response.json().error.code).toBe('INVALID_CREDENTIALS');
      expect((await getSession(t.app, cookie)).json().user).not.toBeNull();
    });

    it('ends every session, other devices included, and hands this browser a fresh one', async () => {
      const user = await createTestUser(t.pool);
      const here = cookieHeader(await signIn(user.email, user.password));
      const elsewhere = await sessionCookieFor(t.pool, user.id);
      const response = await change(here, user.password);
      expect(response.statusCode).toBe(200);
      expect(response.json().user.id).toBe(user.id);
      const fresh = cookieHeader(response);
      expect(setCookieLine(response, 'rc_session')).toMatch(/HttpOnly/);
      expect(fresh).not.toBe(here);

      expect((await getSession(t.app, here)).json().user).toBeNull();
      expect((await getSession(t.app, elsewhere)).json().user).toBeNull();
      expect((await getSession(t.app, fresh)).json().user.id).toBe(user.id);
      expect((await signIn(user.email, user.password)).statusCode).toBe(400);
      expect((await signIn(user.email, 'changed-password')).statusCode).toBe(200);
    });

    it('applies the new-password rules', async () => {
      const user = await createTestUser(t.pool);
      const cookie = await sessionCookieFor(t.pool, user.id);
      const mismatch = await postJson(
        t.app,
        '/api/v1/auth/change-password',
        { currentPassword: user.password, newPassword: 'abcdefg', confirmPassword: 'abcdefX' },
        { cookie },
      );
      expect(mismatch.json().error.code).toBe('PASSWORDS_DONT_MATCH');
      expect((await change(cookie, user.password, 'abc')).json().error.code).toBe('PASSWORD_TOO_SHORT');
    });
  });

  describe('change e-mail', () => {
    const request = (cookie: string, newEmail: string, password: string) =>
      postJson(t.app, '/api/v1/auth/change-email', { newEmail, password }, { cookie });

    it('mails a link to the new address and a notice to the old; the link moves the account', async () => {
      const user = await createTestUser(t.pool);
      const cookie = await sessionCookieFor(t.pool, user.id);
      const newEmail = uniqueEmail('moved');
      const response = await request(cookie, newEmail, user.password);
      expect(response.statusCode).toBe(202);

      const link = await smtp.nextMailTo(newEmail);
      expect(link.subject).toMatch(/Confirm your new e-mail/);
      const notice = await smtp.nextMailTo(user.email);
      expect(notice.subject).toMatch(/about to change/);
      expect(notice.text).toContain(newEmail);
      expect(notice.links.some((l) => l.includes('token='))).toBe(false); // the old address cannot confirm

      const token = tokenFromMail(link, '/confirm-email');
      const confirmed = await postJson(t.app, '/api/v1/auth/confirm-email-change', { token });
      expect(confirmed.statusCode).toBe(200);
      expect((await getSession(t.app, cookie)).json().user).toMatchObject({ email: newEmail, emailVerified: true });
      expect((await signIn(newEmail, user.password)).statusCode).toBe(200);
      expect((await signIn(user.email, user.password)).json().error.code).toBe('INVALID_CREDENTIALS');
      expect((await postJson(t.app, '/api/v1/auth/confirm-email-change', { token })).json().error.code).toBe('INVALID_TOKEN');
    });

    it('needs the password', async () => {
      const user = await createTestUser(t.pool);
      const cookie = await sessionCookieFor(t.pool, user.id);
      const response = await request(cookie, uniqueEmail(), 'wrong-password');
      expect(response.statusCode).toBe(400);
      expect(response.json().error.code).toBe('INVALID_CREDENTIALS');
    });

    it('answers the same for an address that has an account, and sends it nothing', async () => {
      const user = await createTestUser(t.pool);
      const other = await createTestUser(t.pool);
      const cookie = await sessionCookieFor(t.pool, user.id);
      const free = await request(cookie, uniqueEmail(), user.password);
      const taken = await request(cookie, other.email, user.password);
      expect(taken.statusCode).toBe(free.statusCode);
      expect(taken.json()).toEqual(free.json());
      await t.jobsSettled();
      expect(smtp.mailsTo(other.email)).toHaveLength(0);
    });

    it('fails the link when the address got an account in the meantime', async () => {
      const user = await createTestUser(t.pool);
      const cookie = await sessionCookieFor(t.pool, user.id);
      const newEmail = uniqueEmail('contested');
      await request(cookie, newEmail, user.password);
      const token = tokenFromMail(await smtp.nextMailTo(newEmail), '/confirm-email');
      await createTestUser(t.pool, { email: newEmail });
      const response = await postJson(t.app, '/api/v1/auth/confirm-email-change', { token });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.code).toBe('INVALID_TOKEN');
      expect((await getSession(t.app, cookie)).json().user.email).toBe(user.email);
    });

    it('is cancelled by a password change', async () => {
      const user = await createTestUser(t.pool);
      const cookie = cookieHeader(await signIn(user.email, user.password));
      const newEmail = uniqueEmail('hijack');
      await request(cookie, newEmail, user.password);
      const token = tokenFromMail(await smtp.nextMailTo(newEmail), '/confirm-email');
      await postJson(
        t.app,
        '/api/v1/auth/change-password',
        { currentPassword: user.password, newPassword: 'new-password-1', confirmPassword: 'new-password-1' },
        { cookie },
      );
      expect((await postJson(t.app, '/api/v1/auth/confirm-email-change', { token })).json().error.code).toBe('INVALID_TOKEN');
    });
  });

  it('signs out every other session and keeps this one', async () => {
    const user = await createTestUser(t.pool);
    const here = await sessionCookieFor(t.pool, user.id);
    const others = [await sessionCookieFor(t.pool, user.id), await sessionCookieFor(t.pool, user.id)];
    const bystander = await createTestUser(t.pool);
    const bystanderCookie = await sessionCookieFor(t.pool, bystander.id);

    const response = await postJson(t.app, '/api/v1/auth/sign-out-others', undefined, { cookie: here });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ revoked: 2 });
    expect((await getSession(t.app, here)).json().user.id).toBe(user.id);
    for (const cookie of others) expect((await getSession(t.app, cookie)).json().user).toBeNull();
    expect((await getSession(t.app, bystanderCookie)).json().user.id).toBe(bystander.id);
  });

  describe('delete account', () => {
    const TABLES_BY_USER = ['sessions', 'auth_tokens', 'oauth_accounts', 'search_history', 'user_plans', 'api_keys'] as const;

    /** The user's rows; `apiKeyIds` also counts what hangs off those keys (their Idempotency-Key answers). */
    async function rowsOf(userId: string, email: string, apiKeyIds: string[] = []): Promise<Record<string, number>> {
      const counts: Record<string, number> = {};
      for (const table of TABLES_BY_USER) {
        const { rows } = await t.pool.query<{ n: number }>(`select count(*)::int as n from ${table} where user_id = $1`, [userId]);
        counts[table] = rows[0]?.n ?? 0;
      }
      if (apiKeyIds.length > 0) {
        const { rows } = await t.pool.query<{ n: number }>('select count(*)::int as n from idempotency_records where api_key_id = any($1::uuid[])', [apiKeyIds]);
        counts.idempotency_records = rows[0]?.n ?? 0;
      }
      const users = await t.pool.query<{ n: number }>('select count(*) as n from users where id = $1', [userId]);
      counts.users = users.rows[0]?.n ?? 0;
      const counters = await t.pool.query<{ n: number }>('select count(*) as n from rate_limit_counters where key = $1', [email]);
      counts.rate_limit_counters = counters.rows[0]?.n ?? 0;
      return counts;
    }

    it('needs the password, then removes the user and every row of theirs', async () => {
      const user = await createTestUser(t.pool);
      const cookie = cookieHeader(await signIn(user.email, user.password));
      const otherDevice = await sessionCookieFor(t.pool, user.id);
      await postJson(t.app, '/api/v1/auth/forgot-password', { email: user.email }); // an auth token and counters
      await smtp.nextMailTo(user.email);
      await t.pool.query(`insert into oauth_accounts (provider, subject, user_id, email, email_verified) values ('google', $1, $2, $3, true)`, [
        `sub-${user.id}`,
        user.id,
        user.email,
      ]);
      await t.pool.query(`insert into search_history (user_id, website_url, keyword, keyword_key) values ($1, 'example.com', 'shoes', 'shoes')`, [user.id]);
      // A Pro account with an API key that has made a POST with an Idempotency-Key (its answer is stored).
      await upsertUserPlan(t.pool, user.id, { planType: 'pro', subscriptionStatus: 'active' }, new Date());
      const created = await postJson(t.app, '/api/v1/me/api-keys', { name: 'Dashboard', scope: 'write' }, { cookie });
      expect(created.statusCode, created.body).toBe(201);
      const key = apiKeyCreatedSchema.parse(created.json());
      const keyed = { authorization: `Bearer ${key.key}` };
      const check = await postJson(t.app, '/api/v1/rank-checks', { websiteUrl: 'example.com', keyword: 'keyed shoes' }, { headers: { ...keyed, 'idempotency-key': 'check-1' } });
      expect(check.statusCode, check.body).toBe(200);
      const before = await rowsOf(user.id, user.email, [key.id]);
      expect(before).toMatchObject({ api_keys: 1, idempotency_records: 1 });
      expect(Object.values(before).every((n) => n > 0)).toBe(true);

      const wrong = await postJson(t.app, '/api/v1/me/delete', { password: 'not-it' }, { cookie });
      expect(wrong.statusCode).toBe(400);
      expect((await rowsOf(user.id, user.email)).users).toBe(1);

      const deleted = await postJson(t.app, '/api/v1/me/delete', { password: user.password }, { cookie });
      expect(deleted.statusCode).toBe(204);
      expect(setCookieLine(deleted, 'rc_session')).toMatch(/rc_session=;/);
      const after = await rowsOf(user.id, user.email, [key.id]);
      expect(Object.keys(after)).toEqual(Object.keys(before));
      expect(Object.values(after).every((n) => n === 0)).toBe(true);
      const orphaned = await t.app.inject({ method: 'GET', url: '/api/v1/me/history', headers: keyed });
      expect(orphaned.statusCode).toBe(401);
      expect(orphaned.json().error.code).toBe('INVALID_API_KEY');
      expect((await getSession(t.app, cookie)).json().user).toBeNull();
      expect((await getSession(t.app, otherDevice)).json().user).toBeNull();
      expect((await signIn(user.email, user.password)).json().error.code).toBe('INVALID_CREDENTIALS');
    });

    it('a stolen session behind many addresses gets 5 wrong passwords, then the account refuses for a while', async () => {
      const user = await createTestUser(t.pool);
      const cookie = await sessionCookieFor(t.pool, user.id);
      // Each guess from another address: the per-IP limit alone would never stop this.
      for (let i = 0; i < 5; i += 1) {
        const wrong = await postJson(t.app, '/api/v1/me/delete', { password: `guess-${i}` }, { cookie, ip: `10.9.${i}.1` });
        expect(wrong.json().error.code).toBe('INVALID_CREDENTIALS');
      }
      const refused = await postJson(t.app, '/api/v1/auth/change-email', { newEmail: uniqueEmail(), password: user.password }, { cookie, ip: '10.9.9.9' });
      expect(refused.statusCode).toBe(429);
      expect(refused.json().error.code).toBe('RATE_LIMITED');
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect((await rowsOf(user.id, user.email)).users).toBe(1);
    });

    it('asks an account without a password to type its e-mail instead', async () => {
      const user = await createTestUser(t.pool, { password: null });
      const cookie = await sessionCookieFor(t.pool, user.id);
      const mismatch = await postJson(t.app, '/api/v1/me/delete', { confirmEmail: 'someone@else.com' }, { cookie });
      expect(mismatch.statusCode).toBe(400);
      expect(mismatch.json().error.code).toBe('INVALID_INPUT');
      const deleted = await postJson(t.app, '/api/v1/me/delete', { confirmEmail: user.email.toUpperCase() }, { cookie });
      expect(deleted.statusCode).toBe(204);
      expect((await rowsOf(user.id, user.email)).users).toBe(0);
    });
  });
});
