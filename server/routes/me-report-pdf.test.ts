import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logoDataUrl, pngFile } from '../../core/reports/logo-fixtures';
import { createDemoProvider } from '../adapters/serp/demo/create-demo-provider';
import { upsertReportBranding } from '../db/queries/report-branding';
import { insertSearchHistory } from '../db/queries/search-history';
import { upsertUserPlan } from '../db/queries/user-plans';
import { PDF_REPORTS_RESTRICTED } from '../services/reports/pdf/get-report-pdf';
import { buildTestApp, type TestApp } from '../testing/build-test-app';
import { readPdfText } from '../testing/read-pdf-text';
import { signInAs, type SignedInUser } from '../testing/sign-in';

const NOW = new Date('2026-10-31T12:00:00Z');

describe('GET /api/v1/me/reports/pdf', () => {
  let t: TestApp;
  const site = `pdf-${randomBytes(4).toString('hex')}.com`;
  const url = (s = site, from = '2026-10-01', to = '2026-10-30') =>
    `/api/v1/me/reports/pdf?site=${encodeURIComponent(s)}&from=${from}&to=${to}`;
  const get = (path: string, user?: SignedInUser) =>
    t.app.inject({ method: 'GET', url: path, headers: user ? { cookie: user.cookie } : {} });

  async function userWithChecks(): Promise<SignedInUser> {
    const user = await signInAs(t.pool, undefined, NOW);
    for (const [keyword, rank, at] of [
      ['trail shoes', 14, '2026-10-02T10:00:00Z'],
      ['trail shoes', 6, '2026-10-20T10:00:00Z'],
      ['hiking boots', 0, '2026-10-05T10:00:00Z'],
      ['hiking boots', 31, '2026-10-25T10:00:00Z'],
    ] as const) {
      await insertSearchHistory(t.pool, {
        userId: user.userId,
        websiteUrl: site,
        keyword,
        location: 'us',
        searchEngine: 'google',
        rankPosition: rank,
        pageNumber: rank > 0 ? Math.ceil(rank / 10) : 0,
        resultType: 'organic',
        competitors: [],
        checkedAt: new Date(at),
      });
    }
    return user;
  }
  const pro = async () => {
    const user = await userWithChecks();
    await upsertUserPlan(t.pool, user.userId, { planType: 'pro', subscriptionStatus: 'active', subscriptionId: `sub_${user.userId}` }, NOW);
    return user;
  };

  beforeAll(async () => {
    t = await buildTestApp({ serpProvider: createDemoProvider(), now: () => NOW });
  });
  afterAll(() => t.close());

  it('answers 401 without a session', async () => {
    const response = await get(url());
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ error: { code: 'UNAUTHENTICATED' } });
  });

  it('refuses the free plan with the upgrade message', async () => {
    const response = await get(url(), await userWithChecks());
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ error: { code: 'FEATURE_RESTRICTED', message: PDF_REPORTS_RESTRICTED } });
  });

  it('sends Pro the report of its own checks as a PDF attachment', async () => {
    const response = await get(url(), await pro());
    expect(response.statusCode, response.payload).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="rank-report-${site}-2026-10-01-to-2026-10-30.pdf"`);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const text = (await readPdfText(response.rawPayload)).pages.join(' ');
    expect(text).toContain(site);
    expect(text).toContain('trail shoes Google United States 2 14 6 6 +8');
    expect(text).toContain('hiking boots Google United States 2 — 31 31 +70');
  });

  it('sends a trial the PDF too', async () => {
    const user = await userWithChecks();
    const trial = await t.app.inject({ method: 'POST', url: '/api/v1/me/trial', payload: { planType: 'pro' }, headers: { cookie: user.cookie } });
    expect(trial.statusCode, trial.payload).toBe(200);
    const response = await get(url(), user);
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it("never shows another account's checks of the same site", async () => {
    await userWithChecks();
    const stranger = await signInAs(t.pool, undefined, NOW);
    await upsertUserPlan(t.pool, stranger.userId, { planType: 'enterprise', subscriptionStatus: 'active', subscriptionId: `sub_${stranger.userId}` }, NOW);
    const response = await get(url(), stranger);
    expect(response.statusCode).toBe(200);
    const text = (await readPdfText(response.rawPayload)).pages.join(' ');
    expect(text).toContain(site);
    expect(text).not.toContain('trail shoes');
    expect(text).toContain('No keywords were checked in this period.');
  });

  it('sends the PDF without a logo saved before logos were parsed that fails the check now (6000 × 6000)', async () => {
    const user = await userWithChecks();
    await upsertUserPlan(t.pool, user.userId, { planType: 'enterprise', subscriptionStatus: 'active', subscriptionId: `sub_${user.userId}` }, NOW);
    // Straight into the table, as the old check let it through.
    const huge = logoDataUrl(pngFile({ width: 6000, height: 6000, bitDepth: 1 }));
    await upsertReportBranding(t.pool, user.userId, { companyName: 'Old Logo Agency', accentColor: '#0f766e', logoDataUrl: huge }, NOW);
    const response = await get(url(), user);
    expect(response.statusCode, response.payload).toBe(200);
    expect((await readPdfText(response.rawPayload)).pages[0]).toContain('Old Logo Agency');
    expect(response.rawPayload.toString('latin1')).not.toMatch(/\/Subtype \/Image/);
  });

  it('rejects a reversed period and a missing site with 400', async () => {
    const user = await pro();
    expect((await get(url(site, '2026-10-30', '2026-10-01'), user)).statusCode).toBe(400);
    expect((await get('/api/v1/me/reports/pdf?from=2026-10-01&to=2026-10-30', user)).statusCode).toBe(400);
  });
});
