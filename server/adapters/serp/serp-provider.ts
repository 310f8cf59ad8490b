import type { SearchEngine } from '../../../core/search/engines';
import type { LocationCode } from '../../../core/search/locations';

/** One page of a search engine's results for one query. */
export interface SerpPageRequest {
  engine: SearchEngine;
  location: LocationCode;
  /** Already normalised (see core/ranking/normalize-keyword). */
  keyword: string;
  /** 1-based; page n covers absolute positions (n-1)*pageSize+1 .. n*pageSize (core/search/paging). */
  page: number;
  /**
   * Registrable domains or hosts the caller is looking for. Real providers ignore this; the simulated
   * engine uses it to place those sites plausibly (or leave them out), so a demo check is meaningful.
   */
  targets?: readonly string[];
}

/** An organic result with its absolute position across pages (1 = first result of page 1). */
export interface OrganicResult {
  position: number;
  url: string;
  title: string;
}

export interface SerpPage {
  results: OrganicResult[];
  /** False when the engine said there are no further pages (or returned nothing). */
  hasMore: boolean;
}

/**
 * Expected provider failures, returned as values:
 * - `config`: the provider rejected our credentials (SerpApi 401); an operator must fix the key.
 * - `quota`: the provider account is out of searches or rate limited after retries (429).
 * - `unavailable`: 5xx, network failure or timeout after retries.
 * - `bad_request`: the provider refused the query (400).
 * - `invalid_response`: the provider answered with something we cannot read.
 */
export type SerpErrorKind = 'config' | 'quota' | 'unavailable' | 'bad_request' | 'invalid_response';

export interface SerpError {
  kind: SerpErrorKind;
  /** The provider's own error text when it sent one; shown to users as 'SERP API error: {text}'. */
  providerMessage?: string;
  status?: number;
}

export type SerpPageResult = { ok: true; page: SerpPage } | { ok: false; error: SerpError };

export interface SerpProvider {
  /** Stored with cached pages and returned to clients as `source`. */
  readonly name: 'serpapi' | 'demo' | (string & {});
  /**
   * Whether pages may be cached and shared between callers. The simulated engine's pages depend on the
   * request's targets, so they are not shared (they cost nothing to make again).
   */
  readonly cacheable: boolean;
  fetchPage(request: SerpPageRequest, signal?: AbortSignal): Promise<SerpPageResult>;
}
