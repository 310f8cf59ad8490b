import type { Device } from '../../../core/search/devices';
import type { SearchEngine } from '../../../core/search/engines';
import type { LocationCode } from '../../../core/search/locations';
import type { AiAnswerEngine, AiAnswerRead } from '../../../core/search/ai-answers';
import type { AiOverviewRead, PageFeatures } from '../../../core/search/serp-features';

/** One request for a search engine's organic results. */
export interface SerpPageRequest {
  engine: SearchEngine;
  location: LocationCode;
  device: Device;
  /** Already normalised (see core/ranking/normalize-keyword). */
  keyword: string;
  /**
   * Where the request starts (core/search/paging): results skipped on `offset` engines, the page number
   * from 0 on `page` engines.
   */
  start: number;
  /**
   * Registrable domains or hosts the caller is looking for. Real providers ignore this; the simulated
   * engine uses it to place those sites plausibly (or leave them out), so a demo check is meaningful.
   */
  targets?: readonly string[];
}

/**
 * One organic result, in the engine's order. Every entry took a place on the page, even one whose site we
 * cannot read, so it keeps its position.
 */
export interface SerpEntry {
  /** The result's URL; null when the provider gave none we can read (see `redirect`). */
  url: string | null;
  title: string;
  /**
   * The URL is only what the engine displayed: the host is right but the path was cut short (Baidu's
   * `displayed_link` with "..."). It identifies the site, not the page.
   */
  partial?: boolean;
  /** The engine's own redirect to the result (Baidu's `link`), to resolve when `url` is missing or partial. */
  redirect?: string;
}

export interface SerpPage {
  entries: SerpEntry[];
  /** The engine said there is nothing after this page (no next page, or its explicit no-results answer). */
  ended: boolean;
  /**
   * What the page shows besides its organic results, as far as the provider reads it (core/search/serp-features).
   * Absent when unknown (a provider that reads none, a page cached before they were kept): never "none".
   */
  features?: PageFeatures;
}

/**
 * Expected provider failures, returned as values:
 * - `config`: the provider rejected our credentials (SerpApi 401); an operator must fix the key.
 * - `quota`: the provider account is out of searches or rate limited after retries (429).
 * - `unavailable`: 5xx, network failure, timeout or a search the provider did not finish, after retries.
 * - `bad_request`: the provider refused the query (400).
 * - `invalid_response`: the provider answered with something that is not a readable results page.
 */
export type SerpErrorKind = 'config' | 'quota' | 'unavailable' | 'bad_request' | 'invalid_response';

export interface SerpError {
  kind: SerpErrorKind;
  /** The provider's own error text when it sent one; shown to users as 'SERP API error: {text}'. */
  providerMessage?: string;
  status?: number;
  /** With a 429: the seconds the provider's Retry-After asked us to wait before asking again. */
  retryAfterSeconds?: number;
}

export type SerpPageResult = { ok: true; page: SerpPage } | { ok: false; error: SerpError };

/** One question to an AI answer engine: the keyword as asked, where and on which device. */
export interface AiAnswerRequest {
  engine: AiAnswerEngine;
  keyword: string;
  location: LocationCode;
  device: Device;
  /** The sites the caller looks for; only the simulated engine reads them (as SerpPageRequest's `targets`). */
  targets?: readonly string[];
}

export type AiAnswerResult = { ok: true; answer: AiAnswerRead } | { ok: false; error: SerpError };

export interface SerpProvider {
  /** Stored with cached pages and saved checks, and returned to clients as `source`. */
  readonly name: 'serpapi' | 'demo' | (string & {});
  /** True for the built-in simulated engine: its results are labelled as simulated wherever they show. */
  readonly simulated: boolean;
  /**
   * Whether pages may be cached and shared between callers. The simulated engine's pages depend on the
   * request's targets, so they are not shared (they cost nothing to make again).
   */
  readonly cacheable: boolean;
  fetchPage(request: SerpPageRequest, signal?: AbortSignal): Promise<SerpPageResult>;
  /**
   * Reads an AI Overview the page deferred (its `pageToken`); one provider search. Any failure is an unreadable
   * overview, never an error. Absent for providers whose pages never defer one.
   */
  fetchAiOverview?(pageToken: string, signal?: AbortSignal): Promise<AiOverviewRead>;
  /** Asks an AI answer engine (Google AI Mode, Bing Copilot); one provider search. Absent where not offered. */
  fetchAiAnswer?(request: AiAnswerRequest, signal?: AbortSignal): Promise<AiAnswerResult>;
}
