import { MAX_RANK } from '../../../core/search/paging';

/**
 * Where a site that was not found was looked for, from how far the check's scan reached: 'the top 100 results'
 * after a full scan, 'the first 37 results' when the engine ran out first (an unknown reach is the top 100).
 * `short` is for table cells: 'top 100', 'first 37'.
 */
export function notFoundScope(resultsScanned: number | null | undefined, short = false): string {
  const full = resultsScanned === null || resultsScanned === undefined || resultsScanned >= MAX_RANK;
  if (short) return full ? `top ${MAX_RANK}` : `first ${resultsScanned}`;
  if (full) return `the top ${MAX_RANK} results`;
  return `the first ${resultsScanned} ${resultsScanned === 1 ? 'result' : 'results'}`;
}
