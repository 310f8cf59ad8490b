import { parseRetryAfter } from '../serp/serpapi/retry-after';
import { describeLighthouseFailure, isPageFailureCode, lighthouseCode } from './lighthouse-failure';
import { PageSpeedError } from './pagespeed-error';
import { googleErrorSchema, type GoogleError } from './pagespeed-response';

export interface FailedAnswer {
  status: number;
  /** The body as text (Google's JSON error envelope, or anything a proxy sent). */
  text: string;
  /** The Retry-After header, if any. */
  retryAfter: string | null;
  now: number;
  /** Hides secrets (the API key) from text kept for logs. */
  redact: (text: string) => string;
}

/*
 * Quota answers: 429 RESOURCE_EXHAUSTED / rateLimitExceeded (fixtures/pagespeed/psi_error_429.json); older
 * Google APIs said 403 with dailyLimitExceeded, userRateLimitExceeded or quotaExceeded. A 403 for any other
 * reason (API not enabled, key restricted) is the operator's problem, not a quota.
 */
const RATE_LIMIT_REASONS = new Set([
  'rateLimitExceeded',
  'userRateLimitExceeded',
  'dailyLimitExceeded',
  'quotaExceeded',
  'RATE_LIMIT_EXCEEDED',
]);

/** The PageSpeedError for a non-2xx answer from PageSpeed. */
export function errorFromResponse(answer: FailedAnswer): PageSpeedError {
  const { status } = answer;
  const error = readGoogleError(answer.text);
  const detail = answer.redact(`HTTP ${status}${error?.message ? `: ${error.message}` : ''}`).slice(0, 500);

  if (status === 429 || (status === 403 && isRateLimit(error))) {
    const retryAfterSeconds = parseRetryAfter(answer.retryAfter, answer.now) ?? null;
    return new PageSpeedError('rate_limited', undefined, { status, retryAfterSeconds, detail });
  }

  // A Lighthouse error is about the page. PageSpeed sends them as 400 today (issue 16900), but has sent the same
  // page failures as 500 (issues 9893, 7128), while a 500 "Lighthouse returned error: Something went wrong"
  // (issue 16853) was an outage: so a 5xx counts as the page's only for a code that names a page failure.
  const lighthouse = error?.errors?.find((entry) => entry.domain === 'lighthouse');
  if (lighthouse) {
    const message = lighthouse.message ?? error?.message;
    const code = lighthouseCode(message);
    if (status === 400 || (status >= 500 && isPageFailureCode(code))) {
      return new PageSpeedError('page_failed', describeLighthouseFailure(code, message), { status, detail });
    }
  }
  return new PageSpeedError('provider', undefined, { status, detail });
}

function readGoogleError(text: string): GoogleError | undefined {
  try {
    const parsed = googleErrorSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data.error : undefined;
  } catch {
    return undefined;
  }
}

function isRateLimit(error: GoogleError | undefined): boolean {
  if (!error) return false;
  if (error.status === 'RESOURCE_EXHAUSTED') return true;
  const reasons = [...(error.errors ?? []), ...(error.details ?? [])].map((entry) => entry.reason);
  return reasons.some((reason) => reason !== undefined && RATE_LIMIT_REASONS.has(reason));
}
