import type { ReportKeyword } from '../../../../contracts/report';
import { ENGINE_LABELS } from '../../../../core/search/engines';
import { isLocationCode, locationLabel } from '../../../../core/search/locations';
import { formatChange } from './format-values';
import { INK } from './pdf-theme';

/** "United States" for a known code, else the code as stored. */
export function locationName(location: string): string {
  return isLocationCode(location) ? locationLabel(location) : location.toUpperCase();
}

/** "Google · United States": which results a keyword's ranks come from. */
export function querySource(keyword: Pick<ReportKeyword, 'engine' | 'location'>): string {
  return `${ENGINE_LABELS[keyword.engine]} · ${locationName(keyword.location)}`;
}


/** Green for gains, red for losses, muted for none. */
export function changeColor(change: number): string {
  if (change > 0) return INK.up;
  if (change < 0) return INK.down;
  return INK.muted;
}

export const changeCell = (keyword: Pick<ReportKeyword, 'change'>) => ({
  text: formatChange(keyword.change),
  color: changeColor(keyword.change),
  bold: keyword.change !== 0,
});
