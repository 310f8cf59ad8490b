import type { SerpPage, OrganicResult } from '../serp-provider';
import { organicResultSchema, type SerpApiSearch } from './serpapi-response';

/** SerpApi's `organic_results_state` when the engine found nothing; the body then carries an `error` text. */
const FULLY_EMPTY = 'Fully empty';

export type ParsedSearch = { ok: true; page: SerpPage } | { ok: false; providerMessage: string };

/**
 * Turns a successful (HTTP 200) SerpApi search into one page of our organic results.
 *
 * Absolute positions are `offset` + the result's rank on this page. SerpApi numbers `position` per page
 * (start=10 gives positions 1..10), but its numbering is not documented for every engine, so we rank by
 * order after sorting on `position`: the same answer whether an engine numbers per page or across pages.
 * Entries past `pageSize` belong to the next page's range and are dropped so pages never overlap.
 */
export function parseSerpApiPage(body: SerpApiSearch, offset: number, pageSize: number): ParsedSearch {
  const raw = body.organic_results ?? [];
  if (raw.length === 0) {
    // An empty page is zero results, but a 200 that says something else went wrong is not a "not found".
    if (body.error !== undefined && !saysNoResults(body)) return { ok: false, providerMessage: body.error };
    return { ok: true, page: { results: [], hasMore: false } };
  }

  const ordered = raw
    .map((entry, index) => ({ entry, index, position: readPosition(entry) ?? Number.MAX_SAFE_INTEGER }))
    .sort((a, b) => a.position - b.position || a.index - b.index)
    .slice(0, pageSize);

  const results: OrganicResult[] = [];
  ordered.forEach(({ entry }, rank) => {
    const parsed = organicResultSchema.safeParse(entry);
    // A result without a link still took its place on the page: skip it without shifting the others.
    if (!parsed.success || !isHttpUrl(parsed.data.link)) return;
    results.push({ position: offset + rank + 1, url: parsed.data.link, title: parsed.data.title ?? '' });
  });

  const next = body.serpapi_pagination?.next ?? body.pagination?.next;
  const hasPagination = body.serpapi_pagination !== undefined || body.pagination !== undefined;
  // Without any pagination block (some engines omit it), a full page is the only hint that more exist.
  const hasMore = hasPagination ? Boolean(next) : raw.length >= pageSize;
  return { ok: true, page: { results, hasMore } };
}

function saysNoResults(body: SerpApiSearch): boolean {
  return (
    body.search_information?.organic_results_state === FULLY_EMPTY ||
    /hasn't returned any results/i.test(body.error ?? '')
  );
}

function readPosition(entry: unknown): number | undefined {
  if (typeof entry !== 'object' || entry === null) return undefined;
  const position = (entry as { position?: unknown }).position;
  return typeof position === 'number' && Number.isFinite(position) ? position : undefined;
}

function isHttpUrl(value: string): boolean {
  return /^https?:\/\//i.test(value);
}
