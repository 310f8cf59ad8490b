/** Users are shown Google-style pages of 10 results whatever the engine's own paging. */
export const RESULTS_PER_DISPLAY_PAGE = 10;

/** Page a rank falls on: ceil(rank / 10) for rank > 0, 0 for not found. */
export function pageOfRank(rank: number): number {
  return rank > 0 ? Math.ceil(rank / RESULTS_PER_DISPLAY_PAGE) : 0;
}

/** Result type stored and shown with a rank: 'organic' when found, 'not found' for rank 0. */
export function resultTypeOf(rank: number): 'organic' | 'not found' {
  return rank > 0 ? 'organic' : 'not found';
}
