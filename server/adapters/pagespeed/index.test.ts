import { describe, expect, it } from 'vitest';
import { GOOGLE_PAGESPEED_URL, isPageSpeedConfigured } from './index';

describe('isPageSpeedConfigured', () => {
  it.each<[string, { apiKey?: string; baseUrl: string }, boolean]>([
    ['Google with a key', { apiKey: 'AIza-key', baseUrl: GOOGLE_PAGESPEED_URL }, true],
    ['Google without a key', { baseUrl: GOOGLE_PAGESPEED_URL }, false],
    ['Google with an empty key', { apiKey: '', baseUrl: GOOGLE_PAGESPEED_URL }, false],
    ['Google with a blank key', { apiKey: '   ', baseUrl: GOOGLE_PAGESPEED_URL }, false],
    ['Google’s other host without a key', { baseUrl: 'https://pagespeedonline.googleapis.com/pagespeedonline/v5/runPagespeed' }, false],
    ['Google’s host in capitals without a key', { baseUrl: 'https://WWW.GOOGLEAPIS.COM/pagespeedonline/v5/runPagespeed' }, false],
    ['a proxy without a key', { baseUrl: 'https://psi-proxy.example.com/runPagespeed' }, true],
    ['a local stand-in without a key', { baseUrl: 'http://127.0.0.1:41234/pagespeedonline/v5/runPagespeed' }, true],
    ['a look-alike host', { baseUrl: 'https://googleapis.com.example.net/runPagespeed' }, true],
    ['a proxy with a key', { apiKey: 'AIza-key', baseUrl: 'https://psi-proxy.example.com/runPagespeed' }, true],
    ['an unreadable base URL without a key', { baseUrl: 'not a url' }, false],
  ])('%s: %s', (_name, config, expected) => {
    expect(isPageSpeedConfigured(config)).toBe(expected);
  });
});
