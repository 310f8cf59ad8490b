import type { ReportKeyword } from '../../../../contracts/report';
import { DEVICE_LABELS } from '../../../../core/search/devices';
import { formatChange } from './format-values';
import { INK } from './pdf-theme';

/** The mark after a keyword some of whose checks were simulated; the notice at the top of the report explains it. */
export const SIMULATED_TAG = '(simulated)';

export const simulatedTag = (keyword: Pick<ReportKeyword, 'simulated'>) =>
  keyword.simulated ? { text: SIMULATED_TAG, color: INK.warn } : undefined;

/** "Mobile" after the engine of a mobile query; desktop, the default, goes unsaid. */
export const mobileTag = (keyword: Pick<ReportKeyword, 'device'>) =>
  keyword.device === 'desktop' ? undefined : { text: DEVICE_LABELS[keyword.device], color: INK.text };

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
