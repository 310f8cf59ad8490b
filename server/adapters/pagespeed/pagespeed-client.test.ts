import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { FAKE_PAGESPEED_RETRY_AFTER_SECONDS, startFakePageSpeed, type FakePageSpeed } from '../../testing/fake-pagespeed';
import { createPageSpeedClient } from './pagespeed-client';
import { PageSpeedError } from './pagespeed-error';

const KEY = 'AIzaSy-test-pagespeed-key';
const PAGE = 'https://www.example.com/pricing?plan=pro';

async function failure(promise: Promise<unknown>): Promise<PageSpeedError> {
  const outcome = await promise.then(
    () => new Error('the analysis succeeded'),
    (error: unknown) => error,
  );
  if (outcome instanceof PageSpeedError) return outcome;
  throw outcome;
}

/** A stand-in for fetch that answers one fixed reply, for answers the stand-in server does not give. */
function answering(status: number, body: string, headers: Record<string, string> = {}): typeof fetch {
  return async () => new Response(body, { status, headers });
}

describe('createPageSpeedClient against the PageSpeed stand-in', () => {
  let fake: FakePageSpeed;
  beforeAll(async () => {
    fake = await startFakePageSpeed();
  });
  afterAll(() => fake.close());
  beforeEach(() => {
    fake.requests.length = 0;
    fake.respondWith('success');
  });

  it('asks for the page’s mobile performance with the key, as spec §7 says', async () => {
    await createPageSpeedClient({ apiKey: KEY, baseUrl: fake.url }).analyse(PAGE);
    expect(fake.requests).toHaveLength(1);
    const params = fake.requests[0]!.searchParams;
    expect(Object.fromEntries(params)).toEqual({ url: PAGE, category: 'performance', strategy: 'mobile', key: KEY });
    expect(params.getAll('category')).toEqual(['performance']);
  });

  it('sends no key parameter when none is set (a proxy that adds its own)', async () => {
    await createPageSpeedClient({ baseUrl: fake.url }).analyse(PAGE);
    expect(fake.requests[0]!.searchParams.has('key')).toBe(false);
  });

  it('reads the recorded run’s figures', async () => {
    const result = await createPageSpeedClient({ apiKey: KEY, baseUrl: fake.url }).analyse(PAGE);
    expect(result).toEqual({
      score: 62,
      strategy: 'mobile',
      lab: {
        largestContentfulPaintMs: 4343,
        cumulativeLayoutShift: 0.03763240983751085,
        totalBlockingTimeMs: 747,
        firstContentfulPaintMs: 2010,
        speedIndexMs: 2966.576540161049,
      },
      field: {
        overallCategory: 'FAST',
        largestContentfulPaintMs: 2272,
        cumulativeLayoutShift: 0,
        interactionToNextPaintMs: null,
        firstContentfulPaintMs: 1174,
        scope: 'page',
      },
      lighthouseVersion: '9.6.6',
      analysedAt: '2022-09-13T13:44:06.297Z',
    });
  });

  it('says in plain words why Lighthouse could not load the page (Google’s 400)', async () => {
    fake.respondWith('lighthouse_error', PAGE);
    const client = createPageSpeedClient({ apiKey: KEY, baseUrl: fake.url });
    const error = await failure(client.analyse(PAGE));
    expect(error).toMatchObject({ kind: 'page_failed', status: 400, retryAfterSeconds: null });
    expect(error.message).toBe('PageSpeed could not load this page: the site took too long to answer.');
    // Only that page fails; others still get a score.
    await expect(client.analyse('https://www.example.com/')).resolves.toMatchObject({ score: 62 });
  });

  it('reports Google’s quota answer as rate_limited with its Retry-After', async () => {
    fake.respondWith('rate_limited');
    const error = await failure(createPageSpeedClient({ apiKey: KEY, baseUrl: fake.url }).analyse(PAGE));
    expect(error).toMatchObject({ kind: 'rate_limited', status: 429, retryAfterSeconds: FAKE_PAGESPEED_RETRY_AFTER_SECONDS });
    expect(error.message).toBe('PageSpeed has run as many analyses as it allows for now. Please try again later.');
  });

  it('reports a 500 as the provider’s failure', async () => {
    fake.respondWith('server_error');
    const error = await failure(createPageSpeedClient({ apiKey: KEY, baseUrl: fake.url }).analyse(PAGE));
    expect(error).toMatchObject({ kind: 'provider', status: 500 });
    expect(error.message).toBe('PageSpeed is not available right now. Please try again later.');
  });

  it('keeps the key out of every error, whatever failed', async () => {
    const client = createPageSpeedClient({ apiKey: KEY, baseUrl: fake.url });
    const errors: PageSpeedError[] = [];
    for (const kind of ['lighthouse_error', 'rate_limited', 'server_error'] as const) {
      fake.respondWith(kind);
      errors.push(await failure(client.analyse(PAGE)));
    }
    const echoing = createPageSpeedClient({
      apiKey: KEY,
      baseUrl: fake.url,
      fetch: answering(400, JSON.stringify({ error: { code: 400, message: `API key not valid: ${KEY}` } })),
    });
    errors.push(await failure(echoing.analyse(PAGE)));
    const unreachable = createPageSpeedClient({ apiKey: KEY, baseUrl: 'http://127.0.0.1:9/runPagespeed' });
    errors.push(await failure(unreachable.analyse(PAGE)));
    expect(errors.map((error) => error.kind)).toEqual(['page_failed', 'rate_limited', 'provider', 'provider', 'provider']);
    for (const error of errors) {
      expect(JSON.stringify({ ...error, message: error.message, stack: error.stack })).not.toContain(KEY);
      expect(error.message).not.toMatch(/\bkey\b/i);
    }
  });

  it('stops waiting after timeoutMs and says so', async () => {
    const slow = await startFakePageSpeed({ delayMs: 5_000 });
    try {
      const error = await failure(createPageSpeedClient({ apiKey: KEY, baseUrl: slow.url, timeoutMs: 50 }).analyse(PAGE));
      expect(error).toMatchObject({ kind: 'timeout', status: null });
      expect(error.message).toBe('PageSpeed took too long to analyse this page. Please try again later.');
      expect(slow.requests).toHaveLength(1);
    } finally {
      await slow.close();
    }
  });

  it('rejects with the caller’s own reason when the caller aborts', async () => {
    const slow = await startFakePageSpeed({ delayMs: 5_000 });
    try {
      const controller = new AbortController();
      const pending = createPageSpeedClient({ baseUrl: slow.url }).analyse(PAGE, { signal: controller.signal });
      const reason = new Error('snapshot cancelled');
      setTimeout(() => controller.abort(reason), 20);
      await expect(pending).rejects.toBe(reason);
    } finally {
      await slow.close();
    }
  });
});

