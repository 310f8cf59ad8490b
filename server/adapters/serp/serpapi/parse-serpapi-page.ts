import type { SearchEngine } from '../../../../core/search/engines';
import type { SerpEntry, SerpError, SerpPage } from '../serp-provider';
import { readBaiduEntry } from './read-baidu-entry';
import { organicResultSchema, type SerpApiSearch } from './serpapi-response';
import { FINISHED_STATUSES } from './follow-up-request';

/** SerpApi's `organic_results_state` when the engine found nothing; the body then carries an `error` text. */
const FULLY_EMPTY = /^fully empty$/iu;
/**
 * DuckDuckGo past its last page: one fake result with this title and a pagination block as if more followed
 * (public-roadmap #2944). It is the end of the results, not a result.
 */
const DEEP_ERROR = 'DEEP_ERROR_NO_RESULTS';

export type ParsedSearch =
  | { ok: true; page: SerpPage }
  /** `retry`: the search may still finish (Processing, Queued), so asking again can help. */
  | { ok: false; error: SerpError; retry: boolean };

/**
 * Turns an HTTP 200 from SerpApi into one page of organic results, or a failure when it is not a results page
 * we can read: a status other than Success, no organic results without SerpApi's explicit empty-results
 * answer, or entries of which none can be read. An empty page counts only with that explicit answer, so a
 * broken reply is never taken for "not found".
 */
export function parseSerpApiPage(engine: SearchEngine, body: SerpApiSearch, status: number): ParsedSearch {
  const state = body.search_metadata?.status;
  if (state === undefined || !FINISHED_STATUSES.has(state)) {
    const still = state === 'Processing' || state === 'Queued';
    return failure({ kind: still ? 'unavailable' : 'invalid_response', status, ...message(body) }, still);
  }

  const raw = body.organic_results ?? [];
  if (raw.length === 0) {
    if (saysNoResults(body)) return { ok: true, page: { entries: [], ended: true } };
    return failure({ kind: 'invalid_response', status, ...message(body) }, false);
  }

  const ordered = raw
    .map((entry, index) => ({ entry, index, position: readPosition(entry) ?? Number.MAX_SAFE_INTEGER }))
    .sort((a, b) => a.position - b.position || a.index - b.index);
  let deepEnd = false;
  const entries: SerpEntry[] = [];
  for (const { entry } of ordered) {
    const parsed = organicResultSchema.safeParse(entry);
    if (parsed.success && parsed.data.title === DEEP_ERROR) {
      deepEnd = true;
      continue;
    }
    entries.push(parsed.success ? readEntry(engine, parsed.data) : { url: null, title: '' });
  }
  if (entries.length === 0 && deepEnd) return { ok: true, page: { entries: [], ended: true } };
  // A result without a link still took its place on the page; a page where none can be read is not a page.
  if (!entries.some((e) => e.url !== null || e.redirect !== undefined)) {
    return failure({ kind: 'invalid_response', status, ...message(body) }, false);
  }

  const pagination = body.serpapi_pagination ?? body.pagination;
  // Without a pagination block we cannot tell, so the page is not the end: the next request will say.
  const ended = deepEnd || (pagination !== undefined && !body.serpapi_pagination?.next && !body.pagination?.next);
  return { ok: true, page: { entries, ended } };
}

function readEntry(engine: SearchEngine, entry: ReturnType<typeof organicResultSchema.parse>): SerpEntry {
  if (engine === 'baidu') return readBaiduEntry(entry);
  const link = entry.link ?? '';
  return { url: /^https?:\/\/[^/\s]/iu.test(link) ? link : null, title: entry.title ?? '' };
}

function saysNoResults(body: SerpApiSearch): boolean {
  return FULLY_EMPTY.test(body.search_information?.organic_results_state ?? '') || /hasn't returned any results/iu.test(body.error ?? '');
}

function message(body: SerpApiSearch): { providerMessage?: string } {
  const text = body.error?.trim();
  return text ? { providerMessage: text } : {};
}

function failure(error: SerpError, retry: boolean): ParsedSearch {
  return { ok: false, error, retry };
}

function readPosition(entry: unknown): number | undefined {
  if (typeof entry !== 'object' || entry === null) return undefined;
  const position = (entry as { position?: unknown }).position;
  return typeof position === 'number' && Number.isFinite(position) ? position : undefined;
}
