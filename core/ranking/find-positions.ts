import { MAX_RANK } from '../search/paging';
import { matchesTarget } from './match-target';
import type { Target } from './parse-target';
import { unwrapResultUrl } from './unwrap-result-url';

/** One organic result at its absolute position 1..100 (page offset already added). */
export interface RankedUrl {
  position: number;
  url: string;
}

export interface TargetPositions {
  /** Best (lowest) matching position, 0 when the target is not among the results. */
  rank: number;
  /** The unwrapped URL at `rank`, null when not found. */
  matchedUrl: string | null;
  /** Every further matching position, ascending. */
  otherPositions: { rank: number; url: string }[];
}

/**
 * Finds where a target appears in a list of organic results. Results are unwrapped first; positions outside
 * 1..100 or not whole numbers are ignored; a position listed twice counts once.
 * rank = best matching position, 0 when none; otherPositions = every further matching position, ascending.
 */
export function findPositions(target: Target, results: readonly RankedUrl[]): TargetPositions {
  const matches = results
    .filter((r) => Number.isInteger(r.position) && r.position >= 1 && r.position <= MAX_RANK)
    .map((r) => ({ rank: r.position, url: unwrapResultUrl(r.url) }))
    .filter((r) => matchesTarget(target, r.url))
    .sort((a, b) => a.rank - b.rank)
    .filter((r, i, all) => i === 0 || all[i - 1]?.rank !== r.rank);
  const [best, ...others] = matches;
  if (best === undefined) return { rank: 0, matchedUrl: null, otherPositions: [] };
  return { rank: best.rank, matchedUrl: best.url, otherPositions: others };
}
