import { bestKeywordMatch } from './keyword-match';

/** Spec §6: the first 3 matching tracked competitors fill the checker's 3 competitor fields. */
export const SUGGESTED_COMPETITORS = 3;

export interface SuggestionCandidate {
  autoTrack: boolean;
  keywords: readonly string[];
}

/**
 * Spec §6 suggested competitors: tracked competitors with auto-track on whose keywords match the typed keyword
 * (keywordMatch). Those tracked for exactly that keyword come first, then those matching in part; within each,
 * the given order (oldest tracked first). At most `limit`.
 */
export function suggestCompetitors<T extends SuggestionCandidate>(candidates: readonly T[], keyword: string, limit = SUGGESTED_COMPETITORS): T[] {
  const exact: T[] = [];
  const partial: T[] = [];
  for (const candidate of candidates) {
    if (!candidate.autoTrack) continue;
    const match = bestKeywordMatch(keyword, candidate.keywords);
    if (match === 'exact') exact.push(candidate);
    if (match === 'partial') partial.push(candidate);
  }
  return [...exact, ...partial].slice(0, Math.max(0, limit));
}
