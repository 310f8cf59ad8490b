/** Spec §9: the milestones, best first. Entering one from outside it is celebrated. */
export const MILESTONES = [3, 10] as const;
export type Milestone = (typeof MILESTONES)[number];

export type RankAlert =
  | { kind: 'milestone'; milestone: number; rank: number; previousRank: number; change: number }
  | { kind: 'improved' | 'dropped'; rank: number; previousRank: number; change: number };

/**
 * What a new rank means against the previous positive rank of the same site, keyword, engine, location and
 * device (spec §4, Rank alerts): a lower number is an improvement, a higher one a drop; no change, or either
 * rank 0 or less (not found, or nothing before), means nothing. Entering the top 3 or the top 10 from outside
 * is a milestone, which takes priority over the change; the top 3 over the top 10. `change` is positive when
 * the site improved.
 */
export function rankAlert(rank: number, previousRank: number | null): RankAlert | null {
  if (previousRank === null || rank <= 0 || previousRank <= 0 || rank === previousRank) return null;
  const change = previousRank - rank;
  const milestone = MILESTONES.find((top) => rank <= top && previousRank > top);
  if (milestone) return { kind: 'milestone', milestone, rank, previousRank, change };
  return { kind: change > 0 ? 'improved' : 'dropped', rank, previousRank, change };
}

/** The notification's title and message for an alert about `keyword` on `site`. */
export function rankAlertText(alert: RankAlert, keyword: string, site: string): { title: string; message: string } {
  const moved = `“${keyword}” for ${site}`;
  switch (alert.kind) {
    case 'milestone':
      return {
        title: `Top ${alert.milestone} reached`,
        message: `${moved} entered the top ${alert.milestone}: now #${alert.rank}, up from #${alert.previousRank}.`,
      };
    case 'improved':
      return { title: 'Ranking improved', message: `${moved} moved up ${alert.change} to #${alert.rank} (was #${alert.previousRank}).` };
    case 'dropped':
      return { title: 'Ranking dropped', message: `${moved} moved down ${-alert.change} to #${alert.rank} (was #${alert.previousRank}).` };
  }
}
