import type { IntervalType } from '../../contracts/scheduled-check';
import { pageOfRank } from '../../core/ranking/rank-page';
import { supportsDevice, type Device } from '../../core/search/devices';
import { ENGINE_LABELS, type SearchEngine } from '../../core/search/engines';
import { MAX_RANK } from '../../core/search/paging';
import { queryLabel } from '../../core/search/query-label';

/** "#3 (page 1)", or "not in the first 100 results" (fewer when the engine ran out of results sooner). */
export function rankText(rank: number, resultsScanned: number | null = MAX_RANK): string {
  if (rank > 0) return `#${rank} (page ${pageOfRank(rank)})`;
  return `not in the first ${resultsScanned ?? MAX_RANK} results`;
}

/** "Google · United States · desktop": the device is always said, since an assistant cannot see a default. */
export function queryText(query: { engine: SearchEngine; location: string; device: Device }): string {
  return `${queryLabel({ ...query, device: 'desktop' })} · ${query.device}`;
}

/** An instant as "2026-11-24 09:14 UTC": the user's time zone is not known here, so UTC is said. */
export function timeText(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return `${date.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
}

const UNIT: Record<IntervalType, [single: string, plural: string]> = {
  hourly: ['hour', 'hours'],
  daily: ['day', 'days'],
  weekly: ['week', 'weeks'],
  monthly: ['month', 'months'],
};

/** "every day", "every 3 days". */
export function intervalText(intervalType: IntervalType, intervalValue: number): string {
  const [single, plural] = UNIT[intervalType];
  return intervalValue === 1 ? `every ${single}` : `every ${intervalValue} ${plural}`;
}

/** "1 search", "10 searches". */
export function searchesText(count: number): string {
  return `${count.toLocaleString('en-US')} ${count === 1 ? 'search' : 'searches'}`;
}

/** Why an engine cannot be asked for this device, or null when it can: said before anything is spent or saved. */
export function unsupportedDeviceText(engine: SearchEngine, device: Device): string | null {
  return supportsDevice(engine, device) ? null : `${ENGINE_LABELS[engine]} results can only be checked for desktop.`;
}
