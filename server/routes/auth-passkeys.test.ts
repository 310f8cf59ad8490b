import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateKeyPairSync } from 'node:crypto';
import { passkeyAddedSchema, passkeyOptionsSchema, type AppSetUp } from '../../contracts/two-step';
import { createDemoProvider } from '../adapters/serp/demo/create-demo-provider';
import { totpCode } from '../services/auth/two-step/totp';
import { cookieHeader, postJson, setCookieLine } from '../testing/auth-client';
import { createTestUser, getSession, sessionCookieFor, type TestUser } from '../testing/auth-fixtures';
import { buildTestApp, testConfig, type TestApp } from '../testing/build-test-app';
import { SoftwareAuthenticator } from '../testing/software-authenticator';

describe('passkeys', () => {
  let t: TestApp;
  // The real time: the session cookie's max-age is counted from the wall clock.
  let now = new Date();
  const origin = testConfig().appUrl;
  beforeAll(async () => {
    t = await buildTestApp({ serpProvider: createDemoProvider(), now: () => now });
  });
  afterAll(() => t.close());

  const codeOf = (response: { json: () => unknown }) => (response.json() as { error?: { code: string } }).error?.code;
  const call = (cookie: string, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
  const optionsOf = (response: { json: () => unknown }) => passkeyOptionsSchema.parse(response.json()).options;

  /** A user who added a passkey from a session: the passkey, its recovery codes and the session. */
  async function userWithPasskey(name = 'Laptop'): Promise<{ user: TestUser; key: SoftwareAuthenticator; cookie: string; recovery: string[] }> {
    const user = await createTestUser(t.pool);
    const cookie = await sessionCookieFor(t.pool, user.id, now);
    const key = new SoftwareAuthenticator(origin);
    const options = optionsOf(await call(cookie, 'POST', '/api/v1/me/passkeys/options'));
    const added = await call(cookie, 'POST', '/api/v1/me/passkeys', { name, passkey: key.create(options) });
    expect(added.statusCode, added.body).toBe(201);
    const body = passkeyAddedSchema.parse(added.json());
    return { user, key, cookie, recovery: body.recoveryCodes ?? [] };
  }

  async function signInWithPasskey(key: SoftwareAuthenticator) {
    const options = optionsOf(await postJson(t.app, '/api/v1/auth/passkey-options', undefined));
    const answer = key.get(options);
    return { answer, response: await postJson(t.app, '/api/v1/auth/passkey', { passkey: answer }) };
  }

  it('adds a passkey as the first second step: recovery codes once, the other sessions signed out, the password alone no longer enough', async () => {
    const user = await createTestUser(t.pool);
    const cookie = await sessionCookieFor(t.pool, user.id, now);
    const elsewhere = await sessionCookieFor(t.pool, user.id, now);
    const key = new SoftwareAuthenticator(origin);
    const options = optionsOf(await call(cookie, 'POST', '/api/v1/me/passkeys/options'));
    expect(options).toMatchObject({ rp: { id: 'localhost', name: 'Rank Checker' }, attestation: 'none', authenticatorSelection: { residentKey: 'required' } });
    const added = await call(cookie, 'POST', '/api/v1/me/passkeys', { name: 'Work laptop', passkey: key.create(options) });
    expect(added.statusCode, added.body).toBe(201);
    const body = passkeyAddedSchema.parse(added.json());
    expect(body.passkey).toMatchObject({ name: 'Work laptop', lastUsedAt: null });
    expect(body.recoveryCodes).toHaveLength(10);
    expect((await getSession(t.app, elsewhere)).json()).toMatchObject({ user: null });
    expect((await call(cookie, 'GET', '/api/v1/me/two-step')).json()).toMatchObject({ app: 'off', passkeys: [{ name: 'Work laptop' }], recoveryCodesLeft: 10, passkeysAvailable: true });

    // The same challenge cannot add a second passkey.
    expect(codeOf(await call(cookie, 'POST', '/api/v1/me/passkeys', { passkey: new SoftwareAuthenticator(origin).create(options) }))).toBe('INVALID_INPUT');

    const first = await postJson(t.app, '/api/v1/auth/sign-in', { email: user.email, password: user.password });
    expect(first.json()).toHaveProperty('secondStep');
    expect(setCookieLine(first, 'rc_session')).toBeUndefined();
    const pending = await t.app.inject({ method: 'GET', url: '/api/v1/auth/second-step', headers: { cookie: cookieHeader(first) } });
    expect(pending.json()).toMatchObject({ app: false, passkey: true });

    // A recovery code works for an account whose only second step is a passkey.
    const byCode = await postJson(t.app, '/api/v1/auth/second-step', { code: body.recoveryCodes![0] }, { cookie: cookieHeader(first) });
    expect(byCode.json()).toMatchObject({ user: { id: user.id } });
  });

  it('takes the second step of a password sign-in with the passkey, and records it in the activity log', async () => {
    const { user, key } = await userWithPasskey('Phone');
    const first = await postJson(t.app, '/api/v1/auth/sign-in', { email: user.email, password: user.password });
    const options = optionsOf(await postJson(t.app, '/api/v1/auth/second-step/passkey-options', undefined, { cookie: cookieHeader(first) }));
    expect(options).toMatchObject({ rpId: 'localhost', allowCredentials: [{ id: key.credentialId }] });
    const done = await postJson(t.app, '/api/v1/auth/second-step/passkey', { passkey: key.get(options) }, { cookie: cookieHeader(first) });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toMatchObject({ user: { id: user.id } });
    const session = cookieHeader(done);
    const read = await call(session, 'GET', '/api/v1/me/two-step');
    expect(read.statusCode, read.body).toBe(200);
    const status = read.json() as { passkeys: { lastUsedAt: string | null }[]; freshUntil: string | null };
    expect(status.passkeys[0]!.lastUsedAt).toBe(now.toISOString());
    expect(status.freshUntil).toBe(new Date(now.getTime() + 15 * 60_000).toISOString());
    const log = (await call(session, 'GET', '/api/v1/me/audit-log')).json() as { items: { action: string; subject: string }[] };
    expect(log.items.map((item) => [item.action, item.subject])).toEqual(
      expect.arrayContaining([
        ['mfa.verified', 'Signed in with the passkey “Phone”'],
        ['passkey.added', '“Phone”'],
      ]),
    );
  });

  it("refuses a passkey that is not the account's, one signed by another key, and one answered for another site", async () => {
    const { user } = await userWithPasskey();
    const stranger = await userWithPasskey();
    const first = await postJson(t.app, '/api/v1/auth/sign-in', { email: user.email, password: user.password });
    const cookie = cookieHeader(first);
    const next = async () => optionsOf(await postJson(t.app, '/api/v1/auth/second-step/passkey-options', undefined, { cookie }));
    const answer = async (passkey: unknown) => codeOf(await postJson(t.app, '/api/v1/auth/second-step/passkey', { passkey }, { cookie }));
    expect(await answer(stranger.key.get(await next()))).toBe('INVALID_CODE');
    const own = await userWithPasskey();
    expect(await answer(own.key.get(await next(), { privateKey: generateKeyPairSync('ec', { namedCurve: 'P-256' }).privateKey }))).toBe('INVALID_CODE');
    expect(await answer(stranger.key.get(await next(), { origin: 'https://phish.example' }))).toBe('INVALID_CODE');
  });

  it('signs in with a passkey alone, once per challenge', async () => {
    const { user, key } = await userWithPasskey();
    const { answer, response } = await signInWithPasskey(key);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ user: { id: user.id } });
    expect(setCookieLine(response, 'rc_session')).toMatch(/HttpOnly/i);
    // The same signature again: its challenge was taken.
    expect(codeOf(await postJson(t.app, '/api/v1/auth/passkey', { passkey: answer }))).toBe('INVALID_CODE');
    // A removed passkey no longer signs in.
    const cookie = cookieHeader(response);
    const [passkey] = ((await call(cookie, 'GET', '/api/v1/me/two-step')).json() as { passkeys: { id: string }[] }).passkeys;
    expect((await call(cookie, 'DELETE', `/api/v1/me/passkeys/${passkey!.id}`)).statusCode).toBe(204);
    expect(codeOf((await signInWithPasskey(key)).response)).toBe('INVALID_CODE');
  });

  it('asks a session for a fresh second step before sensitive changes, and again after 15 minutes', async () => {
    const { user, key } = await userWithPasskey();
    const cookie = await sessionCookieFor(t.pool, user.id, now);
    const changePassword = () => call(cookie, 'POST', '/api/v1/auth/change-password', { currentPassword: user.password, newPassword: 'a brand new password', confirmPassword: 'a brand new password' });
    const refused = await call(cookie, 'POST', '/api/v1/me/passkeys/options');
    expect(refused.statusCode).toBe(403);
    expect(codeOf(refused)).toBe('SECOND_STEP_REQUIRED');
    expect(codeOf(await changePassword())).toBe('SECOND_STEP_REQUIRED');
    // Reading stays open, and so do changes that hand out nothing.
    expect((await call(cookie, 'GET', '/api/v1/me/api-keys')).statusCode).toBe(200);

    const options = optionsOf(await call(cookie, 'POST', '/api/v1/me/two-step/confirm/passkey-options'));
    const confirmed = await call(cookie, 'POST', '/api/v1/me/two-step/confirm', { passkey: key.get(options) });
    expect(confirmed.json()).toEqual({ freshUntil: new Date(now.getTime() + 15 * 60_000).toISOString() });
    expect((await call(cookie, 'POST', '/api/v1/me/passkeys/options')).statusCode).toBe(200);

    now = new Date(now.getTime() + 15 * 60_000 + 1000);
    expect(codeOf(await call(cookie, 'POST', '/api/v1/me/passkeys/options'))).toBe('SECOND_STEP_REQUIRED');
  });

  it('takes an authenticator code or a recovery code as a fresh second step, and counts wrong ones', async () => {
    const user = await createTestUser(t.pool);
    const cookie = await sessionCookieFor(t.pool, user.id, now);
    const setUp = (await call(cookie, 'POST', '/api/v1/me/two-step/app')).json() as AppSetUp;
    const recovery = ((await call(cookie, 'POST', '/api/v1/me/two-step/app/confirm', { code: totpCode(setUp.secret, now) })).json() as { recoveryCodes: string[] }).recoveryCodes;
    const later = await sessionCookieFor(t.pool, user.id, now);
    expect(codeOf(await call(later, 'DELETE', '/api/v1/me/passkeys/00000000-0000-4000-8000-000000000000'))).toBe('SECOND_STEP_REQUIRED');
    expect(codeOf(await call(later, 'POST', '/api/v1/me/two-step/confirm', { code: '000000' }))).toBe('INVALID_CODE');
    expect(codeOf(await call(later, 'POST', '/api/v1/me/two-step/off', {}))).toBe('SECOND_STEP_REQUIRED');
    expect((await call(later, 'POST', '/api/v1/me/two-step/confirm', { code: recovery[0] })).statusCode).toBe(200);
    expect((await call(later, 'POST', '/api/v1/me/two-step/off', {})).statusCode).toBe(204);
    expect((await call(later, 'GET', '/api/v1/me/two-step')).json()).toMatchObject({ app: 'off', recoveryCodesLeft: 0 });
  });

  it('counts wrong passkey answers against the account like wrong codes: after five, even the right one waits', async () => {
    const { user, key } = await userWithPasskey();
    const cookie = await sessionCookieFor(t.pool, user.id, now);
    const confirmWith = async (passkey: unknown) => codeOf(await call(cookie, 'POST', '/api/v1/me/two-step/confirm', { passkey }));
    const options = async () => optionsOf(await call(cookie, 'POST', '/api/v1/me/two-step/confirm/passkey-options'));
    const forged = generateKeyPairSync('ec', { namedCurve: 'P-256' }).privateKey;
    for (let i = 0; i < 5; i += 1) expect(await confirmWith(key.get(await options(), { privateKey: forged }))).toBe('INVALID_CODE');
    expect(await confirmWith(key.get(await options()))).toBe('RATE_LIMITED');
  });

  it('does not ask an account without a second step', async () => {
    const user = await createTestUser(t.pool);
    const cookie = await sessionCookieFor(t.pool, user.id, now);
    expect((await call(cookie, 'POST', '/api/v1/me/passkeys/options')).statusCode).toBe(200);
  });

  it('keeps two-step sign-in on while a second step is left, and turns it off with the last', async () => {
    const { user, key, cookie } = await userWithPasskey('First');
    const second = new SoftwareAuthenticator(origin);
    now = new Date(now.getTime() + 1000);
    const options = optionsOf(await call(cookie, 'POST', '/api/v1/me/passkeys/options'));
    expect((options as { excludeCredentials: { id: string }[] }).excludeCredentials.map((entry) => entry.id)).toEqual([key.credentialId]);
    const added = passkeyAddedSchema.parse((await call(cookie, 'POST', '/api/v1/me/passkeys', { passkey: second.create(options) })).json());
    expect(added.passkey.name).toBe('Passkey 2');
    expect(added.recoveryCodes).toBeNull();
    expect((await call(cookie, 'PATCH', `/api/v1/me/passkeys/${added.passkey.id}`, { name: 'Security key' })).statusCode).toBe(204);
    const status = (await call(cookie, 'GET', '/api/v1/me/two-step')).json() as { passkeys: { id: string; name: string }[] };
    expect(status.passkeys.map((passkey) => passkey.name)).toEqual(['First', 'Security key']);

    expect((await call(cookie, 'DELETE', `/api/v1/me/passkeys/${status.passkeys[0]!.id}`)).statusCode).toBe(204);
    expect((await call(cookie, 'GET', '/api/v1/me/two-step')).json()).toMatchObject({ recoveryCodesLeft: 10 });
    expect((await postJson(t.app, '/api/v1/auth/sign-in', { email: user.email, password: user.password })).json()).toHaveProperty('secondStep');
    expect((await call(cookie, 'DELETE', `/api/v1/me/passkeys/${status.passkeys[1]!.id}`)).statusCode).toBe(204);
    expect((await call(cookie, 'GET', '/api/v1/me/two-step')).json()).toMatchObject({ passkeys: [], recoveryCodesLeft: 0 });
    expect((await postJson(t.app, '/api/v1/auth/sign-in', { email: user.email, password: user.password })).json()).toMatchObject({ user: { id: user.id } });
    // Another account's passkey id is not found.
    const other = await userWithPasskey();
    const otherId = ((await call(other.cookie, 'GET', '/api/v1/me/two-step')).json() as { passkeys: { id: string }[] }).passkeys[0]!.id;
    expect(codeOf(await call(cookie, 'DELETE', `/api/v1/me/passkeys/${otherId}`))).toBe('NOT_FOUND');
  });
});
