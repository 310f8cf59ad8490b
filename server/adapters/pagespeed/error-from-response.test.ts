import { describe, expect, it } from 'vitest';
import { readPageSpeedFixture } from '../../testing/fake-pagespeed';
import { errorFromResponse } from './error-from-response';

const NOW = Date.parse('2026-11-24T12:00:00Z');

function classify(status: number, body: unknown, retryAfter: string | null = null) {
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  return errorFromResponse({ status, text, retryAfter, now: NOW, redact: (value) => value.split('s3cret-key').join('***') });
}

const googleError = (code: number, message: string, reason: string, domain = 'global', status?: string) => ({
  error: { code, message, errors: [{ message, domain, reason }], ...(status ? { status } : {}) },
});

const quota = readPageSpeedFixture('psi_error_429.json');
const lighthouse400 = readPageSpeedFixture('psi_error_400_lighthouse.json');

describe('errorFromResponse', () => {
  it.each<[string, number, unknown, string | null, { kind: string; retryAfterSeconds: number | null }]>([
    ['Google’s 429 with Retry-After in seconds', 429, quota, '120', { kind: 'rate_limited', retryAfterSeconds: 120 }],
    ['a 429 with Retry-After as an HTTP date', 429, quota, 'Tue, 24 Nov 2026 12:05:00 GMT', { kind: 'rate_limited', retryAfterSeconds: 300 }],
    ['a 429 without Retry-After', 429, quota, null, { kind: 'rate_limited', retryAfterSeconds: null }],
    ['a 429 from a proxy with no JSON', 429, 'Too Many Requests', null, { kind: 'rate_limited', retryAfterSeconds: null }],
    ['a 403 rateLimitExceeded', 403, googleError(403, 'Quota exceeded', 'rateLimitExceeded'), '30', { kind: 'rate_limited', retryAfterSeconds: 30 }],
    ['a 403 RESOURCE_EXHAUSTED', 403, googleError(403, 'Quota exceeded', 'other', 'global', 'RESOURCE_EXHAUSTED'), null, { kind: 'rate_limited', retryAfterSeconds: null }],
    ['a 403 dailyLimitExceeded', 403, googleError(403, 'Daily Limit Exceeded', 'dailyLimitExceeded', 'usageLimits'), null, { kind: 'rate_limited', retryAfterSeconds: null }],
    ['a 403 for an API that is not enabled', 403, googleError(403, 'PageSpeed Insights API has not been used in project 1 before or it is disabled.', 'accessNotConfigured', 'usageLimits', 'PERMISSION_DENIED'), null, { kind: 'provider', retryAfterSeconds: null }],
    ['a 400 for a bad key', 400, googleError(400, 'API key not valid. Please pass a valid API key.', 'badRequest', 'global', 'INVALID_ARGUMENT'), null, { kind: 'provider', retryAfterSeconds: null }],
    ['Google’s 400 Lighthouse error', 400, lighthouse400, null, { kind: 'page_failed', retryAfterSeconds: null }],
    ['a 500 naming a page failure', 500, googleError(500, 'Lighthouse returned error: FAILED_DOCUMENT_REQUEST. Lighthouse was unable to reliably load the page you requested. (Details: net::ERR_ACCESS_DENIED)', 'lighthouseError', 'lighthouse'), null, { kind: 'page_failed', retryAfterSeconds: null }],
    ['a 500 “Something went wrong” from Lighthouse', 500, googleError(500, 'Lighthouse returned error: Something went wrong.', 'lighthouseError', 'lighthouse'), null, { kind: 'provider', retryAfterSeconds: null }],
    ['Google’s 500 internal error', 500, googleError(500, 'Internal error encountered.', 'backendError', 'global', 'INTERNAL'), null, { kind: 'provider', retryAfterSeconds: null }],
    ['a 500 “Unable to process request”', 500, googleError(500, 'Unable to process request. Please wait a while and try again.', 'backendError'), null, { kind: 'provider', retryAfterSeconds: null }],
    ['a 502 HTML page from a proxy', 502, '<html><body>Bad Gateway</body></html>', null, { kind: 'provider', retryAfterSeconds: null }],
    ['a 404', 404, googleError(404, 'Not Found', 'notFound'), null, { kind: 'provider', retryAfterSeconds: null }],
  ])('classifies %s', (_name, status, body, retryAfter, expected) => {
    const error = classify(status, body, retryAfter);
    expect({ kind: error.kind, retryAfterSeconds: error.retryAfterSeconds }).toEqual(expected);
    expect(error.status).toBe(status);
  });

  it('turns Google’s Lighthouse error into a sentence for the user and keeps Google’s words for the log', () => {
    const error = classify(400, lighthouse400);
    expect(error.message).toBe('PageSpeed could not load this page: the site took too long to answer.');
    expect(error.detail).toMatch(/^HTTP 400: Lighthouse returned error: FAILED_DOCUMENT_REQUEST\./);
  });

  it.each([
    [429, quota],
    [400, googleError(400, 'API key not valid. Please pass a valid API key.', 'badRequest')],
    [403, googleError(403, 'Requests from this referer are blocked for key s3cret-key.', 'forbidden')],
  ])('tells the user nothing about keys or quotas’ internals for a %s', (status, body) => {
    const error = classify(status, body);
    expect(error.message).not.toMatch(/key|project|quota/i);
    expect(error.detail).not.toContain('s3cret-key');
  });
});
