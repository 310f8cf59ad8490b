import { useEffect, useState } from 'react';
import Download from 'lucide-react/icons/download';
import type { HistoryEntry, KeywordSeriesQuery } from '../../../../contracts/history';
import { Button, buttonClasses } from '../../../components/ui/button';
import { site } from '../../../config/site';
import { cn } from '../../../lib/cn';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { HISTORY_PAGE_SIZE, useHistory } from '../api/get-history';
import { historyExportUrl } from '../api/export-history';
import { hasFilters, toggleSort } from '../lib/history-view';
import { useCursorStack } from '../lib/use-cursor-stack';
import { useHistoryView } from '../lib/use-history-view';
import { useMediaQuery } from '../lib/use-media-query';
import { formatCheckedAt } from '../lib/format-check';
import { checkName } from './check-list-props';
import { DeleteChecks, type DeleteRequest } from './delete-checks';
import { HistoryCards } from './history-cards';
import { HistoryFilters } from './history-filters';
import { HistoryEmpty, HistoryError, HistorySkeleton } from './history-list-states';
import { HistoryPagination } from './history-pagination';
import { HistoryTable } from './history-table';
import { HistoryToolbar } from './history-toolbar';
import { KeywordChartDialog } from './keyword-chart-dialog';

const chartQueryOf = (entry: HistoryEntry): KeywordSeriesQuery => ({
  site: entry.websiteUrl,
  keyword: entry.keyword,
  engine: entry.searchEngine,
  location: entry.location,
  device: entry.device,
});

/** /history — every saved check: filter, sort, page through, delete, export, and chart a keyword. */
export function HistoryPage() {
  useDocumentTitle(`History — ${site.name}`);
  const [view, setView] = useHistoryView();
  const viewKey = JSON.stringify(view);
  const pages = useCursorStack(viewKey);
  const history = useHistory(view, pages.cursor);
  // The table needs about 1150 px for its eleven columns; narrower screens get cards.
  const wide = useMediaQuery('(min-width: 1200px)', true);
  const [selection, setSelection] = useState<{ key: string; ids: Set<string> }>({ key: '', ids: new Set() });
  const [toDelete, setToDelete] = useState<DeleteRequest | null>(null);
  const [chart, setChart] = useState<KeywordSeriesQuery | null>(null);

  // Selection belongs to the page on screen: rows nobody can see any more are never deleted by surprise.
  const selectionKey = `${viewKey}|${pages.cursor ?? ''}`;
  const selected = selection.key === selectionKey ? selection.ids : new Set<string>();
  const setSelected = (ids: Set<string>) => setSelection({ key: selectionKey, ids });

  const page = history.data;
  const items = page?.items ?? [];
  const loadingNewView = history.isPlaceholderData;

  // Deleting every row of the last page leaves it empty: step back to the page before.
  useEffect(() => {
    if (page && !loadingNewView && page.items.length === 0 && pages.pageNumber > 1) pages.previous();
  }, [page, loadingNewView, pages]);

  const toggle = (id: string) => {
    const next = new Set(selected);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    setSelected(next);
  };
  const toggleAll = () => setSelected(items.every((e) => selected.has(e.id)) ? new Set() : new Set(items.map((e) => e.id)));
  const listProps = {
    items,
    view,
    onSort: (sort: Parameters<typeof toggleSort>[1]) => setView(toggleSort(view, sort)),
    selected,
    onToggle: toggle,
    onToggleAll: toggleAll,
    onOpenChart: (entry: HistoryEntry) => setChart(chartQueryOf(entry)),
    onDelete: (entry: HistoryEntry) => setToDelete({ ids: [entry.id], name: checkName(entry, formatCheckedAt(entry.checkedAt)) }),
  };

  return (
    // The navbar's and the footer's width, so the page's left edge lines up with theirs.
    <div className="mx-auto grid max-w-6xl grid-cols-[minmax(0,1fr)] gap-6 px-4 py-10 sm:px-6 sm:py-12">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold tracking-tight">History</h1>
          <p className="mt-1 text-muted-foreground">
            Every check you have run.{' '}
            {page ? (
              <span className="font-medium text-foreground" data-testid="history-total">
                {page.total.toLocaleString()} {page.total === 1 ? 'check' : 'checks'}
              </span>
            ) : null}
          </p>
        </div>
        {page && page.total > 0 ? (
          <a href={historyExportUrl(view)} download className={buttonClasses('outline', 'md')}>
            <Download aria-hidden="true" />
            Export CSV
          </a>
        ) : (
          <Button variant="outline" disabled>
            <Download aria-hidden="true" />
            Export CSV
          </Button>
        )}
      </header>

      <HistoryFilters filters={view.filters} onChange={(filters) => setView({ ...view, filters })} collapsible={!wide} />

      <section aria-labelledby="history-list-title" className="min-w-0 overflow-hidden rounded-xl border border-border bg-card shadow-sm">
        <h2 id="history-list-title" tabIndex={-1} className="sr-only">
          Saved checks
        </h2>
        {history.isPending ? (
          <HistorySkeleton />
        ) : history.isError && !page ? (
          <HistoryError error={history.error} onRetry={() => void history.refetch()} />
        ) : items.length === 0 ? (
          <HistoryEmpty filtered={hasFilters(view)} onClearFilters={() => setView({ ...view, filters: {} })} />
        ) : (
          <>
            <HistoryToolbar
              view={view}
              onView={setView}
              compact={!wide}
              pageCount={items.length}
              selectedCount={selected.size}
              selectedOnPage={items.filter((e) => selected.has(e.id)).length}
              onToggleAll={toggleAll}
              onClearSelection={() => setSelected(new Set())}
              onDeleteSelected={() => setToDelete({ ids: [...selected] })}
            />
            <div aria-busy={loadingNewView} className={cn('transition-opacity', loadingNewView && 'opacity-60')}>
              {wide ? <HistoryTable {...listProps} /> : <HistoryCards {...listProps} />}
            </div>
            <HistoryPagination
              pageNumber={pages.pageNumber}
              pageSize={HISTORY_PAGE_SIZE}
              shown={items.length}
              total={page?.total ?? 0}
              hasNext={Boolean(page?.nextCursor)}
              busy={loadingNewView}
              onPrevious={pages.previous}
              onNext={() => page?.nextCursor && pages.next(page.nextCursor)}
            />
          </>
        )}
      </section>

      <DeleteChecks
        request={toDelete}
        fallbackFocus={() => document.getElementById('history-list-title')}
        onDone={(deletedIds) => {
          setToDelete(null);
          if (deletedIds) setSelected(new Set([...selected].filter((id) => !deletedIds.includes(id))));
        }}
      />
      <KeywordChartDialog query={chart} onClose={() => setChart(null)} />
    </div>
  );
}
