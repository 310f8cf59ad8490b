import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seoSnapshotSchema } from '../../contracts/seo-snapshot';
import { createDemoProvider } from '../adapters/serp/demo/create-demo-provider';
import { PAGESPEED_MESSAGES } from '../services/seo-snapshot/pagespeed-state';
import { buildTestApp, type TestApp } from '../testing/build-test-app';
import { uniqueIp } from '../testing/guest-client';
import { page, startSeoTestSite, type SeoTestSite } from '../testing/seo-test-site';
import { signInAs } from '../testing/sign-in';

// A server as installed without PageSpeed: no PAGESPEED_API_KEY, and PAGESPEED_BASE_URL left at Google's, whose
// keyless quota is shared by everyone and spent (decision 016). Snapshots then carry the on-page facts only.
describe('/api/v1/seo-snapshots without PageSpeed set up', () => {
  let t: TestApp;
  let site: SeoTestSite;

  beforeAll(async () => {
    site = await startSeoTestSite();
    t = await buildTestApp({ serpProvider: createDemoProvider(), env: { PAGE_FETCH_ALLOW_PRIVATE_HOSTS: '127.0.0.1' } });
  });
  afterAll(async () => {
    await t.close();
    await site.close();
  });

  it('gives a signed-in user the page’s facts, says PageSpeed is not set up, and starts no run or job', async () => {
    expect(t.config.pagespeed).toEqual({ apiKey: undefined, baseUrl: 'https://www.googleapis.com/pagespeedonline/v5/runPagespeed' });
    const user = await signInAs(t.pool);
    const url = `http://127.0.0.1:${site.port}/no-pagespeed`;
    site.setPage('/no-pagespeed', page({ title: 'A page nobody measures' }));

    const response = await t.app.inject({ method: 'POST', url: '/api/v1/seo-snapshots', payload: { url }, remoteAddress: uniqueIp(), headers: { cookie: user.cookie } });
    expect(response.statusCode, response.body).toBe(201);
    const snapshot = seoSnapshotSchema.parse(response.json());
    expect(snapshot.onPage?.title).toBe('A page nobody measures');
    expect(snapshot.pageSpeed).toEqual({ status: 'unavailable', reason: 'not_configured', message: PAGESPEED_MESSAGES.not_configured });

    // No run, and so no job: a PageSpeed job is queued with its run, in one transaction (create-seo-snapshot.test).
    const runs = await t.pool.query('select id from pagespeed_runs where url = $1', [url]);
    expect(runs.rows).toEqual([]);
    const saved = await t.pool.query('select pagespeed_run_id, pagespeed_skipped from seo_snapshots where id = $1', [snapshot.id]);
    expect(saved.rows).toEqual([{ pagespeed_run_id: null, pagespeed_skipped: 'not_configured' }]);
  });
});
