import { randomBytes } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { randomPKCECodeVerifier } from 'openid-client';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createDemoProvider } from '../adapters/serp/demo/create-demo-provider';
import { GOOGLE_MESSAGES } from '../services/auth/google/google-messages';
import { hashToken } from '../services/tokens/random-token';
import { createTestUser, getSession, uniqueEmail } from '../testing/auth-fixtures';
import { buildTestApp, type TestApp } from '../testing/build-test-app';
import { CONTROL_PATH, startFakeGoogle, type FakeGoogle, type FakeGoogleAccount } from '../testing/fake-google';
import { CookieJar, runGoogleFlow } from '../testing/google-flow';

const APP_URL = 'http://localhost:3999';
const CLIENT = {
  clientId: 'rank-checker-test',
  clientSecret: 'fake-google-secret-0123456789',
  redirectUri: `${APP_URL}/api/v1/auth/google/callback`,
};

function account(overrides: Partial<FakeGoogleAccount> = {}): FakeGoogleAccount {
  return { sub: `g-${randomBytes(6).toString('hex')}`, email: uniqueEmail('google'), email_verified: true, ...overrides };
}

/** What the callback page reports (the same values its script posts to the opener). */
function outcome(response: LightMyRequestResponse): { status?: string; code?: string; message?: string } {
  const attr = (name: string) => new RegExp(`data-${name}="([^"]*)"`).exec(response.body)?.[1];
  const code = attr('code');
  return { status: attr('status'), ...(code ? { code } : {}), message: attr('message')?.replaceAll('&#39;', "'") };
}

/** The rc_session cookie the response sets (not a clearing one), as a request header value. */
function sessionCookie(response: LightMyRequestResponse): string | undefined {
  const raw = response.headers['set-cookie'];
  const lines = Array.isArray(raw) ? raw : raw ? [raw] : [];
  return lines.find((line) => /^rc_session=[^;]+/.test(line))?.split(';')[0];
}

function stateOf(callbackPath: string): string {
  return new URL(callbackPath, APP_URL).searchParams.get('state') ?? '';
}

