import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import CalendarClock from 'lucide-react/icons/calendar-clock';
import ListPlus from 'lucide-react/icons/list-plus';
import Plus from 'lucide-react/icons/plus';
import type { ScheduledCheck } from '../../../../contracts/scheduled-check';
import { Breadcrumbs } from '../../../components/breadcrumbs';
import { Button } from '../../../components/ui/button';
import { Label } from '../../../components/ui/label';
import { LoadError } from '../../../components/ui/load-error';
import { Select } from '../../../components/ui/select';
import { Skeleton } from '../../../components/ui/skeleton';
import { paths } from '../../../config/paths';
import { site } from '../../../config/site';
import { ApiError } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useNow } from '../../../lib/use-now';
import { useScheduledChecks } from '../api/get-scheduled-checks';
import { useDeleteScheduledCheck } from '../api/save-scheduled-check';
import { SORTS, groupBySite, type ScheduleSort } from '../lib/group-schedules';
import { FULL_ACCESS, type ScheduleAccess } from '../lib/schedule-access';
import { BulkAddDialog } from './bulk-add-dialog';
import { DeleteScheduleDialog } from './delete-schedule-dialog';
import { ScheduleFormDialog, type ScheduleEditing } from './schedule-form-dialog';
import { ScheduleRow } from './schedule-row';
import { SiteGroup } from './site-group';

/** How many there are and, where the operator set a monthly search budget, what they take out of it. */
function Summary({ items, searchBudget }: { items: ScheduledCheck[]; searchBudget: number | null }) {
  const active = items.filter((s) => s.isActive);
  const paused = items.length - active.length;
  const searches = active.reduce((sum, s) => sum + s.estimatedSearchesPerMonth, 0);
  return (
    <p className="text-sm text-muted-foreground">
      {items.length === 1 ? '1 scheduled check' : `${items.length.toLocaleString('en')} scheduled checks`}
      {paused > 0 ? `, ${paused.toLocaleString('en')} paused` : ''}
      {searchBudget !== null
        ? ` · about ${searches.toLocaleString('en')} of the ${searchBudget.toLocaleString('en')} searches this server allows a month`
        : ''}
    </p>
  );
}

function EmptyState({ onCreate, onBulk }: { onCreate: () => void; onBulk: () => void }) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed border-border px-6 py-12 text-center">
      <CalendarClock aria-hidden="true" className="size-8 text-brand" />
      <h2 className="text-lg font-semibold">No scheduled checks yet</h2>
      <p className="max-w-prose text-sm text-muted-foreground">
        A scheduled check looks up a keyword’s rank for you every hour, day, week or month, at the time you choose, and saves it to
        your history, where your alerts and reports see it. Add one keyword, or paste a list.
      </p>
      <div className="mt-2 flex flex-wrap justify-center gap-2">
        <Button onClick={onCreate}>
          <Plus aria-hidden="true" />
          Schedule a check
        </Button>
        <Button variant="outline" onClick={onBulk}>
          <ListPlus aria-hidden="true" />
          Add many keywords
        </Button>
      </div>
    </div>
  );
}

interface SchedulesPageProps {
  /** What the plan lets the user schedule; everything while it is unknown (the server decides). */
  access?: ScheduleAccess;
}

