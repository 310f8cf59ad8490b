import type { RankCheckResult } from '../../contracts/rank-check';

/** A RankCheckResult with sensible defaults for tests. */
export function makeResult(overrides: Partial<RankCheckResult> = {}): RankCheckResult {
  return {
    rank: 7,
    page: 1,
    type: 'organic',
    matchedUrl: 'https://example.com/running-shoes',
    otherPositions: [],
    checkedAt: new Date().toISOString(),
    source: 'serpapi',
    pagesScanned: 1,
    resultsScanned: 10,
    keyword: 'running shoes',
    websiteUrl: 'example.com',
    location: 'us',
    searchEngine: 'google',
    competitors: [],
    ...overrides,
  };
}

/** A streamed response whose body arrives in the given chunks (to exercise line splitting). */
export function ndjsonResponse(chunks: string[], status = 200): Response {
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(encoder.encode(chunk));
      controller.close();
    },
  });
  return new Response(body, { status, headers: { 'content-type': 'application/x-ndjson; charset=utf-8' } });
}

export function ndjsonLines(events: unknown[]): string[] {
  return events.map((event) => `${JSON.stringify(event)}\n`);
}

export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json; charset=utf-8' } });
}
