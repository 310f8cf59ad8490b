import { RANK_BANDS, type RankBand } from '../../core/ranking/rank-band';
import type { BadgeTone } from '../components/ui/badge';

const TONE_OF_COLOUR = {
  green: 'success',
  yellow: 'warning',
  orange: 'caution',
  red: 'danger',
  gray: 'neutral',
} as const satisfies Record<(typeof RANK_BANDS)[RankBand]['colour'], BadgeTone>;

/** Design-system tone for a rank band's colour. */
export function bandTone(band: RankBand): BadgeTone {
  return TONE_OF_COLOUR[RANK_BANDS[band].colour];
}

/** Solid bar colour per tone (decorative bars; text uses the soft/foreground pairs). */
export const BAR_CLASS: Record<BadgeTone, string> = {
  brand: 'bg-brand',
  success: 'bg-success',
  warning: 'bg-warning',
  caution: 'bg-caution',
  danger: 'bg-danger',
  neutral: 'bg-neutral',
};

export const SOFT_CLASS: Record<BadgeTone, string> = {
  brand: 'bg-brand-soft text-brand-soft-foreground',
  success: 'bg-success-soft text-success-soft-foreground',
  warning: 'bg-warning-soft text-warning-soft-foreground',
  caution: 'bg-caution-soft text-caution-soft-foreground',
  danger: 'bg-danger-soft text-danger-soft-foreground',
  neutral: 'bg-neutral-soft text-neutral-soft-foreground',
};
