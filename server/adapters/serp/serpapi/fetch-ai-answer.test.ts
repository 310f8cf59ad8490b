import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeSerpApi, type FakeSerpApi } from '../testing/fake-serpapi-server';
import { createSerpApiProvider } from './create-serpapi-provider';

// The documented shape of both engines' answers (serpapi.com/google-ai-mode-api, serpapi.com/bing-copilot-api).
const answer = {
  text_blocks: [
    { type: 'paragraph', snippet: 'Good trail shoes grip wet rock.', reference_indexes: [1, 0] },
    { type: 'list', list: [{ snippet: 'Brands such as Stride-Shop.test make them.' }] },
  ],
  references: [
    { title: 'Rival guide', link: 'https://rival.com/guide', snippet: 'x', source: 'Rival', index: 1 },
    { title: 'Our shoes', link: 'https://www.example.com/trail', snippet: 'y', source: 'Example', index: 0 },
  ],
};

describe('SerpApi AI answers', () => {
  let fake: FakeSerpApi;
  beforeAll(async () => {
    fake = await startFakeSerpApi({ apiKey: 'k', aiAnswers: { 'google_ai_mode trail shoes': answer, 'bing_copilot trail shoes': { text_blocks: [{ snippet: 'No sources here.' }] } } });
  });
  afterAll(() => fake.close());
  const provider = () => createSerpApiProvider({ apiKey: 'k', baseUrl: fake.url, retry: { attempts: 1 } });

  it('asks Google AI Mode in the country and language of the location, and reads its sources in index order and its words', async () => {
    fake.reset();
    const result = await provider().fetchAiAnswer?.({ engine: 'google_ai_mode', keyword: 'trail shoes', location: 'gb', device: 'mobile' });
    expect(result).toEqual({
      ok: true,
      answer: {
        references: [
          { url: 'https://www.example.com/trail', title: 'Our shoes' },
          { url: 'https://rival.com/guide', title: 'Rival guide' },
        ],
        text: expect.stringContaining('Brands such as Stride-Shop.test make them.'),
      },
    });
    const params = fake.requests[0]?.params;
    expect(Object.fromEntries(params ?? [])).toMatchObject({ engine: 'google_ai_mode', q: 'trail shoes', gl: 'uk', hl: 'en', device: 'mobile' });
  });

  it('asks Bing Copilot the question alone, as SerpApi takes no location for it', async () => {
    fake.reset();
    const result = await provider().fetchAiAnswer?.({ engine: 'bing_copilot', keyword: 'trail shoes', location: 'de', device: 'desktop' });
    expect(result).toEqual({ ok: true, answer: { references: [], text: 'No sources here.' } });
    expect([...(fake.requests[0]?.params.keys() ?? [])].sort()).toEqual(['api_key', 'engine', 'q']);
  });

  it('is an error, never an answer citing nobody, when nothing was answered or the provider fails', async () => {
    expect(await provider().fetchAiAnswer?.({ engine: 'google_ai_mode', keyword: 'nothing here', location: 'us', device: 'desktop' })).toMatchObject({
      ok: false,
      error: { kind: 'invalid_response', providerMessage: "Google AI Mode hasn't returned any results for this query." },
    });
    fake.setResponder(() => ({ status: 503, body: { error: 'busy' } }));
    try {
      expect(await provider().fetchAiAnswer?.({ engine: 'google_ai_mode', keyword: 'trail shoes', location: 'us', device: 'desktop' })).toMatchObject({ ok: false, error: { kind: 'unavailable', status: 503 } });
    } finally {
      fake.setResponder(undefined);
    }
  });
});