describe('createPageSpeedClient with answers the stand-in does not give', () => {
  const baseUrl = 'https://pagespeed.example.test/runPagespeed';

  it.each<[string, number, string, Record<string, string>, string]>([
    ['HTML instead of JSON', 200, '<html><body>Sign in</body></html>', { 'content-type': 'text/html' }, 'invalid_response'],
    ['JSON cut short', 200, '{"lighthouseResult": {"categories"', {}, 'invalid_response'],
    ['an empty body', 200, '', {}, 'invalid_response'],
    ['a result without a score', 200, JSON.stringify({ lighthouseResult: { categories: { performance: { score: null } }, fetchTime: '2026-11-24T10:00:00Z' } }), {}, 'page_failed'],
    ['a 429 without Retry-After', 429, '{}', {}, 'rate_limited'],
    ['a 503 from a proxy', 503, 'Service Unavailable', { 'content-type': 'text/plain' }, 'provider'],
    ['a redirect', 302, '', { location: 'https://elsewhere.example.test/' }, 'provider'],
  ])('classifies %s', async (_name, status, body, headers, kind) => {
    const client = createPageSpeedClient({ apiKey: KEY, baseUrl, fetch: answering(status, body, headers) });
    const error = await failure(client.analyse(PAGE));
    expect(error.kind).toBe(kind);
    if (kind === 'rate_limited') expect(error.retryAfterSeconds).toBeNull();
  });

  it('refuses an answer larger than any PageSpeed result without reading it all', async () => {
    const huge = answering(200, '{}', { 'content-length': String(64 * 1024 * 1024) });
    const error = await failure(createPageSpeedClient({ baseUrl, fetch: huge }).analyse(PAGE));
    expect(error.kind).toBe('invalid_response');
  });

  it('never follows a redirect, which would carry the key elsewhere', async () => {
    let init: RequestInit | undefined;
    const spy: typeof fetch = async (_input, options) => {
      init = options;
      return new Response('{}', { status: 500 });
    };
    await failure(createPageSpeedClient({ apiKey: KEY, baseUrl, fetch: spy }).analyse(PAGE));
    expect(init?.redirect).toBe('error');
  });
});
