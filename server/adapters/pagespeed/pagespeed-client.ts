import type { PageSpeedResult } from '../../../contracts/seo-snapshot';
import { errorFromResponse } from './error-from-response';
import { parsePageSpeed } from './parse-pagespeed';
import { PageSpeedError } from './pagespeed-error';

export interface PageSpeedClient {
  /**
   * Runs PageSpeed Insights (Lighthouse, mobile, performance only) on `url`. Throws PageSpeedError for every
   * expected failure; the caller's own abort rejects with its `signal.reason`, as fetch does.
   */
  analyse(url: string, options?: { signal?: AbortSignal }): Promise<PageSpeedResult>;
}

export interface PageSpeedClientConfig {
  /** Sent as `key`. Without one Google allows only a small quota shared by every keyless caller. */
  apiKey?: string;
  /** GOOGLE_PAGESPEED_URL, or a proxy or stand-in that speaks the same wire format. */
  baseUrl: string;
  /** Whole request, answer included. Default 90 s. */
  timeoutMs?: number;
  fetch?: typeof fetch;
}

/** pagespeedapi.runpagespeed (https://developers.google.com/speed/docs/insights/v5/get-started). */
export const GOOGLE_PAGESPEED_URL = 'https://www.googleapis.com/pagespeedonline/v5/runPagespeed';

/** A PSI run loads the page in Lighthouse and typically answers in 10–60 s (lighthouse issue 14072: p95 ~40 s). */
export const DEFAULT_PAGESPEED_TIMEOUT_MS = 90_000;

/** A performance-only answer is a few hundred KB (screenshots included); far more is not PageSpeed. */
const MAX_BODY_BYTES = 20 * 1024 * 1024;

/**
 * The PageSpeed Insights v5 client: GET baseUrl?url=…&category=performance&strategy=mobile[&key=…] (spec §7).
 * Google is a fixed, trusted host, so this uses the global fetch rather than the SSRF-safe one for user URLs.
 */
export function createPageSpeedClient(config: PageSpeedClientConfig): PageSpeedClient {
  const timeoutMs = config.timeoutMs ?? DEFAULT_PAGESPEED_TIMEOUT_MS;
  const doFetch = config.fetch ?? ((input, init) => fetch(input, init));
  const apiKey = config.apiKey?.trim() || undefined;
  // The key rides in the query string, so anything derived from the request or answer is scrubbed of it.
  const redact = (text: string) => (apiKey ? text.split(apiKey).join('***') : text);

  async function analyse(url: string, options: { signal?: AbortSignal } = {}): Promise<PageSpeedResult> {
    const { signal } = options;
    if (signal?.aborted) throw signal.reason;
    const timeout = AbortSignal.timeout(timeoutMs);
    const combined = signal ? AbortSignal.any([signal, timeout]) : timeout;

    let status: number;
    let retryAfter: string | null;
    let text: string;
    try {
      const response = await doFetch(requestUrl(config.baseUrl, url, apiKey), {
        signal: combined,
        headers: { accept: 'application/json' },
        // Never follow a redirect: it would carry the key to wherever it points.
        redirect: 'error',
      });
      status = response.status;
      retryAfter = response.headers.get('retry-after');
      text = await readCapped(response);
    } catch (error) {
      if (signal?.aborted) throw signal.reason;
      if (error instanceof PageSpeedError) throw error;
      if (timeout.aborted) {
        throw new PageSpeedError('timeout', undefined, { detail: `no answer within ${timeoutMs} ms` });
      }
      throw new PageSpeedError('provider', undefined, { detail: redact(describe(error)) });
    }

    if (status < 200 || status > 299) {
      throw errorFromResponse({ status, text, retryAfter, now: Date.now(), redact });
    }
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      throw new PageSpeedError('invalid_response', undefined, { status, detail: `HTTP ${status} answer is not JSON` });
    }
    return parsePageSpeed(body);
  }

  return { analyse };
}

function requestUrl(baseUrl: string, pageUrl: string, apiKey: string | undefined): URL {
  const url = new URL(baseUrl);
  url.searchParams.set('url', pageUrl);
  url.searchParams.set('category', 'performance');
  url.searchParams.set('strategy', 'mobile');
  if (apiKey) url.searchParams.set('key', apiKey);
  return url;
}

async function readCapped(response: Response): Promise<string> {
  const tooLarge = () =>
    new PageSpeedError('invalid_response', undefined, { status: response.status, detail: `answer larger than ${MAX_BODY_BYTES} bytes` });
  if (Number(response.headers.get('content-length') ?? 0) > MAX_BODY_BYTES) {
    await response.body?.cancel();
    throw tooLarge();
  }
  if (!response.body) return '';
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return Buffer.concat(chunks).toString('utf8');
    size += value.byteLength;
    if (size > MAX_BODY_BYTES) {
      await reader.cancel();
      throw tooLarge();
    }
    chunks.push(value);
  }
}

function describe(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const cause = (error as { cause?: unknown }).cause;
  return cause instanceof Error ? `${error.message}: ${cause.message}` : error.message;
}
