import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seoSnapshotSchema, type PageSpeedState, type SeoSnapshot } from '../../contracts/seo-snapshot';
import { createDemoProvider } from '../adapters/serp/demo/create-demo-provider';
import { VERSION } from '../app';
import { fixedWindow } from '../services/usage/rate-limiter';
import { pageUserAgent } from '../services/seo-snapshot/page-fetch';
import { SEO_SNAPSHOT_LIMITS } from '../services/seo-snapshot/snapshot-limits';
import { buildTestApp, type TestApp } from '../testing/build-test-app';
import { startFakePageSpeed, type FakePageSpeed } from '../testing/fake-pagespeed';
import { cookieFrom, postRankCheck, uniqueIp } from '../testing/guest-client';
import { startLocalNameServer, type LocalNameServer } from '../testing/local-name-server';
import { page, startSeoTestSite, type SeoTestSite } from '../testing/seo-test-site';
import { signInAs, type SignedInUser } from '../testing/sign-in';

const START = new Date('2026-11-24T10:00:00Z');

/** A port on 127.0.0.1 where nothing listens (opened, then closed). */
async function closedPortOf(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}
const runIdOf = (state: PageSpeedState) => ('runId' in state ? state.runId : undefined);

describe('/api/v1/seo-snapshots', () => {
  let t: TestApp;
  let site: SeoTestSite;
  let names: LocalNameServer;
  let pageSpeed: FakePageSpeed;
  let canary: Server;
  let canaryHits = 0;
  let clock = START;
  const siteUrl = (path: string) => `http://shop.site.test:${site.port}${path}`;

  beforeAll(async () => {
    site = await startSeoTestSite();
    pageSpeed = await startFakePageSpeed();
    canary = createServer((_request, response) => {
      canaryHits += 1;
      response.end('<title>internal</title>');
    });
    await new Promise<void>((resolve) => canary.listen(0, '127.0.0.1', resolve));
    // A public-looking name for the local site (allowed by name, as an intranet host would be), and one for the
    // canary that nobody allowed: it must be refused although it resolves.
    names = await startLocalNameServer({ 'shop.site.test': '127.0.0.1', 'innocent.example': '127.0.0.1' });
    t = await buildTestApp({
      serpProvider: createDemoProvider(),
      env: { PAGE_FETCH_ALLOW_PRIVATE_HOSTS: 'shop.site.test', FETCH_DNS_SERVERS: names.address, PAGESPEED_BASE_URL: pageSpeed.url },
      now: () => clock,
      runJobs: true,
    });
  });
  afterAll(async () => {
    await t.close();
    await Promise.all([site.close(), names.close(), pageSpeed.close(), new Promise((resolve) => canary.close(resolve))]);
  });

  const post = (body: Record<string, unknown>, who: { user?: SignedInUser; cookie?: string; ip?: string } = {}) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/seo-snapshots',
      payload: body,
      remoteAddress: who.ip ?? uniqueIp(),
      headers: who.user ? { cookie: who.user.cookie } : who.cookie ? { cookie: who.cookie } : {},
    });
  const get = (id: string, who: { user?: SignedInUser; cookie?: string } = {}) =>
    t.app.inject({ method: 'GET', url: `/api/v1/seo-snapshots/${id}`, headers: who.user ? { cookie: who.user.cookie } : who.cookie ? { cookie: who.cookie } : {} });
  const created = async (body: Record<string, unknown>, who: Parameters<typeof post>[1] = {}): Promise<SeoSnapshot> => {
    const response = await post(body, who);
    expect(response.statusCode, response.body).toBe(201);
    return seoSnapshotSchema.parse(response.json());
  };

  it('reads a guest’s page at once, with the spec’s facts, and keeps PageSpeed for signed-in users', async () => {
    site.setPage(
      '/guest',
      page({ title: 'Running shoes for every runner | Shop', description: 'Shoes.', extraHead: '<link rel="canonical" href="/guest">' }),
    );
    const response = await post({ url: siteUrl('/guest') });
    expect(response.statusCode, response.body).toBe(201);
    const snapshot = seoSnapshotSchema.parse(response.json());
    expect(snapshot.onPage).toMatchObject({
      title: 'Running shoes for every runner | Shop',
      titleLength: 37,
      metaDescription: 'Shoes.',
      metaDescriptionLength: 6,
      isMobileFriendly: 'yes',
      h1: ['Running shoes'],
      canonical: siteUrl('/guest'),
      noindex: false,
      language: 'en',
      status: 200,
    });
    expect(snapshot.pageSpeed).toMatchObject({ status: 'unavailable', reason: 'sign_in' });
    expect(snapshot.pageSpeed).not.toHaveProperty('runId');
    expect(snapshot.changes).toBeNull();
    expect(pageSpeed.requests).toHaveLength(0);

    // The guest cookie set by the POST owns the snapshot: it reads it again; another guest gets 404.
    const cookie = cookieFrom(response, 'rc_guest');
    expect(cookie).toBeDefined();
    expect((await get(snapshot.id, { cookie })).json()).toEqual(snapshot);
    expect((await get(snapshot.id)).statusCode).toBe(404);
  });

  it('never reaches an internal address through a snapshot, and says only that the site could not be reached', async () => {
    const user = await signInAs(t.pool, undefined, clock);
    const port = (canary.address() as AddressInfo).port;
    // Each vector on port 80 reaches the address check; on the canary's own port the port rule refuses it first.
    for (const host of ['127.0.0.1', '127.1', '2130706433', '0x7f000001', '017700000001', '0.0.0.0', '[::1]', '[::ffff:127.0.0.1]', '[::ffff:7f00:1]', '[::7f00:1]', '[::127.0.0.1]', '169.254.169.254', '[fd00::1]', 'innocent.example']) {
      for (const [url, code] of [[`http://${host}/`, 'unreachable'], [`http://${host}:${port}/`, 'invalid_url']] as const) {
        const snapshot = await created({ url }, { user });
        expect(snapshot.onPage, url).toBeNull();
        expect(snapshot.onPageError, url).toMatchObject({ code });
        expect(snapshot.pageSpeed, url).toMatchObject({ status: 'unavailable', reason: 'failed', message: 'PageSpeed was not run, because the page could not be reached.' });
      }
    }
    // And through a redirect from the allowed site (port 80: nothing listens there, and nothing is dialled).
    site.setRedirect('/to-canary', 'http://127.0.0.1/');
    const redirect = await created({ url: siteUrl('/to-canary') }, { user });
    expect(redirect.onPageError).toEqual({ code: 'unreachable', message: 'The site could not be reached.' });
    // A name resolving to a private address reads exactly as a port where nothing listens: the answer tells nobody
    // where a name points or what the server's network sees.
    const privateName = await created({ url: 'http://innocent.example/' }, { user });
    const closedPort = await created({ url: `http://shop.site.test:${await closedPortOf()}/` }, { user });
    expect(privateName.onPageError).toEqual(closedPort.onPageError);
    expect(JSON.stringify(privateName)).not.toContain('127.0.0.1');
    expect(canaryHits).toBe(0);
    expect(pageSpeed.requests).toHaveLength(0);
  });

  it('reads the page with the honest User-Agent of the SEO snapshot', async () => {
    const received: IncomingHttpHeaders[] = [];
    const server = createServer((request, response) => {
      received.push(request.headers);
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end('<title>Who is asking</title>');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = server.address() as AddressInfo;
      const snapshot = await created({ url: `http://shop.site.test:${port}/who` });
      expect(snapshot.onPage?.title).toBe('Who is asking');
      expect(received.map((headers) => headers['user-agent'])).toEqual([pageUserAgent(t.config.appUrl, VERSION)]);
      expect(received[0]?.['user-agent']).toMatch(/^Mozilla\/5\.0 \(compatible; RankChecker\/.+; \+http/);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it('refuses what is not a web address with INVALID_INPUT', async () => {
    for (const url of ['ftp://example.com/', 'https://user:secret@example.com/', 'javascript:alert(1)', 'http://exa mple.com/']) {
      const response = await post({ url });
      expect(response.statusCode, url).toBe(400);
      expect(response.json().error.code, url).toBe('INVALID_INPUT');
    }
    expect((await post({})).statusCode).toBe(400);
  });

  it('reuses a page read within the hour for anyone, then reads it again', async () => {
    site.setPage('/cached', page({ title: 'First title of the cached page' }));
    const first = await created({ url: siteUrl('/cached') });
    site.setPage('/cached', page({ title: 'Second title of the cached page' }));
    const second = await created({ url: `${siteUrl('/cached')}#reviews` });
    expect(site.hits.get('/cached')).toBe(1);
    expect(second.onPage?.title).toBe(first.onPage?.title);
    expect(second.id).not.toBe(first.id);

    clock = new Date(clock.getTime() + 61 * 60_000);
    const later = await created({ url: siteUrl('/cached') });
    expect(site.hits.get('/cached')).toBe(2);
    expect(later.onPage?.title).toBe('Second title of the cached page');
  });

  it('never calls a failed page a result, and never caches it', async () => {
    const unreachable = await created({ url: 'http://shop.site.test:1/' });
    expect(unreachable.onPage).toBeNull();
    expect(unreachable.onPageError).toMatchObject({ code: 'unreachable', message: 'The site could not be reached.' });

    site.setPage('/flaky', 'Service Unavailable', {}, 503);
    const failed = await created({ url: siteUrl('/flaky') });
    expect(failed.onPage).toBeNull();
    expect(failed.onPageError?.message).toMatch(/HTTP status 503/);
    site.setPage('/flaky', page({ title: 'Back again' }));
    expect((await created({ url: siteUrl('/flaky') })).onPage?.title).toBe('Back again');
  });

  it('runs PageSpeed for a signed-in user as a job: pending, then the score; a day’s run serves every snapshot', async () => {
    const user = await signInAs(t.pool, undefined, clock);
    site.setPage('/speed', page({ title: 'A page to measure for speed' }));
    const snapshot = await created({ url: siteUrl('/speed') }, { user });
    // The answer names the run (the row of pagespeed_runs) its job measures.
    const runs = await t.pool.query<{ id: string }>('select id from pagespeed_runs where url = $1', [siteUrl('/speed')]);
    expect(runs.rows).toHaveLength(1);
    const runId = runs.rows[0]!.id;
    expect(snapshot.pageSpeed).toEqual({ status: 'pending', runId, startedAt: clock.toISOString() });
    await t.jobsSettled();
    const ready = seoSnapshotSchema.parse((await get(snapshot.id, { user })).json());
    expect(ready.pageSpeed).toMatchObject({ status: 'ready', runId, result: { score: 62, strategy: 'mobile' } });
    expect(pageSpeed.requests.map((request) => request.searchParams.get('url'))).toEqual([siteUrl('/speed')]);
    expect(pageSpeed.requests[0]?.searchParams.get('strategy')).toBe('mobile');
    expect(pageSpeed.requests[0]?.searchParams.get('category')).toBe('performance');

    const other = await signInAs(t.pool, undefined, clock);
    const again = await created({ url: siteUrl('/speed') }, { user: other });
    expect(again.pageSpeed).toMatchObject({ status: 'ready', runId, result: { score: 62 } });
    expect(pageSpeed.requests).toHaveLength(1);
    // Another user's snapshot is not this user's.
    expect((await get(again.id, { user })).statusCode).toBe(404);
  });

  it('says PageSpeed is unavailable on a quota answer, and tries afresh next time', async () => {
    const user = await signInAs(t.pool, undefined, clock);
    pageSpeed.respondWith('rate_limited', siteUrl('/quota'));
    const snapshot = await created({ url: siteUrl('/quota') }, { user });
    await t.jobsSettled();
    const read = seoSnapshotSchema.parse((await get(snapshot.id, { user })).json());
    // The failed run is still named, so a client can tell it from the next one.
    const failedRun = runIdOf(snapshot.pageSpeed);
    expect(failedRun).toMatch(/^[0-9a-f-]{36}$/);
    expect(read.pageSpeed).toMatchObject({ status: 'unavailable', reason: 'rate_limited', runId: failedRun });
    expect(read.onPage?.title).toBe('Test site');

    pageSpeed.respondWith('success', siteUrl('/quota'));
    const retried = await created({ url: siteUrl('/quota') }, { user });
    expect(retried.pageSpeed.status).toBe('pending');
    expect(runIdOf(retried.pageSpeed)).not.toBe(failedRun);
  });

  it('saves the snapshot with the user’s check and says what changed since the previous one', async () => {
    const user = await signInAs(t.pool, undefined, clock);
    const website = `shop.site.test:${site.port}`;
    const check = async () => {
      const response = await postRankCheck(t.app, { websiteUrl: website, keyword: 'seo snapshot change', searchEngine: 'google' }, { cookie: user.cookie });
      expect(response.statusCode, response.body).toBe(200);
      return response.json() as { checkId: string; rank: number; matchedUrl: string | null };
    };
    site.setPage('/', page({ title: 'Old home page title of the shop', description: 'Old description.' }));
    const first = await check();
    expect(first.checkId).toMatch(/^\d+$/);
    const home = siteUrl('/');
    const firstSnapshot = await created({ url: home, checkId: first.checkId }, { user });
    expect(firstSnapshot.changes).toBeNull();

    clock = new Date(clock.getTime() + 2 * 60 * 60_000);
    site.setPage('/', page({ title: 'New home page title of the shop', description: 'Old description.' }));
    const second = await check();
    const secondSnapshot = await created({ url: home, checkId: second.checkId }, { user });
    expect(secondSnapshot.changes).toEqual([
      { field: 'title', before: 'Old home page title of the shop', after: 'New home page title of the shop' },
    ]);
    const [row] = await t.pool.query<{ seo_snapshot_id: string }>('select seo_snapshot_id from search_history where id = $1', [second.checkId]).then((r) => r.rows);
    expect(row?.seo_snapshot_id).toBe(secondSnapshot.id);
    // History says so beside the check.
    const recent = await t.app.inject({ method: 'GET', url: '/api/v1/me/recent-checks?limit=2', headers: { cookie: user.cookie } });
    expect(recent.json().items.map((entry: { id: string; seoChanges: string[] }) => [entry.id, entry.seoChanges])).toEqual([
      [second.checkId, ['title']],
      [first.checkId, []],
    ]);

    // Someone else's check, or a guest naming one, is not found.
    const other = await signInAs(t.pool, undefined, clock);
    expect((await post({ url: home, checkId: second.checkId }, { user: other })).statusCode).toBe(404);
    expect((await post({ url: home, checkId: second.checkId })).statusCode).toBe(404);
  });

  it('limits snapshots per guest address per hour, with Retry-After', async () => {
    clock = new Date(clock.getTime() + 3 * 60 * 60_000);
    const ip = uniqueIp();
    site.setPage('/limit', page({ title: 'Limit' }));
    for (let i = 0; i < 30; i++) expect((await post({ url: siteUrl('/limit') }, { ip })).statusCode).toBe(201);
    const refused = await post({ url: siteUrl('/limit') }, { ip });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.code).toBe('RATE_LIMITED');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await post({ url: siteUrl('/limit') })).statusCode).toBe(201);
  });

  it('limits snapshots per signed-in user per hour, saying how many and when more are allowed', async () => {
    clock = new Date('2026-11-25T09:45:00Z');
    const user = await signInAs(t.pool, undefined, clock);
    const other = await signInAs(t.pool, undefined, clock);
    const rule = SEO_SNAPSHOT_LIMITS.user;
    expect(rule.limit).toBe(120);
    // 119 snapshots already counted in this hour (09:00-10:00), as the allowance counts them, instead of 119 requests.
    await t.pool.query('insert into rate_limit_counters (bucket, key, window_start, count) values ($1, $2, $3, 119)', [
      rule.bucket,
      user.userId,
      fixedWindow(rule.windowMs, clock).start,
    ]);
    site.setPage('/user-limit', page({ title: 'User limit' }));
    // Each request from another address: the allowance is the user's, wherever they are.
    expect((await post({ url: siteUrl('/user-limit') }, { user })).statusCode).toBe(201);
    const refused = await post({ url: siteUrl('/user-limit') }, { user });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      error: { code: 'RATE_LIMITED', message: 'You have analysed 120 pages in the past hour, the most allowed. You can analyse more in 15 minutes.' },
    });
    expect(refused.headers['retry-after']).toBe('900');
    // Another user is not held back, and at 10:00 the user may analyse pages again.
    expect((await post({ url: siteUrl('/user-limit') }, { user: other })).statusCode).toBe(201);
    clock = new Date('2026-11-25T10:00:00Z');
    expect((await post({ url: siteUrl('/user-limit') }, { user })).statusCode).toBe(201);
  });
});
