import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { SearchEngine } from '../../../../core/search/engines';
import type { LocationCode } from '../../../../core/search/locations';
import { readSerpApiFixture, serpApiErrorReply, startFakeSerpApi, type FakeSerpApi } from '../testing/fake-serpapi-server';
import { createSerpApiProvider, type SerpApiProviderOptions } from './create-serpapi-provider';

const API_KEY = 'test-key-5ecret';
const FAST_RETRY = { attempts: 3, baseDelayMs: 5, maxDelayMs: 20, budgetMs: 5_000 };

function recordingLogger() {
  const entries: { level: 'warn' | 'error'; obj: object; msg?: string }[] = [];
  return {
    entries,
    warn: (obj: object, msg?: string) => entries.push({ level: 'warn', obj, msg }),
    error: (obj: object, msg?: string) => entries.push({ level: 'error', obj, msg }),
  };
}

let fake: FakeSerpApi;
beforeAll(async () => {
  fake = await startFakeSerpApi({ apiKey: API_KEY });
});
afterAll(() => fake.close());
beforeEach(() => fake.reset());

function provider(overrides: Partial<SerpApiProviderOptions> = {}) {
  return createSerpApiProvider({ apiKey: API_KEY, baseUrl: fake.url, retry: FAST_RETRY, ...overrides });
}

function lastParams(): Record<string, string> {
  const last = fake.requests.at(-1);
  if (!last) throw new Error('no request reached the fake SerpApi');
  return Object.fromEntries(last.params);
}

describe('parameters sent per engine, location and page', () => {
  const cases: [SearchEngine, LocationCode, number, Record<string, string>, string[]][] = [
    ['google', 'us', 1, { engine: 'google', q: 'coffee beans', gl: 'us', hl: 'en', google_domain: 'google.com', start: '0' }, []],
    ['google', 'gb', 3, { engine: 'google', gl: 'uk', google_domain: 'google.co.uk', start: '20' }, ['num']],
    ['google', 'de', 10, { hl: 'de', google_domain: 'google.de', start: '90' }, []],
    ['bing', 'us', 1, { engine: 'bing', q: 'coffee beans', mkt: 'en-US', first: '1' }, ['cc']],
    ['bing', 'fr', 2, { mkt: 'fr-FR', first: '11' }, []],
    ['bing', 'np', 4, { cc: 'np', first: '31' }, ['mkt']],
    ['yahoo', 'us', 1, { engine: 'yahoo', p: 'coffee beans', b: '1' }, ['q', 'yahoo_domain', 'vc', 'vl']],
    ['yahoo', 'gb', 2, { yahoo_domain: 'uk', b: '11' }, []],
    ['yahoo', 'mx', 5, { yahoo_domain: 'espanol', b: '41' }, []],
    ['duckduckgo', 'us', 1, { engine: 'duckduckgo', q: 'coffee beans', kl: 'us-en' }, ['start']],
    ['duckduckgo', 'de', 2, { kl: 'de-de', start: '25' }, []],
    ['duckduckgo', 'ke', 4, { kl: 'wt-wt', start: '75' }, []],
    ['baidu', 'cn', 1, { engine: 'baidu', q: 'coffee beans', pn: '0', rn: '50' }, []],
    ['baidu', 'us', 2, { pn: '50', rn: '50' }, ['gl', 'cc', 'lr']],
    ['yandex', 'ru', 1, { engine: 'yandex', text: 'coffee beans', yandex_domain: 'yandex.ru', lang: 'ru', lr: '225', p: '0' }, ['q']],
    ['yandex', 'us', 3, { yandex_domain: 'yandex.com', lang: 'en', lr: '84', p: '2' }, []],
    ['yandex', 'tr', 2, { yandex_domain: 'yandex.com.tr', lang: 'tr', lr: '983', p: '1' }, []],
    ['yandex', 'ng', 1, { yandex_domain: 'yandex.com', lang: 'en' }, ['lr']],
  ];

  it.each(cases)('%s in %s, page %i', async (engine, location, page, expected, absent) => {
    const result = await provider().fetchPage({ engine, location, keyword: 'coffee beans', page });
    expect(result.ok).toBe(true);
    const sent = lastParams();
    expect(sent).toMatchObject({ ...expected, api_key: API_KEY });
    for (const key of absent) expect(sent).not.toHaveProperty(key);
  });
});

