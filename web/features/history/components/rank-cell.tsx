import { RANK_BANDS, rankBand } from '../../../../core/ranking/rank-band';
import { SOFT_CLASS, bandTone } from '../../../lib/band-tone';
import { cn } from '../../../lib/cn';
import { notFoundScope } from '../../../components/rank/not-found-text';

interface RankCellProps {
  rank: number;
  /** How far the check's scan reached: a site not found says where it was not ("Not in the first 37"). */
  resultsScanned?: number | null;
  stacked?: boolean;
  className?: string;
}

/** A check's rank in its band's colour, with the band's label beside it (colour is never the only cue). */
export function RankCell({ rank, resultsScanned, stacked = false, className }: RankCellProps) {
  const band = rankBand(rank);
  const label = rank > 0 ? RANK_BANDS[band].label : `Not in ${notFoundScope(resultsScanned, true)}`;
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
      <span className={cn('text-xs leading-tight text-muted-foreground', stacked && 'max-w-24')}>{label}</span>
    </div>
  );
}
