import type { AiOverviewRead } from '../../../../core/search/serp-features';
import { maskApiKey } from './mask-api-key';
import { readAiOverview } from './read-page-features';
import { isFinishedSearch, type FollowUpOptions } from './follow-up-request';

/** The token expires within a minute by one of SerpApi's documents: a second try goes at once, not after a wait. */
const ATTEMPTS = 2;

const unreadable = (reason: string): AiOverviewRead => ({ state: 'unreadable', reason });

/**
 * Reads a deferred AI Overview: `engine=google_ai_overview&page_token=…` (serpapi.com/google-ai-overview-api; only
 * `page_token` is required, serpapi-python typing/engines/google_ai_overview.json). The answer carries the same
 * `ai_overview` block as an inline one. The token expires within 1 to 4 minutes (SerpApi's two documents
 * disagree), so this runs right after the page. Whatever goes wrong, the overview is unreadable, never "none":
 * Google showed one. Only the caller's own abort is thrown.
 */
export async function fetchAiOverview(options: FollowUpOptions, pageToken: string, signal?: AbortSignal): Promise<AiOverviewRead> {
  const url = new URL('/search.json', options.baseUrl);
  url.searchParams.set('engine', 'google_ai_overview');
  url.searchParams.set('page_token', pageToken);
  url.searchParams.set('api_key', options.apiKey);
  let last = 'The overview could not be fetched.';
  for (let attempt = 1; attempt <= ATTEMPTS; attempt += 1) {
    const timeout = AbortSignal.timeout(options.timeoutMs);
    try {
      const response = await fetch(url, { signal: signal ? AbortSignal.any([signal, timeout]) : timeout, headers: { accept: 'application/json' } });
      const body: unknown = await response.json().catch(() => undefined);
      if (response.ok && isFinishedSearch(body)) {
        const overview = readAiOverview((body as { ai_overview?: unknown }).ai_overview);
        if (overview.state === 'shown' || overview.state === 'unreadable') return overview;
        return unreadable('The overview Google showed came back empty when fetched.');
      }
      last = `Fetching the overview failed (HTTP ${response.status}).`;
      // A refusal (4xx: an expired token, no searches left) will not change on a second try.
      if (response.status >= 400 && response.status < 500) break;
    } catch {
      if (signal?.aborted) throw signal.reason;
      last = timeout.aborted ? `Fetching the overview timed out after ${options.timeoutMs} ms.` : 'The overview could not be fetched.';
    }
  }
  options.logger?.warn({ url: maskApiKey(url.toString()), reason: last }, 'SerpApi deferred AI Overview could not be read');
  return unreadable(last);
}
