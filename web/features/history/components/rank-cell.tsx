import { RANK_BANDS, rankBand } from '../../../../core/ranking/rank-band';
import { SOFT_CLASS, bandTone } from '../../../lib/band-tone';
import { cn } from '../../../lib/cn';

/** A check's rank in its band's colour, with the band's label beside it (colour is never the only cue). */
export function RankCell({ rank, stacked = false, className }: { rank: number; stacked?: boolean; className?: string }) {
  const band = rankBand(rank);
  return (
    <div className={cn('flex gap-2', stacked ? 'flex-col items-start gap-1' : 'items-center', className)} data-band={band}>
      <span
        className={cn(
          'inline-flex h-8 min-w-11 shrink-0 items-center justify-center rounded-md px-2 text-sm font-bold',
          SOFT_CLASS[bandTone(band)],
        )}
      >
        {rank > 0 ? `#${rank}` : '—'}
      </span>
      <span className={cn('text-xs leading-tight text-muted-foreground', stacked && 'max-w-24')}>{RANK_BANDS[band].label}</span>
    </div>
  );
}
