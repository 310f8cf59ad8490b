import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { historyFacetsSchema, historyPageSchema, keywordSeriesSchema } from '../../contracts/history';
import { reportSchema } from '../../contracts/report';
import { bulkScheduledCheckResultSchema, scheduledCheckListSchema } from '../../contracts/scheduled-check';
import { upsertUserPlan } from '../db/queries/user-plans';
import type { TestApp } from '../testing/build-test-app';
import { postRankCheck } from '../testing/guest-client';
import { uniqueKeyword, type SerpFixture } from '../testing/serp-fixture';
import { startSerpTestApp } from '../testing/serp-test-app';
import { signInAs, type SignedInUser } from '../testing/sign-in';

/** Decision 019: a keyword typed with other capitals or spacing is the same query in every feature. */
describe('one search query, one identity', () => {
  let serp: SerpFixture;
  let t: TestApp;
  let close: () => Promise<void>;
  const now = new Date('2026-06-10T10:00:00Z');
  beforeAll(async () => ({ serp, t, close } = await startSerpTestApp(() => now)));
  afterAll(() => close());

  const get = (user: SignedInUser, url: string) => t.app.inject({ method: 'GET', url, headers: { cookie: user.cookie } });
  const schedules = (user: SignedInUser, payload: object, url = '') =>
    t.app.inject({ method: 'POST', url: `/api/v1/me/scheduled-checks${url}`, headers: { cookie: user.cookie }, payload });
  async function proUser(): Promise<SignedInUser> {
    const user = await signInAs(t.pool, undefined, now);
    await upsertUserPlan(t.pool, user.userId, { planType: 'pro', subscriptionStatus: 'active' }, now);
    return user;
  }

  it('a second spelling has the first one’s previous rank, trend, filter, chart and report row, from one search', async () => {
    const user = await proUser();
    const typed = uniqueKeyword('Matcha Latte Recipe');
    const other = `  ${typed.toLowerCase().replace(/ /g, '   ')} `;
    serp.place(typed, { url: 'https://matcha.example/recipe', position: 37 });

    const first = await postRankCheck(t.app, { websiteUrl: 'matcha.example', keyword: typed }, { cookie: user.cookie });
    expect(first.json()).toMatchObject({ rank: 37, previousRank: null });
    const searches = serp.fake.requests.length;
    const second = await postRankCheck(t.app, { websiteUrl: 'https://www.matcha.example/', keyword: other }, { cookie: user.cookie });
    expect(second.statusCode, second.body).toBe(200);
    expect(second.json()).toMatchObject({ rank: 37, previousRank: 37 });
    // The results pages of the first spelling served the second: no provider request.
    expect(serp.fake.requests.length).toBe(searches);

    // History keeps each spelling, filters by any of them, and trends each check against the one before.
    const filtered = historyPageSchema.parse((await get(user, `/api/v1/me/history?keyword=${encodeURIComponent(typed.toUpperCase())}`)).json());
    expect(filtered.items.map((item) => [item.keyword, item.previousRank])).toEqual([
      [typed.toLowerCase(), 37],
      [typed, null],
    ]);
    const facets = historyFacetsSchema.parse((await get(user, '/api/v1/me/history/facets')).json());
    expect(facets.keywords).toEqual([typed]);

    const series = await get(user, `/api/v1/me/history/series?site=matcha.example&keyword=${encodeURIComponent(typed.toLowerCase())}&engine=google&location=us`);
    expect(series.statusCode, series.body).toBe(200);
    expect(keywordSeriesSchema.parse(series.json()).points.map((point) => point.rank)).toEqual([37, 37]);

    const report = await get(user, '/api/v1/me/reports?site=matcha.example&from=2026-06-10&to=2026-06-10');
    expect(report.statusCode, report.body).toBe(200);
    expect(reportSchema.parse(report.json()).keywords.map((row) => [row.keyword, row.checks])).toEqual([[typed, 2]]);
  });

  it('a query is scheduled once however its keyword is typed, and its schedule reads every spelling’s checks', async () => {
    const user = await proUser();
    const typed = uniqueKeyword('Blue Matcha Tins');
    const created = await schedules(user, { websiteUrl: 'tins.example', keyword: typed });
    expect(created.statusCode, created.body).toBe(201);
    const again = await schedules(user, { websiteUrl: 'https://tins.example/', keyword: typed.toLowerCase() });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe('This keyword is already scheduled for this website, search engine, location and device.');

    const bulk = await schedules(user, { items: [{ websiteUrl: 'tins.example', keyword: typed.toUpperCase() }, { websiteUrl: 'tins.example', keyword: `${typed} lid` }, { websiteUrl: 'tins.example', keyword: `${typed.toLowerCase()} LID` }] }, '/bulk');
    expect(bulk.statusCode, bulk.body).toBe(200);
    expect(bulkScheduledCheckResultSchema.parse(bulk.json())).toMatchObject({ created: 1, errors: [] });

    serp.place(typed.toLowerCase(), { url: 'https://tins.example/', position: 5 });
    expect((await postRankCheck(t.app, { websiteUrl: 'tins.example', keyword: typed.toLowerCase() }, { cookie: user.cookie })).statusCode).toBe(200);
    const listed = scheduledCheckListSchema.parse((await get(user, '/api/v1/me/scheduled-checks')).json()).items;
    expect(listed.map((s) => s.keyword).sort()).toEqual([typed, `${typed} lid`].sort());
    expect(listed.find((s) => s.keyword === typed)).toMatchObject({ lastRank: 5 });
  });
});
