/**
 * Why a PageSpeed analysis gave no score:
 * - `rate_limited`: Google's quota for the project (or, without a key, the shared anonymous quota) is used up
 *   (429, or 403 with a rate-limit reason). `retryAfterSeconds` says when to come back if Google said so.
 * - `page_failed`: Lighthouse ran but could not measure the page (it did not load, answered with an error, painted
 *   nothing, ...). Trying again soon will usually fail the same way; the message says why in plain words.
 * - `provider`: PageSpeed itself failed or refused us (5xx, a bad or disabled key, a network error).
 * - `timeout`: no answer within the client's time limit (PSI runs take 10–60 s).
 * - `invalid_response`: an answer we could not read (not JSON, an unexpected shape, an impossible score).
 */
export type PageSpeedErrorKind = 'rate_limited' | 'page_failed' | 'provider' | 'timeout' | 'invalid_response';

/** What a user reads for each kind; `page_failed` usually carries a more precise reason instead. */
export const PAGESPEED_ERROR_MESSAGES: Record<PageSpeedErrorKind, string> = {
  rate_limited: 'PageSpeed has run as many analyses as it allows for now. Please try again later.',
  page_failed: 'PageSpeed could not measure this page.',
  provider: 'PageSpeed is not available right now. Please try again later.',
  timeout: 'PageSpeed took too long to analyse this page. Please try again later.',
  invalid_response: 'PageSpeed sent an answer that could not be read. Please try again later.',
};

export interface PageSpeedErrorOptions {
  retryAfterSeconds?: number | null;
  status?: number | null;
  detail?: string | null;
}

/**
 * A failed PageSpeed analysis. `message` is safe to show the user who asked for it; `detail` is what PageSpeed
 * said, for the operator's log. Neither ever holds the API key or the request URL that carries it.
 */
export class PageSpeedError extends Error {
  override readonly name = 'PageSpeedError';
  readonly retryAfterSeconds: number | null;
  /** HTTP status of PageSpeed's answer; null when there was none (timeout, network failure). */
  readonly status: number | null;
  readonly detail: string | null;

  constructor(
    readonly kind: PageSpeedErrorKind,
    message: string = PAGESPEED_ERROR_MESSAGES[kind],
    options: PageSpeedErrorOptions = {},
  ) {
    super(message);
    this.retryAfterSeconds = options.retryAfterSeconds ?? null;
    this.status = options.status ?? null;
    this.detail = options.detail ?? null;
  }
}

export function isPageSpeedError(value: unknown): value is PageSpeedError {
  return value instanceof PageSpeedError;
}
