import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { isSearchEngine } from '../../../../core/search/engines';
import { buildSearchBody, WIRE_ENGINES, type Placement } from './fake-serp-responses';
import { serpApiErrorReply } from './serpapi-fixtures';

export type { Placement } from './fake-serp-responses';
export { readSerpApiFixture, serpApiErrorReply, type SerpApiErrorFixture } from './serpapi-fixtures';

export interface FakeSerpApiRequest {
  /** The `engine` query parameter as sent. */
  engine: string;
  params: URLSearchParams;
  /** 1-based number of this request since start (or the last reset()). */
  count: number;
}

export interface FakeSerpApiReply {
  status: number;
  body: unknown;
  /** Extra response headers (a 429's Retry-After). */
  headers?: Record<string, string>;
}

/** Return a reply to override the default answer, or undefined to let the default answer. */
export type FakeSerpApiResponder = (request: FakeSerpApiRequest) => FakeSerpApiReply | undefined;

export interface FakeSerpApiOptions {
  /** Wait this long before every answer (latency benchmarks, timeout tests). */
  delayMs?: number;
  respond?: FakeSerpApiResponder;
  /** Per query text (`*` for every query): URLs to show at absolute positions. */
  placements?: Record<string, Placement[]>;
  /** When set, any other api_key gets SerpApi's 401 answer. Any non-empty key is accepted otherwise. */
  apiKey?: string;
  /** Organic results every query has in all (default 150, so 100 positions are always available). */
  totalResults?: number;
  /** How many results a request holds when not the engine's usual size (short or erratic pages). */
  holds?: FakeSerpApiHolds;
  /**
   * Per query text: blocks the first page shows besides its organic results, as SerpApi names them
   * (`answer_box`, `related_questions`, `ai_overview`, ...; see fixtures/), merged into that page's answer.
   */
  blocks?: Record<string, Record<string, unknown>>;
  /**
   * Per page token: the `ai_overview` block `engine=google_ai_overview` answers with (a deferred overview's
   * follow-up, serpapi.com/google-ai-overview-api). An unknown token gets SerpApi's 400.
   */
  overviews?: Record<string, unknown>;
  /**
   * Per `{engine} {question}` ("google_ai_mode trail shoes"): the answer `engine=google_ai_mode` or
   * `engine=bing_copilot` gives, its `text_blocks` and `references` as serpapi.com documents them. A question
   * without one gets SerpApi's "no results" error.
   */
  aiAnswers?: Record<string, { text_blocks?: unknown[]; references?: unknown[] }>;
}

/** Return a number to make this request's page hold that many results, or undefined for the usual size. */
export type FakeSerpApiHolds = (request: { engine: string; params: URLSearchParams }) => number | undefined;

export interface FakeSerpApi {
  /** Base URL to give the adapter (SERPAPI_BASE_URL), e.g. http://127.0.0.1:41234 */
  url: string;
  /** Every request received since start or the last reset(), in order. */
  requests: { engine: string; params: URLSearchParams }[];
  setResponder(respond: FakeSerpApiResponder | undefined): void;
  setDelay(ms: number): void;
  setPlacements(placements: Record<string, Placement[]>): void;
  setHolds(holds: FakeSerpApiHolds | undefined): void;
  setBlocks(blocks: Record<string, Record<string, unknown>>): void;
  setOverviews(overviews: Record<string, unknown>): void;
  setAiAnswers(answers: NonNullable<FakeSerpApiOptions['aiAnswers']>): void;
  /** Forget requests and go back to the options given at start. */
  reset(): void;
  close(): Promise<void>;
}

/**
 * A local HTTP server speaking SerpApi's wire format (GET /search.json?engine=...&api_key=...) for all six
 * engines. By default it answers every query with deterministic, realistic organic results for the offset
 * asked (see fake-serp-responses); `respond` overrides answers (errors, fixtures, flaky sequences).
 */
