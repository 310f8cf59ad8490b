import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { jsonResponse, makeResult, ndjsonLines, ndjsonResponse } from '../../../testing/fake-api';
import { runRankCheck } from './run-rank-check';

const request = { websiteUrl: 'example.com', keyword: 'running shoes', location: 'us', searchEngine: 'google' } as const;

describe('runRankCheck', () => {
  it('asks for the stream, reports every progress line and returns the result', async () => {
    const result = makeResult({ rank: 23 });
    const lines = ndjsonLines([
      { type: 'progress', from: 1, to: 10, pagesScanned: 0 },
      { type: 'progress', from: 11, to: 40, pagesScanned: 1 },
      { type: 'result', result },
    ]).join('');
    // Split the body mid-line to prove lines are reassembled across chunks.
    const fetchMock = vi.fn(async () => ndjsonResponse([lines.slice(0, 30), lines.slice(30, 95), lines.slice(95)]));
    vi.stubGlobal('fetch', fetchMock);
    const progress: Array<[number, number]> = [];

    await expect(runRankCheck(request, { onProgress: (p) => progress.push([p.from, p.to]) })).resolves.toEqual(result);

    expect(progress).toEqual([
      [1, 10],
      [11, 40],
    ]);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/v1/rank-checks');
    expect(init.method).toBe('POST');
    expect((init.headers as Record<string, string>).Accept).toContain('application/x-ndjson');
    expect(JSON.parse(init.body as string)).toEqual(request);
  });

  it('throws the error line as an ApiError', async () => {
    vi.stubGlobal('fetch', async () =>
      ndjsonResponse(
        ndjsonLines([
          { type: 'progress', from: 1, to: 10, pagesScanned: 0 },
          { type: 'error', error: { code: 'SERP_ERROR', message: 'SERP API error: quota' }, status: 502 },
        ]),
      ),
    );
    const error = await runRankCheck(request).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: 'SERP_ERROR', message: 'SERP API error: quota', status: 502 });
  });

  it('fails when the stream ends without a result', async () => {
    vi.stubGlobal('fetch', async () => ndjsonResponse(ndjsonLines([{ type: 'progress', from: 1, to: 10, pagesScanned: 0 }])));
    await expect(runRankCheck(request)).rejects.toMatchObject({ message: 'Failed to check ranking. Please try again.' });
  });

  it('falls back to a plain JSON answer', async () => {
    const result = makeResult({ rank: 0, page: 0, type: 'not found', matchedUrl: null });
    vi.stubGlobal('fetch', async () => jsonResponse(result));
    await expect(runRankCheck(request)).resolves.toEqual(result);
  });

  it('turns an error body into an ApiError with its status', async () => {
    vi.stubGlobal('fetch', async () =>
      jsonResponse({ error: { code: 'DAILY_LIMIT_REACHED', message: "You've used your 1 daily check" } }, 429),
    );
    await expect(runRankCheck(request)).rejects.toMatchObject({ code: 'DAILY_LIMIT_REACHED', status: 429 });
  });

  it('reports an unreachable server as a network error', async () => {
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(runRankCheck(request)).rejects.toMatchObject({ code: 'NETWORK_ERROR', status: 0 });
  });
});
