import { errorText } from '../../../lib/error-text';
import { useCurrentWorkspace } from '../../../lib/workspaces';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useParams, useSearchParams } from 'react-router';
import type { BulkAction, TrackedQueryRow } from '../../../../contracts/tracking';
import { isLocationCode, locationLabel } from '../../../../core/search/locations';
import { Breadcrumbs } from '../../../components/breadcrumbs';
import { Button } from '../../../components/ui/button';
import { LoadError } from '../../../components/ui/load-error';
import { Select } from '../../../components/ui/select';
import { Skeleton } from '../../../components/ui/skeleton';
import { paths } from '../../../config/paths';
import { site as product } from '../../../config/site';
import { ApiError } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useNow } from '../../../lib/use-now';
import { downloadKeywordsCsv, getMatchingIds, sitesKey, useKeywordTable, useSite, useSiteMutations } from '../api/sites';
import { selectedSampling } from '../lib/selected-sampling';
import { nextSort, PAGE_SIZES, readView, writeView, type TableView } from '../lib/table-view';
import { AddKeywordsDialog } from './add-keywords-dialog';
import { CompareSelect } from './compare-select';
import { BulkBar, type BulkRequest } from './bulk-bar';
import { KeywordDetailDialog } from './keyword-detail-dialog';
import { KeywordTable } from './keyword-table';
import { SiteAlerts } from './site-alerts';
import { SiteCompetitors } from './site-competitors';
import { SiteSummary } from './site-summary';
import { TableFilters } from './table-filters';
import { VisibilityChart } from './visibility-chart';
import { DomainText } from '../../../components/domain-text';

const labelOf = (code: string) => (isLocationCode(code) ? locationLabel(code) : code.toUpperCase());

