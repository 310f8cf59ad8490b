import ArrowDownRight from 'lucide-react/icons/arrow-down-right';
import ArrowUpRight from 'lucide-react/icons/arrow-up-right';
import Minus from 'lucide-react/icons/minus';
import Sparkles from 'lucide-react/icons/sparkles';
import { rankTrend, trendText, TREND_LABELS, type RankTrend } from '../../../core/ranking/rank-trend';
import { Badge, type BadgeTone } from '../ui/badge';

const LOOK: Record<RankTrend, { tone: BadgeTone; Icon: typeof Minus }> = {
  improving: { tone: 'success', Icon: ArrowUpRight },
  dropping: { tone: 'danger', Icon: ArrowDownRight },
  stable: { tone: 'neutral', Icon: Minus },
  new: { tone: 'brand', Icon: Sparkles },
};

interface TrendProps {
  rank: number;
  /** The previous check's rank of the same query; null for the first check. */
  previousRank: number | null;
}

/** The trend's badge (Improving, Dropping, Stable, New), by the one rule of core/ranking/rank-trend. */
export function TrendBadge({ rank, previousRank }: TrendProps) {
  const { trend } = rankTrend(rank, previousRank);
  const { tone, Icon } = LOOK[trend];
  return (
    <Badge tone={tone} data-trend={trend} className="shrink-0">
      <Icon aria-hidden="true" />
      {TREND_LABELS[trend]}
    </Badge>
  );
}

/** Badge and words ('Up 3 from #9', 'Dropped out of the results (was #5)'): the result card and the history. */
export function TrendSummary({ rank, previousRank }: TrendProps) {
  return (
    <div className="flex flex-col items-start gap-1">
      <TrendBadge rank={rank} previousRank={previousRank} />
      <span className="text-xs font-normal text-muted-foreground">{trendText(rank, previousRank)}</span>
    </div>
  );
}
