import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createApiClient, type RankCheckProgress } from './api-client';
import { ApiRequestError } from './api-request-error';
import { retryAfterSeconds } from './send-request';

const KEY = 'rc_live_0123456789abcdefABCDEF0123456789';

const RESULT = {
  rank: 14,
  page: 2,
  type: 'organic',
  matchedUrl: 'https://example.com/shoes',
  otherPositions: [],
  checkedAt: '2026-11-24T09:00:00.000Z',
  source: 'serpapi',
  simulated: false,
  pagesScanned: 4,
  resultsScanned: 40,
  keyword: 'running shoes',
  websiteUrl: 'example.com',
  location: 'us',
  searchEngine: 'google',
  device: 'desktop',
  locationTargeting: { level: 'country', note: null },
  competitors: [],
};

type Handler = (request: IncomingMessage, response: ServerResponse, body: string) => void;

/** A local HTTP server standing in for the app: each test says how it answers. */
describe('createApiClient', () => {
  let server: Server;
  let baseUrl: string;
  let handle: Handler;
  const seen: { method: string; url: string; headers: IncomingMessage['headers']; body: string }[] = [];
  beforeAll(async () => {
    server = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString()));
      request.on('end', () => {
        seen.push({ method: request.method ?? '', url: request.url ?? '', headers: request.headers, body });
        handle(request, response, body);
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/app`;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });
  beforeEach(() => {
    seen.length = 0;
  });

  const client = (options: { timeoutMs?: number; rankCheckTimeoutMs?: number } = {}) =>
    createApiClient({ baseUrl, apiKey: KEY, userAgent: 'rank-checker-mcp/test', ...options });
  const json = (status: number, body: unknown, headers: Record<string, string> = {}): Handler => (_request, response) => {
    response.writeHead(status, { 'content-type': 'application/json', ...headers }).end(JSON.stringify(body));
  };
  async function failureOf(promise: Promise<unknown>): Promise<ApiRequestError> {
    const error: unknown = await promise.then(
      () => undefined,
      (e: unknown) => e,
    );
    if (!(error instanceof ApiRequestError)) throw new Error(`expected an ApiRequestError, got ${String(error)}`);
    return error;
  }

  it('sends the key as a Bearer token to the path under the base URL, with the query, and reads the answer', async () => {
    handle = json(200, { items: [], nextCursor: null, total: 0 });
    const page = await client().history({ site: 'example.com', keyword: 'running shoes', limit: 5 });
    expect(page).toEqual({ items: [], nextCursor: null, total: 0 });
    expect(seen[0]?.url).toBe('/app/api/v1/me/history?site=example.com&keyword=running+shoes&limit=5');
    expect(seen[0]?.headers).toMatchObject({ authorization: `Bearer ${KEY}`, 'user-agent': 'rank-checker-mcp/test', accept: 'application/json' });
  });

  it("posts JSON and turns the API's error into an ApiRequestError with its code, message, status and Retry-After", async () => {
    handle = json(429, { error: { code: 'RATE_LIMITED', message: 'This API key made 60 requests in the past minute.' } }, { 'retry-after': '17' });
    const error = await failureOf(client().createScheduledCheck({ websiteUrl: 'example.com', keyword: 'shoes' }));
    expect(error).toMatchObject({ code: 'RATE_LIMITED', status: 429, retryAfterSeconds: 17, message: 'This API key made 60 requests in the past minute.' });
    expect(seen[0]).toMatchObject({ method: 'POST', url: '/app/api/v1/me/scheduled-checks' });
    expect(seen[0]?.headers['content-type']).toBe('application/json');
    expect(JSON.parse(seen[0]?.body ?? '')).toEqual({ websiteUrl: 'example.com', keyword: 'shoes' });
  });

  it('says what came back when an error is not the API shape (a proxy page)', async () => {
    handle = (_request, response) => response.writeHead(502, { 'content-type': 'text/html' }).end('<h1>Bad Gateway</h1>');
    const error = await failureOf(client().plan());
    expect(error).toMatchObject({ code: 'UNEXPECTED_RESPONSE', status: 502 });
    expect(error.message).toContain('HTTP 502 Bad Gateway');
  });

  it('refuses an answer of another shape, and does not follow redirects (the key stays with the app)', async () => {
    handle = json(200, { hello: 'world' });
    expect(await failureOf(client().plan())).toMatchObject({ code: 'UNEXPECTED_RESPONSE', status: 200 });
    handle = (_request, response) => response.writeHead(302, { location: 'http://127.0.0.1:9/elsewhere' }).end();
    const redirected = await failureOf(client().plan());
    expect(redirected).toMatchObject({ code: 'UNEXPECTED_RESPONSE', status: 302 });
    expect(redirected.message).toContain('RANK_CHECKER_URL');
    expect(seen).toHaveLength(2);
  });

  it('gives up after its time limit, also when the answer stops halfway', async () => {
    handle = () => undefined;
    const silent = await failureOf(client({ timeoutMs: 150 }).plan());
    expect(silent).toMatchObject({ code: 'TIMEOUT', status: null, message: expect.stringContaining('did not answer') });
    handle = (_request, response) => {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.write('{"plan":');
    };
    expect(await failureOf(client({ timeoutMs: 150 }).plan())).toMatchObject({ code: 'TIMEOUT' });
  });

  it("stops when the caller cancels, and says so rather than 'timeout'", async () => {
    handle = () => undefined;
    const controller = new AbortController();
    const pending = failureOf(client().plan(controller.signal));
    setTimeout(() => controller.abort(), 50);
    expect(await pending).toMatchObject({ code: 'CANCELLED' });
  });

  it('says the app cannot be reached, naming the address and the reason', async () => {
    // A port that was just free: nothing listens there now.
    const probe = createServer();
    await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
    const port = (probe.address() as AddressInfo).port;
    await new Promise((resolve) => probe.close(resolve));
    const closed = createApiClient({ baseUrl: `http://127.0.0.1:${port}`, apiKey: KEY, userAgent: 'test' });
    const error = await failureOf(closed.health());
    expect(error).toMatchObject({ code: 'UNREACHABLE', status: null });
    expect(error.message).toContain(`http://127.0.0.1:${port} (ECONNREFUSED)`);
  });

  describe('checkRank', () => {
    const ndjson = (lines: unknown[], options: { split?: boolean } = {}): Handler => (_request, response) => {
      response.writeHead(200, { 'content-type': 'application/x-ndjson; charset=utf-8' });
      const text = lines.map((line) => `${JSON.stringify(line)}\n`).join('');
      if (!options.split) return void response.end(text);
      // Lines cut across chunks, as a network may deliver them.
      const cut = Math.floor(text.length / 2);
      response.write(text.slice(0, cut));
      setTimeout(() => response.end(text.slice(cut)), 20);
    };

    it('asks for the stream, reports progress and answers the result', async () => {
      handle = ndjson(
        [
          { type: 'progress', from: 1, to: 10, pagesScanned: 0 },
          { type: 'progress', from: 11, to: 40, pagesScanned: 1 },
          { type: 'result', result: RESULT },
        ],
        { split: true },
      );
      const progress: RankCheckProgress[] = [];
      const result = await client().checkRank({ websiteUrl: 'example.com', keyword: 'running shoes' }, { onProgress: (p) => progress.push(p) });
      expect(result).toEqual(RESULT);
      expect(progress).toEqual([
        { type: 'progress', from: 1, to: 10, pagesScanned: 0 },
        { type: 'progress', from: 11, to: 40, pagesScanned: 1 },
      ]);
      expect(seen[0]?.headers.accept).toBe('application/x-ndjson');
    });

    it("answers a streamed error line as the API's error", async () => {
      handle = ndjson([
        { type: 'progress', from: 1, to: 10, pagesScanned: 0 },
        { type: 'error', error: { code: 'SERP_ERROR', message: 'The search provider failed; the check used no quota.' }, status: 502 },
      ]);
      const error = await failureOf(client().checkRank({ websiteUrl: 'example.com', keyword: 'shoes' }));
      expect(error).toMatchObject({ code: 'SERP_ERROR', status: 502, message: 'The search provider failed; the check used no quota.' });
    });

    it('refuses a stream that ends without an answer or holds something else', async () => {
      handle = ndjson([{ type: 'progress', from: 1, to: 10, pagesScanned: 0 }]);
      expect(await failureOf(client().checkRank({ websiteUrl: 'example.com', keyword: 'shoes' }))).toMatchObject({
        code: 'UNEXPECTED_RESPONSE',
        message: expect.stringContaining('ended without an answer'),
      });
      handle = (_request, response) => response.writeHead(200, { 'content-type': 'application/x-ndjson' }).end('not json\n');
      expect(await failureOf(client().checkRank({ websiteUrl: 'example.com', keyword: 'shoes' }))).toMatchObject({ code: 'UNEXPECTED_RESPONSE' });
    });

    it('reads a plain JSON answer too, and times out a stream that stalls', async () => {
      handle = json(200, RESULT);
      expect(await client().checkRank({ websiteUrl: 'example.com', keyword: 'shoes' })).toEqual(RESULT);
      handle = (_request, response) => {
        response.writeHead(200, { 'content-type': 'application/x-ndjson' });
        response.write(`${JSON.stringify({ type: 'progress', from: 1, to: 10, pagesScanned: 0 })}\n`);
      };
      expect(await failureOf(client({ rankCheckTimeoutMs: 200 }).checkRank({ websiteUrl: 'example.com', keyword: 'shoes' }))).toMatchObject({
        code: 'TIMEOUT',
      });
    });
  });
});

describe('retryAfterSeconds', () => {
  const now = Date.parse('2026-11-24T09:00:00Z');
  it.each([
    [null, null],
    ['', null],
    ['30', 30],
    ['Tue, 24 Nov 2026 09:00:45 GMT', 45],
    ['Tue, 24 Nov 2026 08:59:00 GMT', 0],
    ['soon', null],
  ])('reads %j as %j', (header, seconds) => {
    expect(retryAfterSeconds(header, now)).toBe(seconds);
  });
});
