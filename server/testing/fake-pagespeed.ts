import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** PageSpeed Insights v5 answers recorded from Google (a Lighthouse 9 mobile run, a Lighthouse error, a 429). */
const FIXTURES_DIR = new URL('./fixtures/pagespeed/', import.meta.url);

export type PageSpeedFixture = 'psi_1_mobile_lh9.json' | 'psi_error_400_lighthouse.json' | 'psi_error_429.json';

export function readPageSpeedFixture(file: PageSpeedFixture): unknown {
  return JSON.parse(readFileSync(new URL(file, FIXTURES_DIR), 'utf8'));
}

export type FakePageSpeedReply = 'success' | 'lighthouse_error' | 'rate_limited' | 'server_error';

export interface FakePageSpeed {
  /** The runPagespeed endpoint to use as the client's base URL (PAGESPEED_BASE_URL). */
  url: string;
  /** Every request received, in order, with its query (`key` included). */
  requests: URL[];
  /** How to answer from now on: for `forUrl` only (matched exactly), or for every page (forgetting per-page answers). */
  respondWith(kind: FakePageSpeedReply, forUrl?: string): void;
  close(): Promise<void>;
}

const PATH = '/pagespeedonline/v5/runPagespeed';

/** Retry-After sent with the 429 (Google's quota message says per-minute and per-day limits). */
export const FAKE_PAGESPEED_RETRY_AFTER_SECONDS = 60;

/**
 * A local HTTP server on 127.0.0.1 speaking PageSpeed Insights v5's wire format: GET …/runPagespeed?url=…
 * answers the recorded Lighthouse 9 mobile run for that URL (score 62), or Google's error answers on demand.
 * `delayMs` holds every answer back, so a benchmark or browser test can see the pending state.
 */
export async function startFakePageSpeed(options: { delayMs?: number } = {}): Promise<FakePageSpeed> {
  const delayMs = options.delayMs ?? 0;
  const requests: URL[] = [];
  const perUrl = new Map<string, FakePageSpeedReply>();
  let fallback: FakePageSpeedReply = 'success';
  const timers = new Set<NodeJS.Timeout>();

  function handle(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    let reply: Reply;
    if (req.method !== 'GET' || url.pathname !== PATH) {
      reply = googleError(404, 'NOT_FOUND', 'notFound', 'The requested URL was not found on this server.');
    } else {
      requests.push(url);
      reply = badRequest(url.searchParams) ?? answer(url.searchParams.get('url') as string);
    }
    const send = () => {
      res.writeHead(reply.status, { 'content-type': 'application/json; charset=UTF-8', ...reply.headers });
      res.end(JSON.stringify(reply.body));
    };
    if (delayMs <= 0) return send();
    const timer = setTimeout(() => {
      timers.delete(timer);
      if (!res.destroyed) send();
    }, delayMs);
    timers.add(timer);
  }

  function answer(pageUrl: string): Reply {
    switch (perUrl.get(pageUrl) ?? fallback) {
      case 'success':
        return { status: 200, body: successFor(pageUrl) };
      case 'lighthouse_error':
        return { status: 400, body: readPageSpeedFixture('psi_error_400_lighthouse.json') };
      case 'rate_limited':
        return {
          status: 429,
          body: readPageSpeedFixture('psi_error_429.json'),
          headers: { 'retry-after': String(FAKE_PAGESPEED_RETRY_AFTER_SECONDS) },
        };
      case 'server_error':
        return googleError(500, 'INTERNAL', 'backendError', 'Internal error encountered.');
    }
  }

  const server = createServer(handle);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const port = (server.address() as AddressInfo).port;

  return {
    url: `http://127.0.0.1:${port}${PATH}`,
    requests,
    respondWith(kind, forUrl) {
      if (forUrl !== undefined) return void perUrl.set(forUrl, kind);
      fallback = kind;
      perUrl.clear();
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        for (const timer of timers) clearTimeout(timer);
        timers.clear();
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };
}

interface Reply {
  status: number;
  body: unknown;
  headers?: Record<string, string>;
}

/** The recorded run, as if it had been made for `pageUrl`. */
function successFor(pageUrl: string): unknown {
  const body = readPageSpeedFixture('psi_1_mobile_lh9.json') as {
    id: string;
    lighthouseResult: { requestedUrl: string; finalUrl: string };
  };
  body.id = pageUrl;
  body.lighthouseResult.requestedUrl = pageUrl;
  body.lighthouseResult.finalUrl = pageUrl;
  return body;
}

/**
 * Google's 400 for a request it refuses: no `url`, a `url` outside the documented pattern
 * `(?i)(url:|origin:)?http(s)?://.*` (runpagespeed reference), or a category or strategy it has not got. This
 * stand-in runs only the performance category, which is all the client asks for.
 */
function badRequest(params: URLSearchParams): Reply | undefined {
  const url = params.get('url');
  if (!url) return googleError(400, 'INVALID_ARGUMENT', 'badRequest', 'Missing required field: url');
  if (!/^(url:|origin:)?https?:\/\/.+/i.test(url)) {
    return googleError(400, 'INVALID_ARGUMENT', 'badRequest', `Invalid value at 'url' ("${url}")`);
  }
  const wrongCategory = params.getAll('category').find((category) => category.toLowerCase() !== 'performance');
  if (wrongCategory !== undefined) {
    return googleError(400, 'INVALID_ARGUMENT', 'badRequest', `Invalid value at 'category' ("${wrongCategory}")`);
  }
  const strategy = params.get('strategy');
  if (strategy !== null && !['mobile', 'desktop'].includes(strategy.toLowerCase())) {
    return googleError(400, 'INVALID_ARGUMENT', 'badRequest', `Invalid value at 'strategy' ("${strategy}")`);
  }
  return undefined;
}

function googleError(code: number, status: string, reason: string, message: string): Reply {
  return { status: code, body: { error: { code, message, errors: [{ message, domain: 'global', reason }], status } } };
}
