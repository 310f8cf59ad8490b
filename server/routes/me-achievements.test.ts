import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { achievementListSchema } from '../../contracts/achievement';
import { createDemoProvider } from '../adapters/serp/demo/create-demo-provider';
import { unlockAchievements } from '../services/achievements/unlock-achievements';
import { buildTestApp, type TestApp } from '../testing/build-test-app';
import { saveCheck } from '../testing/history-rows';
import { signInAs, type SignedInUser } from '../testing/sign-in';

const BY_CATEGORY_THEN_NAME = [
  'First Check',
  'AI Cited',
  'Top 10 Elite',
  'Top 3 Legend',
  'Top 50 Club',
  'Data Collector',
  'Keyword Explorer',
  'Track Master',
];

describe('/api/v1/me/achievements', () => {
  let t: TestApp;
  const now = new Date('2026-11-24T10:00:00Z');
  beforeAll(async () => {
    t = await buildTestApp({ serpProvider: createDemoProvider(), now: () => now });
  });
  afterAll(async () => {
    await t.close();
  });

  const get = (user: SignedInUser | null) =>
    t.app.inject({ method: 'GET', url: '/api/v1/me/achievements', headers: user ? { cookie: user.cookie } : {} });
  const achievements = async (user: SignedInUser) => {
    const response = await get(user);
    expect(response.statusCode).toBe(200);
    return achievementListSchema.parse(response.json());
  };
  const at = (minutes: number) => new Date(now.getTime() + minutes * 60_000);

  it('shows a new user every achievement by category then name, all locked at 0%', async () => {
    const user = await signInAs(t.pool, undefined, now);
    const list = await achievements(user);
    expect(list.achievements.map((a) => a.name)).toEqual(BY_CATEGORY_THEN_NAME);
    expect(list.achievements.map((a) => a.category)).toEqual([
      'Getting started',
      'Rankings',
      'Rankings',
      'Rankings',
      'Rankings',
      'Tracking',
      'Tracking',
      'Tracking',
    ]);
    expect(list.achievements.every((a) => !a.unlocked && a.unlockedAt === null && a.progress === 0)).toBe(true);
    expect(list.achievements[0]).toEqual({
      code: 'first_check',
      name: 'First Check',
      description: 'Your first rank check, saved to your history.',
      category: 'Getting started',
      unlocked: false,
      unlockedAt: null,
      progress: 0,
    });
    expect(list.unlocked).toEqual([]);
  });

  it('shows progress from the history and the unlocked ones newest first; another user sees none of it', async () => {
    const [owner, stranger] = [await signInAs(t.pool, undefined, now), await signInAs(t.pool, undefined, now)];
    await saveCheck(t.pool, owner.userId, { keyword: 'kw 0', rankPosition: 60 });
    await unlockAchievements(t.pool, owner.userId, at(1));
    await saveCheck(t.pool, owner.userId, { keyword: 'kw 1', rankPosition: 20 });
    await unlockAchievements(t.pool, owner.userId, at(2));
    for (const keyword of ['kw 2', 'kw 3', 'kw 4']) await saveCheck(t.pool, owner.userId, { keyword, rankPosition: 0 });

    const list = await achievements(owner);
    const byCode = Object.fromEntries(list.achievements.map((a) => [a.code, a]));
    expect(list.achievements.map((a) => a.name)).toEqual(BY_CATEGORY_THEN_NAME);
    expect(byCode.first_check).toMatchObject({ unlocked: true, unlockedAt: at(1).toISOString(), progress: 100 });
    expect(byCode.top_50_club).toMatchObject({ unlocked: true, unlockedAt: at(2).toISOString(), progress: 100 });
    // Best rank #20: half way to the top 10, 3 / 20 of the way to the top 3.
    expect(byCode.top_10_elite).toMatchObject({ unlocked: false, unlockedAt: null, progress: 50 });
    expect(byCode.top_3_legend).toMatchObject({ unlocked: false, progress: 15 });
    // 5 checks of 5 different keywords.
    expect(byCode.track_master).toMatchObject({ unlocked: false, progress: 50 });
    expect(byCode.keyword_explorer).toMatchObject({ unlocked: false, progress: 20 });
    expect(byCode.data_collector).toMatchObject({ unlocked: false, progress: 5 });
    expect(list.unlocked.map((a) => a.code)).toEqual(['top_50_club', 'first_check']);

    const theirs = await achievements(stranger);
    expect(theirs.unlocked).toEqual([]);
    expect(theirs.achievements.every((a) => !a.unlocked && a.progress === 0)).toBe(true);
  });

  it('keeps an unlocked achievement at 100% after the history behind it is deleted', async () => {
    const user = await signInAs(t.pool, undefined, now);
    await saveCheck(t.pool, user.userId, { rankPosition: 2 });
    await unlockAchievements(t.pool, user.userId, at(5));
    await t.pool.query('delete from search_history where user_id = $1', [user.userId]);
    const list = await achievements(user);
    expect(list.unlocked.map((a) => a.code).sort()).toEqual(['first_check', 'top_10_elite', 'top_3_legend', 'top_50_club']);
    expect(list.unlocked.every((a) => a.progress === 100)).toBe(true);
    expect(list.achievements.find((a) => a.code === 'track_master')?.progress).toBe(0);
  });

  it('answers 401 without a session', async () => {
    const response = await get(null);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ error: { code: expect.any(String) } });
  });
});
