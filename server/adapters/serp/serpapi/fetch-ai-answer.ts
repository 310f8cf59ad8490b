import type { AiAnswerEngine } from '../../../../core/search/ai-answers';
import type { AiAnswerRequest, AiAnswerResult, SerpError } from '../serp-provider';
import { GOOGLE_LOCATIONS } from './engines/google';
import { maskApiKey } from './mask-api-key';
import { readAiAnswer } from './read-ai-answer';
import { isFinishedSearch, type FollowUpOptions } from './follow-up-request';

/** A second try for a transient failure; an AI answer is slow (seconds), so no more than that. */
const ATTEMPTS = 2;

/**
 * The request's parameters. Google AI Mode takes the country and language as the Google engine does (`gl`, `hl`,
 * `device`; serpapi.com/google-ai-mode-api). Bing Copilot takes only the question: SerpApi documents no location
 * or language parameter for it (serpapi.com/bing-copilot-api), so its answers are not localised.
 */
function params(request: AiAnswerRequest): Record<string, string> {
  if (request.engine === 'bing_copilot') return { q: request.keyword };
  const { gl, hl } = GOOGLE_LOCATIONS[request.location];
  return { q: request.keyword, gl, hl, device: request.device };
}

const failure = (error: SerpError): AiAnswerResult => ({ ok: false, error });

/**
 * Asks an AI answer engine through SerpApi; one provider search. A failure is an error, never an answer that
 * cites nobody: the sample is then not kept. Only the caller's own abort is thrown.
 */
export async function fetchAiAnswer(options: FollowUpOptions, request: AiAnswerRequest, signal?: AbortSignal): Promise<AiAnswerResult> {
  const url = new URL('/search.json', options.baseUrl);
  const engine: AiAnswerEngine = request.engine;
  url.searchParams.set('engine', engine);
  for (const [key, value] of Object.entries(params(request))) url.searchParams.set(key, value);
  url.searchParams.set('api_key', options.apiKey);
  let last: SerpError = { kind: 'unavailable' };
  for (let attempt = 1; attempt <= ATTEMPTS; attempt += 1) {
    const timeout = AbortSignal.timeout(options.timeoutMs);
    try {
      const response = await fetch(url, { signal: signal ? AbortSignal.any([signal, timeout]) : timeout, headers: { accept: 'application/json' } });
      const body: unknown = await response.json().catch(() => undefined);
      const record = typeof body === 'object' && body !== null ? (body as { error?: unknown }) : undefined;
      const providerMessage = typeof record?.error === 'string' ? record.error : undefined;
      if (response.ok && isFinishedSearch(body)) {
        const answer = readAiAnswer(body);
        if (answer) return { ok: true, answer };
        return failure({ kind: 'invalid_response', status: response.status, ...(providerMessage ? { providerMessage } : {}) });
      }
      const status = response.status;
      last = {
        kind: status === 401 || status === 403 ? 'config' : status === 429 ? 'quota' : status >= 500 || status < 300 ? 'unavailable' : 'bad_request',
        status,
        ...(providerMessage ? { providerMessage } : {}),
      };
      if (status >= 400 && status < 500) break;
    } catch {
      if (signal?.aborted) throw signal.reason;
      last = { kind: 'unavailable' };
    }
  }
  options.logger?.warn({ engine, url: maskApiKey(url.toString()), kind: last.kind, status: last.status }, 'SerpApi AI answer could not be read');
  return failure(last);
}
