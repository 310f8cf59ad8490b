import ArrowDown from 'lucide-react/icons/arrow-down';
import ArrowUp from 'lucide-react/icons/arrow-up';
import ArrowUpDown from 'lucide-react/icons/arrow-up-down';
import ChartLine from 'lucide-react/icons/chart-line';
import Trash2 from 'lucide-react/icons/trash-2';
import type { ReactNode } from 'react';
import type { HistoryEntry, HistorySort } from '../../../../contracts/history';
import { ENGINE_LABELS } from '../../../../core/search/engines';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { formatCheckedAt, formatCheckedAtParts, formatLocation, formatResultType } from '../lib/format-check';
import type { HistoryView } from '../lib/history-view';
import { checkName, type CheckListProps } from './check-list-props';
import { CompetitorsCell } from './competitors-cell';
import { RankCell } from './rank-cell';
import { SeoChangesNote } from './seo-changes-note';
import { SelectCheckbox } from '../../../components/ui/select-checkbox';
import { SimulatedBadge } from '../../../components/rank/simulated-badge';
import { TrendSummary } from '../../../components/rank/trend-badge';
import { DEVICE_LABELS } from '../../../../core/search/devices';
import { DomainText } from '../../../components/domain-text';
import { AiOverviewStatus } from '../../../components/rank/ai-overview-status';

function SortHeader({ label, sort, view, onSort }: { label: string; sort: HistorySort; view: HistoryView; onSort: (sort: HistorySort) => void }) {
  const active = view.sort === sort;
  const Icon = !active ? ArrowUpDown : view.order === 'asc' ? ArrowUp : ArrowDown;
  return (
    <th scope="col" aria-sort={active ? (view.order === 'asc' ? 'ascending' : 'descending') : undefined} className="px-2 py-2">
      <button
        type="button"
        onClick={() => onSort(sort)}
        className={cn(
          '-mx-1.5 inline-flex items-center gap-1 rounded px-1.5 py-1 font-semibold whitespace-nowrap hover:bg-muted hover:text-foreground',
          active && 'text-foreground',
        )}
      >
        {label}
        <Icon aria-hidden="true" className={cn('size-3.5', !active && 'opacity-60')} />
      </button>
    </th>
  );
}

const Plain = ({ children, className }: { children: ReactNode; className?: string }) => (
  <th scope="col" className={cn('px-2 py-2 font-semibold whitespace-nowrap', className)}>
    {children}
  </th>
);

/** A header over a two-line cell, in two lines too: the columns stay as narrow as their values. */
const StackedLabel = ({ main, sub }: { main: string; sub: string }) => (
  <>
    <span className="block">{main}</span>
    <span className="block font-normal">/ {sub}</span>
  </>
);

