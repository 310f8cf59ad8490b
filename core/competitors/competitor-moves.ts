import { rankAlert } from '../alerts/rank-alert';
import { bestKeywordMatch } from './keyword-match';

export interface CompetitorNotificationPreferences {
  /** Tell the user when the competitor moves up or down. */
  rankChange: boolean;
  /** Tell the user when it enters the top 10 or the top 3. */
  milestone: boolean;
}

/** A tracked competitor as its moves are judged. */
export interface TrackedCompetitor {
  url: string;
  keywords: readonly string[];
  locations: readonly string[];
  searchEngines: readonly string[];
  notificationPreferences: CompetitorNotificationPreferences;
}

export interface CompetitorQuery {
  keyword: string;
  searchEngine: string;
  location: string;
}

export interface RankedCompetitor {
  url: string;
  /** 0 when not found. */
  rank: number;
}

export type CompetitorMove =
  | { kind: 'milestone'; url: string; milestone: number; rank: number; previousRank: number; change: number }
  | { kind: 'improved' | 'dropped'; url: string; rank: number; previousRank: number; change: number };

/**
 * Whether a check is one the competitor is tracked for: one of its engines and locations, and a keyword matching
 * one of its keywords (keywordMatch); a competitor tracked without keywords is tracked for every keyword.
 */
export function tracksQuery(tracked: TrackedCompetitor, query: CompetitorQuery): boolean {
  return (
    tracked.searchEngines.includes(query.searchEngine) &&
    tracked.locations.includes(query.location) &&
    (tracked.keywords.length === 0 || bestKeywordMatch(query.keyword, tracked.keywords) !== null)
  );
}

const sameUrl = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/**
 * How the tracked competitors in a saved check moved since the previous check of the same query, by the spec's
 * rank alert rules (core/alerts rankAlert: no change, or either rank 0, says nothing; entering the top 3 or 10
 * is a milestone). Each competitor's preferences decide what is said: with milestones off, a milestone is told
 * as the move up it also is (when rank changes are on); with both off, nothing.
 */
export function competitorMoves(
  tracked: readonly TrackedCompetitor[],
  query: CompetitorQuery,
  competitors: readonly RankedCompetitor[],
  previous: readonly RankedCompetitor[] | null,
): CompetitorMove[] {
  const moves: CompetitorMove[] = [];
  for (const competitor of competitors) {
    const watch = tracked.find((t) => sameUrl(t.url, competitor.url) && tracksQuery(t, query));
    const before = previous?.find((p) => sameUrl(p.url, competitor.url));
    if (!watch || !before || moves.some((m) => sameUrl(m.url, competitor.url))) continue;
    const alert = rankAlert(competitor.rank, before.rank);
    if (!alert) continue;
    const { milestone, rankChange } = watch.notificationPreferences;
    const url = competitor.url;
    if (alert.kind === 'milestone' && milestone) moves.push({ ...alert, url });
    else if (alert.kind === 'milestone' && rankChange) moves.push({ kind: 'improved', url, rank: alert.rank, previousRank: alert.previousRank, change: alert.change });
    else if (alert.kind !== 'milestone' && rankChange) moves.push({ ...alert, url });
  }
  return moves;
}

/** The notification's title and message for a competitor's move on `keyword`. */
export function competitorMoveText(move: CompetitorMove, keyword: string): { title: string; message: string } {
  const on = `for “${keyword}”`;
  switch (move.kind) {
    case 'milestone':
      return {
        title: `Competitor entered the top ${move.milestone}`,
        message: `${move.url} entered the top ${move.milestone} ${on}: now #${move.rank}, up from #${move.previousRank}.`,
      };
    case 'improved':
      return { title: 'Competitor moved up', message: `${move.url} moved up ${move.change} to #${move.rank} ${on} (was #${move.previousRank}).` };
    case 'dropped':
      return { title: 'Competitor dropped', message: `${move.url} moved down ${-move.change} to #${move.rank} ${on} (was #${move.previousRank}).` };
  }
}
