import type { JobHelpers } from 'graphile-worker';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createPageSpeedClient } from '../adapters/pagespeed';
import { createPool, type Pool } from '../db/pool';
import { insertPendingRun, selectRun } from '../db/queries/pagespeed-runs';
import type { SeoSnapshotDeps } from '../services/seo-snapshot/create-seo-snapshot';
import { RUN_PAGESPEED, SNAPSHOT_SAVED_CHECK } from './seo-snapshot-jobs';
import { createPageFetch } from '../services/seo-snapshot/page-fetch';
import { sweepSeoSnapshots } from '../services/seo-snapshot/sweep-seo-snapshots';
import { startFakePageSpeed, type FakePageSpeed } from '../testing/fake-pagespeed';
import { startLocalNameServer, type LocalNameServer } from '../testing/local-name-server';
import { page, startSeoTestSite, type SeoTestSite } from '../testing/seo-test-site';
import { insertVerifiedUser } from '../testing/sign-in';
import { seoSnapshotTaskList } from './seo-snapshot-tasks';

const NOW = new Date('2026-11-24T12:00:00Z');
const quiet = { warn: () => undefined };
const helpers = { logger: { error: () => undefined, debug: () => undefined } } as unknown as JobHelpers;

describe('SEO snapshot jobs', () => {
  let pool: Pool;
  let site: SeoTestSite;
  let names: LocalNameServer;
  let pageSpeed: FakePageSpeed;
  let deps: SeoSnapshotDeps;
  beforeAll(async () => {
    pool = createPool(inject('databaseUrl'), { error: () => undefined });
    site = await startSeoTestSite();
    names = await startLocalNameServer({ 'jobs.site.test': '127.0.0.1' });
    pageSpeed = await startFakePageSpeed();
    deps = {
      pool,
      pageFetch: createPageFetch({ allowPrivateHosts: ['jobs.site.test'], dnsServers: [names.address], userAgent: 'RankChecker/test' }),
      // No job schema needed: these tests run the tasks themselves, and PageSpeed runs are inserted directly.
      pageSpeedConfigured: false,
      jobSchema: 'graphile_worker',
      now: () => NOW,
    };
  });
  afterAll(async () => {
    await pool.end();
    await Promise.all([site.close(), names.close(), pageSpeed.close()]);
  });

  const tasks = () => seoSnapshotTaskList({ snapshots: deps, pageSpeed: { db: pool, client: createPageSpeedClient({ baseUrl: pageSpeed.url }), now: () => NOW, logger: quiet } });

  it('saves a scheduled check’s snapshot of its ranking page, with what changed since the previous check', async () => {
    const { userId } = await insertVerifiedUser(pool);
    const url = `http://jobs.site.test:${site.port}/ranking`;
    const saveCheck = async (checkedAt: Date) => {
      const { rows } = await pool.query<{ id: string }>(
        `insert into search_history (user_id, website_url, keyword, keyword_key, location, search_engine, device, rank_position, page_number, matched_url, checked_at)
         values ($1, 'jobs.site.test', 'scheduled snapshot', 'scheduled snapshot', 'us', 'google', 'desktop', 4, 1, $2, $3) returning id::text`,
        [userId, url, checkedAt],
      );
      return rows[0]!.id;
    };
    site.setPage('/ranking', page({ title: 'Before the change', description: 'Same.' }));
    const first = await saveCheck(new Date(NOW.getTime() - 2 * 3_600_000));
    await tasks()[SNAPSHOT_SAVED_CHECK]!({ userId, checkId: first }, helpers);
    // The on-page cache would serve the first read for an hour: the second check comes a day later.
    deps.now = () => new Date(NOW.getTime() + 86_400_000);
    site.setPage('/ranking', page({ title: 'After the change', description: 'Same.' }));
    const second = await saveCheck(new Date(NOW.getTime() + 86_400_000));
    await tasks()[SNAPSHOT_SAVED_CHECK]!({ userId, checkId: second }, helpers);
    deps.now = () => NOW;

    const { rows } = await pool.query<{ id: string; changes: unknown; title: string }>(
      `select h.id::text, s.changes, s.on_page->>'title' as title from search_history h join seo_snapshots s on s.id = h.seo_snapshot_id
        where h.user_id = $1 order by h.id`,
      [userId],
    );
    expect(rows).toEqual([
      { id: first, changes: null, title: 'Before the change' },
      { id: second, changes: [{ field: 'title', before: 'Before the change', after: 'After the change' }], title: 'After the change' },
    ]);
    // A simulated result's ranking URL is made up: the site's home page is read instead.
    const { rows: simulated } = await pool.query<{ id: string }>(
      `insert into search_history (user_id, website_url, keyword, keyword_key, search_engine, rank_position, page_number, matched_url, source, checked_at)
       values ($1, 'jobs.site.test', 'simulated snapshot', 'simulated snapshot', 'google', 3, 1, $2, 'demo', $3) returning id::text`,
      [userId, `${url}/made-up`, NOW],
    );
    await tasks()[SNAPSHOT_SAVED_CHECK]!({ userId, checkId: simulated[0]!.id }, helpers);
    const { rows: read } = await pool.query<{ url: string }>(`select url from seo_snapshots where user_id = $1 order by created_at desc, url`, [userId]);
    expect(read.map((row) => row.url)).toContain('https://jobs.site.test/');
    expect(site.hits.get('/ranking/made-up')).toBeUndefined();

    // A deleted check (or a bad payload) is simply nothing to do.
    await tasks()[SNAPSHOT_SAVED_CHECK]!({ userId, checkId: '999999999' }, helpers);
    await tasks()[SNAPSHOT_SAVED_CHECK]!({ nonsense: true }, helpers);
  });

  it('runs a pending PageSpeed run once and records the score, or why there is none', async () => {
    const ok = await insertPendingRun(pool, 'https://speed.example/ok', NOW);
    await tasks()[RUN_PAGESPEED]!({ runId: ok.id }, helpers);
    expect(await selectRun(pool, ok.id)).toMatchObject({ status: 'ready', result: { score: 62 } });
    // Run again (a duplicate job): nothing is asked of PageSpeed.
    const asked = pageSpeed.requests.length;
    await tasks()[RUN_PAGESPEED]!({ runId: ok.id }, helpers);
    expect(pageSpeed.requests).toHaveLength(asked);

    pageSpeed.respondWith('lighthouse_error', 'https://speed.example/broken');
    const broken = await insertPendingRun(pool, 'https://speed.example/broken', NOW);
    await tasks()[RUN_PAGESPEED]!({ runId: broken.id }, helpers);
    const failed = await selectRun(pool, broken.id);
    expect(failed).toMatchObject({ status: 'failed', error_reason: 'failed', result: null });
    expect(failed?.error_message).toMatch(/PageSpeed could not load this page/);

    // With PageSpeed turned off since the run was queued, the run ends as unavailable instead of pending forever.
    const orphan = await insertPendingRun(pool, 'https://speed.example/orphan', NOW);
    await seoSnapshotTaskList({ snapshots: deps, pageSpeed: null })[RUN_PAGESPEED]!({ runId: orphan.id }, helpers);
    expect(await selectRun(pool, orphan.id)).toMatchObject({ status: 'failed' });
  });

  it('sweeps guests’ snapshots after a day and users’ unsaved ones after 30 days, keeping those saved with a check', async () => {
    const { userId } = await insertVerifiedUser(pool);
    const insert = async (owner: 'guest' | 'user', daysAgo: number) => {
      const { rows } = await pool.query<{ id: string }>(
        `insert into seo_snapshots (user_id, guest_key, url, on_page_error, created_at) values ($1, $2, 'https://sweep.example/', '{"code":"network","message":"x"}', $3) returning id`,
        [owner === 'user' ? userId : null, owner === 'guest' ? 'guest-sweep' : null, new Date(NOW.getTime() - daysAgo * 86_400_000)],
      );
      return rows[0]!.id;
    };
    const freshGuest = await insert('guest', 0.5);
    const oldGuest = await insert('guest', 2);
    const recentUser = await insert('user', 10);
    const oldUnsaved = await insert('user', 31);
    const oldSaved = await insert('user', 31);
    await pool.query(
      `insert into search_history (user_id, website_url, keyword, keyword_key, checked_at, seo_snapshot_id) values ($1, 'sweep.example', 'sweep', 'sweep', $2, $3)`,
      [userId, NOW, oldSaved],
    );
    await sweepSeoSnapshots(pool, NOW);
    const { rows } = await pool.query<{ id: string }>('select id from seo_snapshots where id = any($1)', [[freshGuest, oldGuest, recentUser, oldUnsaved, oldSaved]]);
    expect(rows.map((row) => row.id).sort()).toEqual([freshGuest, recentUser, oldSaved].sort());
  });
});