/** /schedules — every scheduled check by site: pause, run now, edit, delete, the run history, and adding more. */
export function SchedulesPage({ access = FULL_ACCESS }: SchedulesPageProps) {
  useDocumentTitle(`Scheduled checks — ${site.name}`);
  const schedules = useScheduledChecks();
  const remove = useDeleteScheduledCheck();
  const now = useNow(30_000);
  const [params, setParams] = useSearchParams();
  const [editing, setEditing] = useState<ScheduleEditing | null>(null);
  const [bulkOpen, setBulkOpen] = useState(false);
  const [sort, setSort] = useState<ScheduleSort>('next');
  const [toDelete, setToDelete] = useState<ScheduledCheck | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const items = schedules.data ?? [];
  const full = access.maxSchedules !== null && items.length >= access.maxSchedules;

  // The dashboard's 'Schedule a check' arrives as ?new=1: the form opens, and the address is left clean.
  useEffect(() => {
    if (params.get('new') !== '1') return;
    setEditing({ kind: 'new' });
    setParams((current) => {
      current.delete('new');
      return current;
    }, { replace: true });
  }, [params, setParams]);

  const confirmDelete = () => {
    if (!toDelete) return;
    remove.mutate(toDelete.id, {
      onSuccess: () => {
        void notify.success('Scheduled check deleted', `“${toDelete.keyword}” on ${toDelete.websiteUrl} will not run again.`);
        setToDelete(null);
      },
      onError: (error) => void notify.error('Could not delete it', error instanceof ApiError ? error.message : undefined),
    });
  };

  return (
    <div className="mx-auto grid max-w-6xl grid-cols-[minmax(0,1fr)] gap-6 px-4 py-10 sm:px-6 sm:py-12">
      <header className="grid gap-4">
        <Breadcrumbs trail={[{ label: 'Dashboard', href: paths.dashboard }, { label: 'Scheduled checks' }]} />
        <div className="flex flex-wrap items-end justify-between gap-4">
          <div className="min-w-0">
            <h1 ref={heading} tabIndex={-1} className="text-3xl font-bold tracking-tight focus:outline-none">
              Scheduled checks
            </h1>
            <p className="mt-1 text-muted-foreground">Ranks checked for you, on time, in your time zone.</p>
            {items.length > 0 ? <Summary items={items} searchBudget={access.searchBudget} /> : null}
          </div>
          {items.length > 0 ? (
            <div className="flex flex-wrap gap-2">
              <Button variant="outline" disabled={full} onClick={() => setBulkOpen(true)}>
                <ListPlus aria-hidden="true" />
                Add many keywords
              </Button>
              <Button disabled={full} onClick={() => setEditing({ kind: 'new' })}>
                <Plus aria-hidden="true" />
                Schedule a check
              </Button>
            </div>
          ) : null}
        </div>
        {full ? (
          <p className="text-sm text-muted-foreground">
            The free plan holds {access.maxSchedules} scheduled checks. Delete one to add another, or try Pro to schedule more.
          </p>
        ) : null}
      </header>

      {schedules.isPending ? (
        <div role="status" className="grid gap-3">
          <span className="sr-only">Loading scheduled checks…</span>
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} className="h-32" />
          ))}
        </div>
      ) : schedules.isError ? (
        <LoadError what="your scheduled checks" error={schedules.error} onRetry={() => void schedules.refetch()} />
      ) : items.length === 0 ? (
        <EmptyState onCreate={() => setEditing({ kind: 'new' })} onBulk={() => setBulkOpen(true)} />
      ) : (
        <>
          <div className="flex items-center gap-3">
            <Label htmlFor="schedule-sort" className="mb-0 shrink-0">
              Sort by
            </Label>
            <Select id="schedule-sort" className="h-9 w-auto text-sm" value={sort} onChange={(event) => setSort(event.target.value as ScheduleSort)}>
              {Object.entries(SORTS).map(([value, label]) => (
                <option key={value} value={value}>
                  {label}
                </option>
              ))}
            </Select>
          </div>
          {groupBySite(items, sort).map((group) => (
            <SiteGroup
              key={group.site}
              site={group.site}
              items={group.items}
              renderRow={(schedule) => (
                <ScheduleRow
                  key={schedule.id}
                  schedule={schedule}
                  now={now}
                  searchBudget={access.searchBudget}
                  onEdit={() => setEditing({ kind: 'edit', schedule })}
                  onDelete={() => setToDelete(schedule)}
                />
              )}
            />
          ))}
        </>
      )}

      <ScheduleFormDialog editing={editing} access={access} onClose={() => setEditing(null)} />
      <BulkAddDialog open={bulkOpen} access={access} onClose={() => setBulkOpen(false)} />
      <DeleteScheduleDialog
        schedule={toDelete}
        pending={remove.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setToDelete(null)}
        fallbackFocus={() => heading.current}
      />
    </div>
  );
}
