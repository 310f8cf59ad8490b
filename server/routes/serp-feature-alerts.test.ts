import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AlertRuleInput } from '../../contracts/alert-rule';
import { notificationListSchema } from '../../contracts/notification';
import { upsertUserPlan } from '../db/queries/user-plans';
import { buildTestApp, type TestApp } from '../testing/build-test-app';
import { postRankCheck } from '../testing/guest-client';
import { startSerpFixture, uniqueKeyword, type SerpFixture } from '../testing/serp-fixture';
import { signInAs, type SignedInUser } from '../testing/sign-in';

const rule = (name: string, trigger: AlertRuleInput['trigger']): AlertRuleInput => ({
  name,
  websiteUrl: 'cited-site.com',
  keyword: null,
  searchEngine: null,
  location: null,
  trigger,
  threshold: null,
  channels: { inApp: true, email: false, webhook: false },
  cooldownMinutes: 0,
  isActive: true,
});

/** Alert rules on the AI Overview and the featured snippet, fired by checks read from a SerpApi stand-in. */
describe('AI Overview and featured snippet alerts', () => {
  let serp: SerpFixture;
  let t: TestApp;
  let now = new Date('2026-06-01T10:00:00Z');
  beforeAll(async () => {
    serp = await startSerpFixture();
    // No page cache: each check reads the page as the stand-in serves it at that moment.
    t = await buildTestApp({ serpProvider: serp.provider, now: () => now, env: { SERP_CACHE_TTL_SECONDS: '0' } });
  });
  afterAll(async () => {
    await t.close();
    await serp.fake.close();
  });

  const reference = (link: string, index: number) => ({ title: link, link, index });
  const titles = async (user: SignedInUser) =>
    notificationListSchema
      .parse((await t.app.inject({ method: 'GET', url: '/api/v1/me/notifications', headers: { cookie: user.cookie } })).json())
      .items.filter((item) => item.type !== 'achievement')
      .map((item) => item.title);

  it('says when the overview starts and stops citing the site, and when the snippet is won or lost; an unreadable overview says nothing', async () => {
    const user = await signInAs(t.pool, undefined, now);
    await upsertUserPlan(t.pool, user.userId, { planType: 'pro', subscriptionStatus: 'active' }, now);
    for (const [name, trigger] of [
      ['Cited', 'ai_cited'],
      ['Uncited', 'ai_uncited'],
      ['Rival cited', 'competitor_ai_cited'],
      ['Snippet won', 'snippet_won'],
      ['Snippet lost', 'snippet_lost'],
    ] as const) {
      const created = await t.app.inject({ method: 'POST', url: '/api/v1/me/alert-rules', headers: { cookie: user.cookie }, payload: rule(name, trigger) });
      expect(created.statusCode, created.body).toBe(201);
    }
    // Only the rules above: the default rank rules stay quiet, as the rank never moves here.
    const keyword = uniqueKeyword('cited shoes');
    serp.place(keyword, { url: 'https://cited-site.com/shoes', position: 4 }, { url: 'https://rival.com/', position: 2 });
    const check = async (blocks: Record<string, unknown>) => {
      now = new Date(now.getTime() + 3_600_000);
      serp.fake.setBlocks({ [keyword]: blocks });
      const response = await postRankCheck(t.app, { websiteUrl: 'cited-site.com', keyword, competitorUrls: ['rival.com'] }, { cookie: user.cookie });
      expect(response.statusCode, response.body).toBe(200);
    };

    await check({ ai_overview: { references: [reference('https://other.org/', 0)] }, answer_box: { link: 'https://other.org/a' } });
    expect(await titles(user)).toEqual([]);

    await check({
      ai_overview: { references: [reference('https://rival.com/', 0), reference('https://cited-site.com/shoes', 1)] },
      answer_box: { link: 'https://cited-site.com/shoes' },
    });
    expect(await titles(user)).toEqual(['Won the featured snippet', 'A competitor is cited in the AI Overview', 'Cited in the AI Overview']);

    // Google could not generate it: neither cited nor not cited.
    await check({ ai_overview: { error: "Can't generate an AI overview right now." }, answer_box: { link: 'https://cited-site.com/shoes' } });
    expect(await titles(user)).toHaveLength(3);

    await check({ ai_overview: { references: [reference('https://rival.com/', 0)] }, answer_box: { link: 'https://rival.com/answer' } });
    expect((await titles(user)).slice(0, 2)).toEqual(['Lost the featured snippet', 'No longer cited in the AI Overview']);
    expect(await titles(user)).toHaveLength(5);
  });
});
