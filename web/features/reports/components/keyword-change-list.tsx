import ArrowDownRight from 'lucide-react/icons/arrow-down-right';
import ArrowUpRight from 'lucide-react/icons/arrow-up-right';
import type { ReportKeyword } from '../../../../contracts/report';
import { SimulatedBadge } from '../../../components/rank/simulated-badge';
import { cn } from '../../../lib/cn';
import { queryLabel } from '../../../../core/search/query-label';
import { changeText, keywordKey, rankText } from '../lib/format-report';

function ChangeBadge({ change }: { change: number }) {
  const up = change > 0;
  const Icon = up ? ArrowUpRight : ArrowDownRight;
  return (
    <span
      className={cn(
        'inline-flex shrink-0 items-center gap-0.5 rounded-full px-2 py-0.5 text-xs font-semibold tabular-nums',
        change === 0 ? 'bg-neutral-soft text-neutral-soft-foreground' : up ? 'bg-success-soft text-success-soft-foreground' : 'bg-danger-soft text-danger-soft-foreground',
      )}
    >
      {change === 0 ? null : <Icon aria-hidden="true" className="size-3.5" />}
      <span className="sr-only">{up ? 'Up' : change < 0 ? 'Down' : 'Change'} </span>
      {changeText(change)}
    </span>
  );
}

/** Keywords with where they started and ended the period (movers, entering or leaving the top). */
export function KeywordChangeList({ keywords, empty }: { keywords: ReportKeyword[]; empty: string }) {
  if (keywords.length === 0) return <p className="text-sm text-muted-foreground">{empty}</p>;
  return (
    <ul className="divide-y divide-border">
      {keywords.map((keyword) => (
        <li key={keywordKey(keyword)} className="flex items-start justify-between gap-3 py-2.5 first:pt-0 last:pb-0">
          <div className="min-w-0">
            <p className="font-medium break-words">{keyword.keyword}</p>
            <p className="text-xs text-muted-foreground">
              {queryLabel(keyword)} · {rankText(keyword.firstRank)} → {rankText(keyword.lastRank)}
            </p>
            {keyword.simulated ? <SimulatedBadge className="mt-1" /> : null}
          </div>
          <ChangeBadge change={keyword.change} />
        </li>
      ))}
    </ul>
  );
}
