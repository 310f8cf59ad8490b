import { describe, expect, it } from 'vitest';
import type { SafeFetch, SafeRequest } from '../../http/safe-fetch/safe-fetch';
import { blockedAddress, SafeFetchError } from '../../http/safe-fetch/safe-fetch-error';
import { sendWebhook } from './send-webhook';

const attempt = {
  url: 'https://hooks.example.com/rank',
  secret: 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw',
  messageId: 'msg_1',
  body: '{"type":"alert.fired"}',
  at: new Date('2026-11-24T09:00:00Z'),
  userAgent: 'RankChecker-Webhooks/1.0 (+https://rank.example)',
};

/** A safe fetch that answers `status`, or fails as `error`, and keeps what it was asked. */
function fakeFetch(outcome: number | Error) {
  const asked: SafeRequest[] = [];
  const safeFetch = (async (_url: string, request: SafeRequest = {}) => {
    asked.push(request);
    if (outcome instanceof Error) throw outcome;
    return { status: outcome, headers: new Headers(), url: attempt.url, body: Buffer.alloc(0) };
  }) as SafeFetch;
  return { safeFetch, asked };
}

const socketError = (code: string) =>
  new SafeFetchError('network', 'The site could not be reached.', { cause: new TypeError('fetch failed', { cause: Object.assign(new Error(code), { code }) }) });

describe('one webhook attempt', () => {
  it('POSTs the signed body once, 10 s at most, following no redirect, on any port', async () => {
    const { safeFetch, asked } = fakeFetch(204);
    expect(await sendWebhook(safeFetch, attempt)).toMatchObject({ ok: true, status: 204, error: null, next: null });
    expect(asked).toEqual([
      expect.objectContaining({ method: 'POST', body: attempt.body, timeoutMs: 10_000, maxBytes: 65_536, maxRedirects: 0, ports: 'any' }),
    ]);
    expect(asked[0]?.headers?.['webhook-signature']).toMatch(/^v1,[A-Za-z0-9+/]{43}=$/);
  });

  it.each([
    [200, true, null, null],
    [299, true, null, null],
    [304, false, 'The endpoint answered with a redirect (HTTP 304) without a Location.', 'retry'],
    [404, false, 'The endpoint answered HTTP 404.', 'retry'],
    [410, false, 'The endpoint answered HTTP 410 Gone: it asks for no more webhooks.', 'gone'],
    [429, false, 'The endpoint answered HTTP 429.', 'retry'],
    [500, false, 'The endpoint answered HTTP 500.', 'retry'],
  ])('HTTP %i: ok %s, %s, then %s', async (status, ok, error, next) => {
    expect(await sendWebhook(fakeFetch(status).safeFetch, attempt)).toMatchObject({ ok, status, error, next });
  });

  it.each([
    [blockedAddress('169.254.169.254'), 'The endpoint could not be reached.', 'retry'],
    [new SafeFetchError('invalid_url', 'Only http and https addresses are fetched.'), 'Only http and https addresses are fetched.', 'stop'],
    [new SafeFetchError('timeout', 'The site took too long to answer.'), 'The endpoint did not answer within 10 seconds.', 'retry'],
    [new SafeFetchError('too_large', 'x'), "The endpoint's answer was larger than 64 KB. Answer webhooks with a short body.", 'stop'],
    [
      new SafeFetchError('too_many_redirects', 'x'),
      'The endpoint answered with a redirect. Webhooks do not follow redirects: enter the address it leads to.',
      'retry',
    ],
    // Whatever kept the connection from being made reads the same: no map of which ports are open or where names point.
    [socketError('ECONNREFUSED'), 'The endpoint could not be reached.', 'retry'],
    [socketError('ENOTFOUND'), 'The endpoint could not be reached.', 'retry'],
    [socketError('ECONNRESET'), 'The endpoint could not be reached.', 'retry'],
    [socketError('CERT_HAS_EXPIRED'), 'The endpoint could not be reached.', 'retry'],
    [new SafeFetchError('network', 'The site could not be reached.'), 'The endpoint could not be reached.', 'retry'],
  ])('%s -> "%s", then %s', async (thrown, error, next) => {
    expect(await sendWebhook(fakeFetch(thrown).safeFetch, attempt)).toMatchObject({ ok: false, status: null, error, next });
  });
});
