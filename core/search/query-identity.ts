import { normalizeKeyword } from '../ranking/normalize-keyword';
import type { Device } from './devices';
import type { SearchEngine } from './engines';

/**
 * One tracked search query: which site, for which keyword, on which engine, in which location, on which device.
 * Two checks of one query share a trend, a previous rank, a schedule, an alert cooldown and a report row; the
 * keyword is kept as the user first typed it and compared by its key (decision 019).
 */
export interface SearchQuery {
  /** The site as history stores it: the display form core/ranking's parseTarget gives (`example.com/blog`). */
  site: string;
  keyword: string;
  engine: SearchEngine;
  location: string;
  device: Device;
}

/** A query's fields as rows and requests hold them (plain strings), for keying. */
export type QueryFields = { [K in keyof SearchQuery]: string };

/**
 * A keyword's comparable form: stored normalisation (whitespace collapsed, trailing spaces and underscores
 * dropped), Unicode NFC (a keyboard may send "é" as one code point or two) and lower case, as engines read it.
 * Computed here and stored beside the keyword (`keyword_key`), never by the database, whose lower() follows
 * its locale.
 * @example keywordKey('  Matcha   Latte Recipe ') // 'matcha latte recipe'
 */
export function keywordKey(keyword: string): string {
  return normalizeKeyword(keyword).normalize('NFC').toLowerCase();
}

/**
 * The key of the results page a query asks for: engine, location, device and keyword key. One page serves every
 * user and site asking it, so the SERP cache and scheduled-run packing group by it.
 */
export function searchKey(query: Omit<QueryFields, 'site'>): string {
  return JSON.stringify([query.engine, query.location, query.device, keywordKey(query.keyword)]);
}

/** The key of one tracked query: its site, then its results page. */
export function queryKey(query: QueryFields): string {
  return JSON.stringify([query.site, query.engine, query.location, query.device, keywordKey(query.keyword)]);
}

/** Whether two spellings are one keyword. */
export function sameKeyword(a: string, b: string): boolean {
  return keywordKey(a) === keywordKey(b);
}
