import ArrowDownRight from 'lucide-react/icons/arrow-down-right';
import ArrowUpRight from 'lucide-react/icons/arrow-up-right';
import Minus from 'lucide-react/icons/minus';
import Sparkles from 'lucide-react/icons/sparkles';
import { rankTrend, type RankTrend } from '../../../../core/ranking/rank-trend';
import { Badge, type BadgeTone } from '../../../components/ui/badge';

const LOOK: Record<RankTrend, { label: string; tone: BadgeTone; Icon: typeof Minus }> = {
  improving: { label: 'Improving', tone: 'success', Icon: ArrowUpRight },
  dropping: { label: 'Dropping', tone: 'danger', Icon: ArrowDownRight },
  stable: { label: 'Stable', tone: 'neutral', Icon: Minus },
  new: { label: 'New', tone: 'brand', Icon: Sparkles },
};

/** What changed against the previous check, e.g. 'Up 5 from #9'. */
export function trendText(rank: number, previousRank: number | null): string {
  const { trend, change } = rankTrend(rank, previousRank);
  if (trend === 'new' || previousRank === null) return 'First check';
  const before = previousRank > 0 ? `#${previousRank}` : 'not found';
  if (trend === 'stable') return `Unchanged from ${before}`;
  // Not found counts as 101 in the maths; "up 95" from nowhere would be made up, so say what happened.
  if (previousRank === 0) return 'Was not found';
  if (rank === 0) return `Was ${before}`;
  return `${trend === 'improving' ? 'Up' : 'Down'} ${Math.abs(change)} from ${before}`;
}

/** Trend arrow and word against the previous check of the same site, keyword, engine and location. */
export function TrendCell({ rank, previousRank }: { rank: number; previousRank: number | null }) {
  const { trend } = rankTrend(rank, previousRank);
  const { label, tone, Icon } = LOOK[trend];
  return (
    <div className="flex flex-col items-start gap-0.5">
      <Badge tone={tone} data-trend={trend}>
        <Icon aria-hidden="true" />
        {label}
      </Badge>
      <span className="text-xs whitespace-nowrap text-muted-foreground">{trendText(rank, previousRank)}</span>
    </div>
  );
}
