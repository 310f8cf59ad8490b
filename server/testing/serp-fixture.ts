import { randomBytes } from 'node:crypto';
import type { SerpProvider } from '../adapters/serp/serp-provider';
import { createSerpApiProvider } from '../adapters/serp/serpapi/create-serpapi-provider';
import { startFakeSerpApi, type FakeSerpApi, type FakeSerpApiOptions } from '../adapters/serp/testing/fake-serpapi-server';

export const TEST_SERPAPI_KEY = 'test-serpapi-key';

export interface SerpFixture {
  fake: FakeSerpApi;
  /** The real SerpApi adapter, pointed at the fake server, with quick retries. */
  provider: SerpProvider;
  /** Lists `url` at absolute `position` for a query (added to what earlier calls placed). */
  place(keyword: string, ...placements: { url: string; position: number }[]): void;
  /** Requests the fake received for one query text (the `q`/`p`/`text` parameter). */
  requestsFor(keyword: string): number;
  /** The `start` offsets (Google) requested for a query, ascending. */
  startsFor(keyword: string): number[];
}

export async function startSerpFixture(options: FakeSerpApiOptions = {}): Promise<SerpFixture> {
  const fake = await startFakeSerpApi(options);
  const provider = createSerpApiProvider({
    apiKey: TEST_SERPAPI_KEY,
    baseUrl: fake.url,
    timeoutMs: 5_000,
    retry: { attempts: 2, baseDelayMs: 5, maxDelayMs: 10, budgetMs: 1_000 },
  });
  const queryOf = (params: URLSearchParams) => params.get('q') ?? params.get('p') ?? params.get('text');
  const placements: Record<string, { url: string; position: number }[]> = { ...options.placements };
  return {
    fake,
    provider,
    place(keyword, ...more) {
      placements[keyword] = [...(placements[keyword] ?? []), ...more];
      fake.setPlacements(placements);
    },
    requestsFor: (keyword) => fake.requests.filter((r) => queryOf(r.params) === keyword).length,
    startsFor: (keyword) =>
      fake.requests
        .filter((r) => queryOf(r.params) === keyword)
        .map((r) => Number(r.params.get('start') ?? 0))
        .sort((a, b) => a - b),
  };
}

/** A keyword no other test uses: tests share one database, hence one page cache. */
export function uniqueKeyword(base = 'rank checker'): string {
  return `${base} ${randomBytes(4).toString('hex')}`;
}
