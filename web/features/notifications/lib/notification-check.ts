import type { Notification } from '../../../../contracts/notification';
import { isLocationCode } from '../../../../core/search/locations';
import type { PendingRankCheck } from '../../../lib/pending-rank-check';

export type NotificationCheck = Omit<PendingRankCheck, 'timestamp'>;

/**
 * The check behind a rank alert, to run it again from the panel: only alerts that carry the keyword, site,
 * engine, location and device of their check have one (older rows and other types do not).
 */
export function notificationCheck(notification: Notification): NotificationCheck | null {
  const { keyword, websiteUrl, searchEngine, location, device } = notification;
  if (!keyword?.trim() || !websiteUrl?.trim() || !searchEngine || !device || !location || !isLocationCode(location)) return null;
  return { keyword, websiteUrl, searchEngine, location, device, competitorUrls: [] };
}
