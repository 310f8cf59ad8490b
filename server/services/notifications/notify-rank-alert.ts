import { rankAlert, rankAlertText } from '../../../core/alerts/rank-alert';
import type { Queryable } from '../../db/pool';
import { insertNotification } from '../../db/queries/notifications';

export interface SavedRank {
  userId: string;
  websiteUrl: string;
  keyword: string;
  searchEngine: string;
  location: string;
  device: string;
  rank: number;
  /** The latest rank above 0 of the same site, keyword, engine, location and device before this check. */
  previousPositiveRank: number | null;
  at: Date;
}

/**
 * The spec's rank alert for a check just saved, written in the same transaction as the check, so a check that
 * failed (never saved) or rolled back raises nothing. The one rule set for every saved check.
 */
export async function notifyRankAlert(db: Queryable, saved: SavedRank): Promise<void> {
  const alert = rankAlert(saved.rank, saved.previousPositiveRank);
  if (!alert) return;
  const { title, message } = rankAlertText(alert, saved.keyword, saved.websiteUrl);
  await insertNotification(db, {
    userId: saved.userId,
    type: alert.kind === 'milestone' ? 'milestone' : 'rank_change',
    title,
    message,
    keyword: saved.keyword,
    websiteUrl: saved.websiteUrl,
    rankPosition: alert.rank,
    rankChange: alert.change,
    searchEngine: saved.searchEngine,
    location: saved.location,
    device: saved.device,
    createdAt: saved.at,
  });
}
