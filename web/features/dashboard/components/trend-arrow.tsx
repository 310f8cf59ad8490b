import ArrowDownRight from 'lucide-react/icons/arrow-down-right';
import ArrowUpRight from 'lucide-react/icons/arrow-up-right';
import Minus from 'lucide-react/icons/minus';
import Sparkles from 'lucide-react/icons/sparkles';
import { rankTrend, type RankTrend } from '../../../../core/ranking/rank-trend';
import { cn } from '../../../lib/cn';

const LOOK: Record<RankTrend, { label: string; Icon: typeof Minus; className: string }> = {
  improving: { label: 'Improving', Icon: ArrowUpRight, className: 'text-success-soft-foreground bg-success-soft' },
  dropping: { label: 'Dropping', Icon: ArrowDownRight, className: 'text-danger-soft-foreground bg-danger-soft' },
  stable: { label: 'Stable', Icon: Minus, className: 'text-neutral-soft-foreground bg-neutral-soft' },
  new: { label: 'New', Icon: Sparkles, className: 'text-brand-soft-foreground bg-brand-soft' },
};

function describe(trend: RankTrend, change: number, previousRank: number | null): string {
  if (trend === 'new' || previousRank === null) return 'First check of this keyword';
  const before = previousRank > 0 ? `#${previousRank}` : 'not found';
  if (trend === 'stable') return `Unchanged from ${before}`;
  // Not found counts as position 101, so "up 100 positions" would be made up: say what happened instead.
  if (previousRank === 0) return `Now ranking, was ${before}`;
  return `${trend === 'improving' ? 'Up' : 'Down'} ${Math.abs(change)} from ${before}`;
}

/** Words for a check's trend, e.g. 'Up 5 from #9'. */
export function trendDescription(rank: number, previousRank: number | null): string {
  const { trend, change } = rankTrend(rank, previousRank);
  return describe(trend, change, previousRank);
}

/** Arrow badge for a check's trend against the previous check of the same site, keyword, engine and location. */
export function TrendArrow({ rank, previousRank }: { rank: number; previousRank: number | null }) {
  const { trend } = rankTrend(rank, previousRank);
  const { label, Icon, className } = LOOK[trend];
  return (
    <span data-trend={trend} className={cn('inline-flex shrink-0 items-center gap-1 rounded-full px-2 py-0.5 text-xs font-semibold', className)}>
      <Icon aria-hidden="true" className="size-3.5" />
      {label}
    </span>
  );
}
