import type { CheckQuery, CompetitorRank } from '../../../core/alerts/alert-event';
import type { AiOverviewCitation, FeatureHolding } from '../../../core/ranking/feature-holdings';
import type { WebhookEvent, WebhookEventType } from './webhook-event';

/** A check just saved (by hand, through the API or on a schedule), as its webhook events describe it. */
export interface SavedCheckEvent {
  /** The history entry's id. */
  checkId: string;
  query: CheckQuery;
  /** 0 when the site was not found. */
  rank: number;
  /** 0 when the site was not found. */
  page: number;
  matchedUrl: string | null;
  /** The rank of the previous check of the same query (0: not found then); null when this is the first. */
  previousRank: number | null;
  competitors: readonly CompetitorRank[];
  checkedAt: Date;
  scheduled: boolean;
  /** From the built-in simulated engine: not a real ranking. */
  simulated: boolean;
  /** The SERP features of the first page and who held them; null when not read. */
  serpFeatures?: readonly FeatureHolding[] | null;
  /** Google's AI Overview and whom it cited; null when not read (an engine without one). */
  aiOverview?: AiOverviewCitation | null;
}

/** The events a saved check can raise; one lookup of the user's endpoints covers both. */
export const CHECK_EVENT_TYPES: readonly WebhookEventType[] = ['check.completed', 'rank.changed'];

/**
 * How the rank moved: up or down between two found ranks (change: positions gained, negative when lost), or
 * found / lost when one of the two checks did not find the site (change: null, as "not in the top 100" has no
 * position to count from).
 */
export type RankDirection = 'up' | 'down' | 'found' | 'lost';

export function rankMovement(previousRank: number, rank: number): { change: number | null; direction: RankDirection } {
  if (previousRank === 0) return { change: null, direction: 'found' };
  if (rank === 0) return { change: null, direction: 'lost' };
  return { change: previousRank - rank, direction: rank < previousRank ? 'up' : 'down' };
}

/**
 * check.completed for every saved check, and rank.changed when its rank differs from the previous check of the
 * same query (never on the first check). Payloads: README.md in this folder.
 */
export function checkWebhookEvents(check: SavedCheckEvent): WebhookEvent[] {
  const { query } = check;
  const common = { checkedAt: check.checkedAt.toISOString(), scheduled: check.scheduled, simulated: check.simulated };
  const events: WebhookEvent[] = [
    {
      type: 'check.completed',
      data: {
        checkId: check.checkId,
        ...query,
        rank: check.rank,
        page: check.page,
        matchedUrl: check.matchedUrl,
        previousRank: check.previousRank,
        competitors: check.competitors.map((competitor) => ({ url: competitor.url, rank: competitor.rank })),
        serpFeatures: check.serpFeatures ?? null,
        aiOverview: check.aiOverview ?? null,
        ...common,
      },
    },
  ];
  if (check.previousRank !== null && check.previousRank !== check.rank) {
    events.push({
      type: 'rank.changed',
      data: {
        checkId: check.checkId,
        ...query,
        previousRank: check.previousRank,
        rank: check.rank,
        ...rankMovement(check.previousRank, check.rank),
        matchedUrl: check.matchedUrl,
        ...common,
      },
    });
  }
  return events;
}
