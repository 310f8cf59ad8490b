import type { RankCheckRequest, RankCheckResult, RankCheckStreamEvent } from '../../../../contracts/rank-check';
import { ApiError, apiFetch, readJsonBody, toApiError } from '../../../lib/api-client';

export type RankCheckProgress = Extract<RankCheckStreamEvent, { type: 'progress' }>;

export const CHECK_FAILED_MESSAGE = 'Failed to check ranking. Please try again.';

// The contracts' zod schemas are not imported at runtime: zod would more than double the home page's
// JavaScript. The server validates its output against them; here a shape check guards against surprises.
function isResult(value: unknown): value is RankCheckResult {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v.rank === 'number' &&
    typeof v.page === 'number' &&
    typeof v.type === 'string' &&
    typeof v.checkedAt === 'string' &&
    Array.isArray(v.competitors) &&
    Array.isArray(v.otherPositions)
  );
}

function handleEvent(event: unknown, status: number, onProgress: (p: RankCheckProgress) => void): RankCheckResult | null {
  if (typeof event !== 'object' || event === null) return null;
  const e = event as Partial<RankCheckStreamEvent> & Record<string, unknown>;
  if (e.type === 'progress' && typeof e.from === 'number' && typeof e.to === 'number') {
    onProgress(e as RankCheckProgress);
    return null;
  }
  if (e.type === 'result' && isResult(e.result)) return e.result;
  if (e.type === 'error') throw toApiError(e, typeof e.status === 'number' ? e.status : status);
  return null;
}

/** Reads `application/x-ndjson` lines until the `result` (returned) or `error` (thrown) line. */
export async function readRankCheckStream(
  body: ReadableStream<Uint8Array>,
  status: number,
  onProgress: (p: RankCheckProgress) => void,
): Promise<RankCheckResult> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  for (;;) {
    const { done, value } = await reader.read();
    buffer += done ? decoder.decode() : decoder.decode(value, { stream: true });
    const lines = buffer.split('\n');
    buffer = done ? '' : (lines.pop() ?? '');
    for (const line of lines) {
      if (!line.trim()) continue;
      let event: unknown;
      try {
        event = JSON.parse(line);
      } catch {
        throw new ApiError('BAD_RESPONSE', CHECK_FAILED_MESSAGE, status);
      }
      const result = handleEvent(event, status, onProgress);
      if (result) {
        await reader.cancel().catch(() => undefined);
        return result;
      }
    }
    if (done) throw new ApiError('BAD_RESPONSE', CHECK_FAILED_MESSAGE, status);
  }
}

/**
 * POST /api/v1/rank-checks asking for the streamed answer so the UI can say which results are being
 * scanned; falls back to the plain JSON answer when the server (or a proxy) does not stream.
 */
export async function runRankCheck(
  request: RankCheckRequest,
  options: { onProgress?: (p: RankCheckProgress) => void; signal?: AbortSignal } = {},
): Promise<RankCheckResult> {
  const response = await apiFetch('/rank-checks', {
    method: 'POST',
    json: request,
    headers: { Accept: 'application/x-ndjson, application/json;q=0.9' },
    signal: options.signal,
  });
  const contentType = response.headers.get('content-type') ?? '';
  if (contentType.includes('application/x-ndjson') && response.body) {
    return readRankCheckStream(response.body, response.status, options.onProgress ?? (() => undefined));
  }
  const body = await readJsonBody(response).catch(() => null);
  if (isResult(body)) return body;
  throw new ApiError('BAD_RESPONSE', CHECK_FAILED_MESSAGE, response.status);
}
