import type { NewPendingAlertEmail } from '../../db/queries/alert-emails';
import { DEVICE_LABELS, isDevice } from '../../../core/search/devices';
import { ENGINE_LABELS, isSearchEngine } from '../../../core/search/engines';
import { locationName } from '../../../core/search/query-label';

/** What an alert e-mail says about one alert: a stored pending alert, in the form the mails read. */
export type AlertFacts = NewPendingAlertEmail & { createdAt: Date };

export const engineName = (engine: string) => (isSearchEngine(engine) ? ENGINE_LABELS[engine] : engine);
export const deviceName = (device: string) => (isDevice(device) ? DEVICE_LABELS[device] : device);
export { locationName };

/** '#8', or 'not found' for a check that did not find the site. */
export const rankText = (rank: number) => (rank > 0 ? `#${rank}` : 'not found');

/** '#8 (was #15)', '#8', 'not found (was #4)'. */
export const rankChangeText = (alert: Pick<AlertFacts, 'rank' | 'previousRank'>) =>
  alert.previousRank === null ? rankText(alert.rank) : `${rankText(alert.rank)} (was ${rankText(alert.previousRank)})`;

/** 'Google · United States · Mobile': which results the rank is from. */
export const searchText = (alert: Pick<AlertFacts, 'searchEngine' | 'location' | 'device'>) =>
  `${engineName(alert.searchEngine)} · ${locationName(alert.location)} · ${deviceName(alert.device)}`;
