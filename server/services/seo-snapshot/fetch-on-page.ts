import type { OnPage } from '../../../contracts/seo-snapshot';
import { SafeFetchError } from '../../http/safe-fetch/safe-fetch-error';
import type { SafeFetch } from '../../http/safe-fetch/safe-fetch';
import { readPageOffThread } from './read-page-off-thread';

/**
 * The code a user sees: a refused address and a network failure are both `unreachable`, with one message, so a
 * snapshot tells nobody which addresses the server's own network and DNS see (decision 018).
 */
function userCode(error: SafeFetchError): string {
  return error.kind === 'blocked_address' || error.kind === 'network' ? 'unreachable' : error.kind;
}

export type OnPageOutcome = { onPage: OnPage } | { error: { code: string; message: string } };

/** The SEO snapshot reads a page as a search engine's first look would: 10 s, its first 2 MB, 5 redirects. */
export const PAGE_REQUEST = { timeoutMs: 10_000, maxBytes: 2 * 1024 * 1024, maxRedirects: 5, overflow: 'truncate' } as const;

/**
 * Fetches `url` through the SSRF-safe fetch (decision 012; ports 80 and 443 unless the operator allow-listed
 * the host) and reads its on-page facts off the event loop (read-page-off-thread). A page that cannot be fetched,
 * answers an error status or cannot be read gives an error in the user's words instead: a failure is never shown
 * as facts about the page.
 */
export async function fetchOnPage(safeFetch: SafeFetch, url: string, now: Date): Promise<OnPageOutcome> {
  let response;
  try {
    response = await safeFetch(url, {
      ...PAGE_REQUEST,
      headers: { accept: 'text/html,application/xhtml+xml;q=0.9,*/*;q=0.5' },
    });
  } catch (error) {
    if (error instanceof SafeFetchError) return { error: { code: userCode(error), message: error.message } };
    throw error;
  }
  if (response.status >= 400) {
    return { error: { code: 'http_status', message: `The page answered with HTTP status ${response.status} instead of its content.` } };
  }
  return readPageOffThread({
    body: response.body,
    contentType: response.headers.get('content-type'),
    headers: { xRobotsTag: response.headers.get('x-robots-tag'), contentLanguage: response.headers.get('content-language') },
    finalUrl: response.url,
    status: response.status,
    truncated: response.truncated,
    fetchedAt: now,
  });
}
