import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serpApiErrorReply } from '../adapters/serp/testing/fake-serpapi-server';
import { createGuestIpKeyer } from '../services/usage/guest-ip-key';
import { TEST_SESSION_SECRET, type TestApp } from '../testing/build-test-app';
import { cookieFrom, postRankCheck, uniqueIp } from '../testing/guest-client';
import { uniqueKeyword, type SerpFixture } from '../testing/serp-fixture';
import { startSerpTestApp } from '../testing/serp-test-app';

const LIMIT = { error: { code: 'DAILY_LIMIT_REACHED', message: "You've used your 1 daily check" } };

describe('POST /api/v1/rank-checks: guest daily quota', () => {
  let serp: SerpFixture;
  let t: TestApp;
  let close: () => Promise<void>;
  let now = new Date('2026-03-01T12:00:00Z');
  beforeAll(async () => ({ serp, t, close } = await startSerpTestApp(() => now)));
  afterAll(() => close());

  const check = () => ({ websiteUrl: 'example.com', keyword: uniqueKeyword() });

  it('sets a signed, httpOnly, SameSite=Lax guest cookie and counts the check against it', async () => {
    const first = await postRankCheck(t.app, check());
    expect(first.statusCode).toBe(200);
    const setCookie = String(first.headers['set-cookie']);
    expect(setCookie).toMatch(/rc_guest=[^;]+\.[^;]+;/); // value.signature
    expect(setCookie).toMatch(/HttpOnly/);
    expect(setCookie).toMatch(/SameSite=Lax/);
    expect(setCookie).not.toMatch(/Secure/); // APP_URL is http in tests

    const cookie = cookieFrom(first, 'rc_guest');
    const again = await postRankCheck(t.app, check(), { cookie, ip: uniqueIp() });
    expect(again.statusCode).toBe(429);
    expect(again.json()).toEqual(LIMIT);
  });

  it('counts per client IP too: a new cookie from the same address is refused', async () => {
    const ip = uniqueIp();
    expect((await postRankCheck(t.app, check(), { ip })).statusCode).toBe(200);
    // The address is kept only as a keyed hash.
    const { rows } = await t.pool.query<{ key: string }>(`select key from guest_usage where kind = 'ip'`);
    expect(rows.map((r) => r.key)).not.toContain(ip);
    expect(rows.map((r) => r.key)).toContain(createGuestIpKeyer(TEST_SESSION_SECRET)(ip));
    const fresh = await postRankCheck(t.app, check(), { ip });
    expect(fresh.statusCode).toBe(429);
    expect(fresh.json()).toEqual(LIMIT);
  });

  it('treats a tampered cookie as a new guest', async () => {
    const first = await postRankCheck(t.app, check());
    const cookie = cookieFrom(first, 'rc_guest') ?? '';
    const tampered = cookie.replace(/=(.)/, (_m, c: string) => `=${c === 'a' ? 'b' : 'a'}`);
    const response = await postRankCheck(t.app, check(), { cookie: tampered, ip: uniqueIp() });
    expect(response.statusCode).toBe(200);
    expect(cookieFrom(response, 'rc_guest')).toBeDefined();
  });

  it('gives a new check on the next calendar day (UTC)', async () => {
    const ip = uniqueIp();
    now = new Date('2026-03-02T23:59:00Z');
    expect((await postRankCheck(t.app, check(), { ip })).statusCode).toBe(200);
    expect((await postRankCheck(t.app, check(), { ip })).statusCode).toBe(429);
    now = new Date('2026-03-03T00:00:30Z');
    expect((await postRankCheck(t.app, check(), { ip })).statusCode).toBe(200);
    now = new Date('2026-03-01T12:00:00Z');
  });

  it('lets exactly one of 20 parallel requests through', async () => {
    const ip = uniqueIp();
    const body = check();
    const responses = await Promise.all(Array.from({ length: 20 }, () => postRankCheck(t.app, body, { ip })));
    const statuses = responses.map((r) => r.statusCode).sort();
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 429)).toHaveLength(19);
  });

  it('lets exactly one of 20 parallel requests with the same cookie from different addresses through', async () => {
    const guest = cookieFrom(await postRankCheck(t.app, check()), 'rc_guest');
    expect(guest).toBeDefined();
    now = new Date('2026-03-05T08:00:00Z');
    const responses = await Promise.all(Array.from({ length: 20 }, () => postRankCheck(t.app, check(), { cookie: guest, ip: uniqueIp() })));
    expect(responses.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(responses.filter((r) => r.statusCode === 429)).toHaveLength(19);
    now = new Date('2026-03-01T12:00:00Z');
  });

  it('spends no quota when the provider fails (503 -> 502), so the next check is allowed', async () => {
    const ip = uniqueIp();
    const body = check();
    serp.fake.setResponder(() => serpApiErrorReply('503'));
    const failed = await postRankCheck(t.app, body, { ip });
    serp.fake.setResponder(undefined);
    expect(failed.statusCode).toBe(502);
    const { error } = failed.json() as { error: { code: string; message: string } };
    expect(error.code).toBe('SERP_ERROR');
    expect(error.message).toMatch(/^SERP API (error: .+|request failed)$/);

    const cookie = cookieFrom(failed, 'rc_guest');
    const retried = await postRankCheck(t.app, body, { ip, cookie });
    expect(retried.statusCode).toBe(200);
    expect((await postRankCheck(t.app, check(), { ip, cookie })).statusCode).toBe(429);
  });

  it('reports a rejected API key as SERP_NOT_CONFIGURED without spending quota', async () => {
    const ip = uniqueIp();
    serp.fake.setResponder(() => serpApiErrorReply('401'));
    const failed = await postRankCheck(t.app, check(), { ip });
    serp.fake.setResponder(undefined);
    expect(failed.statusCode).toBe(502);
    expect(failed.json()).toEqual({ error: { code: 'SERP_NOT_CONFIGURED', message: 'SERP API request failed' } });
    expect((await postRankCheck(t.app, check(), { ip })).statusCode).toBe(200);
  });
});