export async function startFakeSerpApi(options: FakeSerpApiOptions = {}): Promise<FakeSerpApi> {
  let delayMs = options.delayMs ?? 0;
  let responder = options.respond;
  let placements = options.placements ?? {};
  let holds = options.holds;
  let blocks = options.blocks ?? {};
  let overviews = options.overviews ?? {};
  let aiAnswers = options.aiAnswers ?? {};
  const requests: FakeSerpApi['requests'] = [];
  const timers = new Set<NodeJS.Timeout>();
  let baseUrl = '';

  function defaultReply(engine: string, params: URLSearchParams): FakeSerpApiReply {
    const key = params.get('api_key');
    if (!key || (options.apiKey !== undefined && key !== options.apiKey)) return serpApiErrorReply('401');
    if (engine === 'google_ai_overview') {
      const overview = overviews[params.get('page_token') ?? ''];
      if (overview === undefined) return { status: 400, body: { error: 'Invalid page_token.' } };
      return { status: 200, body: { search_metadata: { status: 'Success' }, ai_overview: overview } };
    }
    if (engine === 'google_ai_mode' || engine === 'bing_copilot') {
      const answer = aiAnswers[`${engine} ${params.get('q') ?? ''}`];
      if (!answer) return { status: 200, body: { search_metadata: { status: 'Success' }, error: "Google AI Mode hasn't returned any results for this query." } };
      return { status: 200, body: { search_metadata: { status: 'Success' }, search_parameters: { engine, q: params.get('q') }, ...answer } };
    }
    if (!isSearchEngine(engine)) return { status: 400, body: { error: `Unsupported \`${engine}\` search engine.` } };
    const queryKey = WIRE_ENGINES[engine].queryKey;
    const query = params.get(queryKey);
    if (!query) return { status: 400, body: { error: `Missing query \`${queryKey}\` parameter.` } };
    const forQuery = [...(placements[query] ?? []), ...(placements['*'] ?? [])];
    const held = holds?.({ engine, params });
    const body = buildSearchBody({
      engine,
      params,
      baseUrl,
      totalResults: options.totalResults ?? 150,
      placements: forQuery,
      ...(held !== undefined ? { holds: held } : {}),
    });
    const first = WIRE_ENGINES[engine].window(params).offset === 0;
    return { status: 200, body: first && blocks[query] ? { ...body, ...blocks[query] } : body };
  }

  function handle(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    let reply: FakeSerpApiReply;
    if (req.method !== 'GET' || url.pathname !== '/search.json') {
      reply = { status: 404, body: { error: 'Not found.' } };
    } else {
      const engine = url.searchParams.get('engine') ?? '';
      requests.push({ engine, params: url.searchParams });
      const count = requests.length;
      reply = responder?.({ engine, params: url.searchParams, count }) ?? defaultReply(engine, url.searchParams);
    }
    const send = () => {
      const text = typeof reply.body === 'string' ? reply.body : JSON.stringify(reply.body);
      res.writeHead(reply.status, { 'content-type': 'application/json; charset=utf-8', ...reply.headers });
      res.end(text);
    };
    if (delayMs <= 0) return send();
    const timer = setTimeout(() => {
      timers.delete(timer);
      if (!res.destroyed) send();
    }, delayMs);
    timers.add(timer);
  }

  const server = createServer(handle);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url: baseUrl,
    requests,
    setResponder: (respond) => {
      responder = respond;
    },
    setDelay: (ms) => {
      delayMs = ms;
    },
    setPlacements: (next) => {
      placements = next;
    },
    setHolds: (next) => {
      holds = next;
    },
    setBlocks: (next) => {
      blocks = next;
    },
    setOverviews: (next) => {
      overviews = next;
    },
    setAiAnswers: (next) => {
      aiAnswers = next;
    },
    reset: () => {
      requests.length = 0;
      responder = options.respond;
      delayMs = options.delayMs ?? 0;
      placements = options.placements ?? {};
      holds = options.holds;
      blocks = options.blocks ?? {};
      overviews = options.overviews ?? {};
      aiAnswers = options.aiAnswers ?? {};
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
