import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reportSchema, reportSitesSchema, type Report } from '../../contracts/report';
import { createDemoProvider } from '../adapters/serp/demo/create-demo-provider';
import { insertSearchHistory, type StoredCompetitor } from '../db/queries/search-history';
import { buildTestApp, type TestApp } from '../testing/build-test-app';
import { saveCheck } from '../testing/history-rows';
import { signInAs, type SignedInUser } from '../testing/sign-in';

const NOW = new Date('2026-05-04T12:00:00Z');
const UNAUTHENTICATED = { error: { code: 'UNAUTHENTICATED', message: 'Please sign in to continue.' } };

describe('GET /api/v1/me/reports and /api/v1/me/reports/sites', () => {
  let t: TestApp;
  let owner: SignedInUser;
  let other: SignedInUser;
  const site = `report-${randomBytes(4).toString('hex')}.com`;
  const otherSite = `other-${randomBytes(4).toString('hex')}.com`;

  const seed = (user: SignedInUser, row: { site?: string; keyword: string; engine?: string; rank: number; at: string; competitors?: StoredCompetitor[] }) =>
    insertSearchHistory(t.pool, {
      userId: user.userId,
      websiteUrl: row.site ?? site,
      keyword: row.keyword,
      location: 'us',
      searchEngine: row.engine ?? 'google',
      rankPosition: row.rank,
      pageNumber: row.rank > 0 ? Math.ceil(row.rank / 10) : 0,
      resultType: 'organic',
      competitors: row.competitors ?? [],
      checkedAt: new Date(row.at),
    });

  beforeAll(async () => {
    t = await buildTestApp({ serpProvider: createDemoProvider(), now: () => NOW });
    owner = await signInAs(t.pool, undefined, NOW);
    other = await signInAs(t.pool, undefined, NOW);
    // New York is UTC-4 in May: 1..3 May local runs from 1 May 04:00Z to 4 May 04:00Z.
    await t.pool.query(`update users set time_zone = 'America/New_York' where id = $1`, [owner.userId]);
    await seed(owner, { keyword: 'shoes', rank: 1, at: '2026-05-01T03:59:59Z' }); // 30 April in New York
    await seed(owner, { keyword: 'shoes', rank: 12, at: '2026-05-01T04:00:00Z', competitors: [{ url: 'rival.com', rank: 5 }] });
    await seed(owner, { keyword: 'boots', rank: 2, at: '2026-05-01T12:00:00Z' });
    await seed(owner, { keyword: 'boots', rank: 15, at: '2026-05-02T12:00:00Z' });
    await seed(owner, { keyword: 'socks', rank: 0, at: '2026-05-02T13:00:00Z' });
    await seed(owner, { keyword: 'shoes', rank: 3, at: '2026-05-03T12:00:00Z', competitors: [{ url: 'rival.com', rank: 6 }] });
    await seed(owner, { keyword: 'hats', engine: 'bing', rank: 40, at: '2026-05-03T14:00:00Z' });
    await seed(owner, { keyword: 'shoes', rank: 1, at: '2026-05-04T04:00:00Z' }); // 4 May in New York
    await seed(owner, { site: otherSite, keyword: 'shoes', rank: 1, at: '2026-05-02T12:00:00Z' });
  });
  afterAll(async () => {
    await t.close();
  });

  const get = (url: string, cookie?: string) => t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
  const reportUrl = (s: string, from: string, to: string) =>
    `/api/v1/me/reports?site=${encodeURIComponent(s)}&from=${from}&to=${to}`;
  async function reportAs(user: SignedInUser, from = '2026-05-01', to = '2026-05-03', s = site): Promise<Report> {
    const response = await get(reportUrl(s, from, to), user.cookie);
    expect(response.statusCode, response.payload).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    return reportSchema.parse(response.json());
  }

  it('answers 401 without a session, before validating the query', async () => {
    for (const url of ['/api/v1/me/reports/sites', '/api/v1/me/reports', reportUrl(site, '2026-05-01', '2026-05-03')]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(401);
      expect(response.json()).toEqual(UNAUTHENTICATED);
    }
  });

  it('are documented in the OpenAPI document under the reports tag', async () => {
    const doc = (await get('/api/openapi.json')).json() as { paths: Record<string, { get?: { tags?: string[] } }> };
    expect(doc.paths['/api/v1/me/reports']?.get?.tags).toEqual(['reports']);
    expect(doc.paths['/api/v1/me/reports/sites']?.get?.tags).toEqual(['reports']);
  });

  it("the report's numbers over the owner's local days", async () => {
    const report = await reportAs(owner);
    expect(report).toMatchObject({ site, from: '2026-05-01', to: '2026-05-03', generatedAt: NOW.toISOString(), branding: null });
    expect(report.totals).toEqual({ checks: 6, keywords: 4 });
    // Rows saved without a device are desktop; without a source, not simulated.
    const query = { location: 'us', device: 'desktop', simulated: false };
    expect(report.keywords).toEqual([
      { keyword: 'boots', engine: 'google', ...query, checks: 2, firstRank: 2, lastRank: 15, bestRank: 2, change: -13 },
      { keyword: 'hats', engine: 'bing', ...query, checks: 1, firstRank: 40, lastRank: 40, bestRank: 40, change: 0 },
      { keyword: 'shoes', engine: 'google', ...query, checks: 2, firstRank: 12, lastRank: 3, bestRank: 3, change: 9 },
      { keyword: 'socks', engine: 'google', ...query, checks: 1, firstRank: 0, lastRank: 0, bestRank: null, change: 0 },
    ]);
    expect(report.simulatedChecks).toBe(0);
    expect(report.averagePosition).toBe(19.3); // (15 + 40 + 3) / 3
    expect(report.bandDistribution.map((b) => [b.band, b.count])).toEqual([
      ['top10', 1],
      ['top30', 1],
      ['top50', 1],
      ['beyond50', 0],
      ['not-found', 1],
    ]);
    const names = (list: { keyword: string }[]) => list.map((k) => k.keyword);
    expect([names(report.movers.up), names(report.movers.down)]).toEqual([['shoes'], ['boots']]);
    expect([names(report.top10.entered), names(report.top10.left)]).toEqual([['shoes'], ['boots']]);
    expect([names(report.top3.entered), names(report.top3.left)]).toEqual([['shoes'], ['boots']]);
    expect(report.competitors).toEqual([
      { url: 'rival.com', checks: 2, averageRank: 5.5, siteAverageRank: 7.5, siteAhead: 1, competitorAhead: 1 },
    ]);
    expect(report.dailyAverage).toEqual([
      { day: '2026-05-01', averageRank: 7, checks: 2 },
      { day: '2026-05-02', averageRank: 15, checks: 2 },
      { day: '2026-05-03', averageRank: 21.5, checks: 2 },
    ]);
  });

  it('desktop and mobile are separate keywords; checks of the simulated engine are counted and marked', async () => {
    const user = await signInAs(t.pool, undefined, NOW);
    const save = (keyword: string, rank: number, at: string, fields: { device?: string; source?: string | null }) =>
      saveCheck(t.pool, user.userId, { websiteUrl: site, keyword, rankPosition: rank, checkedAt: new Date(at), ...fields });
    await save('shoes', 8, '2026-05-01T12:00:00Z', { source: 'serpapi' });
    await save('shoes', 5, '2026-05-02T12:00:00Z', { source: 'serpapi' });
    await save('shoes', 20, '2026-05-01T12:00:00Z', { device: 'mobile', source: 'demo' });
    await save('shoes', 14, '2026-05-02T12:00:00Z', { device: 'mobile', source: 'serpapi' });
    await save('boots', 3, '2026-05-02T12:00:00Z', { source: null });

    const report = await reportAs(user);
    expect(report.totals).toEqual({ checks: 5, keywords: 3 });
    expect(report.simulatedChecks).toBe(1);
    expect(report.keywords.map((k) => [k.keyword, k.device, k.simulated, k.firstRank, k.lastRank])).toEqual([
      ['boots', 'desktop', false, 3, 3],
      ['shoes', 'desktop', false, 8, 5],
      ['shoes', 'mobile', true, 20, 14],
    ]);
    expect(report.movers.up.map((k) => `${k.keyword}/${k.device}`)).toEqual(['shoes/mobile', 'shoes/desktop']);
  });

  it('the period follows the time zone: in UTC the edges move', async () => {
    await t.pool.query(`update users set time_zone = 'UTC' where id = $1`, [owner.userId]);
    try {
      const report = await reportAs(owner, '2026-05-04', '2026-05-04');
      expect(report.totals).toEqual({ checks: 1, keywords: 1 });
      expect(report.keywords[0]).toMatchObject({ keyword: 'shoes', firstRank: 1 });
    } finally {
      await t.pool.query(`update users set time_zone = 'America/New_York' where id = $1`, [owner.userId]);
    }
  });

  it('400 INVALID_INPUT for a reversed, overlong or malformed period, or no site', async () => {
    const cases: [string, string | null][] = [
      [reportUrl(site, '2026-05-03', '2026-05-01'), 'The start date must be on or before the end date.'],
      [reportUrl(site, '2025-01-01', '2026-01-02'), 'A report covers at most 366 days.'],
      [reportUrl(site, '2026-02-30', '2026-03-01'), null],
      [reportUrl(site, 'yesterday', '2026-03-01'), null],
      ['/api/v1/me/reports?from=2026-05-01&to=2026-05-03', null],
      [reportUrl('   ', '2026-05-01', '2026-05-03'), null],
    ];
    for (const [url, message] of cases) {
      const response = await get(url, owner.cookie);
      expect(response.statusCode, url).toBe(400);
      expect(response.json(), url).toMatchObject({ error: { code: 'INVALID_INPUT', ...(message ? { message } : {}) } });
    }
    // The longest period allowed is fine.
    expect((await reportAs(owner, '2025-01-01', '2026-01-01')).dailyAverage).toHaveLength(366);
  });

  it('a period holding more than 100,000 checks asks for a shorter one instead of reading them all', async () => {
    const heavy = await signInAs(t.pool);
    await t.pool.query(
      `insert into search_history (user_id, website_url, keyword, keyword_key, rank_position, checked_at)
       select $1, 'busy.example', 'kw ' || (n % 50), 'kw ' || (n % 50), 1 + (n % 90), timestamptz '2026-03-01T00:00:00Z' + n * interval '20 seconds'
         from generate_series(1, 100001) as n`,
      [heavy.userId],
    );
    const response = await get(reportUrl('busy.example', '2026-03-01', '2026-03-31'), heavy.cookie);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe('This period holds more than 100,000 checks of busy.example. Please choose a shorter period.');
    expect((await get(reportUrl('busy.example', '2026-03-01', '2026-03-05'), heavy.cookie)).statusCode).toBe(200);
  });

  it("another user asking for the owner's site gets an empty report", async () => {
    const response = await get(reportUrl(site, '2026-05-01', '2026-05-03'), other.cookie);
    expect(response.statusCode).toBe(200);
    const report = reportSchema.parse(response.json());
    expect(report.totals).toEqual({ checks: 0, keywords: 0 });
    expect(report.keywords).toEqual([]);
    expect(report.competitors).toEqual([]);
    expect(report.averagePosition).toBeNull();
    expect(report.dailyAverage.every((d) => d.checks === 0)).toBe(true);
    expect(response.payload).not.toContain('rival.com');
    expect(response.payload).not.toContain('shoes');
  });

  it('sites: most checked first with counts and the latest check; only the caller\'s', async () => {
    const response = await get('/api/v1/me/reports/sites', owner.cookie);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(reportSitesSchema.parse(response.json())).toEqual({
      sites: [
        { site, checks: 8, lastCheckedAt: '2026-05-04T04:00:00.000Z', tags: [] },
        { site: otherSite, checks: 1, lastCheckedAt: '2026-05-02T12:00:00.000Z', tags: [] },
      ],
    });
    expect((await get('/api/v1/me/reports/sites', other.cookie)).json()).toEqual({ sites: [] });
  });

  it('a report per tag: only the checks of the site’s queries tracked with it, with the visibility of those', async () => {
    const user = await signInAs(t.pool, undefined, NOW);
    const tagged = `tagged-${randomBytes(4).toString('hex')}.com`;
    for (const [keyword, rank] of [['Blue Tiles', 1], ['red bricks', 4]] as const) {
      await insertSearchHistory(t.pool, {
        userId: user.userId, websiteUrl: tagged, keyword, location: 'us', searchEngine: 'google', rankPosition: rank,
        pageNumber: 1, resultType: 'organic', competitors: [], checkedAt: new Date('2026-05-02T12:00:00Z'),
      });
    }
    // The tracked query is spelled otherwise than the check: the query identity joins them.
    await t.pool.query(
      `insert into scheduled_checks (user_id, website_url, keyword, keyword_key, next_check_at, created_at, updated_at, tags)
       values ($1, $2, 'blue tiles', 'blue tiles', $3, $3, $3, '{client-a}')`,
      [user.userId, tagged, NOW],
    );
    expect(reportSitesSchema.parse((await get('/api/v1/me/reports/sites', user.cookie)).json()).sites).toEqual([
      expect.objectContaining({ site: tagged, tags: ['client-a'] }),
    ]);
    const all = await reportAs(user, '2026-05-01', '2026-05-03', tagged);
    expect(all).toMatchObject({ tag: null, totals: { checks: 2, keywords: 2 } });
    const response = await get(`${reportUrl(tagged, '2026-05-01', '2026-05-03')}&tag=client-a`, user.cookie);
    const report = reportSchema.parse(response.json());
    expect(report).toMatchObject({ tag: 'client-a', totals: { checks: 1, keywords: 1 } });
    expect(report.keywords.map((row) => row.keyword)).toEqual(['Blue Tiles']);
    // #1 on its only query from 2 May (New York: the check at 12:00Z is 2 May).
    expect(report.visibility.map((point) => point.visibility)).toEqual([null, 100, 100]);
    expect(all.visibility.at(-1)?.visibility).toBeLessThan(100);
  });

  it('branding: filled for Enterprise with saved branding, null for other tiers even when saved', async () => {
    const branding = { companyName: 'Acme SEO', accentColor: '#0a7d5a', logoDataUrl: null };
    const saveBranding = (user: SignedInUser) =>
      t.pool.query(`insert into report_branding (user_id, company_name, accent_color, logo_data_url) values ($1, $2, $3, $4)`, [
        user.userId,
        branding.companyName,
        branding.accentColor,
        branding.logoDataUrl,
      ]);
    const subscribe = (user: SignedInUser, plan: 'pro' | 'enterprise') =>
      t.pool.query(
        `insert into user_plans (user_id, plan_type, subscription_status, subscription_id) values ($1, $2, 'active', $3)`,
        [user.userId, plan, `sub_${randomBytes(6).toString('hex')}`],
      );

    const enterprise = await signInAs(t.pool, undefined, NOW);
    await subscribe(enterprise, 'enterprise');
    expect((await reportAs(enterprise)).branding).toBeNull(); // nothing saved yet
    await saveBranding(enterprise);
    expect((await reportAs(enterprise)).branding).toEqual(branding);

    const pro = await signInAs(t.pool, undefined, NOW);
    await subscribe(pro, 'pro');
    await saveBranding(pro);
    expect((await reportAs(pro)).branding).toBeNull();

    await saveBranding(owner); // free
    expect((await reportAs(owner)).branding).toBeNull();
  });
});
