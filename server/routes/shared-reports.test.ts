import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reportSchema, reportShareSchema } from '../../contracts/report';
import { createDemoProvider } from '../adapters/serp/demo/create-demo-provider';
import { buildTestApp, type TestApp } from '../testing/build-test-app';
import { saveCheck } from '../testing/history-rows';
import { signInAs } from '../testing/sign-in';

const NOW = new Date('2026-05-04T12:00:00Z');

describe('GET /api/v1/shared-reports/:token', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await buildTestApp({ serpProvider: createDemoProvider(), now: () => NOW });
  });
  afterAll(async () => {
    await t.close();
  });

  async function sharedReportOf(checks: { device?: string; source: string | null; rank: number }[]) {
    const owner = await signInAs(t.pool, undefined, NOW);
    const site = `shared-${randomBytes(4).toString('hex')}.com`;
    for (const [index, check] of checks.entries()) {
      await saveCheck(t.pool, owner.userId, {
        websiteUrl: site,
        keyword: 'trail shoes',
        rankPosition: check.rank,
        device: check.device ?? 'desktop',
        source: check.source,
        checkedAt: new Date(Date.parse('2026-05-02T10:00:00Z') + index * 60_000),
      });
    }
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/v1/me/report-shares',
      payload: { site, from: '2026-05-01', to: '2026-05-03' },
      headers: { cookie: owner.cookie },
    });
    expect(created.statusCode, created.payload).toBe(201);
    const token = new URL(reportShareSchema.parse(created.json()).url).pathname.replace('/report/', '');
    const response = await t.app.inject({ method: 'GET', url: `/api/v1/shared-reports/${token}` });
    expect(response.statusCode, response.payload).toBe(200);
    return reportSchema.parse(response.json());
  }

  it('carries each keyword’s device and says which checks were simulated, as the owner’s report does', async () => {
    const report = await sharedReportOf([
      { source: 'serpapi', rank: 6 },
      { device: 'mobile', source: 'demo', rank: 9 },
      { device: 'mobile', source: 'demo', rank: 4 },
    ]);
    expect(report.simulatedChecks).toBe(2);
    expect(report.keywords.map((k) => [k.device, k.simulated, k.checks])).toEqual([
      ['desktop', false, 1],
      ['mobile', true, 2],
    ]);
  });

  it('a report of real results only has no simulated checks', async () => {
    const report = await sharedReportOf([{ source: 'serpapi', rank: 6 }, { source: null, rank: 5 }]);
    expect(report.simulatedChecks).toBe(0);
    expect(report.keywords).toMatchObject([{ device: 'desktop', simulated: false, checks: 2 }]);
  });
});
