import { describe, expect, it } from 'vitest';
import type { SerpError } from '../../adapters/serp/serp-provider';
import { serpErrorToAppError } from './serp-error';

function logger() {
  const lines: { level: 'error' | 'warn'; message: string }[] = [];
  return {
    lines,
    error: (_: unknown, message: string) => void lines.push({ level: 'error', message }),
    warn: (_: unknown, message: string) => void lines.push({ level: 'warn', message }),
  };
}

describe('serpErrorToAppError', () => {
  it.each<[string, SerpError, string, string, RegExp]>([
    ['a rejected key', { kind: 'config', status: 401, providerMessage: 'Invalid API key.' }, 'SERP_NOT_CONFIGURED', 'SERP API request failed', /SERPAPI_KEY/],
    ['an account out of searches', { kind: 'quota', status: 429, providerMessage: 'Your account has run out of searches.' }, 'SERP_ERROR', 'SERP API request failed', /out of searches/],
    ['a refused query', { kind: 'bad_request', status: 400, providerMessage: 'Unsupported location.' }, 'SERP_ERROR', 'SERP API error: Unsupported location.', /request failed/],
    ['an outage without words', { kind: 'unavailable', status: 503 }, 'SERP_ERROR', 'SERP API request failed', /request failed/],
  ])('%s: users read product words, the log says what to fix', (_, error, code, message, logged) => {
    const log = logger();
    const appError = serpErrorToAppError(error, 'serpapi', log);
    expect({ code: appError.code, message: appError.message, status: appError.status }).toEqual({ code, message, status: 502 });
    expect(log.lines.map((line) => line.message).join('\n')).toMatch(logged);
  });
});
