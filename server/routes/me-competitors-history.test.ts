import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { competitorHistorySchema, competitorSchema, competitorSuggestionsSchema, type CompetitorInput } from '../../contracts/competitor';
import { createDemoProvider } from '../adapters/serp/demo/create-demo-provider';
import { userOnPlan } from '../services/competitors/testing/user-on-plan';
import { buildTestApp, type TestApp } from '../testing/build-test-app';
import { saveCheck } from '../testing/history-rows';
import type { SignedInUser } from '../testing/sign-in';

/** [competitor's rank, your rank], oldest check first. */
const CHECKS: [number, number][] = [
  [1, 1],
  [2, 50],
  [4, 6],
  [0, 5],
  [9, 2],
  [6, 0],
  [6, 6],
  [12, 20],
  [3, 1],
  [0, 0],
  [15, 8],
  [7, 9],
];

describe('/api/v1/me/competitors: history, statistics and suggestions', () => {
  let t: TestApp;
  const now = new Date('2026-11-24T10:00:00Z');
  beforeAll(async () => {
    t = await buildTestApp({ serpProvider: createDemoProvider(), now: () => now });
  });
  afterAll(async () => {
    await t.close();
  });

  const get = (user: SignedInUser, url: string) => t.app.inject({ method: 'GET', url, headers: { cookie: user.cookie } });
  const track = async (user: SignedInUser, body: CompetitorInput) => {
    const response = await t.app.inject({ method: 'POST', url: '/api/v1/me/competitors', headers: { cookie: user.cookie }, payload: body });
    expect(response.statusCode).toBe(201);
    return competitorSchema.parse(response.json());
  };
  const at = (i: number) => new Date(Date.UTC(2026, 10, 1 + i, 9));

  /** A user tracking rival.com, with the CHECKS above saved among checks that did not include it. */
  async function userWithChecks() {
    const user = await userOnPlan(t.pool, 'pro', now);
    const rival = await track(user, { competitorUrl: 'rival.com' });
    for (const [i, [rank, yourRank]] of CHECKS.entries()) {
      await saveCheck(t.pool, user.userId, {
        rankPosition: yourRank,
        checkedAt: at(i),
        keyword: `keyword ${i}`,
        // Listed twice in the newest check: its first entry counts.
        competitors: [{ url: 'other.com', rank: 1 }, { url: 'rival.com', rank }, ...(i === CHECKS.length - 1 ? [{ url: 'rival.com', rank: 99 }] : [])],
      });
      await saveCheck(t.pool, user.userId, { checkedAt: at(i), competitors: [{ url: 'rival.com/shoes', rank: 2 }] });
      await saveCheck(t.pool, user.userId, { checkedAt: at(i), competitors: [] });
    }
    return { user, rival };
  }

  it('lists the checks that included the competitor, newest first, 20 unless asked, with your rank beside it', async () => {
    const { user, rival } = await userWithChecks();
    const response = await get(user, `/api/v1/me/competitors/${rival.id}/history`);
    expect(response.statusCode).toBe(200);
    const items = competitorHistorySchema.parse(response.json()).items;
    expect(items.map((e) => [e.rank, e.yourRank])).toEqual([...CHECKS].reverse());
    expect(items[0]).toMatchObject({
      checkedAt: at(CHECKS.length - 1).toISOString(),
      websiteUrl: 'example.com',
      keyword: `keyword ${CHECKS.length - 1}`,
      location: 'us',
      searchEngine: 'google',
      device: 'desktop',
    });

    const five = competitorHistorySchema.parse((await get(user, `/api/v1/me/competitors/${rival.id}/history?limit=5`)).json()).items;
    expect(five).toEqual(items.slice(0, 5));
    expect((await get(user, `/api/v1/me/competitors/${rival.id}/history?limit=0`)).statusCode).toBe(400);
    expect((await get(user, `/api/v1/me/competitors/${rival.id}/history?limit=101`)).statusCode).toBe(400);
  });

  it('lists 20 when there are more', async () => {
    const user = await userOnPlan(t.pool, 'pro', now);
    const rival = await track(user, { competitorUrl: 'rival.com' });
    for (let i = 0; i < 23; i += 1) await saveCheck(t.pool, user.userId, { checkedAt: at(i), competitors: [{ url: 'rival.com', rank: i + 1 }] });
    const items = competitorHistorySchema.parse((await get(user, `/api/v1/me/competitors/${rival.id}/history`)).json()).items;
    expect(items.map((e) => e.rank)).toEqual(Array.from({ length: 20 }, (_, i) => 23 - i));
  });

  it('figures the statistics over the latest 10 checks that included it', async () => {
    const { user, rival } = await userWithChecks();
    const response = await get(user, `/api/v1/me/competitors/${rival.id}/statistics`);
    expect(response.statusCode).toBe(200);
    // Checks 3 to 12: found at 4, 9, 6, 6, 12, 3, 15 and 7 (average 7.75 -> 7.8), not found twice.
    expect(response.json()).toEqual({
      checks: 10,
      found: 8,
      notFound: 2,
      averageRank: 7.8,
      bestRank: 3,
      worstRank: 15,
      aheadOfYou: 4,
      behindYou: 4,
    });
  });

  it('has empty figures for a competitor never in a check, and counts only the user’s own checks', async () => {
    const user = await userOnPlan(t.pool, 'pro', now);
    const rival = await track(user, { competitorUrl: 'rival.com' });
    const other = await userOnPlan(t.pool, 'pro', now);
    await saveCheck(t.pool, other.userId, { competitors: [{ url: 'rival.com', rank: 3 }] });
    expect((await get(user, `/api/v1/me/competitors/${rival.id}/history`)).json()).toEqual({ items: [] });
    expect((await get(user, `/api/v1/me/competitors/${rival.id}/statistics`)).json()).toEqual({
      checks: 0,
      found: 0,
      notFound: 0,
      averageRank: null,
      bestRank: null,
      worstRank: null,
      aheadOfYou: 0,
      behindYou: 0,
    });
  });

  it('suggests up to 3 auto-tracked competitors whose keywords match, exact matches first', async () => {
    const user = await userOnPlan(t.pool, 'trial', now);
    await track(user, { competitorUrl: 'rival.com', competitorName: 'Rival', keywords: ['running shoes'] });
    await track(user, { competitorUrl: 'b.com', keywords: ['shoes'] });
    await track(user, { competitorUrl: 'c.com', keywords: ['running shoes'], autoTrack: false });
    await track(user, { competitorUrl: 'd.com', keywords: ['boots'] });
    await track(user, { competitorUrl: 'e.com', keywords: ['Running Shoes'] });
    await track(user, { competitorUrl: 'f.com', keywords: ['running shoes'] });
    const stranger = await userOnPlan(t.pool, 'pro', now);
    await track(stranger, { competitorUrl: 'stranger.com', keywords: ['running shoes'] });

    const suggest = async (keyword: string) => {
      const response = await get(user, `/api/v1/me/competitors/suggestions?keyword=${encodeURIComponent(keyword)}`);
      expect(response.statusCode).toBe(200);
      return competitorSuggestionsSchema.parse(response.json()).items;
    };
    const running = await suggest('  running   SHOES ');
    expect(running.map((s) => s.competitorUrl)).toEqual(['rival.com', 'e.com', 'f.com']);
    expect(running[0]).toEqual({ id: expect.any(String), competitorUrl: 'rival.com', competitorName: 'Rival' });
    expect((await suggest('shoes')).map((s) => s.competitorUrl)).toEqual(['b.com', 'rival.com', 'e.com']);
    expect((await suggest('boots')).map((s) => s.competitorUrl)).toEqual(['d.com']);
    expect(await suggest('run')).toEqual([]);
    expect(await suggest('')).toEqual([]);
    expect((await get(user, '/api/v1/me/competitors/suggestions')).statusCode).toBe(400);
  });
});
