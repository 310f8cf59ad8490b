import { DEVICE_LABELS, type Device } from './devices';
import { ENGINE_LABELS, type SearchEngine } from './engines';
import { isLocationCode, locationLabel } from './locations';

/** "United States" for a known location code, else the code as stored (upper-cased). */
export function locationName(location: string): string {
  return isLocationCode(location) ? locationLabel(location) : location.toUpperCase();
}

/**
 * "Google · United States", or "Google · United States · Mobile": which results a tracked keyword's ranks come
 * from (desktop, the default, goes unsaid). The report page and its PDF say it the same way.
 */
export function queryLabel(query: { engine: SearchEngine; location: string; device: Device }): string {
  const device = query.device === 'desktop' ? '' : ` · ${DEVICE_LABELS[query.device]}`;
  return `${ENGINE_LABELS[query.engine]} · ${locationName(query.location)}${device}`;
}
