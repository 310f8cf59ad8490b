import { compareQueries, type KeywordSummary } from './keyword-summary';

/** How many movers each direction lists. */
export const MOVERS_LIMIT = 5;

/**
 * The queries that moved most: `up` gained positions (change > 0), `down` lost them (change < 0); unchanged
 * queries are in neither. Each list holds the `limit` largest moves, largest first, ties by keyword, engine,
 * location, device.
 */
export function biggestMovers(
  keywords: readonly KeywordSummary[],
  limit = MOVERS_LIMIT,
): { up: KeywordSummary[]; down: KeywordSummary[] } {
  const bySize = (a: KeywordSummary, b: KeywordSummary) => Math.abs(b.change) - Math.abs(a.change) || compareQueries(a, b);
  return {
    up: keywords.filter((k) => k.change > 0).sort(bySize).slice(0, limit),
    down: keywords.filter((k) => k.change < 0).sort(bySize).slice(0, limit),
  };
}
