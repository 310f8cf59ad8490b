import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDemoProvider } from '../adapters/serp/demo/create-demo-provider';
import { hashToken } from '../services/tokens/random-token';
import { createSession, resolveSession, revokeAllSessions, revokeSession } from '../services/auth/session-store';
import { createTestUser, getSession, sessionCookieFor } from '../testing/auth-fixtures';
import { buildTestApp, type TestApp } from '../testing/build-test-app';

const DAY = 24 * 3600 * 1000;

describe('session plugin and store', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ serpProvider: createDemoProvider() });
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers user null without a cookie, and the user with a live session cookie', async () => {
    const anonymous = await getSession(t.app);
    expect(anonymous.statusCode).toBe(200);
    expect(anonymous.json()).toEqual({ user: null, expiresAt: null, google: { configured: false } });

    const user = await createTestUser(t.pool);
    const response = await getSession(t.app, await sessionCookieFor(t.pool, user.id));
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.user).toMatchObject({ id: user.id, email: user.email, emailVerified: true, hasPassword: true, googleLinked: false });
    expect(new Date(body.expiresAt).getTime()).toBeGreaterThan(Date.now() + 29 * DAY);
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('stores only the sha256 of the token', async () => {
    const user = await createTestUser(t.pool);
    const { token } = await createSession(t.pool, { userId: user.id, ip: '10.0.0.1', userAgent: 'test' }, new Date());
    const { rows } = await t.pool.query<{ token_hash: Buffer }>('select token_hash from sessions where user_id = $1', [user.id]);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.token_hash.equals(hashToken(token))).toBe(true);
    expect(rows[0]?.token_hash.toString('utf8')).not.toContain(token);
  });

  it('ignores and clears an unknown cookie', async () => {
    const response = await getSession(t.app, 'rc_session=not-a-real-token');
    expect(response.json().user).toBeNull();
    expect(String(response.headers['set-cookie'])).toMatch(/rc_session=;/);
  });

  it('ends a session idle for 7 days and touches last_seen_at at most every 5 minutes', async () => {
    const user = await createTestUser(t.pool);
    const start = new Date();
    const { token } = await createSession(t.pool, { userId: user.id }, start);
    const lastSeen = async () =>
      (await t.pool.query<{ last_seen_at: Date }>('select last_seen_at from sessions where user_id = $1', [user.id])).rows[0]
        ?.last_seen_at;

    expect(await resolveSession(t.pool, token, new Date(start.getTime() + 60_000))).not.toBeNull();
    expect(await lastSeen()).toEqual(start); // under 5 minutes: no write
    const later = new Date(start.getTime() + 6 * DAY);
    expect(await resolveSession(t.pool, token, later)).not.toBeNull();
    expect(await lastSeen()).toEqual(later); // activity keeps it alive
    expect(await resolveSession(t.pool, token, new Date(later.getTime() + 7 * DAY - 1000))).not.toBeNull();

    await t.pool.query("update sessions set last_seen_at = now() - interval '7 days 1 minute' where user_id = $1", [user.id]);
    expect((await getSession(t.app, `rc_session=${token}`)).json().user).toBeNull();
    expect(await lastSeen()).toBeUndefined(); // deleted on sight
  });

  it('ends a session at its absolute lifetime even when active', async () => {
    const user = await createTestUser(t.pool);
    const start = new Date();
    const { token, expiresAt } = await createSession(t.pool, { userId: user.id }, start);
    expect(expiresAt.getTime() - start.getTime()).toBe(30 * DAY);
    // Used every 6 days, so the idle timeout never strikes.
    for (let day = 6; day < 30; day += 6) {
      expect(await resolveSession(t.pool, token, new Date(start.getTime() + day * DAY))).not.toBeNull();
    }
    expect(await resolveSession(t.pool, token, new Date(expiresAt.getTime() - 1000))).not.toBeNull();
    expect(await resolveSession(t.pool, token, expiresAt)).toBeNull();

    const other = await createSession(t.pool, { userId: user.id }, start);
    await t.pool.query("update sessions set expires_at = now() - interval '1 second' where user_id = $1", [user.id]);
    expect((await getSession(t.app, `rc_session=${other.token}`)).json().user).toBeNull();
  });

  it('revokes one session, or all of a user except one', async () => {
    const user = await createTestUser(t.pool);
    const now = new Date();
    const a = await createSession(t.pool, { userId: user.id }, now);
    const b = await createSession(t.pool, { userId: user.id }, now);
    const c = await createSession(t.pool, { userId: user.id }, now);
    const sessionA = await resolveSession(t.pool, a.token, now);
    expect(await revokeSession(t.pool, sessionA?.sessionId ?? '')).toBe(true);
    expect(await resolveSession(t.pool, a.token, now)).toBeNull();

    const sessionB = await resolveSession(t.pool, b.token, now);
    expect(await revokeAllSessions(t.pool, user.id, sessionB?.sessionId)).toBe(1);
    expect(await resolveSession(t.pool, b.token, now)).not.toBeNull();
    expect(await resolveSession(t.pool, c.token, now)).toBeNull();
    expect(await revokeAllSessions(t.pool, user.id)).toBe(1);
    expect(await resolveSession(t.pool, b.token, now)).toBeNull();
  });

  it('reports Google as configured only with both client id and secret', async () => {
    const withGoogle = await buildTestApp({
      serpProvider: createDemoProvider(),
      env: { GOOGLE_CLIENT_ID: 'id', GOOGLE_CLIENT_SECRET: 'secret' },
    });
    try {
      expect((await getSession(withGoogle.app)).json().google).toEqual({ configured: true });
    } finally {
      await withGoogle.close();
    }
  });
});
