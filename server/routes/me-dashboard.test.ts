import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recentChecksSchema } from '../../contracts/history';
import { buildTestApp, type TestApp } from '../testing/build-test-app';
import { postRankCheck } from '../testing/guest-client';
import { startSerpFixture, uniqueKeyword, type SerpFixture } from '../testing/serp-fixture';
import { signInAs, type SignedInUser } from '../testing/sign-in';

const UNAUTHENTICATED = { error: { code: 'UNAUTHENTICATED', message: 'Please sign in to continue.' } };

describe('GET /api/v1/me/stats and /api/v1/me/recent-checks', () => {
  let serp: SerpFixture;
  let t: TestApp;
  let now = new Date('2026-05-01T09:00:00Z');
  beforeAll(async () => {
    serp = await startSerpFixture();
    t = await buildTestApp({ serpProvider: serp.provider, now: () => now });
  });
  afterAll(async () => {
    await t.close();
    await serp.fake.close();
  });

  const get = (url: string, cookie?: string) => t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
  const at = (iso: string) => {
    now = new Date(iso);
  };

  /** Runs a check as `user` with the site placed at `rank` (0 = not placed). */
  async function checkAs(user: SignedInUser, query: { websiteUrl: string; keyword: string; location?: string }, rank: number) {
    if (rank > 0) serp.place(query.keyword, { url: `https://${query.websiteUrl}/page`, position: rank });
    const response = await postRankCheck(t.app, query, { cookie: user.cookie });
    expect(response.statusCode).toBe(200);
    return response;
  }

  it('answers 401 UNAUTHENTICATED without a session, before validating the query', async () => {
    for (const url of ['/api/v1/me/stats', '/api/v1/me/recent-checks', '/api/v1/me/recent-checks?limit=0']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(401);
      expect(response.json()).toEqual(UNAUTHENTICATED);
    }
    const bogus = await get('/api/v1/me/stats', 'rc_session=not-a-session');
    expect(bogus.statusCode).toBe(401);
  });

  it('starts at zero and null for a new account', async () => {
    const user = await signInAs(t.pool, undefined, now);
    const stats = await get('/api/v1/me/stats', user.cookie);
    expect(stats.statusCode).toBe(200);
    expect(stats.headers['cache-control']).toBe('no-store');
    expect(stats.json()).toEqual({ totalChecks: 0, averageRank: null, lastCheckedAt: null });
    expect((await get('/api/v1/me/recent-checks', user.cookie)).json()).toEqual({ items: [] });
  });

  it('stats: total, rounded average of found ranks (not found excluded), last check', async () => {
    at('2026-05-02T08:00:00Z');
    const user = await signInAs(t.pool, undefined, now);
    // A keyword per check: results are cached per query, so a later placement would not show.
    await checkAs(user, { websiteUrl: 'stats-one.com', keyword: uniqueKeyword('stats') }, 3);
    at('2026-05-02T08:05:00Z');
    await checkAs(user, { websiteUrl: 'stats-two.com', keyword: uniqueKeyword('stats') }, 6);
    at('2026-05-02T08:10:00Z');
    await checkAs(user, { websiteUrl: 'never-listed.com', keyword: uniqueKeyword('stats') }, 0);
    const stats = await get('/api/v1/me/stats', user.cookie);
    // (3 + 6) / 2 = 4.5 -> 5
    expect(stats.json()).toEqual({ totalChecks: 3, averageRank: 5, lastCheckedAt: '2026-05-02T08:10:00.000Z' });
  });
});
