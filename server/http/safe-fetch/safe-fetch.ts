import { fetch, type Dispatcher } from 'undici';
import { createAddressPolicy } from './address-policy';
import { createSafeDispatcher, type Resolve } from './safe-dispatcher';
import { SafeFetchError, UNREACHABLE_MESSAGE } from './safe-fetch-error';

export interface SafeFetchConfig {
  /** WEBHOOK_ or PAGE_FETCH_ALLOW_PRIVATE_HOSTS: host names, addresses and CIDR ranges that may be reached although private. */
  allowPrivateHosts?: readonly string[];
  userAgent: string;
  resolve?: Resolve;
}

export interface SafeRequest {
  method?: 'GET' | 'POST' | 'HEAD';
  headers?: Record<string, string>;
  body?: string;
  timeoutMs?: number;
  maxBytes?: number;
  maxRedirects?: number;
  /** Ports a URL may name; the SEO snapshot keeps the default 80 and 443. */
  ports?: readonly number[] | 'any';
  /**
   * What to do with a body larger than `maxBytes`: refuse it (the default), or keep its first `maxBytes` and say
   * so in `truncated` (a page's head, where its SEO facts are, comes first).
   */
  overflow?: 'refuse' | 'truncate';
}

export interface SafeResponse {
  status: number;
  headers: Headers;
  /** Where the answer finally came from, after redirects. */
  url: string;
  body: Buffer;
  /** The body was cut at `maxBytes` (only with `overflow: 'truncate'`). */
  truncated: boolean;
}

/** What a request gets unless it asks otherwise (decision 012): 10 s for the whole exchange, 2 MB, 5 redirects. */
export const SAFE_FETCH_DEFAULTS = { timeoutMs: 10_000, maxBytes: 2 * 1024 * 1024, maxRedirects: 5, ports: [80, 443] as readonly number[] };
const REDIRECTS = new Set([301, 302, 303, 307, 308]);

/** The checks on the URL itself, for the first request and every redirect hop. */
export function checkUrl(raw: string, ports: readonly number[] | 'any', isAllowListed: (host: string) => boolean = () => false): URL {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new SafeFetchError('invalid_url', 'This is not a valid web address.');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new SafeFetchError('invalid_url', 'Only http and https addresses are fetched.');
  if (url.username || url.password) throw new SafeFetchError('invalid_url', 'Addresses with a user name or password are not fetched.');
  const port = Number(url.port || (url.protocol === 'https:' ? 443 : 80));
  if (ports !== 'any' && !ports.includes(port) && !isAllowListed(url.hostname)) throw new SafeFetchError('invalid_url', `Only the standard web ports (${ports.join(', ')}) are fetched.`);
  return url;
}

const tooLarge = (maxBytes: number) => new SafeFetchError('too_large', `The answer is larger than ${Math.round(maxBytes / 1024)} KB.`);

/** Reads the body up to `maxBytes`: past it, refuses or keeps the beginning, as the caller asked. */
async function readCapped(
  response: Awaited<ReturnType<typeof fetch>>,
  maxBytes: number,
  overflow: 'refuse' | 'truncate',
): Promise<{ body: Buffer; truncated: boolean }> {
  const declared = Number(response.headers.get('content-length') ?? NaN);
  if (declared > maxBytes && overflow === 'refuse') {
    await response.body?.cancel();
    throw tooLarge(maxBytes);
  }
  const chunks: Uint8Array[] = [];
  let size = 0;
  if (!response.body) return { body: Buffer.alloc(0), truncated: false };
  for await (const chunk of response.body) {
    if (size + chunk.byteLength > maxBytes) {
      await response.body.cancel().catch(() => undefined);
      if (overflow === 'refuse') throw tooLarge(maxBytes);
      chunks.push(chunk.subarray(0, maxBytes - size));
      return { body: Buffer.concat(chunks), truncated: true };
    }
    size += chunk.byteLength;
    chunks.push(chunk);
  }
  return { body: Buffer.concat(chunks), truncated: false };
}

function failure(error: unknown, signal: AbortSignal): SafeFetchError {
  if (error instanceof SafeFetchError) return error;
  const cause = error instanceof Error ? error.cause : undefined;
  if (cause instanceof SafeFetchError) return cause;
  if (signal.aborted) return new SafeFetchError('timeout', 'The site took too long to answer.', { cause: error });
  return new SafeFetchError('network', UNREACHABLE_MESSAGE, { cause: error });
}

/**
 * fetch() for URLs a user gave us (webhooks, pages to analyse): only public addresses (safe-dispatcher.ts),
 * http and https on allowed ports, no credentials in the URL, every redirect hop checked again (at most
 * `maxRedirects`), one deadline for the whole exchange and a cap on the body's size.
 */
export function createSafeFetch(config: SafeFetchConfig) {
  const policy = createAddressPolicy(config.allowPrivateHosts ?? []);
  const dispatchers = new Map<number, Dispatcher>();
  const dispatcherFor = (timeoutMs: number) => {
    let dispatcher = dispatchers.get(timeoutMs);
    if (!dispatcher) {
      dispatcher = createSafeDispatcher(policy, { resolve: config.resolve, connectTimeoutMs: timeoutMs });
      dispatchers.set(timeoutMs, dispatcher);
    }
    return dispatcher;
  };

  async function safeFetch(raw: string, request: SafeRequest = {}): Promise<SafeResponse> {
    const { timeoutMs, maxBytes, maxRedirects, ports } = { ...SAFE_FETCH_DEFAULTS, ...request };
    const allowListed = (host: string) => policy.isAllowListed(host);
    const signal = AbortSignal.timeout(timeoutMs);
    let url = checkUrl(raw, ports, allowListed);
    let method = request.method ?? 'GET';
    let body = request.body;
    try {
      for (let hop = 0; ; hop++) {
        const response = await fetch(url, {
          method,
          body,
          headers: { 'user-agent': config.userAgent, ...request.headers },
          redirect: 'manual',
          signal,
          dispatcher: dispatcherFor(timeoutMs),
        });
        const location = response.headers.get('location');
        if (!REDIRECTS.has(response.status) || !location) {
          const { body: received, truncated } = await readCapped(response, maxBytes, request.overflow ?? 'refuse');
          return { status: response.status, headers: response.headers as unknown as Headers, url: url.toString(), body: received, truncated };
        }
        await response.body?.cancel();
        if (hop >= maxRedirects) throw new SafeFetchError('too_many_redirects', `The site redirected more than ${maxRedirects} times.`);
        url = checkUrl(new URL(location, url).toString(), ports, allowListed);
        // As browsers do: 303, and 301/302 after a POST, continue as a GET without the body.
        if (response.status === 303 || ((response.status === 301 || response.status === 302) && method === 'POST')) {
          method = 'GET';
          body = undefined;
        }
      }
    } catch (error) {
      throw failure(error, signal);
    }
  }

  return safeFetch;
}

export type SafeFetch = ReturnType<typeof createSafeFetch>;
