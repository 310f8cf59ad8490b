import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notificationListSchema } from '../../contracts/notification';
import { serpApiErrorReply } from '../adapters/serp/testing/fake-serpapi-server';
import { keywordKey } from '../../core/search/query-identity';
import { upsertUserPlan } from '../db/queries/user-plans';
import type { TestApp } from '../testing/build-test-app';
import { postRankCheck } from '../testing/guest-client';
import { uniqueKeyword, type SerpFixture } from '../testing/serp-fixture';
import { startSerpTestApp } from '../testing/serp-test-app';
import { signInAs, type SignedInUser } from '../testing/sign-in';

describe('/api/v1/me/notifications and rank alerts', () => {
  let serp: SerpFixture;
  let t: TestApp;
  let close: () => Promise<void>;
  const now = new Date('2026-06-01T10:00:00Z');
  beforeAll(async () => ({ serp, t, close } = await startSerpTestApp(() => now)));
  afterAll(() => close());

  const proUser = async () => {
    const user = await signInAs(t.pool, undefined, now);
    await upsertUserPlan(t.pool, user.userId, { planType: 'pro', subscriptionStatus: 'active' }, now);
    return user;
  };
  const call = (user: SignedInUser | null, method: 'GET' | 'POST', url: string) =>
    t.app.inject({ method, url, headers: user ? { cookie: user.cookie } : {} });
  const list = async (user: SignedInUser, query = '') =>
    notificationListSchema.parse((await call(user, 'GET', `/api/v1/me/notifications${query}`)).json()).items;
  const unread = async (user: SignedInUser) => (await call(user, 'GET', '/api/v1/me/notifications/unread-count')).json<{ count: number }>().count;

  /** Saves an earlier check of `keyword` at `rank`, shaped exactly as a real check of the same query saves it. */
  async function earlierCheck(user: SignedInUser, keyword: string, rank: number) {
    const probe = uniqueKeyword('probe');
    serp.place(probe, { url: 'https://alerts-site.com/', position: 1 });
    expect((await postRankCheck(t.app, { websiteUrl: 'alerts-site.com', keyword: probe }, { cookie: user.cookie })).statusCode).toBe(200);
    await t.pool.query(
      `update search_history set keyword = $2, keyword_key = $3, rank_position = $4, checked_at = $5 where user_id = $1 and keyword = $6`,
      [user.userId, keyword, keywordKey(keyword), rank, new Date(now.getTime() - 86_400_000), probe],
    );
    await t.pool.query('delete from notifications where user_id = $1', [user.userId]);
  }

  it('a keyword moving from #15 to #8 creates a top-10 milestone, unread, newest first', async () => {
    const user = await proUser();
    const keyword = uniqueKeyword('running shoes');
    await earlierCheck(user, keyword, 15);
    serp.place(keyword, { url: 'https://alerts-site.com/shoes', position: 8 });
    expect((await postRankCheck(t.app, { websiteUrl: 'alerts-site.com', keyword }, { cookie: user.cookie })).statusCode).toBe(200);

    const [alert, ...rest] = await list(user);
    expect(rest).toEqual([]);
    expect(alert).toMatchObject({
      type: 'milestone',
      title: 'Top 10 reached',
      keyword,
      websiteUrl: 'alerts-site.com',
      rankPosition: 8,
      rankChange: 7,
      read: false,
      readAt: null,
      createdAt: now.toISOString(),
    });
    expect(await unread(user)).toBe(1);
  });

  it('a first check, or a check that failed, creates nothing', async () => {
    const user = await proUser();
    const keyword = uniqueKeyword('first');
    serp.place(keyword, { url: 'https://alerts-site.com/', position: 4 });
    await postRankCheck(t.app, { websiteUrl: 'alerts-site.com', keyword }, { cookie: user.cookie });
    const failing = uniqueKeyword('failing');
    await earlierCheck(user, failing, 30);
    serp.fake.setResponder(() => serpApiErrorReply('503'));
    const failed = await postRankCheck(t.app, { websiteUrl: 'alerts-site.com', keyword: failing }, { cookie: user.cookie });
    serp.fake.setResponder(undefined);
    expect(failed.statusCode).toBe(502);
    expect(await list(user)).toEqual([]);
  });

  it('marks one read (another user’s is a 404), then all; unread-only and the limit narrow the list', async () => {
    const [owner, stranger] = [await proUser(), await proUser()];
    for (let i = 0; i < 3; i += 1) {
      await t.pool.query(
        `insert into notifications (user_id, type, title, message, created_at) values ($1, 'info', $2, 'Hello', $3)`,
        [owner.userId, `Note ${i}`, new Date(now.getTime() + i * 1000)],
      );
    }
    const [newest, middle] = await list(owner);
    expect((await list(owner)).map((n) => n.title)).toEqual(['Note 2', 'Note 1', 'Note 0']);
    expect((await list(owner, '?limit=2')).map((n) => n.title)).toEqual(['Note 2', 'Note 1']);

    expect((await call(stranger, 'POST', `/api/v1/me/notifications/${newest!.id}/read`)).statusCode).toBe(404);
    expect((await call(owner, 'POST', `/api/v1/me/notifications/${newest!.id}/read`)).statusCode).toBe(204);
    expect((await call(owner, 'POST', `/api/v1/me/notifications/${newest!.id}/read`)).statusCode).toBe(204);
    expect(await unread(owner)).toBe(2);
    expect((await list(owner, '?unreadOnly=true')).map((n) => n.id)).not.toContain(newest!.id);
    expect((await list(owner)).find((n) => n.id === newest!.id)?.readAt).toBe(now.toISOString());

    expect((await call(owner, 'POST', '/api/v1/me/notifications/read-all')).json()).toEqual({ marked: 2 });
    expect(await unread(owner)).toBe(0);
    expect((await list(owner, '?unreadOnly=true'))).toEqual([]);
    expect(middle?.read).toBe(false);
    expect(await unread(stranger)).toBe(0);
  });

  it('a first check unlocks achievements, each announced once in the panel', async () => {
    const user = await proUser();
    const keyword = uniqueKeyword('first ever');
    serp.place(keyword, { url: 'https://alerts-site.com/', position: 42 });
    expect((await postRankCheck(t.app, { websiteUrl: 'alerts-site.com', keyword }, { cookie: user.cookie })).statusCode).toBe(200);
    const titles = (await list(user)).map((n) => [n.type, n.title]);
    expect(titles).toEqual(
      expect.arrayContaining([
        ['achievement', 'Achievement unlocked: First Check'],
        ['achievement', 'Achievement unlocked: Top 50 Club'],
      ]),
    );
    expect(titles).toHaveLength(2);
    const again = uniqueKeyword('second');
    serp.place(again, { url: 'https://alerts-site.com/', position: 45 });
    await postRankCheck(t.app, { websiteUrl: 'alerts-site.com', keyword: again }, { cookie: user.cookie });
    expect(await list(user)).toHaveLength(2);
    const achievements = (await call(user, 'GET', '/api/v1/me/achievements')).json<{ unlocked: { code: string }[] }>();
    expect(achievements.unlocked.map((a) => a.code).sort()).toEqual(['first_check', 'top_50_club']);
  });

  it('refuses a bad id or limit with 400 and a guest with 401', async () => {
    const user = await proUser();
    expect((await call(user, 'POST', '/api/v1/me/notifications/abc/read')).statusCode).toBe(400);
    expect((await call(user, 'GET', '/api/v1/me/notifications?limit=51')).statusCode).toBe(400);
    expect((await call(null, 'GET', '/api/v1/me/notifications/unread-count')).statusCode).toBe(401);
  });
});
