import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { reportSchema, reportShareSchema, reportSharesSchema, type ReportShare } from '../../contracts/report';
import { createDemoProvider } from '../adapters/serp/demo/create-demo-provider';
import { upsertUserPlan } from '../db/queries/user-plans';
import { buildTestApp, type TestApp } from '../testing/build-test-app';
import { saveCheck } from '../testing/history-rows';
import { signInAs, type SignedInUser } from '../testing/sign-in';

const NOW = new Date('2026-05-04T12:00:00Z');
const UNAVAILABLE = { error: { code: 'SHARE_UNAVAILABLE', message: 'This report link is no longer available.' } };

describe('report share links', () => {
  let t: TestApp;
  let clock: Date;
  let owner: SignedInUser;
  let other: SignedInUser;
  const site = `shared-${randomBytes(4).toString('hex')}.com`;

  beforeAll(async () => {
    clock = NOW;
    t = await buildTestApp({ serpProvider: createDemoProvider(), now: () => clock, env: { APP_URL: 'https://ranks.example.org' } });
    owner = await signInAs(t.pool, undefined, NOW);
    other = await signInAs(t.pool, undefined, NOW);
    await saveCheck(t.pool, owner.userId, { websiteUrl: site, keyword: 'trail shoes', rankPosition: 7, checkedAt: new Date('2026-05-02T10:00:00Z') });
    await saveCheck(t.pool, owner.userId, { websiteUrl: site, keyword: 'trail shoes', rankPosition: 3, checkedAt: new Date('2026-05-03T10:00:00Z') });
  });
  afterAll(async () => {
    await t.close();
  });
  beforeEach(() => {
    clock = NOW;
  });

  const create = (user: SignedInUser, body: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: '/api/v1/me/report-shares', payload: body, headers: { cookie: user.cookie } });
  const list = async (user: SignedInUser) => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/me/report-shares', headers: { cookie: user.cookie } });
    expect(response.statusCode).toBe(200);
    return reportSharesSchema.parse(response.json()).items;
  };
  const revoke = (user: SignedInUser, id: string) =>
    t.app.inject({ method: 'DELETE', url: `/api/v1/me/report-shares/${id}`, headers: { cookie: user.cookie } });
  const open = (token: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url: `/api/v1/shared-reports/${encodeURIComponent(token)}`, headers });
  const tokenOf = (share: ReportShare) => share.url.replace('https://ranks.example.org/report/', '');
  async function share(body: Record<string, unknown> = {}): Promise<ReportShare> {
    const response = await create(owner, { site, from: '2026-05-01', to: '2026-05-03', ...body });
    expect(response.statusCode, response.payload).toBe(201);
    return reportShareSchema.parse(response.json());
  }

  it('creates a link that anyone can open without a session, showing the report and nothing of the owner', async () => {
    const created = await share();
    expect(created).toMatchObject({ site, from: '2026-05-01', to: '2026-05-03', expiresAt: null, revokedAt: null, createdAt: NOW.toISOString() });
    expect(created.url).toMatch(/^https:\/\/ranks\.example\.org\/report\/[A-Za-z0-9_-]{43}$/);

    const response = await open(tokenOf(created));
    expect(response.statusCode, response.payload).toBe(200);
    expect(response.headers['x-robots-tag']).toBe('noindex, nofollow');
    expect(response.headers['cache-control']).toBe('no-store');
    const report = reportSchema.parse(response.json());
    expect(report).toMatchObject({ site, from: '2026-05-01', to: '2026-05-03', totals: { checks: 2, keywords: 1 }, branding: null });
    expect(report.keywords[0]).toMatchObject({ keyword: 'trail shoes', firstRank: 7, lastRank: 3 });
    expect(response.payload).not.toContain(owner.email);
    expect(response.payload).not.toContain(owner.userId);
    // The response is the report, exactly: no owner fields slipped in beside it.
    expect(Object.keys(response.json() as object).sort()).toEqual(Object.keys(reportSchema.shape).sort());
  });

  it('a link made for a tag keeps it: the page it opens is the report of the queries tracked with it', async () => {
    const created = await share({ tag: 'nobody-tagged-this' });
    expect(created.tag).toBe('nobody-tagged-this');
    const report = reportSchema.parse((await open(tokenOf(created))).json());
    expect(report).toMatchObject({ tag: 'nobody-tagged-this', totals: { checks: 0, keywords: 0 } });
  });

  it('a link set to the last 7 days always shows the 7 days up to the day it is opened, in the owner’s time zone', async () => {
    await t.pool.query(`update users set time_zone = 'America/New_York' where id = $1`, [owner.userId]);
    try {
      const created = await share({ rollingDays: 7 });
      expect(created).toMatchObject({ rollingDays: 7, from: '2026-05-01', to: '2026-05-03' });
      const opened = async () => reportSchema.parse((await open(tokenOf(created))).json());
      // 4 May 12:00 UTC is 08:00 on 4 May in New York.
      expect(await opened()).toMatchObject({ from: '2026-04-28', to: '2026-05-04' });
      expect((await opened()).totals.checks).toBe(2);
      expect((await create(owner, { site, from: '2026-05-01', to: '2026-05-03', rollingDays: 14 })).statusCode).toBe(400);
      // Two weeks on, the same link shows those two weeks' last seven days: the checks of early May have left it.
      clock = new Date('2026-05-18T03:00:00Z');
      expect(await opened()).toMatchObject({ from: '2026-05-11', to: '2026-05-17', totals: { checks: 0 } });
    } finally {
      await t.pool.query(`update users set time_zone = 'UTC' where id = $1`, [owner.userId]);
    }
  });

  it('lists the links with their URLs (copyable again), newest first, only to their owner', async () => {
    // Later than the shares of the other tests, which are all made at NOW.
    clock = new Date(NOW.getTime() + 1000);
    const first = await share();
    clock = new Date(NOW.getTime() + 2000);
    const second = await share({ expiresAt: '2026-06-01T00:00:00Z' });
    const items = await list(owner);
    expect(items.slice(0, 2)).toEqual([second, first]);
    expect(second.expiresAt).toBe('2026-06-01T00:00:00.000Z');
    expect(await list(other)).toEqual([]);
    // The stored row holds only the hash and a sealed token, never the token itself.
    const { rows } = await t.pool.query<{ token_hash: Buffer; token_sealed: string }>(
      'select token_hash, token_sealed from report_shares where id = $1',
      [first.id],
    );
    expect(rows[0]?.token_sealed).not.toContain(tokenOf(first));
    expect(rows[0]?.token_hash).toHaveLength(32);
  });

  it('a revoked link answers 404 SHARE_UNAVAILABLE at once, and stays listed as revoked', async () => {
    const created = await share();
    expect((await open(tokenOf(created))).statusCode).toBe(200);
    clock = new Date(NOW.getTime() + 60_000);
    const response = await revoke(owner, created.id);
    expect(response.statusCode).toBe(204);
    const gone = await open(tokenOf(created));
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toEqual(UNAVAILABLE);
    expect(gone.headers['x-robots-tag']).toBe('noindex, nofollow');
    expect((await list(owner)).find((item) => item.id === created.id)?.revokedAt).toBe(clock.toISOString());
    // Revoking again changes nothing.
    expect((await revoke(owner, created.id)).statusCode).toBe(204);
  });

  it('an expired link answers 404 SHARE_UNAVAILABLE from its expiry on', async () => {
    const created = await share({ expiresAt: '2026-05-04T13:00:00Z' });
    clock = new Date('2026-05-04T12:59:59Z');
    expect((await open(tokenOf(created))).statusCode).toBe(200);
    clock = new Date('2026-05-04T13:00:00Z');
    const response = await open(tokenOf(created));
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual(UNAVAILABLE);
  });

  it.each([
    ['a random token of the right shape', randomBytes(32).toString('base64url')],
    ['a short token', 'abc'],
    ['a token with odd characters', `${'a'.repeat(42)}%`],
  ])('%s answers the same 404', async (_name, token) => {
    const response = await open(token);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual(UNAVAILABLE);
  });

  it("revoking another user's link, or no link at all, is 404 and leaves it working", async () => {
    const created = await share();
    for (const id of [created.id, '00000000-0000-4000-8000-000000000000', 'not-an-id']) {
      const response = await revoke(other, id);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ error: { code: 'NOT_FOUND' } });
    }
    expect((await open(tokenOf(created))).statusCode).toBe(200);
  });

  it('refuses bad periods, past expiries and signed-out callers', async () => {
    const reversed = await create(owner, { site, from: '2026-05-03', to: '2026-05-01' });
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json()).toEqual({ error: { code: 'INVALID_INPUT', message: 'The start date must be on or before the end date.' } });
    const past = await create(owner, { site, from: '2026-05-01', to: '2026-05-03', expiresAt: '2026-05-04T11:00:00Z' });
    expect(past.statusCode).toBe(400);
    expect(past.json()).toEqual({ error: { code: 'INVALID_INPUT', message: 'The expiry must be in the future.' } });
    const anonymous = await t.app.inject({ method: 'POST', url: '/api/v1/me/report-shares', payload: { site, from: '2026-05-01', to: '2026-05-03' } });
    expect(anonymous.statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/me/report-shares' })).statusCode).toBe(401);
  });

  it('makes links only for a site the owner has checked, never of free text', async () => {
    for (const text of ['Your account is suspended: call +1 555 0100 now', 'never-checked.example', `${site}/other-page`]) {
      const refused = await create(owner, { site: text, from: '2026-05-01', to: '2026-05-03' });
      expect(refused.statusCode, text).toBe(400);
      expect(refused.json()).toEqual({ error: { code: 'INVALID_INPUT', message: 'Choose one of the sites you have checked: reports are made of their checks.' } });
    }
    // Another account's checked site is not this one's.
    expect((await create(other, { site, from: '2026-05-01', to: '2026-05-03' })).statusCode).toBe(400);
  });

  it('makes at most 30 links an hour per account', async () => {
    const busy = await signInAs(t.pool, undefined, NOW);
    await saveCheck(t.pool, busy.userId, { websiteUrl: site, checkedAt: new Date('2026-05-02T10:00:00Z') });
    for (let i = 0; i < 30; i++) expect((await create(busy, { site, from: '2026-05-01', to: '2026-05-03' })).statusCode).toBe(201);
    const refused = await create(busy, { site, from: '2026-05-01', to: '2026-05-03' });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ error: { code: 'RATE_LIMITED', message: 'You can make up to 30 report links an hour. Please try again later.' } });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(await list(busy)).toHaveLength(30);
  });

  it('a shared report carries the white label of an Enterprise owner', async () => {
    await upsertUserPlan(t.pool, owner.userId, { planType: 'enterprise', subscriptionStatus: 'active' }, NOW);
    await t.pool.query(
      `insert into report_branding (user_id, company_name, accent_color) values ($1, 'Acme SEO', '#112233')
       on conflict (user_id) do update set company_name = excluded.company_name`,
      [owner.userId],
    );
    const response = await open(tokenOf(await share()));
    expect(reportSchema.parse(response.json()).branding).toEqual({ companyName: 'Acme SEO', accentColor: '#112233', logoDataUrl: null });
    await upsertUserPlan(t.pool, owner.userId, { planType: 'free', subscriptionStatus: 'active' }, NOW);
  });

  it('limits how often one client may open links', async () => {
    const ip = `198.51.100.${randomBytes(1)[0] ?? 1}`;
    const created = await share();
    const answers: number[] = [];
    for (let i = 0; i < 61; i += 1) {
      answers.push((await t.app.inject({ method: 'GET', url: `/api/v1/shared-reports/${tokenOf(created)}`, remoteAddress: ip })).statusCode);
    }
    expect(answers.slice(0, 60).every((status) => status === 200)).toBe(true);
    expect(answers[60]).toBe(429);
  });
});