describe('Google sign-in (OIDC code flow against a local provider)', () => {
  let fake: FakeGoogle;
  let t: TestApp;

  beforeAll(async () => {
    fake = await startFakeGoogle(CLIENT);
    t = await buildTestApp({
      serpProvider: createDemoProvider(),
      env: {
        APP_URL,
        GOOGLE_CLIENT_ID: CLIENT.clientId,
        GOOGLE_CLIENT_SECRET: CLIENT.clientSecret,
        GOOGLE_ISSUER: fake.issuer,
      },
    });
  });
  afterAll(async () => {
    await t?.close();
    await fake?.close();
  });
  beforeEach(() => fake.setNextAccount(account()));

  async function linkedUserId(subject: string): Promise<string | undefined> {
    const { rows } = await t.pool.query<{ user_id: string }>(
      "select user_id from oauth_accounts where provider = 'google' and subject = $1",
      [subject],
    );
    return rows[0]?.user_id;
  }

  it('start redirects to the provider with PKCE S256, state, nonce and select_account, and stores only the state hash', async () => {
    const before = Date.now();
    const start = await t.app.inject({ method: 'GET', url: '/api/v1/auth/google/start?mode=signup' });
    expect(start.statusCode).toBe(302);
    const url = new URL(String(start.headers.location));
    expect(url.origin).toBe(fake.issuer);
    const q = url.searchParams;
    expect(q.get('client_id')).toBe(CLIENT.clientId);
    expect(q.get('redirect_uri')).toBe(CLIENT.redirectUri);
    expect(q.get('response_type')).toBe('code');
    expect(q.get('scope')).toBe('openid email profile');
    expect(q.get('code_challenge_method')).toBe('S256');
    expect(q.get('code_challenge')).toMatch(/^[\w-]{43}$/);
    expect(q.get('prompt')).toBe('select_account');
    expect(q.get('nonce')).toBeTruthy();
    const state = q.get('state') ?? '';
    const { rows } = await t.pool.query<{ mode: string; expires_at: Date; code_verifier: string }>(
      'select mode, expires_at, code_verifier from oauth_flows where state_hash = $1',
      [hashToken(state)],
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]?.mode).toBe('signup');
    expect(rows[0]?.code_verifier).not.toBe(q.get('code_challenge'));
    const ttl = (rows[0]?.expires_at.getTime() ?? 0) - before;
    expect(ttl).toBeGreaterThan(29 * 60_000);
    expect(ttl).toBeLessThanOrEqual(30 * 60_000 + 5_000);
  });

  it('a first sign-in creates a verified Google-only account and a session', async () => {
    const google = account();
    fake.setNextAccount(google);
    const { callback } = await runGoogleFlow(t.app);
    expect(callback.statusCode).toBe(200);
    expect(outcome(callback)).toEqual({ status: 'success', message: GOOGLE_MESSAGES.success });
    const cookie = sessionCookie(callback);
    expect(cookie).toBeDefined();
    const setCookie = String(callback.headers['set-cookie']);
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);
    const session = (await getSession(t.app, cookie)).json();
    expect(session.user).toMatchObject({ email: google.email, emailVerified: true, hasPassword: false, googleLinked: true });
    expect(await linkedUserId(google.sub)).toBe(session.user.id);
  });

  it('a second sign-in with the same Google identity reuses the account with a new session', async () => {
    const google = account();
    fake.setNextAccount(google);
    const first = await runGoogleFlow(t.app);
    const second = await runGoogleFlow(t.app);
    const firstUser = (await getSession(t.app, sessionCookie(first.callback))).json().user;
    const secondUser = (await getSession(t.app, sessionCookie(second.callback))).json().user;
    expect(secondUser.id).toBe(firstUser.id);
    expect(sessionCookie(second.callback)).not.toBe(sessionCookie(first.callback));
    const { rows } = await t.pool.query('select id from users where lower(email) = lower($1)', [google.email]);
    expect(rows).toHaveLength(1);
  });

  it('one browser can sign in with one Google account, then with another', async () => {
    const jar = new CookieJar();
    const first = account();
    const second = account();
    fake.setNextAccount(first);
    const a = await runGoogleFlow(t.app, { jar });
    fake.setNextAccount(second);
    const b = await runGoogleFlow(t.app, { jar });
    fake.setNextAccount(first);
    const c = await runGoogleFlow(t.app, { jar });
    const emails = await Promise.all(
      [a, b, c].map(async ({ callback }) => (await getSession(t.app, sessionCookie(callback))).json().user?.email),
    );
    expect(emails).toEqual([first.email, second.email, first.email]);
  });

  it("the fake provider's account can be chosen over HTTP (for browser specs in another process)", async () => {
    const bad = await fetch(`${fake.issuer}${CONTROL_PATH}`, { method: 'POST', body: '{"sub":1}' });
    expect(bad.status).toBe(400);
    const google = account();
    const set = await fetch(`${fake.issuer}${CONTROL_PATH}`, { method: 'POST', body: JSON.stringify(google) });
    expect(set.status).toBe(204);
    const { callback } = await runGoogleFlow(t.app);
    expect((await getSession(t.app, sessionCookie(callback))).json().user.email).toBe(google.email);
  });

  it('links to a password account when both sides have the e-mail verified, and signs in as it', async () => {
    const local = await createTestUser(t.pool, { verified: true });
    const google = account({ email: local.email.toUpperCase() });
    fake.setNextAccount(google);
    const { callback } = await runGoogleFlow(t.app);
    expect(outcome(callback).status).toBe('success');
    const user = (await getSession(t.app, sessionCookie(callback))).json().user;
    expect(user).toMatchObject({ id: local.id, hasPassword: true, googleLinked: true });
    expect(await linkedUserId(google.sub)).toBe(local.id);
  });

  it('refuses to link to an account whose e-mail is not confirmed', async () => {
    const local = await createTestUser(t.pool, { verified: false });
    const google = account({ email: local.email });
    fake.setNextAccount(google);
    const { callback } = await runGoogleFlow(t.app);
    expect(outcome(callback)).toMatchObject({ status: 'error', code: 'ACCOUNT_LINK_REFUSED' });
    expect(outcome(callback).message).toMatch(/sign in with your password/i);
    expect(sessionCookie(callback)).toBeUndefined();
    expect(await linkedUserId(google.sub)).toBeUndefined();
  });

  it('refuses a Google e-mail that Google has not verified, the same way whether or not an account has it', async () => {
    const local = await createTestUser(t.pool, { verified: true });
    const withAccount = account({ email: local.email, email_verified: false });
    fake.setNextAccount(withAccount);
    const refused = await runGoogleFlow(t.app);
    const fresh = account({ email_verified: false });
    fake.setNextAccount(fresh);
    const refusedFresh = await runGoogleFlow(t.app);

    expect(outcome(refused.callback)).toMatchObject({ status: 'error', code: 'GOOGLE_EMAIL_UNVERIFIED' });
    expect(outcome(refusedFresh.callback)).toEqual(outcome(refused.callback));
    expect(sessionCookie(refused.callback)).toBeUndefined();
    expect(await linkedUserId(withAccount.sub)).toBeUndefined();
    const { rows } = await t.pool.query('select 1 from users where lower(email) = lower($1)', [fresh.email]);
    expect(rows).toHaveLength(0);
  });

  it('sign-up with an already linked Google identity answers ACCOUNT_ALREADY_EXISTS and signs nobody in', async () => {
    const google = account();
    fake.setNextAccount(google);
    await runGoogleFlow(t.app, { mode: 'signup' });
    const again = await runGoogleFlow(t.app, { mode: 'signup' });
    expect(outcome(again.callback)).toEqual({
      status: 'error',
      code: 'ACCOUNT_ALREADY_EXISTS',
      message: 'This Google account is already registered. Please go to the login page and click Sign in with Google...',
    });
    expect(sessionCookie(again.callback)).toBeUndefined();
  });

  it('sign-up onto an account that has activity answers ACCOUNT_ALREADY_EXISTS; without activity it links', async () => {
    const active = await createTestUser(t.pool, { verified: true });
    await t.pool.query("insert into search_history (user_id, website_url, keyword, keyword_key) values ($1, 'example.com', 'shoes', 'shoes')", [
      active.id,
    ]);
    fake.setNextAccount(account({ email: active.email }));
    const blocked = await runGoogleFlow(t.app, { mode: 'signup' });
    expect(outcome(blocked.callback)).toMatchObject({ status: 'error', code: 'ACCOUNT_ALREADY_EXISTS' });
    expect(sessionCookie(blocked.callback)).toBeUndefined();

    const quiet = await createTestUser(t.pool, { verified: true });
    fake.setNextAccount(account({ email: quiet.email }));
    const linked = await runGoogleFlow(t.app, { mode: 'signup' });
    expect(outcome(linked.callback).status).toBe('success');
    expect((await getSession(t.app, sessionCookie(linked.callback))).json().user.id).toBe(quiet.id);
  });

  it('answers INVALID_STATE for an unknown state and leaves the real flow unused', async () => {
    const { callback, callbackPath } = await runGoogleFlow(t.app, {
      beforeCallback: async (path) => {
        const forged = path.replace(/state=[^&]+/, `state=${randomBytes(32).toString('base64url')}`);
        const response = await t.app.inject({ method: 'GET', url: forged, headers: { accept: 'text/html' } });
        expect(outcome(response)).toMatchObject({ status: 'error', code: 'INVALID_STATE' });
        expect(sessionCookie(response)).toBeUndefined();
      },
    });
    expect(outcome(callback).status).toBe('success');
    expect(callbackPath).toContain('state=');
  });

  it('login CSRF: a callback made for one browser’s flow, opened in another browser, signs nobody in', async () => {
    // The attacker runs the flow with their own Google account and sends the callback link to a victim.
    const attackerAccount = account();
    fake.setNextAccount(attackerAccount);
    const { callback } = await runGoogleFlow(t.app, { otherBrowser: true });
    expect(outcome(callback)).toMatchObject({ status: 'error', code: 'INVALID_STATE', message: GOOGLE_MESSAGES.otherBrowser });
    expect(sessionCookie(callback)).toBeUndefined();
    expect(await linkedUserId(attackerAccount.sub)).toBeUndefined();
  });

  it('start binds the flow to this browser with a short-lived, signed, httpOnly, SameSite=Lax cookie', async () => {
    const start = await t.app.inject({ method: 'GET', url: '/api/v1/auth/google/start' });
    const line = ([] as string[]).concat(start.headers['set-cookie'] ?? []).find((l) => l.startsWith('rc_oauth='));
    expect(line).toMatch(/Path=\/api\/v1\/auth\/google/);
    expect(line).toMatch(/HttpOnly/);
    expect(line).toMatch(/SameSite=Lax/);
    expect(line).toMatch(/Max-Age=1800/);
    // A forged value (not signed by the server) is as good as none.
    const forged = await runGoogleFlow(t.app, { otherBrowser: true, cookie: 'rc_oauth=made-up-by-someone' });
    expect(outcome(forged.callback)).toMatchObject({ status: 'error', code: 'INVALID_STATE' });
  });

  it('limits how many sign-ins one address may start (each stores a flow)', async () => {
    const ip = '10.77.77.77';
    const start = () => t.app.inject({ method: 'GET', url: '/api/v1/auth/google/start', remoteAddress: ip });
    for (let i = 0; i < 30; i += 1) expect((await start()).statusCode).toBe(302);
    const refused = await start();
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.code).toBe('RATE_LIMITED');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('a replayed callback (flow already used) fails', async () => {
    const { callback, callbackPath } = await runGoogleFlow(t.app);
    expect(outcome(callback).status).toBe('success');
    const replay = await t.app.inject({ method: 'GET', url: callbackPath, headers: { accept: 'text/html' } });
    expect(outcome(replay)).toMatchObject({ status: 'error', code: 'INVALID_STATE' });
    expect(sessionCookie(replay)).toBeUndefined();
  });

  it.each([
    ['PKCE verifier', 'code_verifier'],
    ['nonce', 'nonce'],
  ])('a tampered %s fails the code exchange with OAUTH_FAILED', async (_, column) => {
    const { callback } = await runGoogleFlow(t.app, {
      beforeCallback: async (path) => {
        await t.pool.query(`update oauth_flows set ${column} = $2 where state_hash = $1`, [
          hashToken(stateOf(path)),
          randomPKCECodeVerifier(),
        ]);
      },
    });
    expect(outcome(callback)).toMatchObject({ status: 'error', code: 'OAUTH_FAILED', message: GOOGLE_MESSAGES.failed });
    expect(sessionCookie(callback)).toBeUndefined();
  });

  it('an expired flow answers INVALID_STATE', async () => {
    const { callback } = await runGoogleFlow(t.app, {
      beforeCallback: async (path) => {
        await t.pool.query("update oauth_flows set expires_at = now() - interval '1 second' where state_hash = $1", [
          hashToken(stateOf(path)),
        ]);
      },
    });
    expect(outcome(callback)).toMatchObject({ status: 'error', code: 'INVALID_STATE' });
  });

  it('a user denying access at the provider answers OAUTH_FAILED', async () => {
    fake.setNextAccount(null);
    const { callback, callbackPath } = await runGoogleFlow(t.app);
    expect(callbackPath).toContain('error=access_denied');
    expect(outcome(callback)).toMatchObject({ status: 'error', code: 'OAUTH_FAILED', message: GOOGLE_MESSAGES.denied });
  });

  it('the callback page posts only to the app origin, runs only its nonce script, and carries no code or token', async () => {
    const { callback, callbackPath } = await runGoogleFlow(t.app);
    const csp = String(callback.headers['content-security-policy']);
    const nonce = /script-src 'nonce-([^']+)'/.exec(csp)?.[1];
    expect(nonce).toBeTruthy();
    expect(csp).toContain("default-src 'none'");
    const scripts = [...callback.body.matchAll(/<script([^>]*)>/g)].map((m) => m[1]);
    expect(scripts).toEqual([` nonce="${nonce}"`]);
    expect(callback.body).toContain(`"origin":"${APP_URL}"`);
    expect(callback.body).toContain('opener.postMessage(result.message, result.origin)');
    expect(callback.body).not.toContain('"*"');
    expect(callback.headers['cross-origin-opener-policy']).toBe('unsafe-none');
    expect(callback.headers['cache-control']).toBe('no-store');
    const code = new URL(callbackPath, APP_URL).searchParams.get('code') ?? '';
    expect(code).not.toBe('');
    expect(callback.body).not.toContain(code);
    const token = sessionCookie(callback)?.split('=')[1] ?? '';
    expect(callback.body).not.toContain(token);
  });

  it('without an opener the page continues to / on success and to /login?error=CODE on failure', async () => {
    const ok = await runGoogleFlow(t.app);
    expect(ok.callback.body).toContain('"fallback":"/"');
    const bad = await t.app.inject({ method: 'GET', url: '/api/v1/auth/google/callback?code=x&state=y', headers: { accept: 'text/html' } });
    expect(bad.body).toContain('"fallback":"/login?error=INVALID_STATE"');
  });
});

describe('Google sign-in without configuration', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ serpProvider: createDemoProvider() });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('start answers 404 GOOGLE_NOT_CONFIGURED as JSON, or as the popup page to a browser', async () => {
    const json = await t.app.inject({ method: 'GET', url: '/api/v1/auth/google/start?mode=signin' });
    expect(json.statusCode).toBe(404);
    expect(json.json()).toEqual({ error: { code: 'GOOGLE_NOT_CONFIGURED', message: 'Sign-in with Google is not available yet. Please use your e-mail and password.' } });

    const page = await t.app.inject({ method: 'GET', url: '/api/v1/auth/google/start', headers: { accept: 'text/html' } });
    expect(page.statusCode).toBe(404);
    expect(outcome(page)).toMatchObject({ status: 'error', code: 'GOOGLE_NOT_CONFIGURED' });
  });

  it("keeps the app's pages linked to the popup they open (COOP same-origin-allow-popups)", async () => {
    const response = await getSession(t.app);
    expect(response.headers['cross-origin-opener-policy']).toBe('same-origin-allow-popups');
  });

  it('rejects an unknown mode', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/auth/google/start?mode=admin' });
    expect(response.statusCode).toBe(400);
  });
});
