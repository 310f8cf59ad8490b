import type { AlertEvent, CheckQuery } from './alert-event';
import { rankAlertText } from './rank-alert';

export interface AlertText {
  /** The notification type (spec §3). */
  type: 'rank_change' | 'milestone' | 'competitor';
  title: string;
  message: string;
  /** Shown as '#N' when above 0. */
  rankPosition: number | null;
  /** Positive when the site improved. */
  rankChange: number | null;
}

/** What the user reads about an event, in the panel, an e-mail or a webhook's payload. */
export function alertText(event: AlertEvent, query: CheckQuery): AlertText {
  const moved = `“${query.keyword}” for ${query.websiteUrl}`;
  switch (event.trigger) {
    case 'enters_top': {
      // The spec's milestone texts for the top 3 and the top 10; any other N reads the same way.
      const { title, message } = rankAlertText({ kind: 'milestone', milestone: event.top, ...event }, query.keyword, query.websiteUrl);
      return { type: 'milestone', title, message, rankPosition: event.rank, rankChange: event.change };
    }
    case 'moves_by': {
      const kind = event.change > 0 ? 'improved' : 'dropped';
      const { title, message } = rankAlertText({ kind, ...event }, query.keyword, query.websiteUrl);
      return { type: 'rank_change', title, message, rankPosition: event.rank, rankChange: event.change };
    }
    case 'leaves_top':
      return {
        type: 'rank_change',
        title: `Left the top ${event.top}`,
        message:
          event.rank > 0
            ? `${moved} fell out of the top ${event.top}: now #${event.rank} (was #${event.previousRank}).`
            : `${moved} fell out of the top ${event.top}: not found in the results (was #${event.previousRank}).`,
        rankPosition: event.rank > 0 ? event.rank : null,
        rankChange: event.rank > 0 ? event.previousRank - event.rank : null,
      };
    case 'drops_out':
      return {
        type: 'rank_change',
        title: 'Dropped out of the results',
        message: `${moved} was not found in the results (was #${event.previousRank}).`,
        rankPosition: null,
        rankChange: null,
      };
    case 'url_changed':
      return {
        type: 'rank_change',
        title: 'Ranking page changed',
        message: `${moved} now ranks #${event.rank} with ${event.url} (was ${event.previousUrl}).`,
        rankPosition: event.rank,
        rankChange: null,
      };
    case 'competitor_overtakes':
      return {
        type: 'competitor',
        title: 'A competitor overtook you',
        message:
          event.rank > 0
            ? `${event.competitorUrl} is now #${event.competitorRank} for “${query.keyword}”, ahead of ${query.websiteUrl} at #${event.rank}.`
            : `${event.competitorUrl} is now #${event.competitorRank} for “${query.keyword}”, while ${query.websiteUrl} was not found.`,
        rankPosition: event.rank > 0 ? event.rank : null,
        rankChange: null,
      };
  }
}
