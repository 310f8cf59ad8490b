import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SearchEngine } from '../../../../core/search/engines';
import type { LocationCode } from '../../../../core/search/locations';
import { readSerpApiFixture, serpApiErrorReply, startFakeSerpApi, type FakeSerpApi } from '../testing/fake-serpapi-server';
import type { SerpPageResult } from '../serp-provider';
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

function request(engine: SearchEngine, location: LocationCode, start: number, extra: { device?: 'desktop' | 'mobile'; keyword?: string } = {}) {
  return { engine, location, start, device: extra.device ?? 'desktop', keyword: extra.keyword ?? 'coffee beans' } as const;
}

async function entriesOf(result: Promise<SerpPageResult>) {
  const answer = await result;
  if (!answer.ok) throw new Error(`unexpected ${answer.error.kind}`);
  return answer.page;
}

describe('parameters sent per engine, location, start and device', () => {
  const cases: [SearchEngine, LocationCode, number, Record<string, string>, string[]][] = [
    ['google', 'us', 0, { engine: 'google', q: 'coffee beans', gl: 'us', hl: 'en', google_domain: 'google.com', device: 'desktop', start: '0' }, []],
    ['google', 'gb', 19, { engine: 'google', gl: 'uk', google_domain: 'google.co.uk', start: '19' }, ['num']],
    ['google', 'de', 90, { hl: 'de', google_domain: 'google.de', start: '90' }, []],
    ['bing', 'us', 0, { engine: 'bing', q: 'coffee beans', mkt: 'en-US', first: '1' }, ['cc', 'count']],
    ['bing', 'fr', 10, { mkt: 'fr-FR', first: '11' }, []],
    ['bing', 'pt', 30, { cc: 'PT', first: '31' }, ['mkt']],
    ['bing', 'np', 0, { first: '1' }, ['mkt', 'cc']],
    ['yahoo', 'us', 0, { engine: 'yahoo', p: 'coffee beans', b: '1' }, ['q', 'yahoo_domain', 'vc', 'vl']],
    ['yahoo', 'gb', 7, { yahoo_domain: 'uk', b: '8' }, []],
    ['yahoo', 'mx', 14, { yahoo_domain: 'espanol', b: '15' }, []],
    ['yahoo', 'au', 0, { b: '1' }, ['yahoo_domain', 'vc']],
    ['duckduckgo', 'us', 0, { engine: 'duckduckgo', q: 'coffee beans', kl: 'us-en' }, ['start', 'device']],
    ['duckduckgo', 'de', 10, { kl: 'de-de', start: '10' }, []],
    ['duckduckgo', 'ke', 25, { kl: 'wt-wt', start: '25' }, []],
    ['baidu', 'cn', 0, { engine: 'baidu', q: 'coffee beans', pn: '0', rn: '50', device: 'desktop' }, []],
    ['baidu', 'us', 50, { pn: '50', rn: '50' }, ['gl', 'cc', 'lr']],
    ['yandex', 'ru', 0, { engine: 'yandex', text: 'coffee beans', yandex_domain: 'yandex.ru', lang: 'ru', lr: '225', p: '0' }, ['q', 'device']],
    ['yandex', 'us', 2, { yandex_domain: 'yandex.com', lang: 'en', p: '2' }, ['lr']],
    ['yandex', 'tr', 1, { yandex_domain: 'yandex.com.tr', lang: 'tr', lr: '983', p: '1' }, []],
    ['yandex', 'kz', 0, { yandex_domain: 'yandex.kz', lang: 'ru' }, ['lr']],
  ];
  it.each(cases)('%s in %s from %i', async (engine, location, start, expected, absent) => {
    const result = await provider().fetchPage(request(engine, location, start));
    expect(result.ok).toBe(true);
    const sent = lastParams();
    expect(sent).toMatchObject({ ...expected, api_key: API_KEY });
    for (const key of absent) expect(sent).not.toHaveProperty(key);
  });

  it('asks Google, Bing, Yahoo and Baidu for mobile results with device=mobile; Baidu mobile has no rn', async () => {
    for (const engine of ['google', 'bing', 'yahoo', 'baidu'] as const) {
      await provider().fetchPage(request(engine, 'us', 0, { device: 'mobile' }));
      expect(lastParams(), engine).toMatchObject({ device: 'mobile' });
    }
    expect(lastParams()).not.toHaveProperty('rn');
  });
});

