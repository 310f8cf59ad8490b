import ArrowDownRight from 'lucide-react/icons/arrow-down-right';
import ArrowUpRight from 'lucide-react/icons/arrow-up-right';
import Minus from 'lucide-react/icons/minus';
import type { ReactNode } from 'react';
import type { KeywordSeries } from '../../../../contracts/history';
import { cn } from '../../../lib/cn';
import { averageText, movementText, rankText } from '../lib/series-chart-data';

function Stat({ label, children, hint }: { label: string; children: ReactNode; hint?: ReactNode }) {
  return (
    <div className="rounded-lg bg-muted p-3">
      <dt className="text-xs font-medium text-muted-foreground">{label}</dt>
      <dd className="mt-1 text-lg font-bold">{children}</dd>
      {hint ? <dd className="text-xs text-muted-foreground">{hint}</dd> : null}
    </div>
  );
}

/** Best, worst and average found rank, and how far the site moved since its first check. */
export function SeriesStats({ stats }: { stats: KeywordSeries['stats'] }) {
  const { movement } = stats;
  const Icon = movement === null || movement === 0 ? Minus : movement > 0 ? ArrowUpRight : ArrowDownRight;
  const tone =
    movement === null || movement === 0 ? 'text-foreground' : movement > 0 ? 'text-success-soft-foreground' : 'text-danger-soft-foreground';
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
      <Stat label="Best rank">{rankText(stats.best)}</Stat>
      <Stat label="Worst rank">{rankText(stats.worst)}</Stat>
      <Stat label="Average rank" hint={`over ${stats.checks.toLocaleString()} ${stats.checks === 1 ? 'check' : 'checks'}`}>
        {averageText(stats.average)}
      </Stat>
      <Stat label="Since first check" hint={`${rankText(stats.firstRank)} → ${rankText(stats.lastRank)}`}>
        <span className={cn('inline-flex items-center gap-1', tone)} data-movement={movement ?? 'none'}>
          <Icon aria-hidden="true" className="size-4 shrink-0" />
          {movementText(movement)}
        </span>
      </Stat>
    </dl>
  );
}
