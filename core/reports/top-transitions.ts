import { compareQueries, type KeywordSummary } from './keyword-summary';

const isWithin = (rank: number, top: number) => rank > 0 && rank <= top;

/**
 * Queries that entered or left the top `top` over the period, comparing the first check with the last:
 * entered = first outside (not found or ranked below `top`) and last inside; left = the reverse. Ranks in
 * between do not count, so a query that dipped out and came back is in neither list. A query with a single
 * check in the period has the same first and last rank, so it never enters or leaves: one check shows where
 * it is, not a move. Lists are ordered by keyword, engine, location, device.
 * @example topTransitions([{ ...k, firstRank: 12, lastRank: 9 }], 10).entered // [that query]
 */
export function topTransitions(
  keywords: readonly KeywordSummary[],
  top: number,
): { entered: KeywordSummary[]; left: KeywordSummary[] } {
  const ordered = [...keywords].sort(compareQueries);
  return {
    entered: ordered.filter((k) => !isWithin(k.firstRank, top) && isWithin(k.lastRank, top)),
    left: ordered.filter((k) => isWithin(k.firstRank, top) && !isWithin(k.lastRank, top)),
  };
}
