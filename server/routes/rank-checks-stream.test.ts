import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rankCheckStreamEventSchema } from '../../contracts/rank-check';
import { createGuestIpKeyer } from '../services/usage/guest-ip-key';
import { buildTestApp, TEST_SESSION_SECRET, type TestApp } from '../testing/build-test-app';
import { numberedSitesProvider } from '../testing/numbered-sites-provider';
import { uniqueIp } from '../testing/guest-client';
import { uniqueKeyword } from '../testing/serp-fixture';

/**
 * A provider that answers page 1 at once and holds every later page until released, so the test can prove a
 * progress line reaches a real HTTP client while the check is still running (nothing buffers the stream).
 */
function gatedProvider() {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  const provider = numberedSitesProvider('gated', (request) => (request.start > 0 ? gate : undefined));
  return { provider, release };
}

describe('POST /api/v1/rank-checks streamed over HTTP', () => {
  const gated = gatedProvider();
  let t: TestApp;
  let base: string;
  beforeAll(async () => {
    t = await buildTestApp({ serpProvider: gated.provider });
    base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => t.close());

  it('delivers progress lines while pages are still being fetched', async () => {
    const response = await fetch(`${base}/api/v1/rank-checks`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/x-ndjson', 'accept-encoding': 'gzip, br' },
      body: JSON.stringify({ websiteUrl: 'example.com', keyword: uniqueKeyword() }),
    });
    expect(response.status).toBe(200);
    const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
    let buffer = '';
    const events: unknown[] = [];
    while (events.length < 2) {
      const { value, done } = await reader.read();
      if (done) break;
      buffer += value;
      const lines = buffer.split('\n');
      buffer = lines.pop() ?? '';
      events.push(...lines.filter(Boolean).map((line) => rankCheckStreamEventSchema.parse(JSON.parse(line))));
    }
    // Pages 2-4 are held: the second progress line can only have arrived if the stream is not buffered.
    expect(events).toEqual([
      { type: 'progress', from: 1, to: 10, pagesScanned: 0 },
      { type: 'progress', from: 11, to: 40, pagesScanned: 1 },
    ]);
    gated.release();
    let rest = buffer;
    for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      rest += value;
    }
    const tail = rest.trim().split('\n').map((line) => rankCheckStreamEventSchema.parse(JSON.parse(line)));
    expect(tail.at(-1)).toMatchObject({ type: 'result', result: { rank: 0, type: 'not found', source: 'gated', pagesScanned: 10 } });
  });
});

describe('POST /api/v1/rank-checks streamed: a client that goes away', () => {
  const asked: number[] = [];
  // The first request answers at once; the second wave waits for ever, unless the scan lets it go.
  const provider = numberedSitesProvider('gated', (request, signal) => {
    asked.push(request.start);
    if (request.start === 0) return undefined;
    return new Promise<void>((_, reject) => signal?.addEventListener('abort', () => reject(signal.reason), { once: true }));
  });
  let t: TestApp;
  let base: string;
  beforeAll(async () => {
    t = await buildTestApp({ serpProvider: provider, env: { TRUST_PROXY: 'true' } });
    base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => t.close());

  it('stops the scan before its next wave, gives the guest the check back and keeps the server up', async () => {
    const ip = uniqueIp();
    const controller = new AbortController();
    const response = await fetch(`${base}/api/v1/rank-checks`, {
      method: 'POST',
      signal: controller.signal,
      headers: { 'content-type': 'application/json', accept: 'application/x-ndjson', 'x-forwarded-for': ip },
      // Not among the 100 results: without the disconnect the scan would go on to positions 41-100.
      body: JSON.stringify({ websiteUrl: 'absent-site.test', keyword: uniqueKeyword() }),
    });
    const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
    let text = '';
    while (!text.includes('"from":11')) text += (await reader.read()).value ?? '';
    await expect.poll(() => asked.length).toBe(4);
    controller.abort();
    // The guest's reservation is given back once the scan has stopped: that is the moment to look.
    await expect
      .poll(async () => (await t.pool.query('select 1 from guest_usage where key = $1', [createGuestIpKeyer(TEST_SESSION_SECRET)(ip)])).rowCount)
      .toBe(0);
    expect(asked).toEqual([0, 10, 20, 30]);
    const health = await fetch(`${base}/api/v1/health`);
    expect(health.status).toBe(200);
  });
});
