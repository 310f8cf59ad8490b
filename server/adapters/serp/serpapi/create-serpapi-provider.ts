import type { SearchEngine } from '../../../../core/search/engines';
import type { SerpError, SerpPageRequest, SerpPageResult, SerpProvider } from '../serp-provider';
import { abortableSleep } from '../abortable-sleep';
import { ENGINE_REQUESTS } from './engines';
import { fetchAiAnswer } from './fetch-ai-answer';
import { fetchAiOverview } from './fetch-ai-overview';
import { maskApiKey } from './mask-api-key';
import { parseSerpApiPage } from './parse-serpapi-page';
import { readPageFeatures } from './read-page-features';
import { parseRetryAfter } from './retry-after';
import { backoffDelay, DEFAULT_RETRY, type RetryPolicy } from './retry-policy';
import { serpApiErrorSchema, serpApiSearchSchema } from './serpapi-response';

export interface SerpApiLogger {
  warn(obj: object, msg?: string): void;
  error(obj: object, msg?: string): void;
}

export interface SerpApiProviderOptions {
  apiKey: string;
  /** e.g. https://serpapi.com; tests point it at a local fake. */
  baseUrl: string;
  /** Per request (connect, answer and body). Default 10 s. */
  timeoutMs?: number;
  retry?: Partial<RetryPolicy>;
  logger?: SerpApiLogger;
}

export const DEFAULT_SERPAPI_TIMEOUT_MS = 10_000;
/** A SerpApi page is tens of KB; anything near this is not a search result. */
const MAX_BODY_CHARS = 5_000_000;

/** One attempt's outcome: final, or a transient failure worth another try. */
type Attempt = { final: SerpPageResult } | { retryable: SerpError; reason: string };

/**
 * SerpApi (https://serpapi.com) as our SERP provider, for all six engines. Expected failures come back as
 * values (see SerpError); only the caller's own abort is thrown (its `signal.reason`), like fetch does.
 */
export function createSerpApiProvider(options: SerpApiProviderOptions): SerpProvider {
  const timeoutMs = options.timeoutMs ?? DEFAULT_SERPAPI_TIMEOUT_MS;
  const policy: RetryPolicy = { ...DEFAULT_RETRY, ...options.retry };
  const { logger } = options;

  async function attempt(url: string, engine: SearchEngine, signal: AbortSignal | undefined): Promise<Attempt> {
    const timeout = AbortSignal.timeout(timeoutMs);
    const combined = signal ? AbortSignal.any([signal, timeout]) : timeout;
    let status: number;
    let text: string;
    let retryAfter: string | null;
    try {
      const response = await fetch(url, { signal: combined, headers: { accept: 'application/json' } });
      status = response.status;
      retryAfter = response.headers.get('retry-after');
      text = await response.text();
    } catch (error) {
      if (signal?.aborted) throw signal.reason;
      const reason = timeout.aborted ? `timed out after ${timeoutMs} ms` : describe(error);
      return { retryable: { kind: 'unavailable' }, reason };
    }
    if (text.length > MAX_BODY_CHARS) return { final: failure({ kind: 'invalid_response', status }) };

    if (status >= 200 && status < 300) {
      const json = parseJson(text);
      const body = serpApiSearchSchema.safeParse(json);
      if (!body.success) return { final: failure({ kind: 'invalid_response', status }) };
      const parsed = parseSerpApiPage(engine, body.data, status);
      if (parsed.ok) return { final: { ok: true, page: { ...parsed.page, features: readPageFeatures(engine, json) } } };
      if (parsed.retry) return { retryable: parsed.error, reason: 'search not finished yet' };
      logger?.warn({ engine, status, url: maskApiKey(url), providerMessage: parsed.error.providerMessage }, 'SerpApi answered 200 without a readable results page');
      return { final: failure(parsed.error) };
    }

    const providerMessage = readErrorMessage(text);
    const error = (kind: SerpError['kind']): SerpError => ({ kind, status, ...(providerMessage ? { providerMessage } : {}) });
    if (status === 401 || status === 403) {
      logger?.error(
        { status, url: maskApiKey(url), providerMessage },
        `SerpApi rejected SERPAPI_KEY (${status}): ${providerMessage ?? 'no message'}. Check the key in the environment.`,
      );
      return { final: failure(error('config')) };
    }
    if (status === 429) {
      // A provider that says when to come back is not asked sooner: the caller decides whether to wait.
      const retryAfterSeconds = parseRetryAfter(retryAfter, Date.now());
      if (retryAfterSeconds !== undefined) return { final: failure({ ...error('quota'), retryAfterSeconds }) };
      return { retryable: error('quota'), reason: `HTTP 429 ${providerMessage ?? ''}`.trim() };
    }
    if (status >= 500) return { retryable: error('unavailable'), reason: `HTTP ${status}` };
    if (status >= 400) return { final: failure(error('bad_request')) };
    return { final: failure({ kind: 'invalid_response', status }) };
  }

  async function fetchPage(request: SerpPageRequest, signal?: AbortSignal): Promise<SerpPageResult> {
    if (signal?.aborted) throw signal.reason;
    const spec = ENGINE_REQUESTS[request.engine](request);
    const url = buildUrl(options.baseUrl, spec.engine, spec.params, options.apiKey);
    const started = Date.now();
    for (let attemptNo = 1; ; attemptNo++) {
      const outcome = await attempt(url, request.engine, signal);
      if ('final' in outcome) return outcome.final;
      const log = { engine: request.engine, url: maskApiKey(url), attempt: attemptNo, reason: outcome.reason };
      const delayMs = backoffDelay(policy, attemptNo);
      if (attemptNo >= policy.attempts || Date.now() - started + delayMs > policy.budgetMs) {
        logger?.warn(log, 'SerpApi request failed; giving up');
        return failure(outcome.retryable);
      }
      logger?.warn({ ...log, delayMs }, 'SerpApi request failed; retrying');
      await abortableSleep(delayMs, signal);
    }
  }

  return {
    name: 'serpapi',
    simulated: false,
    cacheable: true,
    fetchPage,
    fetchAiOverview: (pageToken, signal) => fetchAiOverview({ apiKey: options.apiKey, baseUrl: options.baseUrl, timeoutMs, logger }, pageToken, signal),
    // An AI answer takes seconds to write: three times a page's time limit.
    fetchAiAnswer: (request, signal) => fetchAiAnswer({ apiKey: options.apiKey, baseUrl: options.baseUrl, timeoutMs: timeoutMs * 3, logger }, request, signal),
  };
}

function buildUrl(baseUrl: string, engine: string, params: Record<string, string>, apiKey: string): string {
  const url = new URL('/search.json', baseUrl);
  url.searchParams.set('engine', engine);
  for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value);
  url.searchParams.set('api_key', apiKey);
  return url.toString();
}

function failure(error: SerpError): SerpPageResult {
  return { ok: false, error };
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function readErrorMessage(text: string): string | undefined {
  const parsed = serpApiErrorSchema.safeParse(parseJson(text));
  return parsed.success ? parsed.data.error : undefined;
}

function describe(error: unknown): string {
  if (error instanceof Error) {
    const cause = (error as { cause?: unknown }).cause;
    return cause instanceof Error ? `${error.message}: ${cause.message}` : error.message;
  }
  return String(error);
}
