import { MAX_RANK } from '../search/paging';

/**
 * Organic click-through rate by position on the first page, in percent: SISTRIX, "Why (almost) everything you
 * knew about Google CTR is no longer valid" (July 2020; 80 million keywords): #1 28.5, #2 15.7, #3 11.0, #4 8.0,
 * #5 7.2, #6 5.1, #7 4.0, #8 3.2, #9 2.8, #10 2.5.
 */
const FIRST_PAGE_CTR = [28.5, 15.7, 11.0, 8.0, 7.2, 5.1, 4.0, 3.2, 2.8, 2.5] as const;

/**
 * Past the first page the study measured "significantly less than one percent" for each position and
 * published no figures: we take 0.9% at #11, falling by 15% a position (about 0.2% at #20, 0.04% at #30), so
 * a second-page rank counts a little and a rank in the nineties next to nothing.
 */
const SECOND_PAGE_START = 0.9;
const SECOND_PAGE_DECAY = 0.85;

/** The click-through rate of an organic position (1..100) in percent; 0 for not found (0) or past 100. */
export function clickThroughRate(rank: number): number {
  if (!Number.isInteger(rank) || rank < 1 || rank > MAX_RANK) return 0;
  const firstPage = FIRST_PAGE_CTR[rank - 1];
  return firstPage ?? SECOND_PAGE_START * SECOND_PAGE_DECAY ** (rank - 11);
}

/**
 * A position's share of the clicks #1 gets: 1 at #1, 0.55 at #2, 0.088 at #10, 0 when not found. Visibility
 * adds these up, so 100% means #1 for every tracked query.
 */
export function clickShare(rank: number): number {
  return clickThroughRate(rank) / FIRST_PAGE_CTR[0];
}

/** clickShare for positions 1..100 as an array indexed from 1 (index 0 unused), for SQL's 1-based arrays. */
export const CLICK_SHARES: readonly number[] = Array.from({ length: MAX_RANK }, (_, index) => clickShare(index + 1));
