import ArrowDown from 'lucide-react/icons/arrow-down';
import ArrowUp from 'lucide-react/icons/arrow-up';
import Minus from 'lucide-react/icons/minus';
import Sparkles from 'lucide-react/icons/sparkles';
import type { ScheduledCheck } from '../../../../contracts/scheduled-check';
import { RANK_BANDS, rankBand } from '../../../../core/ranking/rank-band';
import type { RankTrend } from '../../../../core/ranking/rank-trend';
import { SOFT_CLASS, bandTone } from '../../../lib/band-tone';
import { cn } from '../../../lib/cn';
import { scheduleTrend } from '../lib/outcome';

const ARROWS: Record<RankTrend, { Icon: typeof Minus; className: string }> = {
  improving: { Icon: ArrowUp, className: 'bg-success-soft text-success-soft-foreground' },
  dropping: { Icon: ArrowDown, className: 'bg-danger-soft text-danger-soft-foreground' },
  stable: { Icon: Minus, className: 'bg-neutral-soft text-neutral-soft-foreground' },
  new: { Icon: Sparkles, className: 'bg-brand-soft text-brand-soft-foreground' },
};

/**
 * The last rank in its band's colour ('#7', 'Not found', or a dash before the first run) with the trend
 * arrow against the rank before it. The arrow's words ('Up 2 from #9') are in its label for screen readers
 * and its tooltip; lists show them beside it too.
 */
export function RankBox({ schedule }: { schedule: Pick<ScheduledCheck, 'lastRank' | 'previousRank'> }) {
  const rank = schedule.lastRank;
  const trend = scheduleTrend(schedule);
  const band = rank === null ? null : rankBand(rank);
  const arrow = trend ? ARROWS[trend.trend] : null;
  return (
    <div className="relative shrink-0" data-trend={trend?.trend}>
      <span
        title={band ? RANK_BANDS[band].label : 'Not checked yet'}
        className={cn(
          'flex size-12 flex-col items-center justify-center rounded-lg font-bold',
          band ? SOFT_CLASS[bandTone(band)] : 'border border-dashed border-border text-muted-foreground',
        )}
      >
        <span className="sr-only">Last rank </span>
        {rank === null ? (
          <>
            <span aria-hidden="true">—</span>
            <span className="sr-only">none yet</span>
          </>
        ) : rank > 0 ? (
          `#${rank}`
        ) : (
          <span className="text-center text-[0.65rem] leading-tight">Not found</span>
        )}
      </span>
      {trend && arrow ? (
        <span
          role="img"
          aria-label={trend.text}
          title={trend.text}
          className={cn('absolute -right-1.5 -bottom-1.5 flex size-5 items-center justify-center rounded-full ring-2 ring-card', arrow.className)}
        >
          <arrow.Icon aria-hidden="true" className="size-3" />
        </span>
      ) : null}
    </div>
  );
}