/** /sites/{site} — one site's tracked keywords in one table, with its visibility, competitors and bulk actions. */
export function SitePage() {
  const site = decodeURIComponent(useParams().site ?? '');
  // A client reads the site; running checks and changing what is tracked are the others' (decision 025).
  const canTrack = useCurrentWorkspace().can('track');
  useDocumentTitle(`${site} — ${product.name}`);
  const [params, setParams] = useSearchParams();
  const view = useMemo(() => readView(params), [params]);
  const setView = useCallback((change: Partial<TableView>) => setParams(writeView({ ...readView(params), ...change }), { replace: true }), [params, setParams]);
  const detail = useSite(site, view.compare);
  const table = useKeywordTable(site, view, (detail.data?.runsPending ?? 0) > 0);
  const { bulk } = useSiteMutations();
  // When the last queued check ends, the table and the chart are read once more: their last poll came before it.
  const queryClient = useQueryClient();
  const runsPending = detail.data?.runsPending ?? 0;
  const wasPending = useRef(false);
  useEffect(() => {
    if (wasPending.current && runsPending === 0) void queryClient.invalidateQueries({ queryKey: [...sitesKey, site] });
    wasPending.current = runsPending > 0;
  }, [runsPending, queryClient, site]);
  const now = useNow(60_000);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [pending, setPending] = useState<BulkAction['action'] | 'export' | 'select' | null>(null);
  const [open, setOpen] = useState<TrackedQueryRow | null>(null);
  // The keyword's button takes the focus back when its detail closes (the dialog has no trigger of its own).
  const opener = useRef<HTMLElement | null>(null);
  const openDetail = useCallback((row: TrackedQueryRow) => {
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setOpen(row);
  }, []);
  const closeDetail = () => {
    setOpen(null);
    requestAnimationFrame(() => opener.current?.focus());
  };
  const rows = table.data?.items ?? [];
  const total = table.data?.total ?? 0;
  const selectedAiAnswers = useMemo(() => selectedSampling(rows, selected), [rows, selected]);
  const pages = Math.max(1, Math.ceil(total / view.pageSize));
  // Stable between renders, as the table's callbacks are: a row renders again only when it changes.
  const context = useMemo(() => ({ now, locationLabel: labelOf }), [now]);
  const toggleRow = useCallback((id: string) => setSelected((old) => {
    const next = new Set(old);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    return next;
  }), []);

  const act = async (action: BulkRequest): Promise<boolean> => {
    setPending(action.action);
    try {
      const answer = await bulk.mutateAsync({ site, action: { ...action, ids: [...selected] } as BulkAction });
      void notify.success(answer.message);
      if (action.action === 'delete') setSelected(new Set());
      return true;
    } catch (error) {
      void notify.error('Not done', errorText(error));
      return false;
    } finally {
      setPending(null);
    }
  };

  if (detail.isError && detail.error instanceof ApiError && detail.error.status === 404) {
    return (
      <div className="mx-auto max-w-3xl px-4 py-12 sm:px-6">
        <Breadcrumbs trail={[{ label: 'Sites', href: paths.sites }, { label: site }]} />
        <h1 className="mt-4 text-2xl font-bold">{site} is not tracked</h1>
        <p className="mt-2 text-muted-foreground">Track its keywords to see them here.</p>
        <div className="mt-4">
          {canTrack ? <AddKeywordsDialog label="Track keywords" /> : null}
        </div>
      </div>
    );
  }

  return (
    <div className="mx-auto grid max-w-7xl grid-cols-[minmax(0,1fr)] gap-6 px-4 py-8 sm:px-6 sm:py-10">
      <header className="grid gap-3">
        <Breadcrumbs trail={[{ label: 'Sites', href: paths.sites }, { label: site }]} />
        <div className="flex flex-wrap items-end justify-between gap-4">
          <h1 className="text-3xl font-bold tracking-tight">
            <DomainText>{site}</DomainText>
          </h1>
          {canTrack ? (
            <div className="flex flex-wrap gap-2">
              <Button
                variant="outline"
                disabled={pending !== null || total === 0}
                onClick={() => {
                  setPending('run');
                  void getMatchingIds(site, view)
                    .then((ids) => bulk.mutateAsync({ site, action: { action: 'run', ids } }))
                    .then((answer) => void notify.success(answer.message), (error: unknown) => void notify.error('Not done', errorText(error)))
                    .finally(() => setPending(null));
                }}
              >
                Run all now
              </Button>
              <AddKeywordsDialog site={site} />
            </div>
          ) : null}
        </div>
      </header>
      {detail.isPending ? <Skeleton className="h-28 w-full" /> : detail.isError ? <LoadError what="this site" error={detail.error} onRetry={() => void detail.refetch()} /> : <SiteSummary detail={detail.data} compare={view.compare} />}
      <VisibilityChart site={site} />
      <section aria-labelledby="keywords-heading" className="grid gap-4">
        <div className="flex flex-wrap items-end justify-between gap-3">
          <h2 id="keywords-heading" className="text-xl font-semibold">
            Keywords <span className="text-base font-normal text-muted-foreground">({total.toLocaleString('en-US')})</span>
          </h2>
          <CompareSelect value={view.compare} onChange={(compare) => setView({ compare, page: 1 })} withDate>
            <input
              type="date"
              aria-label="Compare with the end of this date"
              className="h-9 min-w-0 rounded-md border border-border bg-background px-2 text-sm"
              max={new Date().toISOString().slice(0, 10)}
              value={/^\d{4}/.test(view.compare) ? view.compare : ''}
              onChange={(event) => event.target.value && setView({ compare: event.target.value, page: 1 })}
            />
          </CompareSelect>
        </div>
        <TableFilters view={view} facets={detail.data?.facets} locationLabel={labelOf} onChange={setView} />
        {selected.size > 0 && canTrack ? (
          <BulkBar
            selected={selected.size}
            matching={total}
            pending={pending}
            tags={(detail.data?.facets.tags ?? []).map((tag) => tag.value)}
            onClear={() => setSelected(new Set())}
            onSelectAll={() => {
              setPending('select');
              void getMatchingIds(site, view)
                .then((ids) => setSelected(new Set(ids)), (error: unknown) => void notify.error('Not done', errorText(error)))
                .finally(() => setPending(null));
            }}
            onAction={act}
            aiAnswers={selectedAiAnswers}
            onExport={() => {
              setPending('export');
              void downloadKeywordsCsv(site, [...selected])
                .catch((error: unknown) => void notify.error('Export failed', errorText(error)))
                .finally(() => setPending(null));
            }}
          />
        ) : null}
        {table.isPending ? (
          <Skeleton className="h-96 w-full" />
        ) : table.isError ? (
          <LoadError what="the keywords" error={table.error} onRetry={() => void table.refetch()} />
        ) : rows.length === 0 ? (
          <p className="rounded-xl border border-dashed border-border p-8 text-center text-sm text-muted-foreground">
            {total === 0 && view.page === 1 ? 'No keyword matches these filters.' : 'This page is empty.'}
          </p>
        ) : (
          <KeywordTable
            rows={rows}
            view={view}
            selected={selected}
            context={context}
            onSort={(sort) => setView(nextSort(view, sort))}
            onToggle={toggleRow}
            onToggleAll={(checked) => setSelected((old) => {
              const next = new Set(old);
              for (const row of rows) {
                if (checked) next.add(row.id);
                else next.delete(row.id);
              }
              return next;
            })}
            onOpen={openDetail}
            busy={table.isPlaceholderData}
          />
        )}
        <nav aria-label="Keyword pages" className="flex flex-wrap items-center justify-between gap-3 text-sm">
          <div className="flex items-center gap-2">
            <label htmlFor="page-size" className="text-muted-foreground">
              Rows
            </label>
            <div className="w-24">
              <Select id="page-size" value={String(view.pageSize)} className="h-9 text-sm" onChange={(event) => setView({ pageSize: Number(event.target.value), page: 1 })}>
                {PAGE_SIZES.map((size) => (
                  <option key={size} value={size}>
                    {size.toLocaleString('en-US')}
                  </option>
                ))}
              </Select>
            </div>
          </div>
          <div className="flex items-center gap-2">
            <Button variant="outline" size="sm" disabled={view.page <= 1} onClick={() => setView({ page: view.page - 1 })}>
              Previous
            </Button>
            <span aria-live="polite">
              Page {Math.min(view.page, pages)} of {pages}
            </span>
            <Button variant="outline" size="sm" disabled={view.page >= pages} onClick={() => setView({ page: view.page + 1 })}>
              Next
            </Button>
          </div>
        </nav>
      </section>
      {detail.data && canTrack ? (
        <div className="grid gap-6 lg:grid-cols-2">
          <SiteCompetitors site={site} competitorUrls={detail.data.competitorUrls} />
          <SiteAlerts site={site} alertMode={detail.data.alertMode} />
        </div>
      ) : null}
      <KeywordDetailDialog site={site} row={open} locationLabel={labelOf} onClose={closeDetail} />
    </div>
  );
}