describe('entries', () => {
  it('reads the organic results in order, whatever SerpApi numbers them', async () => {
    fake.setResponder(() => ({ status: 200, body: readSerpApiFixture('google_3_page2_start10.json') }));
    const page = await entriesOf(provider().fetchPage(request('google', 'us', 10, { keyword: 'Fresh Bagels' })));
    expect(page.entries).toHaveLength(10);
    expect(page.entries[0]).toEqual({ url: 'https://boam.com/wa/seattle/best-bagel-shops/', title: 'The 7 Best Bagel Shops In Seattle - boam' });
    expect(page.ended).toBe(false);
  });

  it.each<[SearchEngine, number, number]>([
    ['google', 30, 10],
    ['bing', 10, 10],
    ['yahoo', 14, 7],
    ['duckduckgo', 0, 10],
    ['duckduckgo', 10, 15],
    ['baidu', 50, 50],
    ['yandex', 4, 10],
  ])('%s from %i holds the %i results SerpApi sends', async (engine, start, size) => {
    const page = await entriesOf(provider().fetchPage(request(engine, 'us', start, { keyword: 'rank me' })));
    expect(page.entries).toHaveLength(size);
  });

  it('counts only organic results: ads, local packs and nested sitelinks are not entries', async () => {
    const body = readSerpApiFixture('google_1.json') as { organic_results: unknown[] };
    fake.setResponder(() => ({ status: 200, body }));
    const page = await entriesOf(provider().fetchPage(request('google', 'ca', 0, { keyword: 'matcha' })));
    expect(page.entries).toHaveLength(body.organic_results.length);
    expect(page.entries.map((e) => e.url)).not.toContain('https://en.wikipedia.org/wiki/Matcha_latte');
    expect(page.entries[1]?.url).toMatch(/^https:\/\/davidstea\.com\//);
    // What the page shows besides them is read apart, as its features.
    expect(page.features?.blocks.map((block) => block.feature)).toEqual(['local_pack', 'sitelinks']);
  });

  it("carries a Google page's AI Overview: a deferred one with its token, as SerpApi answered", async () => {
    const deferred = readSerpApiFixture('google_ai_overview_page_token_excerpt.json') as { ai_overview: { page_token: string } };
    const body = { ...(readSerpApiFixture('google_2.json') as object), ai_overview: deferred.ai_overview };
    fake.setResponder(() => ({ status: 200, body }));
    const page = await entriesOf(provider().fetchPage(request('google', 'us', 0)));
    expect(page.features?.aiOverview).toEqual({ state: 'deferred', pageToken: deferred.ai_overview.page_token });
  });

  it('a result without a link keeps its place as an entry without a URL', async () => {
    fake.setResponder(() => ({
      status: 200,
      body: {
        search_metadata: { status: 'Success' },
        organic_results: [{ position: 1, title: 'AI overview' }, { position: 2, title: 'B', link: 'https://b.com/' }, { position: 3, title: 'C', link: null }],
        serpapi_pagination: { next: 'x' },
      },
    }));
    const page = await entriesOf(provider().fetchPage(request('google', 'us', 0)));
    expect(page.entries.map((e) => e.url)).toEqual([null, 'https://b.com/', null]);
  });

  it('ends where the engine says: no next page, or DuckDuckGo’s DEEP_ERROR_NO_RESULTS stand-in', async () => {
    const page = await entriesOf(provider().fetchPage(request('baidu', 'cn', 140, { keyword: 'tea' })));
    expect(page.entries).toHaveLength(10);
    expect(page.ended).toBe(true);
    fake.setResponder(() => ({
      status: 200,
      body: {
        search_metadata: { status: 'Success' },
        organic_results: [{ position: 1, title: 'DEEP_ERROR_NO_RESULTS', link: 'https://duckduckgo.com/' }],
        serpapi_pagination: { next: 'https://serpapi.com/search.json?engine=duckduckgo&start=40' },
      },
    }));
    expect(await entriesOf(provider().fetchPage(request('duckduckgo', 'us', 25)))).toEqual({ entries: [], ended: true, features: { blocks: [], aiOverview: { state: 'none' } } });
  });

  it('a page without any pagination block is not taken for the end', async () => {
    fake.setResponder(() => ({ status: 200, body: readSerpApiFixture('google_2.json') }));
    const page = await entriesOf(provider().fetchPage(request('google', 'us', 0, { keyword: 'Coffee' })));
    expect(page).toMatchObject({ ended: false });
    expect(page.entries).toHaveLength(10);
  });
});

describe('Baidu', () => {
  it('reads the site from displayed_link and keeps Baidu’s redirect for what it cannot tell', async () => {
    fake.setResponder(() => ({ status: 200, body: { ...(readSerpApiFixture('baidu_1_organic_excerpt.json') as object), search_metadata: { status: 'Success' } } }));
    const page = await entriesOf(provider().fetchPage(request('baidu', 'cn', 0, { keyword: 'Coffee' })));
    const redirect = (token: string) => expect.stringContaining(`http://www.baidu.com/link?url=${token}`);
    expect(page.entries).toEqual([
      { url: 'https://www.starbucks.com/coffee', title: 'The Best Coffee from Starbucks Coffee', redirect: redirect('Fs0T14ky') },
      { url: expect.stringMatching(/^http:\/\/zh\.wikipedia\.org\/wiki\//), title: '咖啡 - 维基百科，自由的百科全书', redirect: redirect('q2hXyDk1') },
      { url: 'http://www.coffeereview.cn/guide/begin', partial: true, title: '咖啡豆怎么选 新手入门指南', redirect: redirect('a9Bc8De7') },
      { url: null, title: '咖啡_百度百科', redirect: redirect('Zz9Yy8Xx') },
    ]);
  });
});

describe('failures', () => {
  it('treats an empty result page (200, Fully empty) as zero results, not an error', async () => {
    fake.setResponder(() => serpApiErrorReply('200_empty'));
    const result = await provider().fetchPage(request('google', 'us', 0, { keyword: 'zzqx' }));
    expect(result).toEqual({ ok: true, page: { entries: [], ended: true, features: { blocks: [], aiOverview: { state: 'none' } } } });
    expect(fake.requests).toHaveLength(1);
  });

  it.each<[string, unknown, string | undefined]>([
    ['an empty object', {}, undefined],
    ['no organic results and no empty-results signal', { search_metadata: { status: 'Success' }, search_information: { organic_results_state: 'Results for exact spelling' } }, undefined],
    ['an empty list without the signal', { search_metadata: { status: 'Success' }, organic_results: [] }, undefined],
    ['status Error with its text', { search_metadata: { status: 'Error' }, error: 'We couldn’t get valid results for this search.' }, 'We couldn’t get valid results for this search.'],
    ['entries none of which can be read', { search_metadata: { status: 'Success' }, organic_results: [{ title: 'x' }, { position: 2 }, 'junk'] }, undefined],
  ])('a 200 with %s is a provider error, not "not found"', async (_name, body, providerMessage) => {
    fake.setResponder(() => ({ status: 200, body }));
    const result = await provider().fetchPage(request('google', 'us', 0));
    expect(result).toEqual({ ok: false, error: { kind: 'invalid_response', status: 200, ...(providerMessage ? { providerMessage } : {}) } });
    expect(fake.requests).toHaveLength(1);
  });

  it('a search still Processing is asked again, and is an error if it never finishes', async () => {
    fake.setResponder(({ count }) =>
      count === 1 ? { status: 200, body: { search_metadata: { status: 'Processing' }, organic_results: [] } } : undefined,
    );
    const retried = await provider().fetchPage(request('google', 'us', 0));
    expect(retried.ok).toBe(true);
    expect(fake.requests).toHaveLength(2);
    fake.reset();
    fake.setResponder(() => ({ status: 200, body: { search_metadata: { status: 'Processing' } } }));
    const stuck = await provider().fetchPage(request('google', 'us', 0));
    expect(stuck).toEqual({ ok: false, error: { kind: 'unavailable', status: 200 } });
    expect(fake.requests).toHaveLength(3);
  });

  it('401: a configuration error, logged for the operator without the key', async () => {
    const logger = recordingLogger();
    const result = await provider({ apiKey: 'wrong-key-123', logger }).fetchPage(request('google', 'us', 0, { keyword: 'coffee' }));
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
    const result = await provider({ logger }).fetchPage(request('bing', 'us', 0, { keyword: 'coffee' }));
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
    const result = await provider().fetchPage(request('yahoo', 'us', 0, { keyword: 'coffee' }));
    expect(result).toMatchObject({ ok: false, error: { kind: 'unavailable', status: 503 } });
    expect(fake.requests).toHaveLength(3);
  });

  it('503 then 200: the retry succeeds', async () => {
    fake.setResponder(({ count }) => (count === 1 ? serpApiErrorReply('503') : undefined));
    const result = await provider().fetchPage(request('yandex', 'ru', 0, { keyword: 'coffee' }));
    expect(result.ok).toBe(true);
    if (result.ok) expect(result.page.entries).toHaveLength(10);
    expect(fake.requests).toHaveLength(2);
  });

  it('400: a bad request carrying SerpApi’s message, not retried', async () => {
    fake.setResponder(() => serpApiErrorReply('400'));
    const result = await provider().fetchPage(request('google', 'us', 0, { keyword: 'coffee' }));
    expect(result).toEqual({ ok: false, error: { kind: 'bad_request', status: 400, providerMessage: 'Missing query `q` parameter.' } });
    expect(fake.requests).toHaveLength(1);
  });

  it('an unreadable answer is invalid_response', async () => {
    fake.setResponder(() => ({ status: 200, body: '<html>Bad gateway</html>' }));
    const notJson = await provider().fetchPage(request('google', 'us', 0, { keyword: 'coffee' }));
    expect(notJson).toMatchObject({ ok: false, error: { kind: 'invalid_response' } });
    fake.setResponder(() => ({ status: 200, body: { organic_results: 'none' } }));
    const wrongShape = await provider().fetchPage(request('google', 'us', 0, { keyword: 'coffee' }));
    expect(wrongShape).toMatchObject({ ok: false, error: { kind: 'invalid_response' } });
  });

  it('a timeout is retried a bounded number of times, then unavailable', async () => {
    fake.setDelay(500);
    const result = await provider({ timeoutMs: 100 }).fetchPage(request('google', 'us', 0, { keyword: 'slow' }));
    expect(result).toEqual({ ok: false, error: { kind: 'unavailable' } });
    expect(fake.requests).toHaveLength(3);
  });

  it('stops retrying when the time budget is spent', async () => {
    fake.setResponder(() => serpApiErrorReply('503'));
    const slowRetry = { attempts: 5, baseDelayMs: 1_000, maxDelayMs: 1_000, budgetMs: 200 };
    const result = await provider({ retry: slowRetry }).fetchPage(request('google', 'us', 0, { keyword: 'coffee' }));
    expect(result).toMatchObject({ ok: false, error: { kind: 'unavailable' } });
    expect(fake.requests).toHaveLength(1);
  });

  it('a network failure is unavailable', async () => {
    const closed = await startFakeSerpApi();
    const url = closed.url;
    await closed.close();
    const result = await provider({ baseUrl: url }).fetchPage(request('google', 'us', 0, { keyword: 'coffee' }));
    expect(result).toEqual({ ok: false, error: { kind: 'unavailable' } });
  });

  it('the caller’s abort is thrown, not reported as a provider failure', async () => {
    fake.setDelay(1_000);
    const controller = new AbortController();
    const pending = provider().fetchPage(request('google', 'us', 0, { keyword: 'coffee' }), controller.signal);
    // Abort once the request is with the provider (it holds its answer for a second).
    await vi.waitFor(() => expect(fake.requests).toHaveLength(1));
    controller.abort(new Error('check cancelled'));
    await expect(pending).rejects.toThrow('check cancelled');
    expect(fake.requests).toHaveLength(1);
  });
});

describe('a deferred AI Overview', () => {
  const references = [{ title: 'Guide', link: 'https://example.com/guide', source: 'Example', index: 0 }];

  it('is read with engine=google_ai_overview and its page token, the same ai_overview block as an inline one', async () => {
    fake.setResponder((request) =>
      request.engine === 'google_ai_overview' ? { status: 200, body: { search_metadata: { status: 'Success' }, ai_overview: { text_blocks: [], references } } } : undefined,
    );
    const overview = await provider().fetchAiOverview?.('token-1');
    expect(overview).toEqual({ state: 'shown', references: [{ url: 'https://example.com/guide', title: 'Guide', source: 'Example' }] });
    const asked = fake.requests.at(-1);
    expect(asked?.engine).toBe('google_ai_overview');
    expect(asked?.params.get('page_token')).toBe('token-1');
  });

  it('is unreadable, never none, when the follow-up fails, is refused or comes back empty', async () => {
    fake.setResponder(() => ({ status: 503, body: { error: 'busy' } }));
    expect(await provider().fetchAiOverview?.('t')).toEqual({ state: 'unreadable', reason: 'Fetching the overview failed (HTTP 503).' });
    // Tried twice at once: the token would expire during a backoff.
    expect(fake.requests).toHaveLength(2);

    fake.reset();
    fake.setResponder(() => ({ status: 400, body: { error: 'Invalid page_token' } }));
    expect((await provider().fetchAiOverview?.('t'))?.state).toBe('unreadable');
    expect(fake.requests).toHaveLength(1);

    fake.setResponder(() => ({ status: 200, body: { search_metadata: { status: 'Success' } } }));
    expect(await provider().fetchAiOverview?.('t')).toEqual({ state: 'unreadable', reason: 'The overview Google showed came back empty when fetched.' });
  });
});
