import { normalizeKeyword } from '../ranking/normalize-keyword';
import { keywordKey } from '../search/query-identity';

/** How a typed keyword matches a tracked one: the same words, or one's words a run inside the other's. */
export type KeywordMatch = 'exact' | 'partial';

/**
 * Whether a typed keyword matches a tracked one, ignoring case and spacing. 'partial' when either is a run of
 * whole words inside the other ("shoes" and "running shoes"), never on part of a word, so a keyword being
 * typed ("run") does not match "running shoes" until a word of it is complete.
 * @example keywordMatch('Running  Shoes', 'running shoes') // 'exact'
 */
export function keywordMatch(typed: string, tracked: string): KeywordMatch | null {
  const a = keywordKey(typed);
  const b = keywordKey(tracked);
  if (a === '' || b === '') return null;
  if (a === b) return 'exact';
  return ` ${a} `.includes(` ${b} `) || ` ${b} `.includes(` ${a} `) ? 'partial' : null;
}

/** The best match of a typed keyword among tracked ones: 'exact' over 'partial'; null when none matches. */
export function bestKeywordMatch(typed: string, tracked: readonly string[]): KeywordMatch | null {
  let best: KeywordMatch | null = null;
  for (const keyword of tracked) {
    const match = keywordMatch(typed, keyword);
    if (match === 'exact') return match;
    best = best ?? match;
  }
  return best;
}

/**
 * The keywords a competitor is tracked for, as they are stored: normalised, blanks dropped, and a keyword
 * repeated with other case or spacing kept once (its first spelling).
 */
export function cleanKeywords(keywords: readonly string[]): string[] {
  const seen = new Set<string>();
  const kept: string[] = [];
  for (const keyword of keywords) {
    const normalised = normalizeKeyword(keyword);
    const key = keywordKey(normalised);
    if (normalised === '' || seen.has(key)) continue;
    seen.add(key);
    kept.push(normalised);
  }
  return kept;
}
