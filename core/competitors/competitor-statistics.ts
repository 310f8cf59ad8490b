import { averageFoundRank } from '../reports/rounding';

/** Spec §7/§9: competitor statistics use the latest 10 checks; competitor history lists 20 by default. */
export const STATISTICS_CHECKS = 10;
export const HISTORY_DEFAULT_LIMIT = 20;

/** One of the user's checks that included the competitor (ranks 0 = not found in the top 100). */
export interface CompetitorCheck {
  rank: number;
  yourRank: number;
}

export interface CompetitorStatistics {
  /** Checks counted (at most STATISTICS_CHECKS). */
  checks: number;
  /** Checks where the competitor was found. */
  found: number;
  notFound: number;
  /** Average of its found ranks to one decimal; null when never found. */
  averageRank: number | null;
  bestRank: number | null;
  worstRank: number | null;
  /** Checks where it was found above you, or found while you were not. */
  aheadOfYou: number;
  /** Checks where you were found above it, or found while it was not. */
  behindYou: number;
}

/** Who led in one check; equal ranks and both not found are a draw. */
export function leader(rank: number, yourRank: number): 'competitor' | 'you' | null {
  if (rank > 0 && (yourRank <= 0 || rank < yourRank)) return 'competitor';
  if (yourRank > 0 && (rank <= 0 || yourRank < rank)) return 'you';
  return null;
}

/**
 * A competitor's figures over the given checks (the caller passes the latest STATISTICS_CHECKS, newest first):
 * average, best and worst of its found ranks, how often it was not found, and how often it led you or trailed.
 * @example competitorStatistics([{ rank: 4, yourRank: 6 }, { rank: 0, yourRank: 5 }]) // average 4, aheadOfYou 1, behindYou 1
 */
export function competitorStatistics(checks: readonly CompetitorCheck[]): CompetitorStatistics {
  const found = checks.map((c) => c.rank).filter((rank) => rank > 0);
  const leaders = checks.map((c) => leader(c.rank, c.yourRank));
  return {
    checks: checks.length,
    found: found.length,
    notFound: checks.length - found.length,
    averageRank: averageFoundRank(found),
    bestRank: found.length > 0 ? Math.min(...found) : null,
    worstRank: found.length > 0 ? Math.max(...found) : null,
    aheadOfYou: leaders.filter((l) => l === 'competitor').length,
    behindYou: leaders.filter((l) => l === 'you').length,
  };
}