function Row({ entry, selected, onToggle, onOpenChart, onDelete }: { entry: HistoryEntry; selected: boolean } & Pick<CheckListProps, 'onToggle' | 'onOpenChart' | 'onDelete'>) {
  const when = formatCheckedAt(entry.checkedAt);
  const { date, time } = formatCheckedAtParts(entry.checkedAt);
  const name = checkName(entry, when);
  // Cells hold one or two short lines; padding-top on one-line cells lines them up with the rank badge. The
  // padding is tight so eleven columns fit the page's width (the navbar's) without scrolling sideways.
  const cell = 'px-2 py-3';
  return (
    <tr data-check-id={entry.id} className={cn('border-t border-border align-top', selected && 'bg-brand-soft/50')}>
      <td className="py-3 pr-1 pl-4">
        <SelectCheckbox aria-label={`Select ${name}`} checked={selected} onChange={() => onToggle(entry.id)} className="mt-1.5" />
      </td>
      <th scope="row" className={cn(cell, 'max-w-[15rem] min-w-[7rem] text-left font-medium')}>
        <button type="button" onClick={() => onOpenChart(entry)} className="mt-1 text-left break-words text-brand underline-offset-2 hover:underline">
          {entry.keyword}
        </button>
        {entry.simulated ? (
          <div className="mt-1.5">
            <SimulatedBadge />
          </div>
        ) : null}
      </th>
      <td className={cn(cell, 'max-w-[11rem] pt-4')}>
        <DomainText>{entry.websiteUrl}</DomainText>
      </td>
      <td className={cn(cell, 'pt-3.5')}>
        <span className="block whitespace-nowrap">{ENGINE_LABELS[entry.searchEngine]}</span>
        <span className="block text-xs text-muted-foreground">
          {formatLocation(entry.location)}
          {entry.device === 'mobile' ? ` · ${DEVICE_LABELS.mobile}` : ''}
        </span>
      </td>
      <td className={cell}>
        <RankCell rank={entry.rankPosition} resultsScanned={entry.resultsScanned} stacked />
      </td>
      <td className={cn(cell, 'pt-3.5')}>
        <span className="block tabular-nums">{entry.rankPosition > 0 ? entry.pageNumber : '—'}</span>
        <span className="block text-xs whitespace-nowrap text-muted-foreground">{formatResultType(entry.resultType)}</span>
      </td>
      <td className={cn(cell, 'pt-3.5')}>
        <AiOverviewStatus overview={entry.aiOverview} engine={entry.searchEngine} />
      </td>
      <td className={cn(cell, 'pt-3.5')}>
        <TrendSummary rank={entry.rankPosition} previousRank={entry.previousRank} />
        <SeoChangesNote fields={entry.seoChanges} className="mt-1.5 max-w-40" />
      </td>
      <td className={cn(cell, 'pt-3.5')}>
        <CompetitorsCell competitors={entry.competitors} />
      </td>
      <td className={cn(cell, 'pt-3.5 whitespace-nowrap')}>
        <time dateTime={entry.checkedAt} title={when}>
          <span className="block">{date}</span>
          <span className="block text-xs text-muted-foreground">{time}</span>
        </time>
      </td>
      <td className="py-2 pr-2 pl-1">
        <div className="flex">
          <Button variant="ghost" size="icon" aria-label={`View chart of ${name}`} title="View chart" onClick={() => onOpenChart(entry)}>
            <ChartLine aria-hidden="true" />
          </Button>
          <Button variant="ghost" size="icon" aria-label={`Delete ${name}`} title="Delete" onClick={() => onDelete(entry)}>
            <Trash2 aria-hidden="true" />
          </Button>
        </div>
      </td>
    </tr>
  );
}

/** Wide screens: one page of checks as a table with sortable headers. */
export function HistoryTable({ items, view, onSort, selected, onToggle, onToggleAll, onOpenChart, onDelete }: CheckListProps) {
  const selectedHere = items.filter((entry) => selected.has(entry.id)).length;
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Saved checks. Column headers with buttons sort the table.</caption>
        <thead className="bg-muted/60 text-xs text-muted-foreground">
          <tr>
            <td className="py-2 pr-1 pl-4">
              <SelectCheckbox
                aria-label="Select all checks on this page"
                checked={items.length > 0 && selectedHere === items.length}
                indeterminate={selectedHere > 0 && selectedHere < items.length}
                onChange={onToggleAll}
              />
            </td>
            <SortHeader label="Keyword" sort="keyword" view={view} onSort={onSort} />
            <SortHeader label="Site" sort="website" view={view} onSort={onSort} />
            <Plain>
              <StackedLabel main="Engine" sub="location" />
            </Plain>
            <SortHeader label="Rank" sort="rank" view={view} onSort={onSort} />
            <Plain>
              <StackedLabel main="Page" sub="type" />
            </Plain>
            <Plain>AI Overview</Plain>
            <Plain>Trend</Plain>
            <Plain>Competitors</Plain>
            <SortHeader label="Checked at" sort="checkedAt" view={view} onSort={onSort} />
            <Plain className="pr-2">
              <span className="sr-only">Actions</span>
            </Plain>
          </tr>
        </thead>
        <tbody>
          {items.map((entry) => (
            <Row key={entry.id} entry={entry} selected={selected.has(entry.id)} onToggle={onToggle} onOpenChart={onOpenChart} onDelete={onDelete} />
          ))}
        </tbody>
      </table>
    </div>
  );
}
