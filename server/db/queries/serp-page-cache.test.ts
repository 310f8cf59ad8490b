import { randomBytes, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import { createPool, type Pool } from '../pool';
import { isSerpFetchLeased, releaseSerpFetchLease, takeSerpFetchLease } from './serp-fetch-leases';
import { deleteExpiredSerpLinkTargets, getSerpLinkTargets, saveSerpLinkTarget } from './serp-link-targets';
import { deleteExpiredSerpPages, getFreshSerpPage, upsertSerpPage, type SerpPageKey } from './serp-page-cache';

describe('SERP cache queries', () => {
  let pool: Pool;
  beforeAll(() => {
    pool = createPool(inject('databaseUrl'), { error: () => undefined }, { max: 2 });
  });
  afterAll(() => pool.end());

  const key = (): SerpPageKey => ({
    provider: 'serpapi',
    engine: 'google',
    location: 'us',
    device: 'desktop',
    keyword: `kw ${randomBytes(4).toString('hex')}`,
    start: 10,
  });
  const entries = [{ url: 'https://example.com/', title: 'Example' }, { url: null, title: 'No link' }];

  it('returns a page while it is fresh, and the newest copy after an upsert; device and start are part of the key', async () => {
    const k = key();
    expect(await getFreshSerpPage(pool, k, 3600)).toBeUndefined();
    await upsertSerpPage(pool, k, { entries, ended: false });
    expect(await getFreshSerpPage(pool, k, 3600)).toMatchObject({ entries, ended: false });
    await upsertSerpPage(pool, k, { entries: [], ended: true });
    expect(await getFreshSerpPage(pool, k, 3600)).toMatchObject({ entries: [], ended: true });
    expect(await getFreshSerpPage(pool, { ...k, start: 20 }, 3600)).toBeUndefined();
    expect(await getFreshSerpPage(pool, { ...k, device: 'mobile' }, 3600)).toBeUndefined();
  });

  it("keeps a page's features with it; a page cached without them has none known (null), not none", async () => {
    const k = key();
    const features = {
      blocks: [{ feature: 'answer_box' as const, links: ['https://rival.com/page'] }],
      aiOverview: { state: 'shown' as const, references: [{ url: 'https://example.com/', title: 'Example', source: 'Example' }] },
    };
    await upsertSerpPage(pool, k, { entries, ended: false, features });
    expect(await getFreshSerpPage(pool, k, 3600)).toMatchObject({ entries, features });
    await upsertSerpPage(pool, k, { entries, ended: false });
    expect(await getFreshSerpPage(pool, k, 3600)).toMatchObject({ features: null });
  });

  it('ignores and deletes pages older than the TTL', async () => {
    const k = key();
    await upsertSerpPage(pool, k, { entries, ended: false });
    await pool.query(`update serp_page_cache set fetched_at = now() - interval '2 hours' where keyword = $1`, [k.keyword]);
    expect(await getFreshSerpPage(pool, k, 3600)).toBeUndefined();
    expect(await getFreshSerpPage(pool, k, 3 * 3600)).toBeDefined();
    expect(await deleteExpiredSerpPages(pool, 3600)).toBeGreaterThanOrEqual(1);
    expect(await getFreshSerpPage(pool, k, 3 * 3600)).toBeUndefined();
  });

  it('keeps the pages named in `keep` past the TTL, until they are older than it says', async () => {
    const first = { ...key(), start: 0 };
    const deeper = { ...first, start: 3 };
    for (const k of [first, deeper]) await upsertSerpPage(pool, k, { entries, ended: false });
    await pool.query(`update serp_page_cache set fetched_at = now() - interval '2 hours' where keyword = $1`, [first.keyword]);
    const keep = { seconds: 86_400, firstPages: [{ engine: 'google', device: 'desktop', startBelow: 2 }] };
    await deleteExpiredSerpPages(pool, 3600, keep);
    expect(await getFreshSerpPage(pool, first, 3 * 3600)).toBeDefined();
    expect(await getFreshSerpPage(pool, deeper, 3 * 3600)).toBeUndefined();
    await pool.query(`update serp_page_cache set fetched_at = now() - interval '2 days' where keyword = $1`, [first.keyword]);
    await deleteExpiredSerpPages(pool, 3600, keep);
    expect(await getFreshSerpPage(pool, first, 3 * 86_400)).toBeUndefined();
  });

  it('gives a page lease to one holder at a time, to the next once released or expired', async () => {
    const leaseKey = `lease ${randomBytes(4).toString('hex')}`;
    const [a, b] = [randomUUID(), randomUUID()];
    expect(await takeSerpFetchLease(pool, leaseKey, a, 60_000)).toBe(true);
    expect(await takeSerpFetchLease(pool, leaseKey, b, 60_000)).toBe(false);
    expect(await isSerpFetchLeased(pool, leaseKey)).toBe(true);
    await releaseSerpFetchLease(pool, leaseKey, b);
    expect(await isSerpFetchLeased(pool, leaseKey)).toBe(true);
    await releaseSerpFetchLease(pool, leaseKey, a);
    expect(await isSerpFetchLeased(pool, leaseKey)).toBe(false);
    expect(await takeSerpFetchLease(pool, leaseKey, b, 60_000)).toBe(true);
    await pool.query(`update serp_fetch_leases set expires_at = now() - interval '1 second' where key = $1`, [leaseKey]);
    expect(await takeSerpFetchLease(pool, leaseKey, a, 60_000)).toBe(true);
  });

  it('keeps resolved redirect links for their TTL', async () => {
    const link = `http://www.baidu.com/link?url=${randomBytes(6).toString('hex')}`;
    await saveSerpLinkTarget(pool, link, 'https://example.com/a');
    expect(await getSerpLinkTargets(pool, [link, 'http://www.baidu.com/link?url=unknown'], 3600)).toEqual(new Map([[link, 'https://example.com/a']]));
    await pool.query(`update serp_link_targets set resolved_at = now() - interval '2 hours' where link = $1`, [link]);
    expect(await getSerpLinkTargets(pool, [link], 3600)).toEqual(new Map());
    expect(await deleteExpiredSerpLinkTargets(pool, 3600)).toBeGreaterThanOrEqual(1);
  });
});
