import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import type { SerpPageRequest, SerpPageResult, SerpProvider } from '../../adapters/serp/serp-provider';
import { createPool, type Pool } from '../../db/pool';
import { uniqueKeyword } from '../../testing/serp-fixture';
import { createCachedSerpFetcher } from './cached-serp-fetcher';
import { createRequestLimiter } from './request-limiter';

/** A provider that holds every request until released, counting what it was asked. */
function heldProvider(answer: (request: SerpPageRequest) => SerpPageResult = () => ({ ok: true, page: { entries: [{ url: 'https://a.com/', title: 'A' }], ended: false } })) {
  const asked: SerpPageRequest[] = [];
  let release!: () => void;
  let gate = new Promise<void>((resolve) => (release = resolve));
  const provider: SerpProvider = {
    name: 'serpapi',
    simulated: false,
    cacheable: true,
    async fetchPage(request) {
      asked.push(request);
      await gate;
      return answer(request);
    },
  };
  return {
    provider,
    asked,
    release: () => release(),
    rearm: () => {
      gate = new Promise<void>((resolve) => (release = resolve));
    },
  };
}

const request = (keyword: string, start = 0): SerpPageRequest => ({ engine: 'google', location: 'us', device: 'desktop', keyword, start });

describe('createCachedSerpFetcher', () => {
  let pool: Pool;
  beforeAll(() => {
    pool = createPool(inject('databaseUrl'), { error: () => undefined }, { max: 3 });
  });
  afterAll(() => pool.end());

  const fetcherFor = (provider: SerpProvider, max = 16) =>
    createCachedSerpFetcher({ provider, pool, ttlSeconds: 3600, limiter: createRequestLimiter(max), leaseMs: 20_000 });

  it('holds no database connection while the provider answers, however many requests wait on it', async () => {
    const held = heldProvider();
    const fetcher = fetcherFor(held.provider);
    const keyword = uniqueKeyword();
    const pending = Array.from({ length: 8 }, (_, i) => fetcher.fetchPage(request(keyword, i * 10)));
    await expect.poll(() => held.asked.length).toBe(8);
    // A pool of three serves other queries at once: none of its connections is parked on the provider.
    expect(pool.totalCount - pool.idleCount).toBe(0);
    const { rows } = await pool.query<{ ok: number }>('select 1 as ok');
    expect(rows[0]?.ok).toBe(1);
    held.release();
    for (const result of await Promise.all(pending)) expect(result.ok).toBe(true);
  });

  it('one provider call for a page however many processes ask at once; the others read it from the cache', async () => {
    const held = heldProvider();
    // Two fetchers share nothing in memory, as two app processes would; only PostgreSQL.
    const [a, b] = [fetcherFor(held.provider), fetcherFor(held.provider)];
    const keyword = uniqueKeyword();
    const first = a.fetchPage(request(keyword));
    await expect.poll(() => held.asked.length).toBe(1);
    const second = b.fetchPage(request(keyword));
    const third = a.fetchPage(request(keyword));
    held.release();
    const results = await Promise.all([first, second, third]);
    expect(results.map((r) => r.ok)).toEqual([true, true, true]);
    expect(held.asked).toHaveLength(1);
  });

  it('reads an AI Overview the page deferred at once, once for the page however many users share it, and caches it read', async () => {
    const deferredPage = (): SerpPageResult => ({
      ok: true,
      page: { entries: [{ url: 'https://a.com/', title: 'A' }], ended: false, features: { blocks: [], aiOverview: { state: 'deferred', pageToken: 'token-1' } } },
    });
    const held = heldProvider(deferredPage);
    const tokens: string[] = [];
    const cited = { state: 'shown' as const, references: [{ url: 'https://example.com/', title: 'Example', source: 'Example' }] };
    const provider: SerpProvider = {
      ...held.provider,
      fetchAiOverview(pageToken) {
        tokens.push(pageToken);
        return Promise.resolve(cited);
      },
    };
    const [a, b] = [fetcherFor(provider), fetcherFor(provider)];
    const keyword = uniqueKeyword();
    const first = a.fetchPage(request(keyword));
    await expect.poll(() => held.asked.length).toBe(1);
    const second = b.fetchPage(request(keyword));
    held.release();
    const results = await Promise.all([first, second]);
    expect(tokens).toEqual(['token-1']);
    for (const result of results) expect(result.ok && result.page.features?.aiOverview).toEqual(cited);
    // Served from the cache later, the overview is the one read, not the expired token.
    const later = await fetcherFor(provider).fetchPage(request(keyword));
    expect(later.ok && later.page.features?.aiOverview).toEqual(cited);
    expect(held.asked).toHaveLength(1);
    expect(tokens).toHaveLength(1);
  });

  it('keeps an overview whose follow-up failed as unreadable, never as none', async () => {
    const held = heldProvider(() => ({ ok: true, page: { entries: [{ url: 'https://a.com/', title: 'A' }], ended: false, features: { blocks: [], aiOverview: { state: 'deferred', pageToken: 't' } } } }));
    const provider: SerpProvider = { ...held.provider, fetchAiOverview: () => Promise.resolve({ state: 'unreadable', reason: 'Fetching the overview failed (HTTP 503).' }) };
    held.release();
    const result = await fetcherFor(provider).fetchPage(request(uniqueKeyword()));
    expect(result.ok && result.page.features?.aiOverview).toEqual({ state: 'unreadable', reason: 'Fetching the overview failed (HTTP 503).' });
  });

  it('a lease left by a process that died is taken over once it has expired', async () => {
    const held = heldProvider();
    held.release();
    const keyword = uniqueKeyword();
    const leaseKey = JSON.stringify(['serp_page', 'serpapi', 'google', 'us', 'desktop', keyword, 0]);
    await pool.query(`insert into serp_fetch_leases (key, holder, expires_at) values ($1, gen_random_uuid(), now() - interval '1 second')`, [leaseKey]);
    expect((await fetcherFor(held.provider).fetchPage(request(keyword))).ok).toBe(true);
    expect(held.asked).toHaveLength(1);
  });

  it('a failure is not cached and releases the lease: the next caller asks again', async () => {
    const held = heldProvider(() => ({ ok: false, error: { kind: 'unavailable', status: 503 } }));
    held.release();
    const fetcher = fetcherFor(held.provider);
    const keyword = uniqueKeyword();
    expect(await fetcher.fetchPage(request(keyword))).toMatchObject({ ok: false });
    expect(await fetcher.fetchPage(request(keyword))).toMatchObject({ ok: false });
    expect(held.asked).toHaveLength(2);
    const { rows } = await pool.query('select 1 from serp_fetch_leases where key like $1', [`%${keyword}%`]);
    expect(rows).toHaveLength(0);
  });

  it('a caller that aborts stops waiting; the shared request still serves the others and the cache', async () => {
    const held = heldProvider();
    const fetcher = fetcherFor(held.provider);
    const keyword = uniqueKeyword();
    const controller = new AbortController();
    const leaving = fetcher.fetchPage(request(keyword), controller.signal);
    const staying = fetcher.fetchPage(request(keyword));
    await expect.poll(() => held.asked.length).toBe(1);
    controller.abort(new Error('client disconnected'));
    await expect(leaving).rejects.toThrow('client disconnected');
    held.release();
    expect((await staying).ok).toBe(true);
    held.rearm();
    expect((await fetcher.fetchPage(request(keyword))).ok).toBe(true);
    expect(held.asked).toHaveLength(1);
  });

  it('caps this process’s provider requests in flight', async () => {
    const held = heldProvider();
    const limiter = createRequestLimiter(3);
    const fetcher = createCachedSerpFetcher({ provider: held.provider, pool, ttlSeconds: 3600, limiter, leaseMs: 20_000 });
    const keyword = uniqueKeyword();
    const pending = Array.from({ length: 7 }, (_, i) => fetcher.fetchPage(request(keyword, i * 10)));
    // Once every request reached the cap, three are at the provider and four wait their turn.
    await expect.poll(() => limiter.waiting).toBe(4);
    expect(held.asked).toHaveLength(3);
    held.release();
    await Promise.all(pending);
    expect(held.asked).toHaveLength(7);
  });
});
