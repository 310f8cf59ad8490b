import ChartLine from 'lucide-react/icons/chart-line';
import Trash2 from 'lucide-react/icons/trash-2';
import type { ReactNode } from 'react';
import type { HistoryEntry } from '../../../../contracts/history';
import { ENGINE_LABELS } from '../../../../core/search/engines';
import { showsAiOverview } from '../../../../core/search/serp-features';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { formatCheckedAt, formatLocation, formatResultType } from '../lib/format-check';
import { checkName, type CheckListProps } from './check-list-props';
import { CompetitorsCell } from './competitors-cell';
import { RankCell } from './rank-cell';
import { SeoChangesNote } from './seo-changes-note';
import { SelectCheckbox } from '../../../components/ui/select-checkbox';
import { SimulatedBadge } from '../../../components/rank/simulated-badge';
import { TrendSummary } from '../../../components/rank/trend-badge';
import { DEVICE_LABELS } from '../../../../core/search/devices';
import { AiOverviewStatus } from '../../../components/rank/ai-overview-status';

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className="mt-0.5 break-words">{children}</dd>
    </div>
  );
}

function CheckCard({ entry, selected, onToggle, onOpenChart, onDelete }: { entry: HistoryEntry; selected: boolean } & Pick<CheckListProps, 'onToggle' | 'onOpenChart' | 'onDelete'>) {
  const when = formatCheckedAt(entry.checkedAt);
  const name = checkName(entry, when);
  return (
    <li data-check-id={entry.id} className={cn('rounded-lg border border-border p-4', selected && 'border-brand/50 bg-brand-soft/50')}>
      <div className="flex items-start gap-3">
        <SelectCheckbox aria-label={`Select ${name}`} checked={selected} onChange={() => onToggle(entry.id)} className="mt-1" />
        <div className="min-w-0 flex-1">
          <h3 className="font-medium">
            <button type="button" onClick={() => onOpenChart(entry)} className="text-left break-words text-brand underline-offset-2 hover:underline">
              {entry.keyword}
            </button>
          </h3>
          <p className="text-sm break-words text-muted-foreground">{entry.websiteUrl}</p>
          {entry.simulated ? <SimulatedBadge className="mt-1.5" /> : null}
        </div>
      </div>
      <div className="mt-3 flex flex-wrap items-start justify-between gap-3">
        <RankCell rank={entry.rankPosition} resultsScanned={entry.resultsScanned} />
        <TrendSummary rank={entry.rankPosition} previousRank={entry.previousRank} />
      </div>
      <SeoChangesNote fields={entry.seoChanges} className="mt-2" />
      <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-2 text-sm">
        <Detail label="Engine">{ENGINE_LABELS[entry.searchEngine]}</Detail>
        <Detail label="Location">{formatLocation(entry.location)}</Detail>
        <Detail label="Device">{DEVICE_LABELS[entry.device]}</Detail>
        <Detail label="Page">{entry.rankPosition > 0 ? entry.pageNumber : '—'}</Detail>
        <Detail label="Type">{formatResultType(entry.resultType)}</Detail>
        {showsAiOverview(entry.searchEngine) ? (
          <Detail label="AI Overview">
            <AiOverviewStatus overview={entry.aiOverview} />
          </Detail>
        ) : null}
        <Detail label="Checked at">
          <time dateTime={entry.checkedAt}>{when}</time>
        </Detail>
        <Detail label="Competitors">
          <CompetitorsCell competitors={entry.competitors} />
        </Detail>
      </dl>
      <div className="mt-3 flex gap-2 border-t border-border pt-3">
        <Button variant="outline" size="sm" aria-label={`View chart of ${name}`} onClick={() => onOpenChart(entry)}>
          <ChartLine aria-hidden="true" />
          View chart
        </Button>
        <Button variant="ghost" size="sm" aria-label={`Delete ${name}`} onClick={() => onDelete(entry)}>
          <Trash2 aria-hidden="true" />
          Delete
        </Button>
      </div>
    </li>
  );
}

/** Narrow screens: each check as a card; sorting and 'select all' live in the toolbar above. */
export function HistoryCards({ items, selected, onToggle, onOpenChart, onDelete }: CheckListProps) {
  return (
    <ul className="grid gap-3 p-3 sm:p-4 md:grid-cols-2" aria-label="Saved checks">
      {items.map((entry) => (
        <CheckCard key={entry.id} entry={entry} selected={selected.has(entry.id)} onToggle={onToggle} onOpenChart={onOpenChart} onDelete={onDelete} />
      ))}
    </ul>
  );
}
