import Minus from 'lucide-react/icons/minus';
import Sparkles from 'lucide-react/icons/sparkles';
import TrendingDown from 'lucide-react/icons/trending-down';
import TrendingUp from 'lucide-react/icons/trending-up';
import { rankTrend, type RankTrend } from '../../../../core/ranking/rank-trend';
import { Badge, type BadgeTone } from '../../../components/ui/badge';

const LOOK: Record<RankTrend, { label: string; tone: BadgeTone; Icon: typeof Minus }> = {
  improving: { label: 'Improving', tone: 'success', Icon: TrendingUp },
  dropping: { label: 'Dropping', tone: 'danger', Icon: TrendingDown },
  stable: { label: 'Stable', tone: 'neutral', Icon: Minus },
  new: { label: 'New', tone: 'brand', Icon: Sparkles },
};

/** Trend versus the previous check of the same site, keyword, engine and location. */
export function TrendIndicator({ rank, previousRank }: { rank: number; previousRank: number | null }) {
  const { trend } = rankTrend(rank, previousRank);
  const { label, tone, Icon } = LOOK[trend];
  return (
    <div className="flex flex-col items-start gap-1">
      <Badge tone={tone} data-trend={trend}>
        <Icon aria-hidden="true" />
        {label}
      </Badge>
      {previousRank !== null ? (
        <span className="text-xs font-normal text-muted-foreground">
          Previously {previousRank > 0 ? `#${previousRank}` : 'not found'}
        </span>
      ) : (
        <span className="text-xs font-normal text-muted-foreground">First check</span>
      )}
    </div>
  );
}
