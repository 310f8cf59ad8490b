import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import { createPool, type Pool } from '../pool';
import { deleteExpiredSerpPages, getFreshSerpPage, upsertSerpPage, type SerpPageKey } from './serp-page-cache';

describe('serp_page_cache queries', () => {
  let pool: Pool;
  beforeAll(() => {
    pool = createPool(inject('databaseUrl'), { error: () => undefined }, { max: 2 });
  });
  afterAll(() => pool.end());

  const key = (): SerpPageKey => ({ provider: 'serpapi', engine: 'google', location: 'us', keyword: `kw ${randomBytes(4).toString('hex')}`, page: 2 });
  const results = [{ position: 11, url: 'https://example.com/', title: 'Example' }];

  it('returns a page while it is fresh, and the newest copy after an upsert', async () => {
    const k = key();
    expect(await getFreshSerpPage(pool, k, 3600)).toBeUndefined();
    await upsertSerpPage(pool, k, { results, hasMore: true });
    expect(await getFreshSerpPage(pool, k, 3600)).toMatchObject({ results, has_more: true });
    await upsertSerpPage(pool, k, { results: [], hasMore: false });
    expect(await getFreshSerpPage(pool, k, 3600)).toMatchObject({ results: [], has_more: false });
    expect(await getFreshSerpPage(pool, { ...k, page: 3 }, 3600)).toBeUndefined();
  });

  it('ignores and deletes pages older than the TTL', async () => {
    const k = key();
    await upsertSerpPage(pool, k, { results, hasMore: true });
    await pool.query(`update serp_page_cache set fetched_at = now() - interval '2 hours' where keyword = $1`, [k.keyword]);
    expect(await getFreshSerpPage(pool, k, 3600)).toBeUndefined();
    expect(await getFreshSerpPage(pool, k, 3 * 3600)).toBeDefined();
    expect(await deleteExpiredSerpPages(pool, 3600)).toBeGreaterThanOrEqual(1);
    expect(await getFreshSerpPage(pool, k, 3 * 3600)).toBeUndefined();
  });
});
