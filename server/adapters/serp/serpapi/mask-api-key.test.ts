import { describe, expect, it } from 'vitest';
import { maskApiKey } from './mask-api-key';

describe('maskApiKey', () => {
  it.each([
    ['https://serpapi.com/search.json?engine=google&q=x&api_key=abc123', 'https://serpapi.com/search.json?engine=google&q=x&api_key=***'],
    ['https://serpapi.com/search.json?api_key=abc123&engine=bing', 'https://serpapi.com/search.json?api_key=***&engine=bing'],
    ['https://serpapi.com/search.json?engine=bing', 'https://serpapi.com/search.json?engine=bing'],
  ])('%s', (url, expected) => {
    expect(maskApiKey(url)).toBe(expected);
  });
});