describe('absolute positions', () => {
  it('adds the page offset to the per-page position SerpApi reports (start=10 -> 11..20)', async () => {
    fake.setResponder(() => ({ status: 200, body: readSerpApiFixture('google_3_page2_start10.json') }));
    const result = await provider().fetchPage({ engine: 'google', location: 'us', keyword: 'Fresh Bagels', page: 2 });
    if (!result.ok) throw new Error(`unexpected ${result.error.kind}`);
    expect(result.page.results.map((r) => r.position)).toEqual([11, 12, 13, 14, 15, 16, 17, 18, 19, 20]);
    expect(result.page.results[0]).toEqual({
      position: 11,
      url: 'https://boam.com/wa/seattle/best-bagel-shops/',
      title: 'The 7 Best Bagel Shops In Seattle - boam',
    });
    expect(result.page.hasMore).toBe(true);
  });

  it.each<[SearchEngine, number, number, number]>([
    ['google', 4, 31, 10],
    ['bing', 2, 11, 10],
    ['yahoo', 3, 21, 10],
    ['duckduckgo', 1, 1, 25],
    ['duckduckgo', 3, 51, 25],
    ['baidu', 2, 51, 50],
    ['yandex', 5, 41, 10],
  ])('%s page %i starts at %i and holds %i results', async (engine, page, first, size) => {
    fake.setPlacements({ 'rank me': [{ url: 'https://target-site.com/pricing', position: first + 2 }] });
    const result = await provider().fetchPage({ engine, location: 'us', keyword: 'rank me', page });
    if (!result.ok) throw new Error(`unexpected ${result.error.kind}`);
    const positions = result.page.results.map((r) => r.position);
    expect(positions).toEqual(Array.from({ length: size }, (_, i) => first + i));
    expect(result.page.results.find((r) => r.url === 'https://target-site.com/pricing')?.position).toBe(first + 2);
  });

  it('counts only organic results: ads, local packs and nested sitelinks are not positions', async () => {
    const body = readSerpApiFixture('google_1.json') as { organic_results: unknown[]; local_results: unknown };
    fake.setResponder(() => ({ status: 200, body }));
    const result = await provider().fetchPage({ engine: 'google', location: 'ca', keyword: 'matcha', page: 1 });
    if (!result.ok) throw new Error(`unexpected ${result.error.kind}`);
    expect(result.page.results.map((r) => r.position)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(result.page.results).toHaveLength(body.organic_results.length);
    expect(result.page.results.map((r) => r.url)).not.toContain('https://en.wikipedia.org/wiki/Matcha_latte');
    expect(result.page.results[1]?.url).toMatch(/^https:\/\/davidstea\.com\//);
  });

  it('reports no more pages when SerpApi gives no next link', async () => {
    const result = await provider().fetchPage({ engine: 'baidu', location: 'cn', keyword: 'tea', page: 3 });
    if (!result.ok) throw new Error(`unexpected ${result.error.kind}`);
    expect(result.page.results.map((r) => r.position)).toEqual(Array.from({ length: 50 }, (_, i) => 101 + i));
    expect(result.page.hasMore).toBe(false);
  });
});

describe('failures', () => {
  it('treats an empty result page (200, Fully empty) as zero results, not an error', async () => {
    fake.setResponder(() => serpApiErrorReply('200_empty'));
    const result = await provider().fetchPage({ engine: 'google', location: 'us', keyword: 'zzqx', page: 1 });
    expect(result).toEqual({ ok: true, page: { results: [], hasMore: false } });
    expect(fake.requests).toHaveLength(1);
  });

  it('401: a configuration error, logged for the operator without the key', async () => {
    const logger = recordingLogger();
    const result = await provider({ apiKey: 'wrong-key-123', logger }).fetchPage({
      engine: 'google', location: 'us', keyword: 'coffee', page: 1,
    });
    expect(result).toEqual({
      ok: false,
      error: { kind: 'config', status: 401, providerMessage: 'Invalid API key. Your API key should be here: https://serpapi.com/manage-api-key' },
    });
    expect(fake.requests).toHaveLength(1);
    const errors = logger.entries.filter((e) => e.level === 'error');
    expect(errors).toHaveLength(1);
    expect(errors[0]?.msg).toContain('SerpApi rejected SERPAPI_KEY (401)');
    expect(JSON.stringify(logger.entries)).not.toContain('wrong-key-123');
  });

  it('429: retried within the bound, then a quota error with SerpApi’s text', async () => {
    const logger = recordingLogger();
    fake.setResponder(() => serpApiErrorReply('429'));
    const result = await provider({ logger }).fetchPage({ engine: 'bing', location: 'us', keyword: 'coffee', page: 1 });
    expect(result).toEqual({
      ok: false,
      error: { kind: 'quota', status: 429, providerMessage: 'Your account has run out of searches.' },
    });
    expect(fake.requests).toHaveLength(3);
    expect(logger.entries.filter((e) => e.level === 'warn')).toHaveLength(3);
    expect(JSON.stringify(logger.entries)).not.toContain(API_KEY);
  });

  it('503: retried, then unavailable', async () => {
    fake.setResponder(() => serpApiErrorReply('503'));
    const result = await provider().fetchPage({ engine: 'yahoo', location: 'us', keyword: 'coffee', page: 1 });
    expect(result).toMatchObject({ ok: false, error: { kind: 'unavailable', status: 503 } });
    expect(fake.requests).toHaveLength(3);
  });

  it('503 then 200: the retry succeeds', async () => {
    fake.setResponder(({ count }) => (count === 1 ? serpApiErrorReply('503') : undefined));
    const result = await provider().fetchPage({ engine: 'yandex', location: 'ru', keyword: 'coffee', page: 1 });
    expect(result.ok).toBe(true);
    if (result.ok) expect(result.page.results).toHaveLength(10);
    expect(fake.requests).toHaveLength(2);
  });

  it('400: a bad request carrying SerpApi’s message, not retried', async () => {
    fake.setResponder(() => serpApiErrorReply('400'));
    const result = await provider().fetchPage({ engine: 'google', location: 'us', keyword: 'coffee', page: 1 });
    expect(result).toEqual({ ok: false, error: { kind: 'bad_request', status: 400, providerMessage: 'Missing query `q` parameter.' } });
    expect(fake.requests).toHaveLength(1);
  });

  it('an unreadable answer is invalid_response', async () => {
    fake.setResponder(() => ({ status: 200, body: '<html>Bad gateway</html>' }));
    const notJson = await provider().fetchPage({ engine: 'google', location: 'us', keyword: 'coffee', page: 1 });
    expect(notJson).toMatchObject({ ok: false, error: { kind: 'invalid_response' } });
    fake.setResponder(() => ({ status: 200, body: { organic_results: 'none' } }));
    const wrongShape = await provider().fetchPage({ engine: 'google', location: 'us', keyword: 'coffee', page: 1 });
    expect(wrongShape).toMatchObject({ ok: false, error: { kind: 'invalid_response' } });
  });

  it('a timeout is retried a bounded number of times, then unavailable', async () => {
    fake.setDelay(500);
    const result = await provider({ timeoutMs: 100 }).fetchPage({ engine: 'google', location: 'us', keyword: 'slow', page: 1 });
    expect(result).toEqual({ ok: false, error: { kind: 'unavailable' } });
    expect(fake.requests).toHaveLength(3);
  });

  it('stops retrying when the time budget is spent', async () => {
    fake.setResponder(() => serpApiErrorReply('503'));
    const slowRetry = { attempts: 5, baseDelayMs: 1_000, maxDelayMs: 1_000, budgetMs: 200 };
    const result = await provider({ retry: slowRetry }).fetchPage({ engine: 'google', location: 'us', keyword: 'coffee', page: 1 });
    expect(result).toMatchObject({ ok: false, error: { kind: 'unavailable' } });
    expect(fake.requests).toHaveLength(1);
  });

  it('a network failure is unavailable', async () => {
    const closed = await startFakeSerpApi();
    const url = closed.url;
    await closed.close();
    const result = await provider({ baseUrl: url }).fetchPage({ engine: 'google', location: 'us', keyword: 'coffee', page: 1 });
    expect(result).toEqual({ ok: false, error: { kind: 'unavailable' } });
  });

  it('the caller’s abort is thrown, not reported as a provider failure', async () => {
    fake.setDelay(1_000);
    const controller = new AbortController();
    const pending = provider().fetchPage({ engine: 'google', location: 'us', keyword: 'coffee', page: 1 }, controller.signal);
    setTimeout(() => controller.abort(new Error('check cancelled')), 50);
    await expect(pending).rejects.toThrow('check cancelled');
    expect(fake.requests).toHaveLength(1);
  });
});
