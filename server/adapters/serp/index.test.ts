import { describe, expect, it } from 'vitest';
import { createSerpProvider } from '.';

const serpapi = { baseUrl: 'https://serpapi.com', timeoutMs: 10_000 };

describe('createSerpProvider', () => {
  it('builds the demo engine', () => {
    const provider = createSerpProvider({ provider: 'demo', serpapi });
    expect(provider).toMatchObject({ name: 'demo', cacheable: false });
  });

  it('builds SerpApi when a key is set', () => {
    const provider = createSerpProvider({ provider: 'serpapi', serpapi: { ...serpapi, apiKey: 'k' } });
    expect(provider).toMatchObject({ name: 'serpapi', cacheable: true });
  });

  it('refuses SerpApi without a key', () => {
    expect(() => createSerpProvider({ provider: 'serpapi', serpapi })).toThrow(/SERPAPI_KEY is not set/);
  });
});
