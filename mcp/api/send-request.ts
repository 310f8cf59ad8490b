import type { z } from 'zod';
import { apiErrorSchema } from '../../contracts/api-error';
import { ApiRequestError } from './api-request-error';

/** Where requests go and how they are sent. */
export interface ApiTarget {
  /** Without a trailing slash. */
  baseUrl: string;
  apiKey: string;
  userAgent: string;
  fetch: typeof fetch;
}

export interface RequestSpec {
  method: 'GET' | 'POST';
  /** From the app's root, e.g. /api/v1/me/history. */
  path: string;
  query?: Record<string, string | number | undefined>;
  /** Sent as JSON. */
  body?: unknown;
  accept?: string;
  /** Covers the whole exchange: connecting, the server's work and reading the answer. */
  timeoutMs: number;
  /** The caller's own cancellation (an assistant cancelling the tool call). */
  signal?: AbortSignal;
}

/**
 * Sends one request and reads its answer with `read`, under one time limit: the limit and the caller's signal
 * abort the request and any read of its body, so a server that stops sending halfway cannot hang the caller.
 * A non-2xx answer becomes an ApiRequestError carrying the API's code and message (`{ error: { code, message } }`).
 */
export async function sendRequest<T>(target: ApiTarget, spec: RequestSpec, read: (response: Response) => Promise<T>): Promise<T> {
  const timeout = AbortSignal.timeout(spec.timeoutMs);
  const signal = spec.signal ? AbortSignal.any([spec.signal, timeout]) : timeout;
  const headers: Record<string, string> = {
    authorization: `Bearer ${target.apiKey}`,
    accept: spec.accept ?? 'application/json',
    'user-agent': target.userAgent,
  };
  if (spec.body !== undefined) headers['content-type'] = 'application/json';
  try {
    const response = await target.fetch(urlOf(target.baseUrl, spec), {
      method: spec.method,
      headers,
      ...(spec.body === undefined ? {} : { body: JSON.stringify(spec.body) }),
      signal,
      // An API answers; a redirect would be a proxy's sign-in page or a wrong address, and following it could
      // carry the key elsewhere.
      redirect: 'manual',
    });
    if (!response.ok) throw await errorFrom(response);
    return await read(response);
  } catch (error) {
    if (error instanceof ApiRequestError) throw error;
    if (spec.signal?.aborted) throw new ApiRequestError('The request was cancelled.', 'CANCELLED', null);
    if (timeout.aborted) {
      throw new ApiRequestError(`The Rank Checker did not answer within ${Math.round(spec.timeoutMs / 1000)} seconds.`, 'TIMEOUT', null);
    }
    throw new ApiRequestError(
      `Could not reach the Rank Checker at ${target.baseUrl} (${reasonOf(error)}). Check RANK_CHECKER_URL and that the app is running.`,
      'UNREACHABLE',
      null,
    );
  }
}

/** Reads a JSON answer of the given shape; anything else is UNEXPECTED_RESPONSE. */
export function readJson<S extends z.ZodType>(schema: S): (response: Response) => Promise<z.infer<S>> {
  return async (response) => {
    const parsed = schema.safeParse(parseJson(await response.text()));
    if (!parsed.success) throw unexpected(response.status);
    return parsed.data;
  };
}

export function unexpected(status: number): ApiRequestError {
  return new ApiRequestError(
    'The Rank Checker answered in a shape this program does not know. Check that RANK_CHECKER_URL is the address of the app and that both are up to date.',
    'UNEXPECTED_RESPONSE',
    status,
  );
}

/** Reading the text can fail on a time limit (and must stay that error); only the parse becomes undefined. */
function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

function urlOf(baseUrl: string, spec: RequestSpec): string {
  const url = new URL(`${baseUrl}${spec.path}`);
  for (const [name, value] of Object.entries(spec.query ?? {})) {
    if (value !== undefined && value !== '') url.searchParams.set(name, String(value));
  }
  return url.toString();
}

async function errorFrom(response: Response): Promise<ApiRequestError> {
  const retryAfter = retryAfterSeconds(response.headers.get('retry-after'));
  const parsed = apiErrorSchema.safeParse(parseJson(await response.text()));
  if (parsed.success) return new ApiRequestError(parsed.data.error.message, parsed.data.error.code, response.status, retryAfter);
  if (response.status >= 300 && response.status < 400) {
    return new ApiRequestError(
      `The Rank Checker answered with a redirect (HTTP ${response.status}). RANK_CHECKER_URL must be the app's own address, such as https://rank.example.com.`,
      'UNEXPECTED_RESPONSE',
      response.status,
    );
  }
  const status = `HTTP ${response.status}${response.statusText ? ` ${response.statusText}` : ''}`;
  return new ApiRequestError(`The Rank Checker answered ${status} without an explanation.`, 'UNEXPECTED_RESPONSE', response.status, retryAfter);
}

/** Retry-After as seconds: either a number of seconds or an HTTP date (RFC 9110 §10.2.3). */
export function retryAfterSeconds(header: string | null, now = Date.now()): number | null {
  if (header === null || header.trim() === '') return null;
  if (/^\d+$/.test(header.trim())) return Number(header.trim());
  const at = Date.parse(header);
  return Number.isNaN(at) ? null : Math.max(0, Math.ceil((at - now) / 1000));
}

function reasonOf(error: unknown): string {
  // Node's fetch fails with "fetch failed" and puts the socket's error (ECONNREFUSED, ENOTFOUND) in `cause`.
  const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error;
  if (cause instanceof Error) return 'code' in cause && typeof cause.code === 'string' ? cause.code : cause.message;
  return String(cause);
}
