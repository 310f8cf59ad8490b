import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recoveryCodesSchema, type AppSetUp } from '../../contracts/two-step';
import { createDemoProvider } from '../adapters/serp/demo/create-demo-provider';
import { totpCode } from '../services/auth/two-step/totp';
import { cookieHeader, postJson, setCookieLine } from '../testing/auth-client';
import { createTestUser, getSession, sessionCookieFor, type TestUser } from '../testing/auth-fixtures';
import { buildTestApp, type TestApp } from '../testing/build-test-app';

const STEP_MS = 30_000;

describe('two-step sign-in with an authenticator app', () => {
  let t: TestApp;
  let now = new Date('2026-06-01T10:00:00Z');
  beforeAll(async () => {
    t = await buildTestApp({ serpProvider: createDemoProvider(), now: () => now });
  });
  afterAll(() => t.close());

  const tick = (ms = STEP_MS) => (now = new Date(now.getTime() + ms));
  const codeOf = (response: { json: () => unknown }) => (response.json() as { error?: { code: string } }).error?.code;
  const me = (cookie: string, method: 'GET' | 'POST', url: string, payload?: object) => t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });

  /** A user with a password who turned the app on: their secret, their recovery codes and their session. */
  async function userWithApp(): Promise<{ user: TestUser; secret: string; recovery: string[]; cookie: string }> {
    const user = await createTestUser(t.pool);
    const cookie = await sessionCookieFor(t.pool, user.id, now);
    const setUp = (await me(cookie, 'POST', '/api/v1/me/two-step/app')).json() as AppSetUp;
    expect(setUp.uri).toMatch(/^otpauth:\/\/totp\/Rank%20Checker:.+\?issuer=Rank%20Checker&secret=[A-Z2-7]+&algorithm=SHA1&digits=6&period=30$/);
    expect(setUp.qrSvg).toContain('<svg');
    const confirmed = await me(cookie, 'POST', '/api/v1/me/two-step/app/confirm', { code: totpCode(setUp.secret, now) });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    return { user, secret: setUp.secret, recovery: recoveryCodesSchema.parse(confirmed.json()).recoveryCodes, cookie };
  }
  const signIn = (user: TestUser) => postJson(t.app, '/api/v1/auth/sign-in', { email: user.email, password: user.password });
  const secondStep = (first: Parameters<typeof cookieHeader>[0], code: string) => postJson(t.app, '/api/v1/auth/second-step', { code }, { cookie: cookieHeader(first) });

  it('turns on with a first code, signs the other sessions out, and then asks every sign-in for a code taken once', async () => {
    const user = await createTestUser(t.pool);
    const cookie = await sessionCookieFor(t.pool, user.id, now);
    const elsewhere = await sessionCookieFor(t.pool, user.id, now);
    const setUp = (await me(cookie, 'POST', '/api/v1/me/two-step/app')).json() as AppSetUp;
    expect(codeOf(await me(cookie, 'POST', '/api/v1/me/two-step/app/confirm', { code: '000000' }))).toBe('INVALID_CODE');
    expect((await me(cookie, 'GET', '/api/v1/me/two-step')).json()).toMatchObject({ app: 'setting-up', onSince: null, recoveryCodesLeft: 0 });
    const confirmed = await me(cookie, 'POST', '/api/v1/me/two-step/app/confirm', { code: totpCode(setUp.secret, now) });
    const { recoveryCodes } = recoveryCodesSchema.parse(confirmed.json());
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    expect((await me(cookie, 'GET', '/api/v1/me/two-step')).json()).toMatchObject({ app: 'on', onSince: now.toISOString(), recoveryCodesLeft: 10 });
    expect((await getSession(t.app, elsewhere)).json()).toMatchObject({ user: null });
    expect((await getSession(t.app, cookie)).json()).toMatchObject({ user: { id: user.id } });
    expect(codeOf(await me(cookie, 'POST', '/api/v1/me/two-step/app'))).toBe('ALREADY_EXISTS');

    const first = await signIn(user);
    expect(first.json()).toEqual({ secondStep: { expiresAt: new Date(now.getTime() + 10 * 60_000).toISOString() } });
    expect(setCookieLine(first, 'rc_session')).toBeUndefined();
    expect(setCookieLine(first, 'rc_two_step')).toMatch(/HttpOnly/i);
    // The code that turned the app on was taken: it does not open a session.
    expect(codeOf(await secondStep(first, totpCode(setUp.secret, now)))).toBe('INVALID_CODE');
    tick();
    const done = await secondStep(first, totpCode(setUp.secret, now));
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toMatchObject({ user: { id: user.id } });
    expect(setCookieLine(done, 'rc_session')).toBeDefined();
    expect(codeOf(await secondStep(first, totpCode(setUp.secret, now)))).toBe('INVALID_TOKEN');
  });

  it('takes a recovery code once, in any case or spacing', async () => {
    const { user, recovery } = await userWithApp();
    const typed = recovery[0]!.toUpperCase().replace('-', ' ');
    expect((await secondStep(await signIn(user), typed)).statusCode).toBe(200);
    expect(codeOf(await secondStep(await signIn(user), recovery[0]!))).toBe('INVALID_CODE');
    expect((await secondStep(await signIn(user), recovery[1]!)).statusCode).toBe(200);
  });

  it('ends a waiting sign-in after five wrong codes, refuses the account for the quarter-hour, and never says what was wrong', async () => {
    const { user, secret } = await userWithApp();
    const first = await signIn(user);
    const answers = [];
    for (const code of ['123456', 'abcde-fghij', '999999', '12345', 'nope!']) answers.push(await secondStep(first, code));
    expect(answers.map(codeOf)).toEqual(['INVALID_CODE', 'INVALID_CODE', 'INVALID_CODE', 'INVALID_CODE', 'RATE_LIMITED']);
    expect(new Set(answers.slice(0, 4).map((answer) => (answer.json() as { error: { message: string } }).error.message)).size).toBe(1);
    tick();
    // The right code from a new sign-in waits for the account's window to pass.
    expect(codeOf(await secondStep(await signIn(user), totpCode(secret, now)))).toBe('RATE_LIMITED');
    tick(15 * 60_000);
    expect((await secondStep(await signIn(user), totpCode(secret, now))).statusCode).toBe(200);
  });

  it('refuses a second step from another browser or after 10 minutes', async () => {
    const { user, secret } = await userWithApp();
    tick();
    expect(codeOf(await postJson(t.app, '/api/v1/auth/second-step', { code: totpCode(secret, now) }))).toBe('INVALID_TOKEN');
    const first = await signIn(user);
    tick(10 * 60_000 + 1000);
    expect(codeOf(await secondStep(first, totpCode(secret, now)))).toBe('INVALID_TOKEN');
  });

  it('renews recovery codes and turns off only after a fresh second step', async () => {
    const { user, secret, recovery, cookie } = await userWithApp();
    tick();
    expect(codeOf(await me(cookie, 'POST', '/api/v1/me/two-step/off', { code: '111111' }))).toBe('INVALID_CODE');
    const renewed = recoveryCodesSchema.parse((await me(cookie, 'POST', '/api/v1/me/two-step/recovery-codes', { code: totpCode(secret, now) })).json());
    expect(renewed.recoveryCodes).not.toContain(recovery[0]);
    expect(codeOf(await me(cookie, 'POST', '/api/v1/me/two-step/off', { code: recovery[0]! }))).toBe('INVALID_CODE');
    expect((await me(cookie, 'POST', '/api/v1/me/two-step/off', { code: renewed.recoveryCodes[0]! })).statusCode).toBe(204);
    expect((await me(cookie, 'GET', '/api/v1/me/two-step')).json()).toMatchObject({ app: 'off', onSince: null, recoveryCodesLeft: 0 });
    expect((await signIn(user)).json()).toMatchObject({ user: { id: user.id } });
  });
});
