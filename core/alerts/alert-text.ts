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
    case 'ai_cited':
      return {
        type: 'milestone',
        title: 'Cited in the AI Overview',
        message: `Google’s AI Overview for “${query.keyword}” now cites ${query.websiteUrl}: source #${event.position} of ${event.sources}.`,
        rankPosition: null,
        rankChange: null,
      };
    case 'ai_uncited':
      return {
        type: 'rank_change',
        title: 'No longer cited in the AI Overview',
        message: event.overviewShown
          ? `Google’s AI Overview for “${query.keyword}” no longer cites ${query.websiteUrl} (it was source #${event.previousPosition}).`
          : `Google showed no AI Overview for “${query.keyword}” this time; it cited ${query.websiteUrl} as source #${event.previousPosition} before.`,
        rankPosition: null,
        rankChange: null,
      };
    case 'competitor_ai_cited':
      return {
        type: 'competitor',
        title: 'A competitor is cited in the AI Overview',
        message:
          `${event.competitorUrl} is now cited in Google’s AI Overview for “${query.keyword}” (source #${event.position} of ${event.sources})` +
          (event.sitePosition === null ? `; ${query.websiteUrl} is not.` : `; ${query.websiteUrl} is source #${event.sitePosition}.`),
        rankPosition: null,
        rankChange: null,
      };
    case 'snippet_won':
      return {
        type: 'milestone',
        title: 'Won the featured snippet',
        message: `${query.websiteUrl} now holds the featured snippet for “${query.keyword}”${event.rank > 0 ? ` (organic rank #${event.rank})` : ''}.`,
        rankPosition: event.rank > 0 ? event.rank : null,
        rankChange: null,
      };
    case 'snippet_lost':
      return {
        type: 'rank_change',
        title: 'Lost the featured snippet',
        message:
          `${query.websiteUrl} no longer holds the featured snippet for “${query.keyword}”` +
          (event.holders.length > 0 ? `: ${event.holders.join(', ')} ${event.holders.length === 1 ? 'holds' : 'hold'} it now.` : '.'),
        rankPosition: null,
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
