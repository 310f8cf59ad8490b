import { clickShare } from './click-share';

/** What visibility is computed from: one site's (or competitor's) latest rank on each tracked query checked. */
export interface RankedQuery {
  /** 0 = not in the top 100. */
  rank: number;
}

/**
 * Visibility in percent, 0..100: the mean click share (core/tracking/click-share) of the ranks of the tracked
 * queries, so 100% is #1 for every one and 0% is none in the top 100. Null when no query was checked yet.
 * @example visibilityPercent([{ rank: 1 }, { rank: 0 }]) // 50
 */
export function visibilityPercent(queries: readonly RankedQuery[]): number | null {
  if (queries.length === 0) return null;
  return (100 * queries.reduce((sum, query) => sum + clickShare(query.rank), 0)) / queries.length;
}

/** Visibility from stored sums: `shares` is the sum of click shares over `queries` checked tracked queries. */
export function visibilityFromShares(shares: number, queries: number): number | null {
  return queries > 0 ? (100 * shares) / queries : null;
}

/**
 * Share of voice in percent: of the clicks the site and its tracked competitors would get on the site's tracked
 * queries (the sum of their click shares), the part that goes to each. Null when none of them is in the top 100
 * on any of the queries (nothing to share).
 * @example shareOfVoice(1, { 'rival.com': 1 }) // { site: 50, competitors: { 'rival.com': 50 } }
 */
export function shareOfVoice(siteShares: number, competitorShares: Readonly<Record<string, number>>): { site: number; competitors: Record<string, number> } | null {
  const total = siteShares + Object.values(competitorShares).reduce((sum, share) => sum + share, 0);
  if (total <= 0) return null;
  const competitors = Object.fromEntries(Object.entries(competitorShares).map(([url, share]) => [url, (100 * share) / total]));
  return { site: (100 * siteShares) / total, competitors };
}
